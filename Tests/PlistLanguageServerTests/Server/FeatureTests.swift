import Foundation
import Testing
@testable import PlistLanguageServer
import PlistKit

@Suite struct FeatureTests {
    @Test func hoverShowsTypeDescriptionAllowedValuesAndDeprecation() throws {
        let client = try TestClient()
        try client.write("App.schema.json", Documents.appSchema)
        client.open("App.plist", Documents.appPlist.replacingOccurrences(of: "\t\n", with: "\t<key>legacy</key>\n\t<string>x</string>\n"))
        let mode = client.request("textDocument/hover", client.at("App.plist", (5, 3)))["result"]
        #expect(mode?["contents"]?["value"] == .string("**mode**\n\n`string` · optional\n\nHow it runs.\n\nAllowed values: `fast`, `slow`"))
        #expect(mode?["range"]?.rangeText == "5:1-5:16")
        let legacy = client.request("textDocument/hover", client.at("App.plist", (7, 3)))["result"]
        #expect(legacy?["contents"]?["value"] == .string("**legacy**\n\n`string` · optional · **deprecated**\n\nOld."))
        #expect(client.request("textDocument/hover", client.at("App.plist", (0, 3)))["result"] == .null)
    }

    @Test func hoverOnAFindingExplainsItsRule() throws {
        let client = try TestClient()
        client.open("Info.plist", Documents.misspelledInfoPlist)
        let hover = client.request("textDocument/hover", client.at("Info.plist", (4, 5)))["result"]
        let rule = try #require(DiagnosticRule.named("unknown-key"))
        #expect(hover?["contents"]?["value"] == .string(
            "**unknown-key**: A key the model or schema does not define; \"did you mean\" names a near key.\n\n"
                + rule.explanation))
        #expect(hover?["range"]?.rangeText == "4:1-4:29")
        // Off the finding, the key the schema knows: its description only.
        let name = client.request("textDocument/hover", client.at("Info.plist", (6, 5)))["result"]
        #expect(name?["contents"]?["value"]?.stringValue?.hasPrefix("**CFBundleName**") == true)
        #expect(name?["contents"]?["value"]?.stringValue?.contains("unknown-key") == false)
    }

    @Test func documentSymbolsAreTheOutlineOfKeys() throws {
        let client = try TestClient()
        client.open("Info.plist", Documents.misspelledInfoPlist)
        let symbols = client.request("textDocument/documentSymbol", ["textDocument": .object(["uri": .string(client.uri("Info.plist"))])])["result"]
        let list = symbols?.arrayValue ?? []
        #expect(list.map { $0["name"]?.stringValue ?? "" } == ["CFBundleIdentifer", "CFBundleName"])
        #expect(list.map { $0["detail"]?.stringValue ?? "" } == ["string", "string"])
        #expect(list.map { $0["selectionRange"]?.rangeText ?? "" } == ["4:1-4:29", "6:1-6:24"])
        #expect(list.map { $0["range"]?.rangeText ?? "" } == ["4:1-5:33", "6:1-7:25"])
    }

    @Test func definitionGoesToTheKeyInTheSchemaFile() throws {
        let client = try TestClient()
        try client.write("App.schema.json", Documents.appSchema)
        client.open("App.plist", Documents.appPlist)
        let location = client.request("textDocument/definition", client.at("App.plist", (5, 7)))["result"]
        #expect(location?["uri"] == .string(client.uri("App.schema.json")))
        #expect(location?["range"]?.rangeText == "5:4-5:10")
        client.open("Info.plist", Documents.misspelledInfoPlist)
        #expect(client.request("textDocument/definition", client.at("Info.plist", (6, 8)))["result"] == .null)
    }

    @Test func missingRequiredKeyHasAnAddKeyQuickFix() throws {
        let client = try TestClient()
        try client.write("App.schema.json", Documents.appSchema)
        let diagnostics = client.open("App.plist", Documents.appPlist)
        let actions = client.request("textDocument/codeAction", [
            "textDocument": .object(["uri": .string(client.uri("App.plist"))]),
            "range": diagnostics[0]["range"]!, "context": .object(["diagnostics": .array(diagnostics)])])["result"]?.arrayValue ?? []
        #expect(actions.map { $0["title"]?.stringValue ?? "" } == ["add required key \"count\""])
        let edit = actions.first?["edit"]?["changes"]?[client.uri("App.plist")]?[0]
        // The source editor's edit: after the last entry, in the file's indentation.
        #expect(edit?["range"]?.rangeText == "6:22-6:22")
        #expect(edit?["newText"] == .string("\n\t<key>count</key>\n\t<integer>0</integer>"))
        #expect(actions.first?["kind"] == .string("quickfix"))
    }
}

