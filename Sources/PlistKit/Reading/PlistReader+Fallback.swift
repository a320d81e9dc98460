extension PlistReader {
    /// Reads bytes whose start could be JSON (see ``PlistFormatDetector``): as JSON, and when
    /// that fails, as OpenStep, which shares `{`, `"`, `/` comments and bare words with it.
    ///
    /// The rule for a document both readers take (`{}`, `"a"`, `12`): it is JSON, so `12` is
    /// the integer 12, not OpenStep's string `"12"`. A document neither takes gets the error
    /// of the reader that read further (JSON's on a tie), with a note giving the other reader's
    /// error and location; when OpenStep stopped at a character only JSON has (`:` after a
    /// member name, `[`), the text is JSON with a mistake and gets JSON's error alone; when JSON
    /// read one whole value and found more while OpenStep read further, the text is a strings
    /// file with a mistake and gets OpenStep's error alone.
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
        let openStepError: PlistReadError
        do {
            return (.openStep, .success(try OpenStepPlistReader(options: options).read(bytes)))
        } catch let error as PlistReadError {
            openStepError = error
        } catch {
            return (.json, .failure(jsonError))
        }
        let jsonOffset = jsonError.location?.offset ?? -1
        let openStepOffset = openStepError.location?.offset ?? -1
        // OpenStep stopped at a character only JSON has (a member's `:`, an array's `[`): the
        // text is JSON with a mistake, and JSON's error alone says what is wrong.
        if openStepOffset >= 0 && openStepOffset < bytes.count
            && (bytes[openStepOffset] == UInt8(ascii: ":") || bytes[openStepOffset] == UInt8(ascii: "[")) {
            return (.json, .failure(jsonError))
        }
        // JSON read one whole value and found more, and OpenStep read further: a strings file
        // (`"key" = …;`) with a mistake, and OpenStep's error alone says what is wrong.
        if openStepOffset > jsonOffset && jsonError.message == JSONParser.extraDataMessage {
            return (.openStep, .failure(openStepError))
        }
        var (primary, other, otherName, format) = openStepOffset > jsonOffset
            ? (openStepError, jsonError, "JSON", PlistFormat.openStep) : (jsonError, openStepError, "OpenStep", PlistFormat.json)
        primary.related.append(Diagnostic(severity: .note, rule: other.kind.rawValue,
                                          message: "read as \(otherName): \(other.message)",
                                          location: other.location, keyPath: other.keyPath))
        return (format, .failure(primary))
    }
}
