import Foundation

/// Decodes `Decodable` models from property lists (XML, binary, JSON, OpenStep) and reports every
/// missing, unknown, misspelled, mistyped and out-of-range key of the document at once, with
/// file, line, column and key path.
///
/// ```swift
/// struct AppInfo: Decodable { var name: String; var icon: String }
/// do {
///     let apps = try PlistDecoder().decode([AppInfo].self, contentsOf: URL(filePath: "app.plist"))
/// } catch let error as PlistDecodingError {
///     print(error)   // app.plist:26:3: error: [unknown-key] unknown key "icno" at [2], did you mean "icon"?
/// }
/// ```
///
/// A decode derives the model's ``Schema`` (``Schema/init(of:)``, probed once per type and
/// cached) and decodes. When decoding fails, the ``Validator`` walks the whole tree and one
/// ``PlistDecodingError`` reports every finding (a failure the schema cannot foresee — a
/// hand-written `init(from:)` that branches on values, a model's own `DecodingError` — is
/// added as a located diagnostic when the validator found no error). When decoding succeeds,
/// the keys are still checked (unknown and misspelled keys, defaults; all values too under
/// KVC-like coercion, for the coercion notes) and an error there still throws. Warnings and
/// notes come back with the value from the `decodeWithDiagnostics` methods.
///
/// Existing models work unchanged (synthesized or hand-written `init(from:)`, custom
/// `CodingKeys`, nested models, arrays, `[String: T]`, optionals, raw-value enums, all integer
/// widths range-checked, `Float`, `Double`, `Decimal` exact from the source text, `Bool`,
/// `String`, `Date`, `Data`, `URL`). Per-model mapping is declared with ``PlistMappable``.
/// The value type holds no shared mutable state; one instance may be used from many threads.
public struct PlistDecoder: Sendable {
    /// The options in force.
    public var options: Options

    /// Creates a decoder.
    public init(options: Options = Options()) {
        self.options = options
    }

    /// Decodes `type` from a document read by ``PlistReader``, with the warnings and notes.
    ///
    /// - Returns: the value and the document's warnings and notes (reader findings such as
    ///   duplicate keys, unknown keys under the `warn` policy, coercions, defaults), in
    ///   document order.
    /// - Throws: ``PlistDecodingError`` holding every finding (errors, warnings, notes) when
    ///   there is at least one error.
    public func decodeWithDiagnostics<T: Decodable>(_ type: T.Type, from document: PlistDocument) throws -> PlistDecodingResult<T> {
        try DecodingSession(options, model: T.self).decode(type, from: document)
    }

    /// Decodes `type` from a document. See ``decodeWithDiagnostics(_:from:)-(_,PlistDocument)``.
    /// - Throws: ``PlistDecodingError`` with every finding when there is any error.
    public func decode<T: Decodable>(_ type: T.Type, from document: PlistDocument) throws -> T {
        try decodeWithDiagnostics(type, from: document).value
    }

    /// Decodes `type` from a tree built in code or read elsewhere.
    /// - Parameters:
    ///   - type: the type to decode.
    ///   - node: the root of the tree.
    ///   - file: the file name to put in diagnostics, or `nil`.
    /// - Throws: ``PlistDecodingError`` with every finding when there is any error.
    public func decodeWithDiagnostics<T: Decodable>(_ type: T.Type, from node: PlistNode, file: String? = nil) throws -> PlistDecodingResult<T> {
        try decodeWithDiagnostics(type, from: PlistDocument(root: node, format: .xml, file: file))
    }

    /// Decodes `type` from a tree. See ``decodeWithDiagnostics(_:from:file:)-(_,PlistNode,_)``.
    public func decode<T: Decodable>(_ type: T.Type, from node: PlistNode, file: String? = nil) throws -> T {
        try decodeWithDiagnostics(type, from: node, file: file).value
    }

