import Foundation

/// An array type that ``PlistDecoder`` decodes while its file is read (see
/// ``PlistDecoder/decodeWithDiagnostics(_:contentsOf:file:)``): `Array` whose elements
/// are `Decodable`, by conditional conformance, so callers keep writing
/// `decode([Record].self, contentsOf: url)`.
protocol PlistStreamingArrayDecodable {
    /// Reads the file at `url` and decodes it as this array type with `decoder`.
    /// - Throws: ``PlistDecodingError`` as ``PlistDecoder/decodeWithDiagnostics(_:contentsOf:file:)``.
    static func decodeStreaming(with decoder: PlistDecoder, contentsOf url: URL, file: String?) throws -> PlistDecodingResult<Self>
}

extension Array: PlistStreamingArrayDecodable where Element: Decodable {
    static func decodeStreaming(with decoder: PlistDecoder, contentsOf url: URL, file: String?) throws -> PlistDecodingResult<[Element]> {
        let compiled = SchemaCache.shared.compiledSchema(for: [Element].self)
        guard case .array(let elementSchema) = compiled.kind else {
            return try decoder.decodeInMemory([Element].self, contentsOf: url, file: file)
        }
        let validator = Validator(schema: Schema(of: [Element].self), compiled: elementSchema, options: decoder.options.validatorOptions)
        let session = DecodingSession(decoder.options, validator: validator)
        let stream = PlistStreamedArray<Element>(session: session, file: file ?? url.path)
        let document = try session.readStreaming(contentsOf: url, file: file) { stream.accept($0, at: $1) }
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
                                                             file: String?) throws -> PlistDecodingResult<T> {
        guard A.self == T.self else { return try decodeInMemory(type, contentsOf: url, file: file) }
        return unsafeBitCast(try A.decodeStreaming(with: self, contentsOf: url, file: file), to: PlistDecodingResult<T>.self)
    }
}

/// One streamed decode of `[Element]` (a ``DecodingSession`` whose elements come from the
/// reader): each element of the root array, as the XML reader finishes it, is decoded (coding
/// path `[i]`) and validated (key path prefix `[i]`) and then dropped; the findings are kept so
/// that the result is that of decoding the whole tree — the same values, diagnostics
/// (messages, order, locations, key paths) and errors.
///
/// As the whole-tree decode does, it stops decoding at the first element that fails (from
/// then on elements are only validated) and reports the decoder's own error only when the
/// validation found no error. A success reports the elements' key findings (as after a
/// whole-tree decode that succeeds; under KVC-like coercion, everything); a failure reports
/// the full validation of every element, the earlier ones included. Each element decoded is
/// therefore validated in full, its key findings marked during that one walk
/// (``Validator/validateMarkingKeys(_:file:element:)``), so that the file is read once whatever
/// happens: the elements are gone when a later one fails.
final class PlistStreamedArray<Element: Decodable> {
    private let session: DecodingSession
    private let file: String?
    // The state below is touched only by `accept`, called by the reader on one thread, one
    // element at a time, and then by `result`: no overlapping access to check at run time.
    /// The elements decoded (emptied at the first failure).
    @exclusivity(unchecked) private var values: [Element] = []
    /// Every finding of a full validation of the elements so far.
    @exclusivity(unchecked) private var all: [Diagnostic] = []
    /// The findings about keys only of the elements so far (while no element failed).
    @exclusivity(unchecked) private var keys: [Diagnostic] = []
    /// The diagnostic of the first decoding failure (located when it was thrown; without a
    /// location when it belongs to the root, whose location is known at the end).
    private var failure: Diagnostic?
    /// How many elements were received.
    private(set) var count = 0
    /// The validation walk of the elements, restarted for each.
    @exclusivity(unchecked) private var walk: ValidationWalk?

    init(session: DecodingSession, file: String?) {
        self.session = session
        self.file = file
    }

    /// Decodes and validates element `index`.
    func accept(_ node: PlistNode, at index: Int) {
        count = index + 1
        let validator = session.validator
        guard failure == nil else {
            all += validator.validate(node, file: file, at: .index(index))
            return
        }
        do {
            values.append(try session.decodeValue(Element.self, node, at: CodingPathNode.root.appending(index: index)))
            // One walk: the full findings (kept in case a later element fails) and, marked
            // during it, the key findings a success reports.
            let found = validator.validateMarkingKeys(node, file: file, element: index, reusing: &walk)
            if !found.all.isEmpty { all += found.all }
            if !session.context.kvc && !found.keys.isEmpty { keys += found.keys }
        } catch {
            failure = session.diagnostic(for: error, file: file, rootLocation: nil)
            values = []
            keys = []
            all += validator.validate(node, file: file, at: .index(index))
        }
    }

    /// The result, as ``PlistDecoder/decodeWithDiagnostics(_:from:)-(_,PlistDocument)`` gives it
    /// for the whole tree of `document` (read with this array streamed).
    /// - Throws: ``PlistDecodingError`` with every finding when there is any error.
    func result(_ document: PlistDocument) throws -> PlistDecodingResult<[Element]> {
        let findings = session.readerFindings(document)
        if var failure {
            if failure.location == nil { failure.location = document.root.location }
            throw session.failure(failure, findings + all)
        }
        return try session.result(values, findings + (session.context.kvc ? all : keys))
    }
}
