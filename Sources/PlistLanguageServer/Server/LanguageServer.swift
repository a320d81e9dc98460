import Foundation
import PlistKit
import PlistLint

/// The PlistKit language server (LSP 3.17): one instance per connection, fed whole message
/// bodies by ``handle(_:)`` and answering through the `send` closure given at creation, so
/// that tests drive it in-process and `plist-lsp` over stdio (``StdioConnection``).
///
/// Messages are handled one at a time in arrival order; every request gets exactly one
/// response, an unknown method or malformed message a JSON-RPC error response (never a
/// crash), and a notification none. Diagnostics are pushed (`textDocument/publishDiagnostics`)
/// after each `didOpen`, `didChange` and `didSave`, from ``DocumentLinter`` — `plist-lint`'s own
/// engine and schema choice.
package final class LanguageServer {
    /// Where the server's messages go (whole JSON bodies, unframed).
    package typealias Send = (Data) -> Void

    enum Phase { case starting, running, shutDown }

    let send: Send
    let workingFolder: String
    /// How much text the server holds.
    let limits: ServerLimits
    var phase = Phase.starting
    var linter: DocumentLinter
    var documents: [String: OpenDocument] = [:]
    var conversion = DiagnosticConversion()
    /// Whether the client takes file watchers registered dynamically.
    var watchesFiles = false
    /// The exit status once `exit` arrived: 0 after `shutdown`, 1 without (LSP 3.17); `nil` before.
    package private(set) var exitStatus: Int32?

    /// Creates a server whose relative paths are relative to `workingFolder`, holding at most
    /// what `limits` allow, answering through `send`.
    package init(workingFolder: String = FileManager.default.currentDirectoryPath, limits: ServerLimits = ServerLimits(),
                 send: @escaping Send) {
        self.send = send
        self.workingFolder = workingFolder
        self.limits = limits
        self.linter = limits.linter(workingFolder: workingFolder)
    }

    typealias RequestHandler = @Sendable (LanguageServer, IncomingMessage) throws -> Data
    typealias NotificationHandler = @Sendable (LanguageServer, IncomingMessage) throws -> Void

    /// The requests answered, by method.
    static let requests: [String: RequestHandler] = [
        "initialize": { try $0.initialize($1) },
        "shutdown": { server, _ in server.phase = .shutDown; return Data("null".utf8) },
        "textDocument/completion": { try $0.completion($1) },
        "textDocument/hover": { try $0.hover($1) },
        "textDocument/codeAction": { try $0.codeActions($1) },
        "textDocument/documentSymbol": { try $0.documentSymbols($1) },
        "textDocument/definition": { try $0.definition($1) },
    ]

    /// The notifications acted on, by method; others are ignored, as LSP 3.17 asks.
    static let notifications: [String: NotificationHandler] = [
        "initialized": { server, _ in server.initialized() },
        "exit": { server, _ in server.exitStatus = server.phase == .shutDown ? 0 : 1 },
        "textDocument/didOpen": { try $0.didOpen($1) },
        "textDocument/didChange": { try $0.didChange($1) },
        "textDocument/didClose": { try $0.didClose($1) },
        "textDocument/didSave": { try $0.didSave($1) },
        "workspace/didChangeWatchedFiles": { try $0.didChangeWatchedFiles($1) },
        // Requests are answered in order before the next is read: nothing is left to cancel.
        "$/cancelRequest": { _, _ in },
    ]

    /// The methods answered, for the documentation and tests.
    package static var supportedMethods: [String] { (Array(requests.keys) + Array(notifications.keys)).sorted() }

    /// Handles one message body.
    package func handle(_ body: Data) {
        let message: IncomingMessage
        do {
            message = try IncomingMessage(body)
        } catch let error as ResponseError {
            send(OutgoingMessage.error(id: IncomingMessage.salvagedID(of: body), error))
            return
        } catch {
            send(OutgoingMessage.error(id: nil, .parseError("unreadable message")))
            return
        }
        guard let method = message.method else { return }  // a response to us: none are asked
        if let id = message.id {
            respond(to: method, id: id, message)
        } else {
            notify(method, message)
        }
    }

    private func respond(to method: String, id: RequestID, _ message: IncomingMessage) {
        if Self.notifications[method] != nil {
            send(OutgoingMessage.error(id: id, .invalidRequest("\(UntrustedText.escaped(method)) is a notification; send it without an \"id\"")))
            return
        }
        switch phase {
        case .starting where method != "initialize":
            send(OutgoingMessage.error(id: id, .serverNotInitialized)); return
        case .shutDown:
            send(OutgoingMessage.error(id: id, .shutDown)); return
        default: break
        }
        guard let handler = Self.requests[method] else {
            send(OutgoingMessage.error(id: id, .methodNotFound(UntrustedText.escaped(method))))
            return
        }
        do {
            send(OutgoingMessage.response(id: id, result: try handler(self, message)))
        } catch let error as ResponseError {
            send(OutgoingMessage.error(id: id, error))
        } catch {
            send(OutgoingMessage.error(id: id, ResponseError(code: -32603, message: "internal error: \(error)")))
        }
    }

    private func notify(_ method: String, _ message: IncomingMessage) {
        if phase != .running && method != "exit" { return }
        // A notification has no response (LSP 3.17: a server must not answer one), so what
        // went wrong goes to the client's log; a didOpen whose text cannot be decoded (a lone
        // surrogate) still leaves its document known, and not held.
        do {
            try Self.notifications[method]?(self, message)
        } catch {
            let reason = (error as? ResponseError)?.message ?? UntrustedText.escaped(String(describing: error), limit: 200)
            log("\(UntrustedText.escaped(method)) was not applied: \(reason)")
            if method == "textDocument/didOpen" || method == "textDocument/didChange", let uri = IncomingMessage.salvage(message.body.prefix(MessageFramer.keptPrefixSize)).uri {
                refuseDocument(uri, Diagnostic(severity: .error, rule: .outOfSync, message: DiagnosticRule.undecodableChangeMessage(reason)))
            }
        }
    }
}

extension LanguageServer {
    /// Whether `shutdown` was answered.
    package var isShutDown: Bool { phase == .shutDown }
}
