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
            throw PlistDecodingError(diagnostics: e.diagnostics)
        }
        guard stream.count > 0 else {
            // Not streamed (another format, UTF-16, a root that is no array or an empty one).
            return try decoder.decodeWithDiagnostics([Element].self, from: document)
        }
        if stream.keysOnlyBefore > 0 {
            // A decode failed after elements that were checked for keys only: the report needs
            // their full validation, from a second pass over the file (see PlistStreamedArray).
            let earlier = PlistStreamedArray<Element>(options: decoder.options, validator: validator, file: displayName ?? url.path)
            earlier.validatesOnly = stream.keysOnlyBefore
            do {
                _ = try PlistReader(options: decoder.options.reader)
                    .readStreaming(contentsOf: url, displayName: displayName, elementSink: { earlier.accept($0, at: $1) })
            } catch let e as PlistReadError {
                throw PlistDecodingError(diagnostics: e.diagnostics)
            }
            guard earlier.count == stream.count else {
                // Replaced or rewritten between the passes: the findings would mix two files.
                throw PlistDecodingError(diagnostics: [PlistReadError(.io,
                    "changed while being read (\(stream.count) elements, then \(earlier.count)); read it again",
                    file: displayName ?? url.path).diagnostic])
            }
            stream.prepend(fullValidation: earlier)
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
/// validation found no error. While elements decode, only their keys are checked (as after a
/// whole-tree decode that succeeds; under KVC-like coercion, everything). When a later
/// element fails, the report needs the full validation of the earlier ones too, which are
/// gone: ``keysOnlyBefore`` says so, and a second pass over the file validates them
/// (``validatesOnly``) — the failure path costs a second parse, the common path nothing.
final class PlistStreamedArray<Element: Decodable> {
    private let options: PlistDecoder.Options
    private let validator: Validator
    private let file: String?
    private let context: DecodingContext
    private let impl: PlistDecoderImpl
    /// The elements decoded (emptied at the first failure).
    private var values: [Element] = []
    /// Every finding of a full validation of the elements so far (from the first failure on,
    /// or all under KVC-like coercion).
    private var all: [Diagnostic] = []
    /// The findings about keys only of the elements so far (while no element failed).
    private var keys: [Diagnostic] = []
    /// The first decoding failure, with its element.
    private var failure: (error: any Error, element: PlistNode, index: Int)?
    /// How many elements were received.
    private(set) var count = 0
    /// How many elements before the first failure were checked for keys only.
    private(set) var keysOnlyBefore = 0
    /// When set, only the first this many elements are validated (fully), nothing is decoded.
    var validatesOnly: Int?

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
        if let validatesOnly {
            if index < validatesOnly { all += validator.validate(node, file: file, at: .index(index)) }
            return
        }
        guard failure == nil else {
            all += validator.validate(node, file: file, at: .index(index))
            return
        }
        do {
            values.append(try impl.unboxRoot(Element.self, node, CodingPathNode.root.appending(index: index)))
            if context.kvc {
                all += validator.validate(node, file: file, at: .index(index))
            } else {
                keys += validator.validateKeys(node, file: file, at: .index(index))
            }
        } catch {
            failure = (error, node, index)
            values = []
            keys = []
            if !context.kvc { keysOnlyBefore = index }
            all += validator.validate(node, file: file, at: .index(index))
        }
    }

    /// Puts the full validation of the elements before the first failure, made by `earlier`
    /// in a second pass, before the findings of this pass.
    func prepend(fullValidation earlier: PlistStreamedArray<Element>) {
        all = earlier.all + all
        keysOnlyBefore = 0
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
