import Foundation
import PlistKit
import PlistLint

extension LanguageServer {
    /// `textDocument/didOpen`: holds the text (within ``ServerLimits``) and publishes its diagnostics.
    func didOpen(_ message: IncomingMessage) throws {
        let item = try message.params(DidOpenTextDocumentParams.self).textDocument
        documents[item.uri] = nil
        var document = OpenDocument(uri: item.uri, path: absolutePath(DocumentURI.path(of: item.uri)),
                                    version: item.version, text: TextDocument(""))
        if document.path.contains("\0") {
            // The system would end the path at the NUL: a sibling schema would be another file.
            document.refuse(Diagnostic(severity: .error, rule: .io, message: DiagnosticRule.nulInDocumentURIMessage))
        } else {
            hold(item.text, in: &document)
        }
        documents[item.uri] = document
        check(item.uri)
    }

    /// `textDocument/didChange`: applies the changes in order (ranges or whole text) and
    /// publishes the new diagnostics.
    ///
    /// A document not held (``OpenDocument/refusal``) takes only a whole new text; a range
    /// that ends before it starts leaves the server unable to follow the editor, so it drops
    /// the text and says so (rule `out-of-sync`) until the whole text comes again (a reopen).
    func didChange(_ message: IncomingMessage) throws {
        let params = try message.params(DidChangeTextDocumentParams.self)
        guard var document = documents[params.textDocument.uri] else { return }
        document.version = params.textDocument.version
        for change in params.contentChanges {
            if change.range == nil {
                if !document.path.contains("\0") { hold(change.text, in: &document) }
                continue
            }
            guard document.refusal == nil else { continue }
            do {
                try document.text.apply(change)
            } catch let invalid as TextDocument.InvalidRange {
                document.refuse(Diagnostic(severity: .error, rule: .outOfSync, message: DiagnosticRule.outOfSyncMessage(invalid.message)))
            }
        }
        if document.refusal == nil, let refusal = refusal(ofSize: document.text.bytes.count, for: document.uri) {
            document.refuse(refusal)
        }
        documents[params.textDocument.uri] = document
        check(params.textDocument.uri)
    }

    /// Holds `text` in `document` when it is within ``ServerLimits``, else refuses it.
    private func hold(_ text: String, in document: inout OpenDocument) {
        if let refusal = refusal(ofSize: text.utf8.count, for: document.uri) {
            document.refuse(refusal)
        } else {
            document.hold(TextDocument(text))
        }
    }

    /// Why a text of `size` bytes for the document `uri` cannot be held, or `nil` when it can.
    private func refusal(ofSize size: Int, for uri: String) -> Diagnostic? {
        if size > limits.maxDocumentSize { return limits.documentTooLarge(size) }
        let others = heldSize(excluding: uri)
        if others + size > limits.maxOpenSize { return limits.openSizeExceeded(size, others: others) }
        return nil
    }

    /// `textDocument/didClose`: forgets the text and clears its diagnostics.
    func didClose(_ message: IncomingMessage) throws {
        let uri = try message.params(TextDocumentParams.self).textDocument.uri
        documents[uri] = nil
        send(OutgoingMessage.notification("textDocument/publishDiagnostics",
                                          params: PublishDiagnosticsParams(uri: uri, version: nil, diagnostics: [])))
    }

    /// `textDocument/didSave`: a saved schema or configuration file is re-read, and every open
    /// document checked again; a saved property list is checked again.
    func didSave(_ message: IncomingMessage) throws {
        let uri = try message.params(TextDocumentParams.self).textDocument.uri
        if Self.governsChecks(DocumentURI.path(of: uri)) { reloadSchemas() } else if documents[uri] != nil { check(uri) }
    }

    /// `workspace/didChangeWatchedFiles`: as ``didSave(_:)`` for each schema or configuration file.
    func didChangeWatchedFiles(_ message: IncomingMessage) throws {
        let changes = try message.params(DidChangeWatchedFilesParams.self).changes
        if changes.contains(where: { Self.governsChecks(DocumentURI.path(of: $0.uri)) }) { reloadSchemas() }
    }

    /// Whether a file at `path` changes how documents are checked: a `.plistkit.json`
    /// configuration or a `*.schema.json` schema.
    static func governsChecks(_ path: String) -> Bool {
        path.hasSuffix("/.plistkit.json") || path == ".plistkit.json" || path.hasSuffix(".schema.json")
    }

    /// Drops every configuration and schema read, and checks every open document again.
    func reloadSchemas() {
        linter = limits.linter(workingFolder: workingFolder)
        for uri in documents.keys.sorted() { check(uri) }
    }

    /// Checks the document at `uri` and publishes its diagnostics (a document not held: its
    /// refusal alone).
    func check(_ uri: String) {
        guard var document = documents[uri] else { return }
        let diagnostics: [LSPDiagnostic]
        if let refusal = document.refusal {
            diagnostics = [conversion.convert(refusal, in: document.text, uri: uri, spanEnds: [:])]
        } else {
            let result = linter.check(document.text.data, path: document.path)
            document.lint = result
            document.treeSize = OpenDocument.treeSize(of: result.document?.root)
            // Read, the document's tree may take it past the open documents' limit.
            let others = heldSize(excluding: uri)
            if others + document.heldSize > limits.maxOpenSize {
                document.refuse(limits.openSizeExceeded(document.heldSize, others: others))
                documents[uri] = document
                return check(uri)
            }
            let spanEnds = result.diagnostics.isEmpty ? [:] : document.spanEnds
            diagnostics = result.diagnostics.map {
                conversion.convert($0, in: document.text, uri: uri, spanEnds: spanEnds, documentName: result.name,
                                   otherFileURI: { DocumentURI.uri(ofPath: self.absolutePath($0)) })
            }
        }
        document.published = diagnostics
        documents[uri] = document
        send(OutgoingMessage.notification("textDocument/publishDiagnostics",
                                          params: PublishDiagnosticsParams(uri: uri, version: document.version, diagnostics: diagnostics)))
    }

    /// What the open documents but `uri` hold (``OpenDocument/heldSize``).
    func heldSize(excluding uri: String) -> Int {
        documents.reduce(0) { $0 + ($1.key == uri ? 0 : $1.value.heldSize) }
    }

    /// Leaves the document `uri` (opened now if the server did not know it) not held, with
    /// `reason` as its one diagnostic, and publishes it.
    func refuseDocument(_ uri: String, _ reason: Diagnostic) {
        var document = documents[uri]
            ?? OpenDocument(uri: uri, path: absolutePath(DocumentURI.path(of: uri)), version: 0, text: TextDocument(""))
        document.refuse(reason)
        documents[uri] = document
        check(uri)
    }

    /// `path` made absolute against the working folder.
    func absolutePath(_ path: String) -> String {
        path.hasPrefix("/") ? path : (workingFolder.hasSuffix("/") ? workingFolder : workingFolder + "/") + path
    }

    /// The open document of a request's params, or an invalid-params error naming the URI.
    func openDocument(_ uri: String) throws -> OpenDocument {
        guard let document = documents[uri] else {
            throw ResponseError.invalidParams("document not open: \(uri)")
        }
        return document
    }
}
