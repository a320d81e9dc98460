import Foundation
import PlistKit
import PlistLint

extension LanguageServer {
    /// `textDocument/didOpen`: holds the text and publishes its diagnostics.
    func didOpen(_ message: IncomingMessage) throws {
        let item = try message.params(DidOpenTextDocumentParams.self).textDocument
        documents[item.uri] = OpenDocument(uri: item.uri, path: absolutePath(DocumentURI.path(of: item.uri)),
                                           version: item.version, text: TextDocument(item.text), lint: nil)
        check(item.uri)
    }

    /// `textDocument/didChange`: applies the changes in order (ranges or whole text) and
    /// publishes the new diagnostics.
    func didChange(_ message: IncomingMessage) throws {
        let params = try message.params(DidChangeTextDocumentParams.self)
        guard var document = documents[params.textDocument.uri] else { return }
        for change in params.contentChanges { document.text.apply(change) }
        document.version = params.textDocument.version
        documents[params.textDocument.uri] = document
        check(params.textDocument.uri)
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
        linter = DocumentLinter(workingFolder: workingFolder)
        for uri in documents.keys.sorted() { check(uri) }
    }

    /// Checks the document at `uri` and publishes its diagnostics.
    func check(_ uri: String) {
        guard var document = documents[uri] else { return }
        let result = linter.check(document.text.data, path: document.path)
        document.lint = result
        documents[uri] = document
        let spanEnds = result.diagnostics.isEmpty ? [:] : document.spanEnds
        let diagnostics = result.diagnostics.map {
            conversion.convert($0, in: document.text, uri: uri, spanEnds: spanEnds, documentName: result.name,
                               otherFileURI: { DocumentURI.uri(ofPath: self.absolutePath($0)) })
        }
        send(OutgoingMessage.notification("textDocument/publishDiagnostics",
                                          params: PublishDiagnosticsParams(uri: uri, version: document.version, diagnostics: diagnostics)))
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
