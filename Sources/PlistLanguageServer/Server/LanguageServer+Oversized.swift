import Foundation
import PlistKit

extension LanguageServer {
    /// A message longer than the framer keeps (``MessageFramer/Frame/oversized(length:prefix:)``),
    /// answered from what its first bytes say: a request gets an invalid-request error; a
    /// `didOpen` or `didChange` leaves its document not held, with one `limit-exceeded`
    /// diagnostic; anything else is reported with `window/logMessage`. The server goes on.
    package func handleOversized(length: Int, prefix: Data, limit: Int) {
        let salvaged = IncomingMessage.salvage(prefix)
        let tooLong = "the message is \(length) bytes, more than plist-lsp reads (\(limit) bytes)"
        if let id = salvaged.id {
            send(OutgoingMessage.error(id: id, .invalidRequest(tooLong + "; start plist-lsp with a larger --max-size")))
            return
        }
        if phase == .running, let uri = salvaged.uri,
           salvaged.method == "textDocument/didOpen" || salvaged.method == "textDocument/didChange" {
            refuseDocument(uri, Diagnostic(severity: .error, rule: .limitExceeded,
                                           message: DiagnosticRule.messageTooLargeMessage(size: length, limit: limit, tool: "plist-lsp", option: "--max-size")))
            return
        }
        log(tooLong + "; skipped" + (salvaged.method.map { " (\(UntrustedText.escaped($0)))" } ?? ""))
    }

    /// Sends `message` to the client's log (`window/logMessage`, type 1: error): what went
    /// wrong with a notification, which has no response to carry it.
    func log(_ message: String) {
        send(OutgoingMessage.notification("window/logMessage", params: LogMessageParams(type: 1, message: message)))
    }
}
