import Foundation

extension PlistDecoder {
    /// Reads the regular file at `url` and decodes each element of its root array on its own,
    /// as ``decodeElements(_:from:)`` does: an element with errors becomes `nil`, the others
    /// are returned, with every finding of the file.
    ///
    /// A UTF-8 XML file is streamed: read in chunks while libxml2 parses it, each element
    /// validated and decoded as soon as it ends and its tree dropped, so memory holds the
    /// decoded elements and one element's tree, never the whole file or tree. Other formats
    /// (UTF-16 XML, JSON, binary) are read whole. The result is that of
    /// `decodeElements(type, from: PlistReader(options: options.reader).read(contentsOf: url, file: file))`.
    ///
    /// A streamed file of 1 MiB or more is read on a second thread (started for the call,
    /// joined before it returns) when the process may use two processors or more, while the
    /// elements are validated and decoded on the calling thread, as described for
    /// ``decodeWithDiagnostics(_:contentsOf:file:)``; the result is the same.
    ///
    /// - Parameters:
    ///   - type: the element type, e.g. `AppConfig.self` for an `[AppConfig]` file.
    ///   - url: a file URL.
    ///   - file: the name used in diagnostics; defaults to `url.path`.
    /// - Throws: ``PlistDecodingError`` holding the reader's error (`io`, syntax, a limit) as
    ///   its only diagnostic when the file cannot be read, or a `type-mismatch` when its root
    ///   is not an array.
    public func decodeElements<Element: Decodable>(_ type: Element.Type, contentsOf url: URL,
                                                   file: String? = nil) throws -> PlistPartialResult<Element> {
        let name = file ?? url.path
        let session = DecodingSession(options, model: Element.self)
        let collected = StreamedElements<Element>()
        let document = try session.readStreaming(contentsOf: url, file: file) { item, i in
            let (value, found, error) = session.element(Element.self, item, at: i, file: name)
            collected.diagnostics += found
            // Located now (the session knows the site until the next element); one located at
            // the root waits for the root's location, known when the read ends.
            if let error {
                collected.failures.append((collected.diagnostics.count, session.diagnostic(for: error, file: name, rootLocation: nil)))
            }
            collected.elements.append(value)
        }
        guard !collected.elements.isEmpty else {
            // Not streamed (another format, UTF-16, a root that is no array or an empty one).
            return try decodeElements(type, from: document)
        }
        // Each failure's diagnostic goes where the whole-tree loop would have appended it.
        var diagnostics = session.readerFindings(document)
        var next = 0
        for failure in collected.failures {
            diagnostics += collected.diagnostics[next..<failure.position]
            next = failure.position
            var diagnostic = failure.diagnostic
            if diagnostic.location == nil { diagnostic.location = document.root.location }
            diagnostics.append(diagnostic)
        }
        diagnostics += collected.diagnostics[next...]
        return PlistPartialResult(elements: collected.elements, diagnostics: Validator.sorted(diagnostics))
    }
}

/// What ``PlistDecoder/decodeElements(_:contentsOf:file:)`` collects while the file is read.
private final class StreamedElements<Element> {
    var elements: [Element?] = []
    var diagnostics: [Diagnostic] = []
    /// Decoding failures, with where their diagnostic goes among ``diagnostics``.
    var failures: [(position: Int, diagnostic: Diagnostic)] = []
}
