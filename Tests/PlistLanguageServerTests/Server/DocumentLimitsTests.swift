import Foundation
import Testing
@testable import PlistLanguageServer

/// What the server holds is bounded (``ServerLimits``): a document past a limit is not held and
/// shows one diagnostic saying why and how to raise the limit.
@Suite struct DocumentLimitsTests {
    /// A well-formed XML property list of exactly `size` bytes (at least 34).
    static func plist(size: Int) -> String {
        let shell = "<plist><string></string></plist>\n"
        return shell.replacingOccurrences(of: "</string>", with: String(repeating: "a", count: size - shell.utf8.count) + "</string>")
    }

    @Test func aDocumentLargerThanMaxSizeIsNotHeldAndSaysSo() throws {
        let client = try TestClient(limits: ServerLimits(maxDocumentSize: 100))
        let diagnostics = client.open("Big.plist", Self.plist(size: 200))
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?["code"] == .string("limit-exceeded"))
        #expect(diagnostics.first?["range"]?.rangeText == "0:0-0:0")
        #expect(diagnostics.first?["message"] == .string(
            "not checked: the document is 200 bytes, more than plist-lsp's limit of 100 bytes (start plist-lsp with --max-size BYTES to raise it)"))
        let document = try #require(client.server.documents[client.uri("Big.plist")])
        #expect(document.text.bytes.isEmpty)
        // Requests answer as for an empty document.
        #expect(client.request("textDocument/documentSymbol", ["textDocument": .object(["uri": .string(client.uri("Big.plist"))])])["result"] == .array([]))
        // A whole new text within the limit is held and checked again.
        #expect(client.replaceAll("Big.plist", version: 2, Self.plist(size: 60)).isEmpty)
        #expect(client.server.documents[client.uri("Big.plist")]?.text.bytes.count == 60)
    }

    @Test func theOpenDocumentsTogetherStayUnderMaxOpenSize() throws {
        // A.plist: 200 bytes of text and a tree of one value (64 bytes): 264, within 400.
        let client = try TestClient(limits: ServerLimits(maxDocumentSize: 1_000, maxOpenSize: 400))
        #expect(client.open("A.plist", Self.plist(size: 200)).isEmpty)
        let refused = client.open("B.plist", Self.plist(size: 150))
        #expect(refused.map { $0["message"]?.stringValue ?? "" } == [
            "not checked: this document takes 150 bytes (its text and the tree of its values), and the open documents would then take"
                + " 414 bytes, more than plist-lsp's limit of 400 bytes (close other documents and reopen this one, or start plist-lsp with"
                + " --max-open-size BYTES)"])
        #expect(client.server.documents[client.uri("B.plist")]?.text.bytes.isEmpty == true)
        client.notify("textDocument/didClose", ["textDocument": .object(["uri": .string(client.uri("A.plist"))])])
        #expect(client.open("B.plist", Self.plist(size: 150)).isEmpty)
        #expect(client.server.documents[client.uri("B.plist")]?.text.bytes.count == 150)
    }

    @Test func aDocumentsTreeCountsAgainstTheOpenDocumentsLimit() throws {
        // 100 values in 201 bytes of text: 101 values × 64 bytes of tree.
        let client = try TestClient(limits: ServerLimits(maxDocumentSize: 1_000, maxOpenSize: 2_000))
        let text = "[" + Array(repeating: "1", count: 100).joined(separator: ",") + "]"
        let diagnostics = client.open("Many.json", text)
        #expect(diagnostics.map { $0["message"]?.stringValue ?? "" } == [
            "not checked: this document takes 6665 bytes (its text and the tree of its values), and the open documents would then take"
                + " 6665 bytes, more than plist-lsp's limit of 2000 bytes (close other documents and reopen this one, or start plist-lsp with"
                + " --max-open-size BYTES)"])
        #expect(client.server.documents[client.uri("Many.json")]?.lint == nil)
    }

    @Test func anEditThatGrowsADocumentPastTheLimitDropsItsText() throws {
        let client = try TestClient(limits: ServerLimits(maxDocumentSize: 100))
        #expect(client.open("A.plist", Self.plist(size: 90)).isEmpty)
        let diagnostics = client.change("A.plist", version: 2, from: (0, 15), to: (0, 15), String(repeating: "b", count: 20))
        #expect(diagnostics.map { $0["message"]?.stringValue ?? "" } == [
            "not checked: the document is 110 bytes, more than plist-lsp's limit of 100 bytes (start plist-lsp with --max-size BYTES to raise it)"])
        // Further ranged changes cannot apply to text the server does not hold: the finding stays.
        #expect(client.change("A.plist", version: 3, from: (0, 15), to: (0, 16), "").first?["code"] == .string("limit-exceeded"))
        #expect(client.server.documents[client.uri("A.plist")]?.version == 3)
    }

    @Test func aRangeThatEndsBeforeItStartsStopsCheckingUntilTheWholeTextComes() throws {
        let client = try TestClient()
        client.open("Info.plist", Documents.misspelledInfoPlist)
        let diagnostics = client.change("Info.plist", version: 2, from: (4, 10), to: (3, 0), "x")
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?["code"] == .string("out-of-sync"))
        #expect(diagnostics.first?["message"] == .string(
            "not checked: the editor sent a change whose range ends (line 4, character 1) before it starts (line 5, character 11);"
                + " the server's copy of the text no longer matches the editor's (close and reopen the document)"))
        #expect(client.change("Info.plist", version: 3, from: (0, 0), to: (0, 0), "").first?["code"] == .string("out-of-sync"))
        let reopened = client.replaceAll("Info.plist", version: 4, Documents.misspelledInfoPlist)
        #expect(reopened.map { $0["code"]?.stringValue ?? "" } == ["unknown-key"])
    }

    @Test func aLimitFindingAdvisesTheServersOwnOption() throws {
        let client = try TestClient(limits: ServerLimits(maxValues: 3))
        let diagnostics = client.open("A.plist", "<plist><array><true/><true/><true/><true/></array></plist>\n")
        #expect(diagnostics.map { $0["message"]?.stringValue ?? "" } == ["more than 3 values; raise it with plist-lsp --max-values"])
    }
}

