import CommandLineSupport
import Foundation

extension LanguageServer {
    /// `initialize` params (the members read).
    struct InitializeParams: Decodable {
        struct Options: Decodable {
            /// The base of the rules' explanation links (``DiagnosticConversion/ruleDocumentationBase``).
            var ruleDocumentationBase: String?
        }
        struct Capabilities: Decodable {
            struct Workspace: Decodable {
                struct Watched: Decodable { var dynamicRegistration: Bool? }
                var didChangeWatchedFiles: Watched?
            }
            var workspace: Workspace?
        }
        var initializationOptions: Options?
        var capabilities: Capabilities?
    }

    /// The capabilities announced in answer to `initialize`.
    static let capabilities: JSONValue = .object([
        // Incremental sync (2), with open/close and save notifications.
        "textDocumentSync": .object(["openClose": .bool(true), "change": .integer(2), "save": .bool(true)]),
        "completionProvider": .object(["triggerCharacters": .array(["<", "\"", ">"].map(JSONValue.string))]),
        "hoverProvider": .bool(true),
        "codeActionProvider": .object(["codeActionKinds": .array([.string("quickfix")])]),
        "documentSymbolProvider": .bool(true),
        "definitionProvider": .bool(true),
        "positionEncoding": .string("utf-16"),
    ])

    /// `initialize`: the capabilities and the server's name and version.
    func initialize(_ message: IncomingMessage) throws -> Data {
        guard phase == .starting else { throw ResponseError.invalidRequest("initialize sent twice") }
        let params = (try? message.params(InitializeParams.self))
        if let base = params?.initializationOptions?.ruleDocumentationBase, Self.isWebLink(base) { conversion.ruleDocumentationBase = base }
        watchesFiles = params?.capabilities?.workspace?.didChangeWatchedFiles?.dynamicRegistration == true
        phase = .running
        let result: JSONValue = .object([
            "capabilities": Self.capabilities,
            "serverInfo": .object(["name": .string("plist-lsp"), "version": .string(Self.version)]),
        ])
        return OutgoingMessage.json(result)
    }
}

extension LanguageServer {
    /// Whether `base` can begin a rule's link: an `https:` or `http:` URL without spaces or
    /// control characters (a `javascript:` or `file:` base is ignored: no link is sent).
    static func isWebLink(_ base: String) -> Bool {
        let lower = base.lowercased()
        guard lower.hasPrefix("https://") || lower.hasPrefix("http://") else { return false }
        return base.unicodeScalars.allSatisfy { $0.value > 0x20 && $0.value != 0x7F && !(0x80...0x9F).contains($0.value) }
    }
}

extension LanguageServer {
    /// The version `initialize` reports: the package's (``ToolVersion``), as `plist-lint --version` prints.
    static let version = ToolVersion.current
}

extension LanguageServer {
    /// `initialized`: when the client registers file watchers dynamically, asks it to report
    /// changes of schema and configuration files (`client/registerCapability`), so that a
    /// schema edited outside the editor is read again too.
    func initialized() {
        guard watchesFiles else { return }
        let watchers: JSONValue = .array(["**/*.schema.json", "**/.plistkit.json"].map { .object(["globPattern": .string($0)]) })
        let registration: JSONValue = .object(["registrations": .array([.object([
            "id": .string("plist-lsp-schemas"), "method": .string("workspace/didChangeWatchedFiles"),
            "registerOptions": .object(["watchers": watchers]),
        ])])])
        var out = Data(#"{"id":"plist-lsp-register-watchers","jsonrpc":"2.0","method":"client/registerCapability","params":"#.utf8)
        out += OutgoingMessage.json(registration)
        out += Data("}".utf8)
        send(out)
    }
}
