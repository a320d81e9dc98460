extension PlistReader {
    /// Reads bytes whose start could be JSON (see ``PlistFormatDetector``): as JSON, and when
    /// that fails, as OpenStep, which shares `{`, `"`, `/` comments and bare words with it.
    ///
    /// The rule for a document both readers take (`{}`, `"a"`, `12`): it is JSON, so `12` is
    /// the integer 12, not OpenStep's string `"12"`.
    ///
    /// The rule for a document neither takes, so that the error points at the format the text
    /// was written in and says what each reader expected where it stopped (the first that
    /// applies):
    /// 1. OpenStep read syntax only it has before it stopped (an `=` or `;` after a key, `(`,
    ///    `<…>`, a string in `'`, an escape JSON has not such as `\U`): the text is OpenStep (a
    ///    strings file, `{ key = value; }`) with a mistake, and gets OpenStep's error alone —
    ///    never JSON's "comments are not allowed", which no OpenStep file can act on.
    /// 2. OpenStep stopped at a character only JSON has (a member's `:`, an array's `[`): the
    ///    text is JSON with a mistake, and gets JSON's error alone.
    /// 3. The text is UTF-16 (which JSON never is, RFC 8259 §8.1): OpenStep's error alone.
    /// 4. JSON read one whole value and found more, and OpenStep read at least as far: a
    ///    strings file (`"key" …`) with a mistake: OpenStep's error alone.
    /// 5. Otherwise the error of the reader that read further (JSON's on a tie), with a note
    ///    giving the other reader's error and location (`read as OpenStep: …`).
    /// - Throws: ``PlistReadError`` as described; JSON's own error, without a retry, for
    ///   `limit-exceeded` and `duplicate-key` (the text was JSON).
    func readJSONOrOpenStep(_ bytes: UnsafeRawBufferPointer) throws -> PlistDocument {
        try readJSONOrOpenStepReportingFormat(bytes).result.get()
    }

    /// ``readJSONOrOpenStep(_:)``, with the format whose reader gave the result: the format
    /// of the document, or of the reader whose error is reported.
    func readJSONOrOpenStepReportingFormat(_ bytes: UnsafeRawBufferPointer)
        -> (format: PlistFormat, result: Result<PlistDocument, PlistReadError>) {
        let jsonError: PlistReadError
        do {
            return (.json, .success(try JSONPlistReader(options: options).read(bytes)))
        } catch let error as PlistReadError {
            if error.kind == .limitExceeded || error.kind == PlistReadError.Kind.duplicateKey { return (.json, .failure(error)) }
            jsonError = error
        } catch {
            return (.json, .failure(PlistReadError(.syntax, "\(error)")))
        }
        let (openStepResult, usedOpenStepSyntax) = OpenStepPlistReader(options: options).readNotingSyntax(bytes)
        let openStepError: PlistReadError
        switch openStepResult {
        case .success(let document): return (.openStep, .success(document))
        case .failure(let error): openStepError = error
        }
        // 1. Syntax only OpenStep has: an OpenStep text with a mistake.
        if usedOpenStepSyntax { return (.openStep, .failure(openStepError)) }
        let jsonOffset = jsonError.location?.offset ?? -1
        let openStepOffset = openStepError.location?.offset ?? -1
        // 2. OpenStep stopped at a character only JSON has: a JSON text with a mistake.
        let encoding = TextEncoding.sniff(bytes).encoding
        if let stop = Self.asciiCharacter(at: openStepOffset, in: bytes, encoding: encoding),
           stop == UInt8(ascii: ":") || stop == UInt8(ascii: "[") {
            return (.json, .failure(jsonError))
        }
        // 3. UTF-16, which JSON never is.
        if encoding.isUTF16 { return (.openStep, .failure(openStepError)) }
        // 4. JSON read one whole value and found more, and OpenStep read at least as far: a
        // strings file (`"key" = …;`) with a mistake.
        if openStepOffset >= jsonOffset && jsonError.message == JSONParser.extraDataMessage {
            return (.openStep, .failure(openStepError))
        }
        // 5. The reader that read further leads; the other's expectation is a note.
        var (primary, other, otherName, format) = openStepOffset > jsonOffset
            ? (openStepError, jsonError, "JSON", PlistFormat.openStep) : (jsonError, openStepError, "OpenStep", PlistFormat.json)
        primary.related.append(Diagnostic(severity: .note, rule: other.kind.rawValue,
                                          message: "read as \(otherName): \(other.message)",
                                          location: other.location, keyPath: other.keyPath))
        return (format, .failure(primary))
    }

    /// The ASCII character whose code unit starts at byte `offset` of text in `encoding`
    /// (UTF-8 or UTF-16), or `nil` when there is none.
    private static func asciiCharacter(at offset: Int, in bytes: UnsafeRawBufferPointer, encoding: TextEncoding) -> UInt8? {
        guard offset >= 0 else { return nil }
        switch encoding {
        case .utf16LittleEndian:
            guard offset + 1 < bytes.count, bytes[offset + 1] == 0, bytes[offset] < 0x80 else { return nil }
            return bytes[offset]
        case .utf16BigEndian:
            guard offset + 1 < bytes.count, bytes[offset] == 0, bytes[offset + 1] < 0x80 else { return nil }
            return bytes[offset + 1]
        default:
            guard offset < bytes.count, bytes[offset] < 0x80 else { return nil }
            return bytes[offset]
        }
    }
}
