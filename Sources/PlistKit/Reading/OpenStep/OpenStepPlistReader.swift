/// Reads OpenStep ("old-style" ASCII, NeXT) property lists and `.strings` files into a located
/// tree, with CoreFoundation's grammar (`CFOldStylePList.c`; see ``OpenStepParser``).
///
/// - Every scalar is a string, as in CoreFoundation (`12` and `"12"` both read as the string
///   `"12"`; decode with ``PlistDecoder/ValueCoercion/kvcLike`` to turn it into a number);
///   `<hex>` is data; GNUstep's typed values (`<*I12>`, `<*R1.5>`, `<*BY>`, `<*BN>`,
///   `<*D2024-05-01 12:00:00 +0000>`) read as their types.
/// - Encoding: ``TextEncoding``'s rule: UTF-16 with a byte-order mark (either order; how
///   Xcode often saves `Localizable.strings`), UTF-16 without one when the first character is
///   ASCII and the first two are in U+0001–U+00FF (a zero byte beside each), else UTF-8 with an
///   optional byte-order mark. Anything else is an `invalid-encoding` error at the first bad
///   byte (CoreFoundation would guess a legacy encoding; a linter names the byte).
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
        try readNotingSyntax(bytes).result.get()
    }

    /// ``read(_:)``, also saying whether the text used syntax that only OpenStep has — an `=` or
    /// `;` after a key, `(`, `<…>`, a string in `'`, an escape JSON has not (`\U`, `\a`, octal)
    /// — before it ended or failed: then it is no JSON document, whatever its mistake (see
    /// ``PlistReader``'s JSON-or-OpenStep rule).
    func readNotingSyntax(_ bytes: UnsafeRawBufferPointer) -> (result: Result<PlistDocument, PlistReadError>, usedOpenStepSyntax: Bool) {
        let input = bytes.assumingMemoryBound(to: UInt8.self)
        guard let base = input.baseAddress, !input.isEmpty else {
            return (.failure(PlistReadError(.emptyFile, DiagnosticRule.emptyFileMessage)), false)
        }
        var parser: OpenStepParser
        do {
            let (encoding, start) = try Self.encoding(of: input)
            if encoding != .utf8 && (input.count - start) % 2 != 0 {
                // Only a mark that is there is named (the text may be UTF-16 by its zero bytes alone).
                let message = start > 0
                    ? "UTF-16 text has an odd number of bytes (\(input.count - start) after the byte-order mark)"
                    : "UTF-16 text (recognised by its zero bytes; it has no byte-order mark) has an odd number of bytes (\(input.count))"
                throw PlistReadError(PlistReadError.Kind.invalidEncoding, message,
                                     at: SourceLocation(line: 1, column: 1, offset: 0))
            }
            let scanner = OpenStepScanner(base: base, count: input.count, start: start, encoding: encoding,
                                          maxStringLength: options.maxStringLength)
            parser = OpenStepParser(scanner: scanner, options: options)
        } catch {
            return (.failure(Self.readError(error)), false)
        }
        let result: Result<PlistDocument, PlistReadError>
        do {
            let root = try parser.parseDocument()
            result = .success(PlistDocument(root: root, format: .openStep, diagnostics: parser.findings.diagnostics))
        } catch {
            result = .failure(Self.readError(error))
        }
        return (result, parser.usedOpenStepSyntax || parser.scanner.usedOpenStepEscape)
    }

    /// `error` as the ``PlistReadError`` it is (the parser throws no other kind).
    private static func readError(_ error: any Error) -> PlistReadError {
        error as? PlistReadError ?? PlistReadError(.syntax, "\(error)")
    }

    /// The encoding of `b` (``TextEncoding``'s rule) and the offset of its first character
    /// (after a byte-order mark).
    /// - Throws: `invalid-encoding` for UTF-32 text.
    static func encoding(of b: UnsafeBufferPointer<UInt8>) throws -> (OpenStepScanner.Encoding, Int) {
        let (encoding, mark) = TextEncoding.sniff(b)
        switch encoding {
        case .utf8: return (.utf8, mark)
        case .utf16LittleEndian: return (.utf16LittleEndian, mark)
        case .utf16BigEndian: return (.utf16BigEndian, mark)
        case .utf32LittleEndian, .utf32BigEndian:
            throw PlistReadError(PlistReadError.Kind.invalidEncoding, "the text looks UTF-32-encoded; OpenStep text must be UTF-8 or UTF-16",
                                 at: SourceLocation(line: 1, column: 1, offset: 0))
        }
    }
}
