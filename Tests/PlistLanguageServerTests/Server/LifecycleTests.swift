import Foundation
import Testing
@testable import PlistLanguageServer

@Suite struct LifecycleTests {
    @Test func initializeAnnouncesIncrementalSyncAndEveryFeature() throws {
        let client = try TestClient(initialize: false)
        let response = client.request("initialize", ["processId": .null, "rootUri": .null, "capabilities": .object([:])])
        let capabilities = try #require(response["result"]?["capabilities"])
        #expect(capabilities["textDocumentSync"]?["change"] == .integer(2))
        #expect(capabilities["hoverProvider"] == .bool(true))
        #expect(capabilities["documentSymbolProvider"] == .bool(true))
        #expect(capabilities["definitionProvider"] == .bool(true))
        #expect(capabilities["codeActionProvider"]?["codeActionKinds"] == .array([.string("quickfix")]))
        #expect(capabilities["completionProvider"]?["triggerCharacters"] == .array([.string("<"), .string("\""), .string(">")]))
        #expect(response["result"]?["serverInfo"]?["name"] == .string("plist-lsp"))
    }

    @Test func aRequestBeforeInitializeIsRefused() throws {
        let client = try TestClient(initialize: false)
        let response = client.request("textDocument/hover", [:])
        #expect(response["error"]?["code"] == .integer(-32002))
    }

    @Test func anUnknownMethodGetsMethodNotFound() throws {
        let client = try TestClient()
        let response = client.request("textDocument/rename", [:])
        #expect(response["error"] == .object(["code": .integer(-32601), "message": .string("method not found: textDocument/rename")]))
        // An unknown notification is ignored: nothing is sent.
        #expect(client.notify("workspace/didRenameFiles", [:]).isEmpty)
    }

    @Test func malformedMessagesGetErrorResponsesNeverACrash() throws {
        let client = try TestClient()
        // Cut short: the id still read from its first bytes names the request.
        let notJSON = client.send(raw: Data("{\"jsonrpc\": \"2.0\", \"id\": 1,".utf8))
        #expect(notJSON == [.object(["id": .integer(1), "jsonrpc": .string("2.0"),
                                     "error": .object(["code": .integer(-32700), "message": .string("parse error: the message is not JSON (RFC 8259)")])])])
        let garbage = client.send(raw: Data("}{".utf8))
        #expect(garbage.first?["id"] == .null)
        let badMethod = client.send(raw: Data(#"{"jsonrpc":"2.0","id":3,"method":5}"#.utf8))
        #expect(badMethod.first?["id"] == .integer(3))
        #expect(badMethod.first?["error"]?["code"] == .integer(-32600))
        let wrongVersion = client.send(raw: Data(#"{"jsonrpc": "1.0", "id": 7, "method": "shutdown"}"#.utf8))
        #expect(wrongVersion.first?["id"] == .integer(7))
        #expect(wrongVersion.first?["error"]?["code"] == .integer(-32600))
        let badParams = client.request("textDocument/hover", ["textDocument": .integer(3)])
        #expect(badParams["error"]?["code"] == .integer(-32602))
        #expect(badParams["error"]?["message"] == .string("invalid params: wrong type at .params.textDocument"))
        let notOpen = client.request("textDocument/hover", client.at("Nope.plist", (0, 0)))
        #expect(notOpen["error"]?["code"] == .integer(-32602))
    }

    @Test func cancelRequestIsIgnoredSafely() throws {
        let client = try TestClient()
        #expect(client.notify("$/cancelRequest", ["id": .integer(99)]).isEmpty)
        #expect(client.notify("$/cancelRequest", [:]).isEmpty)
    }

    @Test func shutdownThenExitEndsWithStatusZero() throws {
        let client = try TestClient()
        #expect(client.request("shutdown", [:])["result"] == .null)
        #expect(client.request("textDocument/hover", [:])["error"]?["code"] == .integer(-32600))
        #expect(client.server.exitStatus == nil)
        client.notify("exit", [:])
        #expect(client.server.exitStatus == 0)
    }

    @Test func exitWithoutShutdownEndsWithStatusOne() throws {
        let client = try TestClient()
        client.notify("exit", [:])
        #expect(client.server.exitStatus == 1)
    }
}

@Suite struct WatchedFilesTests {
    @Test func schemaAndConfigurationFilesAreWatchedWhenTheClientRegistersWatchers() throws {
        let client = try TestClient(initialize: false)
        _ = client.request("initialize", ["processId": .null, "rootUri": .null, "capabilities": .object([
            "workspace": .object(["didChangeWatchedFiles": .object(["dynamicRegistration": .bool(true)])])])])
        let out = client.notify("initialized", [:])
        #expect(out.count == 1)
        #expect(out.first?["method"] == .string("client/registerCapability"))
        let watchers = out.first?["params"]?["registrations"]?[0]?["registerOptions"]?["watchers"]
        #expect(watchers == .array([.object(["globPattern": .string("**/*.schema.json")]), .object(["globPattern": .string("**/.plistkit.json")])]))
        // The client's answer (a response, no method) is taken without a reply.
        #expect(client.send(raw: Data(#"{"jsonrpc":"2.0","id":"plist-lsp-register-watchers","result":null}"#.utf8)).isEmpty)
    }

    @Test func withoutDynamicRegistrationNothingIsAsked() throws {
        let client = try TestClient(initialize: false)
        _ = client.request("initialize", ["processId": .null, "rootUri": .null, "capabilities": .object([:])])
        #expect(client.notify("initialized", [:]).isEmpty)
    }
}

@Suite struct ProtocolMisuseTests {
    @Test func aNotificationSentWithAnIDIsAnInvalidRequest() throws {
        let client = try TestClient()
        let response = client.request("textDocument/didClose", ["textDocument": .object(["uri": .string(client.uri("A.plist"))])])
        #expect(response["error"] == .object(["code": .integer(-32600),
                                              "message": .string("invalid request: textDocument/didClose is a notification; send it without an \"id\"")]))
    }

    @Test func aNullIDIsAnInvalidRequestAnsweredWithANullID() throws {
        let client = try TestClient()
        let out = client.send(raw: Data(#"{"jsonrpc": "2.0", "id": null, "method": "textDocument/hover", "params": {}}"#.utf8))
        #expect(out == [.object(["id": .null, "jsonrpc": .string("2.0"), "error": .object([
            "code": .integer(-32600), "message": .string("invalid request: \"id\" is null; LSP 3.17 takes an integer or a string")])])])
    }
}
