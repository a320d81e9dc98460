import Foundation

/// An array type that ``PlistDecoder`` decodes while its file is read (see
/// ``PlistDecoder/decodeWithDiagnostics(_:contentsOf:displayName:)``): `Array` whose elements
/// are `Decodable`, by conditional conformance, so callers keep writing
/// `decode([Record].self, contentsOf: url)`.
protocol PlistStreamingArrayDecodable {
    /// Reads the file at `url` and decodes it as this array type with `decoder`.
    /// - Throws: ``PlistDecodingError`` as ``PlistDecoder/decodeWithDiagnostics(_:contentsOf:displayName:)``.
    static func decodeStreaming(with decoder: PlistDecoder, contentsOf url: URL, displayName: String?) throws -> PlistDecodingResult<Self>
}

extension Array: PlistStreamingArrayDecodable where Element: Decodable {
    static func decodeStreaming(with decoder: PlistDecoder, contentsOf url: URL, displayName: String?) throws -> PlistDecodingResult<[Element]> {
        let compiled = SchemaCache.shared.compiledSchema(for: [Element].self)
        guard case .array(let elementSchema) = compiled.kind else {
            return try decoder.decodeInMemory([Element].self, contentsOf: url, displayName: displayName)
        }
        let validator = Validator(schema: Schema(of: [Element].self), compiled: elementSchema, options: decoder.validatorOptions)
        let stream = PlistStreamedArray<Element>(options: decoder.options, validator: validator, file: displayName ?? url.path)
        let document: PlistDocument
        do {
            document = try PlistReader(options: decoder.options.reader)
                .readStreaming(contentsOf: url, displayName: displayName, elementSink: { stream.accept($0, at: $1) })
        } catch let e as PlistReadError {
            throw PlistDecodingError(diagnostics: [e.diagnostic])
        }
        guard stream.count > 0 else {
            // Not streamed (another format, UTF-16, a root that is no array or an empty one).
            return try decoder.decodeWithDiagnostics([Element].self, from: document)
        }
        return try stream.result(document)
    }
}

extension PlistDecoder {
    /// Decodes the array type `A` (which is `T`) while its file is read.
    func decodeStreaming<A: PlistStreamingArrayDecodable, T: Decodable>(_ a: A.Type, as type: T.Type, contentsOf url: URL,
                                                             displayName: String?) throws -> PlistDecodingResult<T> {
        guard A.self == T.self else { return try decodeInMemory(type, contentsOf: url, displayName: displayName) }
        return unsafeBitCast(try A.decodeStreaming(with: self, contentsOf: url, displayName: displayName), to: PlistDecodingResult<T>.self)
    }
}

/// One streamed decode of `[Element]`: each element of the root array, as the XML reader
/// finishes it, is decoded (coding path `[i]`) and validated (key path prefix `[i]`) and then
/// dropped; the findings are kept so that the result is that of decoding the whole tree —
/// the same values, diagnostics (messages, order, locations, key paths) and errors.
///
/// As the whole-tree decode does, it stops decoding at the first element that fails (from
/// then on elements are only validated) and reports the decoder's own error only when the
/// validation found no error. Each validation walk yields both the findings of a full
/// validation (reported when the decode fails, or under KVC-like coercion) and those about
/// keys only (reported when it succeeds).
final class PlistStreamedArray<Element: Decodable> {
    private let options: PlistDecoder.Options
    private let validator: Validator
    private let file: String?
    private let context: DecodingContext
    private let impl: PlistDecoderImpl
    /// The elements decoded (emptied at the first failure).
    private var values: [Element] = []
    /// Every finding of a full validation of the elements so far.
    private var all: [Diagnostic] = []
    /// The findings about keys only of the elements so far (while no element failed).
    private var keys: [Diagnostic] = []
    /// The first decoding failure, with its element.
    private var failure: (error: any Error, element: PlistNode, index: Int)?
    /// How many elements were received.
    private(set) var count = 0

    init(options: PlistDecoder.Options, validator: Validator, file: String?) {
        self.options = options
        self.validator = validator
        self.file = file
        context = DecodingContext(options: options)
        impl = PlistDecoderImpl(node: PlistNode(.array([])), path: .root, context: context, mapping: context.mapping(for: [Element].self))
    }

    /// Decodes and validates element `index`.
    func accept(_ node: PlistNode, at index: Int) {
        count = index + 1
        guard failure == nil else {
            all += validator.validate(node, file: file, at: .index(index))
            return
        }
        do {
            values.append(try impl.unbox(Element.self, node, CodingPathNode.root.appending(index: index)))
            if context.kvc {
                all += validator.validate(node, file: file, at: .index(index))
            } else {
                let found = validator.validateSplit(node, file: file, at: .index(index))
                all += found.all
                keys += found.keys
            }
        } catch {
            failure = (error, node, index)
            values = []
            keys = []
            all += validator.validate(node, file: file, at: .index(index))
        }
    }

    /// The result, as ``PlistDecoder/decodeWithDiagnostics(_:from:)-(_,PlistDocument)`` gives it
    /// for the whole tree of `document` (read with this array streamed).
    /// - Throws: ``PlistDecodingError`` with every finding when there is any error.
    func result(_ document: PlistDocument) throws -> PlistDecodingResult<[Element]> {
        var findings = document.findings
        if options.duplicateKeys == .error {
            for i in findings.indices where findings[i].rule == "duplicate-key" { findings[i].severity = .error }
        }
        if let failure {
            var diagnostics = Validator.sorted(findings + all)
            if !diagnostics.contains(where: { $0.severity == .error }) {
                let locator = DecodingFailureLocator(root: document.root, file: document.file, strategy: options.keyDecoding,
                                                     element: (failure.index, failure.element))
                diagnostics.append(locator.diagnostic(for: failure.error))
            }
            throw PlistDecodingError(diagnostics: Validator.sorted(diagnostics))
        }
        let diagnostics = Validator.sorted(findings + (context.kvc ? all : keys))
        if diagnostics.contains(where: { $0.severity == .error }) {
            throw PlistDecodingError(diagnostics: diagnostics)
        }
        return PlistDecodingResult(value: values, diagnostics: diagnostics)
    }
}