@Suite struct HostileTrafficTests {
    @Test func anOversizedDidOpenLeavesItsDocumentNotHeldAndTheServerGoesOn() throws {
        let client = try TestClient()
        let prefix = Data(#"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"\#(client.uri("Big.plist"))","languageId":"xml","version":1,"text":"<plist>"#.utf8)
        let out = client.oversized(length: 70_000_000, prefix: prefix, limit: 67_108_864)
        let published = out.last { $0["method"] == .string("textDocument/publishDiagnostics") }
        #expect(published?["params"]?["uri"] == .string(client.uri("Big.plist")))
        #expect(published?["params"]?["diagnostics"]?[0]?["message"] == .string(
            "not checked: the editor sent this document in a message of 70000000 bytes, more than plist-lsp reads (67108864 bytes; start plist-lsp with --max-size BYTES to raise it)"))
        // A request too long gets an error naming it.
        let answer = client.oversized(length: 70_000_000, prefix: Data(#"{"jsonrpc":"2.0","id":42,"method":"textDocument/hover""#.utf8), limit: 67_108_864)
        #expect(answer.first?["id"] == .integer(42))
        #expect(answer.first?["error"]?["code"] == .integer(-32600))
    }

    @Test func aURIHoldingNULReadsNoFileBesideIt() throws {
        let client = try TestClient()
        try client.write("a", #"{"type": "object", "required": ["x"]}"#)
        let out = client.notify("textDocument/didOpen", ["textDocument": .object([
            "uri": .string(client.uri("a") + "%00b.plist"), "languageId": .string("xml"), "version": .integer(1), "text": .string("<plist><dict/></plist>\n")])])
        let diagnostics = TestClient.diagnostics(in: out)
        #expect(diagnostics.map { $0["message"]?.stringValue ?? "" } == [
            "not checked: the document's URI holds a NUL character (%00), which no file name can hold; no file beside it is read"])
    }

    @Test func aDidOpenWhoseTextCannotBeDecodedIsLoggedAndItsDocumentNotHeld() throws {
        let client = try TestClient()
        let out = client.send(raw: Data(#"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"\#(client.uri("S.plist"))","languageId":"xml","version":1,"text":"\ud800"}}}"#.utf8))
        #expect(out.first?["method"] == .string("window/logMessage"))
        #expect(out.first?["params"]?["message"]?.stringValue?.hasPrefix("textDocument/didOpen was not applied: invalid params") == true)
        #expect(TestClient.diagnostics(in: out).first?["code"] == .string("out-of-sync"))
    }

    @Test func anUnknownMethodIsEchoedEscaped() throws {
        let client = try TestClient()
        let response = client.request("foo\u{1B}]0;pwned\u{07}\u{202E}", [:])
        #expect(response["error"]?["message"] == .string("method not found: foo\\u{1B}]0;pwned\\u{7}\\u{202E}"))
    }
}
