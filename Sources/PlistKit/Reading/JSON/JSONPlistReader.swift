/// Reads JSON (RFC 8259) into a located property-list tree.
///
/// - Every value and every member name gets its 1-based line, its column in Unicode scalars
///   and its byte offset.
/// - Strict by default: exactly RFC 8259 §2–§8 (one value, no comments, no trailing commas,
///   UTF-8 only, an optional UTF-8 byte-order mark ignored as §8.1 permits).
///   ``PlistReader/JSONSyntax/lenient`` also accepts one trailing comma directly before `]` or
///   `}` and `//` and `/* */` comments; `[1,,2]`, `[,]` and two documents stay errors.
/// - Numbers: see ``JSONScanner/scanNumber()``. Integers are exact over `Int64.min ... UInt64.max`
///   (`-0` is the integer 0); larger integers and numbers with a fraction or exponent are reals
///   with their source text in ``PlistNode/literal``; `-0.0` keeps its sign; `1e400` and
///   `-1e400` are `number-out-of-range` errors (never ±infinity); `1e-400` reads as 0.0 (IEEE
///   underflow, as Foundation does), without a finding.
/// - `null` is ``PlistValue/null``.
/// - A repeated member name: the last value wins at the first position, with a
///   `duplicate-key` warning in ``PlistDocument/diagnostics`` (`duplicate key "Hello" (first defined
///   at 2:3); the later value wins`, worded as every reader words it), or an error under ``PlistReader/DuplicateKeyPolicy/error``.
/// - Limits: ``PlistReader/Options/maxDepth`` (nesting, default 512: 512 levels read, 513 fail
///   with `nesting too deep (limit 512)` at the 513th bracket), ``PlistReader/Options/maxStringLength``
///   (source bytes of one string or name), ``PlistReader/Options/maxValueCount``.
///
/// The parser is iterative (an explicit stack): input depth never becomes recursion depth.
struct JSONPlistReader {
    let options: PlistReader.Options

    /// Reads one JSON document.
    /// - Throws: ``PlistReadError``: `empty-file`; `invalid-encoding` (UTF-16/32 input, bytes that
    ///   are not UTF-8); `syntax`; `invalid-number`; `number-out-of-range`; `invalid-string`;
    ///   `duplicate-key` (with the error policy); `limit-exceeded`.
    func read(_ bytes: UnsafeRawBufferPointer) throws -> PlistDocument {
        try read(bytes, streaming: nil)
    }

    /// Reads one JSON document as ``read(_:)`` does; with `streaming`, each element of the
    /// arrays it selects is handed to its sink as soon as it is complete and not kept, so
    /// those arrays are empty in the returned tree and memory holds one element's tree.
    /// - Throws: as ``read(_:)``.
    func read(_ bytes: UnsafeRawBufferPointer, streaming: TreeStreaming?) throws -> PlistDocument {
        let input = bytes.assumingMemoryBound(to: UInt8.self)
        guard let base = input.baseAddress, !input.isEmpty else {
            throw PlistReadError(.emptyFile, DiagnosticRule.emptyFileMessage)
        }
        var scanner = JSONScanner(base: base, count: input.count, lenient: options.jsonSyntax == .lenient,
                                  maxStringLength: options.maxStringLength)
        if Self.looksLikeUTF16or32(input) {
            throw PlistReadError(PlistReadError.Kind.invalidEncoding,
                                 "JSON text must be UTF-8 (RFC 8259 §8.1); this looks like UTF-16 or UTF-32",
                                 at: SourceLocation(line: 1, column: 1, offset: 0))
        }
        if input.count >= 3 && input[0] == 0xEF && input[1] == 0xBB && input[2] == 0xBF {
            scanner.pos = 3
            scanner.lineStart = 3
        }
        let afterBOM = scanner.pos
        scanLoop: while scanner.pos < scanner.end {
            switch input[scanner.pos] {
            case 0x20, 0x09, 0x0A, 0x0D: scanner.pos += 1
            default: break scanLoop
            }
        }
        if scanner.pos == scanner.end {
            throw PlistReadError(.emptyFile, DiagnosticRule.whitespaceOnlyFileMessage)
        }
        scanner.pos = afterBOM
        var parser = JSONParser(scanner: scanner, options: options)
        parser.streaming = streaming
        let root = try parser.parseDocument()
        var document = PlistDocument(root: root, format: .json, diagnostics: parser.findings.diagnostics)
        document.omittedRootKeys = parser.omittedRootKeys
        return document
    }

    /// RFC 4627 §3 detection: the first two characters of JSON text are ASCII, so zero bytes
    /// among the first four (`00 xx 00 xx`, `xx 00 xx 00`, UTF-32 patterns) or a UTF-16
    /// byte-order mark mean the text is not UTF-8.
    static func looksLikeUTF16or32(_ b: UnsafeBufferPointer<UInt8>) -> Bool {
        guard b.count >= 2 else { return false }
        if (b[0] == 0xFE && b[1] == 0xFF) || (b[0] == 0xFF && b[1] == 0xFE) { return true }
        if b[0] == 0 { return true }
        return b.count >= 4 && b[1] == 0 && b[3] == 0
    }
}