    /// Reads `data` (XML, binary, JSON or OpenStep, detected from the bytes) and decodes `type`.
    ///
    /// When `type` is a model (its schema has no alternate keys, key paths or constraints of
    /// its own, and keys map unchanged) and the root an XML or JSON dictionary, the entries of
    /// keys that are not its properties are not kept, only their keys and places (to report
    /// them): a file of 500 000 unknown keys decodes in the memory of its keys. A model that
    /// asks for such an entry anyway (a branch its probed schema did not see, `allKeys`) is
    /// decoded again from a whole read: the value and findings are always the whole tree's.
    /// - Throws: ``PlistDecodingError``: holding the reader's error (syntax, limits) as its
    ///   only diagnostic when the bytes cannot be read, else every finding of the decode.
    public func decodeWithDiagnostics<T: Decodable>(_ type: T.Type, from data: Data, file: String? = nil) throws -> PlistDecodingResult<T> {
        let reader = PlistReader(options: options.reader)
        return try DecodingSession(options, model: T.self).decode(type) { streaming in
            guard let streaming else { return try reader.read(data, file: file) }
            return try reader.read(data, file: file, streaming: streaming)
        }
    }

    /// Reads `data` and decodes `type`. See ``decodeWithDiagnostics(_:from:file:)-(_,Data,_)``.
    public func decode<T: Decodable>(_ type: T.Type, from data: Data, file: String? = nil) throws -> T {
        try decodeWithDiagnostics(type, from: data, file: file).value
    }

    /// Reads the regular file at `url` and decodes `type`; diagnostics name the file by
    /// `file` or the URL's path.
    ///
    /// When `type` is an array (`[Record].self`) and the file a UTF-8 XML property list whose
    /// root is an array, the file is streamed: read in chunks while it is parsed, each element
    /// decoded and validated as it ends and its tree dropped, so memory holds the decoded
    /// array, not the file and the whole tree. The value, diagnostics and errors are those of
    /// the whole-tree decode; the file is read once, also when an element fails to decode
    /// (each element is validated in full as it ends, for that report). Other files are read
    /// into memory and decoded as ``decodeWithDiagnostics(_:from:file:)-(_,Data,_)`` decodes
    /// bytes (a model's root dictionary keeps only the entries of its properties).
    ///
    /// Two threads: when such a file is 1 MiB or larger and the process may use two
    /// processors or more (`ProcessInfo.activeProcessorCount`), one more thread is started
    /// for the call and joined before it returns. It reads the file, runs libxml2 and builds
    /// each element's tree; this thread runs the elements' `init(from:)` (your types need not
    /// be `Sendable`), validates them and frees their trees. At most 4 096 elements spanning
    /// 2 MiB of the file wait between the two (so memory stays about that of one thread), and
    /// the results — values, diagnostics, errors — are the same. Smaller files, one processor,
    /// or a system that cannot start a thread: everything runs on the calling thread.
    /// - Throws: ``PlistDecodingError`` holding the reader's `io`, syntax or limit error, or
    ///   every finding of the decode.
    public func decodeWithDiagnostics<T: Decodable>(_ type: T.Type, contentsOf url: URL, file: String? = nil) throws -> PlistDecodingResult<T> {
        if let array = T.self as? any PlistStreamingArrayDecodable.Type {
            return try decodeStreaming(array, as: T.self, contentsOf: url, file: file)
        }
        return try decodeInMemory(type, contentsOf: url, file: file)
    }

    /// Reads the whole file, then decodes (the path for all but arrays from UTF-8 XML).
    func decodeInMemory<T: Decodable>(_ type: T.Type, contentsOf url: URL, file: String?) throws -> PlistDecodingResult<T> {
        let name = file ?? url.path
        let data = try DecodingSession.read { try RegularFile.read(url, maxSize: options.reader.maxInputSize, displayName: name) }
        return try decodeWithDiagnostics(type, from: data, file: name)
    }

    /// Reads the file at `url` and decodes `type`. See ``decodeWithDiagnostics(_:contentsOf:file:)``
    /// (an array from a UTF-8 XML file of 1 MiB or more is read on a second thread meanwhile).
    public func decode<T: Decodable>(_ type: T.Type, contentsOf url: URL, file: String? = nil) throws -> T {
        try decodeWithDiagnostics(type, contentsOf: url, file: file).value
    }
}

extension PlistDecoder.Options {
    /// The validator options that match these decoder options.
    var validatorOptions: Validator.Options {
        var v = Validator.Options()
        v.unknownKeys = unknownKeys
        v.valueCoercion = valueCoercion
        v.keyDecodingStrategy = keyDecodingStrategy
        return v
    }
}
