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
    /// `decodeElements(type, from: PlistReader(options: options.reader).read(contentsOf: url, displayName: displayName))`.
    ///
    /// A streamed file of 1 MiB or more is read on a second thread (started for the call,
    /// joined before it returns) when the process may use two processors or more, while the
    /// elements are validated and decoded on the calling thread, as described for
    /// ``decodeWithDiagnostics(_:contentsOf:displayName:)``; the result is the same.
    ///
    /// - Parameters:
    ///   - type: the element type, e.g. `AppConfig.self` for an `[AppConfig]` file.
    ///   - url: a file URL.
    ///   - displayName: the name used in diagnostics; defaults to `url.path`.
    /// - Throws: ``PlistDecodingError`` holding the reader's error (`io`, syntax, a limit) as
    ///   its only diagnostic when the file cannot be read, or a `type-mismatch` when its root
    ///   is not an array.
    public func decodeElements<Element: Decodable>(_ type: Element.Type, contentsOf url: URL,
                                                   displayName: String? = nil) throws -> PlistPartialResult<Element> {
        let file = displayName ?? url.path
        let validator = Validator(schema: Schema(of: Element.self), compiled: SchemaCache.shared.compiledSchema(for: Element.self),
                                  options: validatorOptions)
        let context = DecodingContext(options: options)
        let impl = PlistDecoderImpl(node: PlistNode(.array([])), path: .root, context: context, mapping: context.mapping(for: Element.self))
        let collected = StreamedElements<Element>()
        let document: PlistDocument
        do {
            document = try PlistReader(options: options.reader).readStreaming(contentsOf: url, displayName: displayName) { item, i in
                let found = validator.validate(item, file: file, at: .index(i))
                collected.diagnostics += found
                if found.contains(where: { $0.severity == .error }) {
                    collected.elements.append(nil)
                    return
                }
                do {
                    collected.elements.append(try impl.unboxRoot(Element.self, item, CodingPathNode.root.appending(index: i)))
                } catch {
                    collected.failures.append((collected.diagnostics.count, error, item, i))
                    collected.elements.append(nil)
                }
            }
        } catch let e as PlistReadError {
            throw PlistDecodingError(diagnostics: e.diagnostics)
        }
        guard !collected.elements.isEmpty else {
            // Not streamed (another format, UTF-16, a root that is no array or an empty one).
            return try decodeElements(type, from: document)
        }
        var findings = document.findings
        if options.duplicateKeys == .error {
            for i in findings.indices where findings[i].rule == "duplicate-key" { findings[i].severity = .error }
        }
        // Each failure's diagnostic goes where the whole-tree loop would have appended it.
        var diagnostics = findings
        var next = 0
        for failure in collected.failures {
            diagnostics += collected.diagnostics[next..<failure.position]
            next = failure.position
            let locator = DecodingFailureLocator(root: document.root, file: document.file, strategy: options.keyDecoding,
                                                 element: (failure.index, failure.element))
            diagnostics.append(locator.diagnostic(for: failure.error))
        }
        diagnostics += collected.diagnostics[next...]
        return PlistPartialResult(elements: collected.elements, diagnostics: Validator.sorted(diagnostics))
    }
}

/// What ``PlistDecoder/decodeElements(_:contentsOf:displayName:)`` collects while the file is read.
private final class StreamedElements<Element> {
    var elements: [Element?] = []
    var diagnostics: [Diagnostic] = []
    /// Decoding failures (with where their diagnostic goes among ``diagnostics``), located once
    /// the root's location is known.
    var failures: [(position: Int, error: any Error, element: PlistNode, index: Int)] = []
}
