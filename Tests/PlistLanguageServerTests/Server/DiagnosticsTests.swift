import Foundation
import Testing
@testable import PlistLanguageServer

@Suite struct DiagnosticsTests {
    @Test func aMisspelledKeyIsPublishedWithItsRangeRuleAndLink() throws {
        let client = try TestClient()
        let diagnostics = client.open("Info.plist", Documents.misspelledInfoPlist)
        try #require(diagnostics.count == 1)
        let d = diagnostics[0]
        #expect(d["range"]?.rangeText == "4:1-4:29")
        #expect(d["severity"] == .integer(1))
        #expect(d["code"] == .string("unknown-key"))
        #expect(d["source"] == .string("plist-lint"))
        // No link unless the client names where the rule pages are: hover explains the rule.
        #expect(d["codeDescription"] == nil)
        #expect(d["message"] == .string("unknown key \"CFBundleIdentifer\" at (root), did you mean \"CFBundleIdentifier\"?"))
    }

    @Test func theRuleLinkFollowsTheClientsBase() throws {
        let client = try TestClient(initializationOptions: .object(["ruleDocumentationBase": .string("https://docs.example.com/plist-rules/")]))
        let diagnostics = client.open("Info.plist", Documents.misspelledInfoPlist)
        #expect(diagnostics.first?["codeDescription"]?["href"] == .string("https://docs.example.com/plist-rules/unknown-key"))
        let hostile = try TestClient(initializationOptions: .object(["ruleDocumentationBase": .string("javascript:alert(1)//\u{1B}[31m ")]))
        #expect(hostile.open("Info.plist", Documents.misspelledInfoPlist).first?["codeDescription"] == nil)
    }

    @Test func anEditRevalidatesAndClearsTheFinding() throws {
        let client = try TestClient()
        client.open("Info.plist", Documents.misspelledInfoPlist)
        // "Identifer" → "Identifier": insert "i" at line 4, character 21 (after the tab, `<key>` and "CFBundleIdentif").
        let diagnostics = client.change("Info.plist", version: 2, from: (4, 21), to: (4, 21), "i")
        #expect(diagnostics.isEmpty)
        let published = client.received.last { $0["method"] == .string("textDocument/publishDiagnostics") }
        #expect(published?["params"]?["version"] == .integer(2))
    }

    @Test func anUnclosedTagIsOneFindingWhereItIs() throws {
        let client = try TestClient()
        let text = Documents.misspelledInfoPlist.replacingOccurrences(of: "<string>Example</string>", with: "<string>Exam")
        let diagnostics = client.open("Info.plist", text)
        try #require(diagnostics.count == 1)
        let d = diagnostics[0]
        #expect(d["code"] == .string("syntax"))
        #expect(d["message"] == .string("end tag </dict> does not match <string> opened at line 8"))
        // A reader's error has no span (no tree was built): one character.
        #expect(d["range"]?.rangeText == "8:0-8:1")
        let note = try #require(d["relatedInformation"]?[0])
        #expect(note["message"] == .string("<string> opened here"))
        #expect(note["location"]?["range"]?.rangeText == "7:1-7:2")
    }

    @Test func anUnclosedQuoteInJSONIsOneFindingWhereItIs() throws {
        let client = try TestClient()
        let diagnostics = client.open("Settings.plist", "{\"name\": \"Demo\",\n \"mode\": \"fa\n}\n")
        try #require(diagnostics.count == 1)
        #expect(diagnostics[0]["code"] == .string("invalid-string"))
        #expect(diagnostics[0]["range"]?.rangeText.hasPrefix("1:12-") == true)
    }

    @Test func theSiblingSchemaIsChosenAndItsPairedNotesBecomeRelatedInformation() throws {
        let client = try TestClient()
        try client.write("App.schema.json", Documents.appSchema)
        let diagnostics = client.open("App.plist", Documents.appPlist.replacingOccurrences(of: "<key>name</key>", with: "<key>nmae</key>"))
        #expect(diagnostics.map { $0["code"]?.stringValue ?? "" } == ["missing-key", "unknown-key"])
        #expect(diagnostics.map { $0["message"]?.stringValue ?? "" } == [
            "missing required key \"count\" (Root)", "unknown key \"nmae\" at (root), did you mean \"name\"?"])
        // The missing key's finding spans its dictionary; the misspelling its key.
        #expect(diagnostics.map { $0["range"]?.rangeText ?? "" } == ["2:0-8:7", "3:1-3:16"])
        let note = try #require(diagnostics[1]["relatedInformation"]?[0])
        #expect(note["message"] == .string("missing required key \"name\" in (root) (Root.name: String), probably misspelled as \"nmae\" on line 4"))
        #expect(note["location"] == .object(["uri": .string(client.uri("App.plist")), "range": .object([
            "start": TestClient.position((2, 0)), "end": TestClient.position((8, 7))])]))
    }

    @Test func closingClearsTheDiagnostics() throws {
        let client = try TestClient()
        client.open("Info.plist", Documents.misspelledInfoPlist)
        let out = client.notify("textDocument/didClose", ["textDocument": .object(["uri": .string(client.uri("Info.plist"))])])
        #expect(out.count == 1)
        #expect(TestClient.diagnostics(in: out).isEmpty)
    }

    @Test func aChangedSchemaFileIsReadAgain() throws {
        let client = try TestClient()
        try client.write("App.schema.json", Documents.appSchema)
        let before = client.open("App.plist", Documents.appPlist)
        #expect(before.map { $0["code"]?.stringValue ?? "" } == ["missing-key"])
        try client.write("App.schema.json", Documents.appSchema.replacingOccurrences(of: #""required": ["name", "count"]"#, with: #""required": ["name"]"#))
        let out = client.notify("workspace/didChangeWatchedFiles", ["changes": .array([.object(["uri": .string(client.uri("App.schema.json")), "type": .integer(2)])])])
        #expect(TestClient.diagnostics(in: out).isEmpty)
    }
}

/// A finding about the sibling schema, not the document, is shown at the document's start,
/// names the schema file and its place, and points into it (found by a trial: the schema's
/// syntax error was published on the plist at the schema's own line and column).
@Suite struct OtherFileDiagnosticsTests {
    @Test func aBrokenSiblingSchemaIsNamedAndPointedAt() throws {
        let client = try TestClient()
        try client.write("Info.schema.json", "{not json")
        let diagnostics = client.open("Info.plist", Documents.misspelledInfoPlist)
        let d = try #require(diagnostics.first { $0["code"] == .string("syntax") })
        #expect(d["range"]?.rangeText == "0:0-0:0")
        let schemaPath = DocumentURI.path(of: client.uri("Info.schema.json"))
        #expect(d["message"] == .string("\(schemaPath):1:2: expected a member name in double quotes, found \"n\""))
        let related = try #require(d["relatedInformation"]?[0])
        #expect(related["location"]?["uri"] == .string(client.uri("Info.schema.json")))
        #expect(related["location"]?["range"]?.rangeText == "0:1-0:1")
    }
}
