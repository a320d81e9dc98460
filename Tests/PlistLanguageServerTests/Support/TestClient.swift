import Foundation
@testable import PlistLanguageServer

/// A client driving a ``LanguageServer`` in-process, without a pipe (as SourceKit-LSP's tests
/// do): each call hands the server one message body and collects what it sends back.
final class TestClient {
    private(set) var received: [JSONValue] = []
    private var nextID = 1
    let server: LanguageServer
    let folder: URL

    /// A server working in a fresh temporary folder holding what `limits` allow, initialized
    /// (with `initializationOptions` when given).
    init(initialize: Bool = true, limits: ServerLimits = ServerLimits(), initializationOptions: JSONValue? = nil) throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("lsp-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let box = Box()
        server = LanguageServer(workingFolder: folder.path, limits: limits) { body in box.messages.append(body) }
        self.box = box
        if initialize {
            var params: [String: JSONValue] = ["processId": .null, "rootUri": .null, "capabilities": .object([:])]
            params["initializationOptions"] = initializationOptions
            _ = request("initialize", params)
            notify("initialized", [:])
        }
    }

    deinit { try? FileManager.default.removeItem(at: folder) }

    private final class Box { var messages: [Data] = [] }
    private let box: Box

    /// Sends raw bytes as one message body; returns what the server sent in answer.
    @discardableResult
    func send(raw body: Data) -> [JSONValue] {
        box.messages.removeAll()
        server.handle(body)
        let out = box.messages.map { (try? JSONDecoder().decode(JSONValue.self, from: $0)) ?? .null }
        received += out
        return out
    }

    /// Hands the server a message too long to read (``MessageFramer/Frame/oversized(length:prefix:)``);
    /// returns what the server sent in answer.
    @discardableResult
    func oversized(length: Int, prefix: Data, limit: Int) -> [JSONValue] {
        box.messages.removeAll()
        server.handleOversized(length: length, prefix: prefix, limit: limit)
        let out = box.messages.map { (try? JSONDecoder().decode(JSONValue.self, from: $0)) ?? .null }
        received += out
        return out
    }

    /// Sends a request; returns its response (the message with the request's id).
    @discardableResult
    func request(_ method: String, _ params: [String: JSONValue]) -> JSONValue {
        let id = nextID
        nextID += 1
        let out = send(raw: OutgoingMessage.json(JSONValue.object(["jsonrpc": .string("2.0"), "id": .integer(id),
                                                                   "method": .string(method), "params": .object(params)])))
        return out.first { $0["id"] == .integer(id) } ?? .null
    }

    /// Sends a notification; returns the notifications it caused.
    @discardableResult
    func notify(_ method: String, _ params: [String: JSONValue]) -> [JSONValue] {
        send(raw: OutgoingMessage.json(JSONValue.object(["jsonrpc": .string("2.0"), "method": .string(method), "params": .object(params)])))
    }

    /// The URI of `name` in the client's folder.
    func uri(_ name: String) -> String { DocumentURI.uri(ofPath: folder.appendingPathComponent(name).path) }

    /// Writes a file into the folder.
    func write(_ name: String, _ text: String) throws {
        try Data(text.utf8).write(to: folder.appendingPathComponent(name))
    }

    /// Opens `name` with `text`; returns the diagnostics published for it.
    @discardableResult
    func open(_ name: String, _ text: String) -> [JSONValue] {
        let out = notify("textDocument/didOpen", ["textDocument": .object([
            "uri": .string(uri(name)), "languageId": .string("xml"), "version": .integer(1), "text": .string(text)])])
        return Self.diagnostics(in: out)
    }

    /// Replaces `range` (line, character pairs) of `name` by `text`; returns the diagnostics published.
    @discardableResult
    func change(_ name: String, version: Int, from start: (Int, Int), to end: (Int, Int), _ text: String) -> [JSONValue] {
        let range: JSONValue = .object(["start": Self.position(start), "end": Self.position(end)])
        let out = notify("textDocument/didChange", [
            "textDocument": .object(["uri": .string(uri(name)), "version": .integer(version)]),
            "contentChanges": .array([.object(["range": range, "text": .string(text)])])])
        return Self.diagnostics(in: out)
    }

    /// Replaces the whole text of `name`; returns the diagnostics published.
    @discardableResult
    func replaceAll(_ name: String, version: Int, _ text: String) -> [JSONValue] {
        let out = notify("textDocument/didChange", [
            "textDocument": .object(["uri": .string(uri(name)), "version": .integer(version)]),
            "contentChanges": .array([.object(["text": .string(text)])])])
        return Self.diagnostics(in: out)
    }

    /// Params of a request at `position` of `name`.
    func at(_ name: String, _ position: (Int, Int)) -> [String: JSONValue] {
        ["textDocument": .object(["uri": .string(uri(name))]), "position": Self.position(position)]
    }

    static func position(_ p: (Int, Int)) -> JSONValue { .object(["line": .integer(p.0), "character": .integer(p.1)]) }

    /// The diagnostics of the last `publishDiagnostics` among `messages`.
    static func diagnostics(in messages: [JSONValue]) -> [JSONValue] {
        messages.last { $0["method"] == .string("textDocument/publishDiagnostics") }?["params"]?["diagnostics"]?.arrayValue ?? []
    }
}

extension JSONValue {
    /// A compact rendering for assertions: `line:character-line:character`.
    var rangeText: String {
        func p(_ v: JSONValue?) -> String { "\(v?["line"]?.integerValue ?? -1):\(v?["character"]?.integerValue ?? -1)" }
        return p(self["start"]) + "-" + p(self["end"])
    }
}
