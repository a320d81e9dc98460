import CommandLineSupport
import Foundation

extension LanguageServer {
    /// `initialize` params (the members read).
    struct InitializeParams: Decodable {
        struct Options: Decodable {
            /// The base of the rules' explanation links (``DiagnosticConversion/ruleDocumentationBase``).
            var ruleDocumentationBase: String?
        }
        var initializationOptions: Options?
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
        if let base = params?.initializationOptions?.ruleDocumentationBase { conversion.ruleDocumentationBase = base }
        phase = .running
        let result: JSONValue = .object([
            "capabilities": Self.capabilities,
            "serverInfo": .object(["name": .string("plist-lsp"), "version": .string(Self.version)]),
        ])
        return OutgoingMessage.json(result)
    }
}

extension LanguageServer {
    /// The version `initialize` reports: the package's (``ToolVersion``), as `plist-lint --version` prints.
    static let version = ToolVersion.current
}
