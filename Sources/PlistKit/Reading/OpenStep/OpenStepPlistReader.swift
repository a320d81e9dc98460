/// Reads OpenStep ("old-style" ASCII, NeXT) property lists and `.strings` files into a located
/// tree, with CoreFoundation's grammar (`CFOldStylePList.c`; see ``OpenStepParser``).
///
/// - Every scalar is a string, as in CoreFoundation (`12` and `"12"` both read as the string
///   `"12"`; decode with ``PlistDecoder/ValueCoercion/kvcLike`` to turn it into a number);
///   `<hex>` is data; GNUstep's typed values (`<*I12>`, `<*R1.5>`, `<*BY>`, `<*BN>`,
///   `<*D2024-05-01 12:00:00 +0000>`) read as their types.
/// - Encoding: UTF-16 with a byte-order mark (either order; how Xcode often saves
///   `Localizable.strings`), UTF-16 without one when the first character is ASCII (a zero byte
///   beside it), else UTF-8 with an optional byte-order mark. Anything else is an
///   `invalid-encoding` error at the first bad byte (CoreFoundation would guess a legacy
///   encoding; a linter names the byte).
/// - Empty input: zero bytes are `empty-file`; whitespace and comments alone are an empty
///   dictionary, as in CoreFoundation.
/// - Every node and every key gets its 1-based line, its column in Unicode scalars and its
///   byte offset. A repeated key: the last value wins at the first position with a
///   `duplicate-key` warning, as in the JSON reader.
/// - Stricter than CoreFoundation, each time with a located error: an unterminated `/*`
///   comment (CF ends the document there), text after the pairs of a strings file (CF stops
///   reading and keeps what it has), and `\U` escapes that leave half a surrogate pair.
/// - Limits: ``PlistReader/Options/maxDepth``, ``PlistReader/Options/maxStringLength`` (source
///   bytes of one string, key, data or typed value), ``PlistReader/Options/maxValueCount``.
struct OpenStepPlistReader {
    let options: PlistReader.Options

    /// Reads one OpenStep document or strings file.
    /// - Throws: ``PlistReadError``: `empty-file`; `invalid-encoding`; `syntax`;
    ///   `invalid-string`; `invalid-integer`, `invalid-real`, `invalid-boolean`, `invalid-date`
    ///   (GNUstep typed values); `duplicate-key` (with the error policy); `limit-exceeded`.
    func read(_ bytes: UnsafeRawBufferPointer) throws -> PlistDocument {
        let input = bytes.assumingMemoryBound(to: UInt8.self)
        guard let base = input.baseAddress, !input.isEmpty else {
            throw PlistReadError(.emptyFile, "file is empty")
        }
        let (encoding, start) = Self.encoding(of: input)
        if encoding != .utf8 && (input.count - start) % 2 != 0 {
            throw PlistReadError(PlistReadError.Kind.invalidEncoding,
                                 "UTF-16 text has an odd number of bytes (\(input.count - start) after the byte-order mark)",
                                 at: SourceLocation(line: 1, column: 1, offset: 0))
        }
        let scanner = OpenStepScanner(base: base, count: input.count, start: start, encoding: encoding,
                                      maxStringLength: options.maxStringLength)
        var parser = OpenStepParser(scanner: scanner, options: options)
        let root = try parser.parseDocument()
        return PlistDocument(root: root, format: .openStep, findings: parser.findings.diagnostics)
    }

    /// The encoding of `b` and the offset of its first character (after a byte-order mark).
    static func encoding(of b: UnsafeBufferPointer<UInt8>) -> (OpenStepScanner.Encoding, Int) {
        if b.count >= 2 {
            if b[0] == 0xFF && b[1] == 0xFE { return (.utf16LittleEndian, 2) }
            if b[0] == 0xFE && b[1] == 0xFF { return (.utf16BigEndian, 2) }
            if b[0] != 0 && b[1] == 0 && (b.count < 4 || b[2] != 0 || b[3] != 0) { return (.utf16LittleEndian, 0) }
            if b[0] == 0 && b[1] != 0 { return (.utf16BigEndian, 0) }
        }
        if b.count >= 3 && b[0] == 0xEF && b[1] == 0xBB && b[2] == 0xBF { return (.utf8, 3) }
        return (.utf8, 0)
    }
}
