import Foundation
import Testing
@testable import PlistLanguageServer

@Suite struct CompletionTests {
    private func items(_ response: JSONValue) -> [JSONValue] { response["result"]?["items"]?.arrayValue ?? [] }

    @Test func keysTheSchemaAllowsThatAreNotPresentRequiredFirstWithASkeleton() throws {
        let client = try TestClient()
        try client.write("App.schema.json", Documents.appSchema)
        client.open("App.plist", Documents.appPlist)
        // Line 7 is the tab-indented empty line inside the dictionary.
        let list = items(client.request("textDocument/completion", client.at("App.plist", (7, 1))))
        #expect(list.map { $0["label"]?.stringValue ?? "" } == ["count", "enabled", "legacy"])
        let count = list[0]
        #expect(count["detail"] == .string("integer"))
        #expect(count["documentation"]?["value"] == .string("How many."))
        #expect(count["textEdit"]?["newText"] == .string("<key>count</key>\n\t<integer>0</integer>"))
        #expect(count["textEdit"]?["range"]?.rangeText == "7:1-7:1")
        #expect(list[2]["deprecated"] == .bool(true))
        #expect(list[1]["textEdit"]?["newText"] == .string("<key>enabled</key>\n\t<false/>"))
    }

    @Test func enumValuesAndBooleansAtAValue() throws {
        let client = try TestClient()
        try client.write("App.schema.json", Documents.appSchema)
        client.open("App.plist", Documents.appPlist.replacingOccurrences(of: "<string>fast</string>", with: "<string>f</string>"))
        let inText = items(client.request("textDocument/completion", client.at("App.plist", (6, 10))))
        #expect(inText.map { $0["textEdit"]?["newText"]?.stringValue ?? "" } == ["fast", "slow"])
        #expect(inText.first?["textEdit"]?["range"]?.rangeText == "6:9-6:10")
        client.change("App.plist", version: 2, from: (7, 1), to: (7, 1), "<key>enabled</key>\n\t")
        let bools = items(client.request("textDocument/completion", client.at("App.plist", (8, 1))))
        #expect(bools.map { $0["textEdit"]?["newText"]?.stringValue ?? "" } == ["<true/>", "<false/>"])
    }

    @Test func completionStillWorksAboveAnUnclosedTag() throws {
        let client = try TestClient()
        let text = Documents.misspelledInfoPlist.replacingOccurrences(of: "<string>Example</string>", with: "<string>Exam")
            .replacingOccurrences(of: "\t<key>CFBundleName</key>", with: "\t<key>CFBundleDisp</key>\n\t<string>x</string>\n\t<key>CFBundleName</key>")
        client.open("Info.plist", text)
        // Inside the half-typed key "CFBundleDisp" on line 6.
        let list = items(client.request("textDocument/completion", client.at("Info.plist", (6, 13))))
        let display = try #require(list.first { $0["label"] == .string("CFBundleDisplayName") })
        #expect(display["textEdit"]?["newText"] == .string("CFBundleDisplayName"))
        #expect(display["textEdit"]?["range"]?.rangeText == "6:6-6:13")
        #expect(display["documentation"]?["value"] == .string("Name shown under the app icon and by Siri."))
        #expect(!list.contains { $0["label"] == .string("CFBundleName") })
    }

    @Test func jsonAndOpenStepKeysAreWrittenInTheirOwnFormat() throws {
        let client = try TestClient()
        try client.write("App.schema.json", Documents.appSchema)
        client.open("App.plist", "{\n  \"name\": \"x\",\n  \n}\n")
        let json = items(client.request("textDocument/completion", client.at("App.plist", (2, 2))))
        #expect(json.first?["textEdit"]?["newText"] == .string("\"count\": 0"))
        client.notify("textDocument/didClose", ["textDocument": .object(["uri": .string(client.uri("App.plist"))])])
        client.open("App.plist", "{\n  name = x;\n  \n}\n")
        let openStep = items(client.request("textDocument/completion", client.at("App.plist", (2, 2))))
        #expect(openStep.first?["textEdit"]?["newText"] == .string("count = 0;"))
    }

    @Test func keysAreEscapedByTheFormatsWriterAndUnwritableOnesAreNotOffered() throws {
        let client = try TestClient()
        try client.write("Odd.schema.json", #"{"type": "object", "properties": {"a&b": {"type": "string"}, "q\"k": {"type": "integer"}, "bell\u0007": {"type": "string"}}}"#)
        client.open("Odd.plist", "<plist>\n<dict>\n\t\n</dict>\n</plist>\n")
        let xml = items(client.request("textDocument/completion", client.at("Odd.plist", (2, 1))))
        #expect(xml.map { $0["label"]?.stringValue ?? "" } == ["a&b", "q\"k"])
        #expect(xml.map { $0["textEdit"]?["newText"]?.stringValue ?? "" } == [
            "<key>a&amp;b</key>\n\t<string></string>", "<key>q\"k</key>\n\t<integer>0</integer>"])
        client.notify("textDocument/didClose", ["textDocument": .object(["uri": .string(client.uri("Odd.plist"))])])
        client.open("Odd.plist", "{\n  \n}\n")
        let json = items(client.request("textDocument/completion", client.at("Odd.plist", (1, 2))))
        #expect(json.map { $0["textEdit"]?["newText"]?.stringValue ?? "" } == [
            "\"a&b\": \"\"", "\"bell\\u0007\": \"\"", "\"q\\\"k\": 0"])
    }
}