@Suite struct CodeActionTests {
    @Test func severalMissingKeysOfOneDictionaryGetOneActionEachAndHostileNamesAreEscaped() throws {
        let client = try TestClient()
        try client.write("R.schema.json", #"{"type": "object", "required": ["a", "b", "c\u202e"], "properties": {"a": {"type": "string"}, "b": {"type": "integer"}, "c\u202e": {"type": "string", "description": "desc \u001b]0;PWNED\u0007"}}}"#)
        let diagnostics = client.open("R.plist", "<plist>\n<dict>\n</dict>\n</plist>\n")
        #expect(diagnostics.count == 3)
        let actions = client.request("textDocument/codeAction", [
            "textDocument": .object(["uri": .string(client.uri("R.plist"))]),
            "range": diagnostics[0]["range"]!, "context": .object(["diagnostics": .array(diagnostics)])])["result"]?.arrayValue ?? []
        #expect(actions.map { $0["title"]?.stringValue ?? "" } == ["add required key \"a\"", "add required key \"b\"", "add required key \"c\\u{202E}\""])
        let completion = client.request("textDocument/completion", client.at("R.plist", (2, 0)))["result"]?["items"]?.arrayValue ?? []
        #expect(completion.map { $0["label"]?.stringValue ?? "" } == ["a", "b", "c\\u{202E}"])
    }

    @Test func aMisspelledKeyHasARenameQuickFix() throws {
        let client = try TestClient()
        let diagnostics = client.open("Info.plist", Documents.misspelledInfoPlist)
        let actions = client.request("textDocument/codeAction", [
            "textDocument": .object(["uri": .string(client.uri("Info.plist"))]),
            "range": diagnostics[0]["range"]!, "context": .object(["diagnostics": .array(diagnostics)])])["result"]?.arrayValue ?? []
        #expect(actions.map { $0["title"]?.stringValue ?? "" } == ["rename \"CFBundleIdentifer\" to \"CFBundleIdentifier\""])
        #expect(actions.first?["isPreferred"] == .bool(true))
        let edit = actions.first?["edit"]?["changes"]?[client.uri("Info.plist")]?[0]
        #expect(edit?["range"]?.rangeText == "4:6-4:23")
        #expect(edit?["newText"] == .string("CFBundleIdentifier"))
        #expect(actions.first?["diagnostics"]?[0]?["code"] == .string("unknown-key"))
    }

    @Test func fixesTheLinterCarriesBecomeWorkspaceEditsInUTF16Positions() throws {
        let client = try TestClient()
        client.open("Notes.plist", "<plist><dict><key>é😀</key><string>x</string></dict></plist>")
        let uri = client.uri("Notes.plist")
        var document = try #require(client.server.documents[uri])
        // A fix as the linter hands it over: byte ranges of the file. "é😀" is bytes 18..<24.
        let fix = Diagnostic.Fix(title: "rename \"é😀\" to \"a\"", edits: [TextEdit(range: 18..<24, newText: "a")], isSafe: false)
        document.lint?.diagnostics = [Diagnostic(severity: .warning, rule: "unknown-key", message: "m",
                                                 location: SourceLocation(line: 1, column: 14, offset: 13), fixes: [fix])]
        client.server.documents[uri] = document
        let actions = client.server.codeActions(document, in: LSPRange(start: Position(line: 0, character: 14), end: Position(line: 0, character: 14)))
        #expect(actions.map(\.title) == ["rename \"é😀\" to \"a\""])
        #expect(actions.first?.isPreferred == false)
        #expect(actions.first?.edit.changes[uri] == [LSPTextEdit(range: LSPRange(start: Position(line: 0, character: 18),
                                                                                  end: Position(line: 0, character: 21)), newText: "a")])
    }
}
