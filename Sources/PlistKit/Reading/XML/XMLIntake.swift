import Foundation

/// The checks and conversions applied to XML bytes before libxml2 sees them.
///
/// 1. Encoding: UTF-8 (with or without BOM) is passed through; UTF-16 LE/BE (BOM, or detected
///    from its first characters by ``TextEncoding``, as XML 1.0 Appendix F does) is
///    transcoded to UTF-8 here, strictly (an unpaired surrogate is an error). The XML declaration's `encoding` must name UTF-8 or
///    UTF-16 and match the bytes; anything else (`UTF-7`, `ISO-8859-1`, …) is rejected before
///    any decoding, so no encoding can hide markup from the later checks. For UTF-16 input the
///    declaration is rewritten in place (same length) to say UTF-8.
/// 2. Whitespace before `<?xml` is stripped (macOS reads such files; strict XML does not) and
///    reported as a warning; the stripped lines are added back to every reported line.
/// 3. A quote-aware pre-scan (``XMLAttributeScanner``, run by ``XMLPushParser`` on every
///    chunk before libxml2 sees it) rejects a start tag with more `=` than
///    ``PlistReader/Options/maxAttributesPerElement``.
/// 4. The first byte after a BOM and whitespace must be `<`; libxml2 is told the bytes are
///    UTF-8 and never guesses another encoding (EBCDIC would bypass 1 and 3).
struct XMLIntake {
    /// The UTF-8 text to scan for locations: everything after a BOM.
    var text: [UInt8]?
    /// Bytes before the text in the input (a BOM), for byte offsets.
    var prefixBytes: Int
    /// Whether the input was UTF-16.
    var isUTF16: Bool
    /// Index in the text where libxml2's input starts (after stripped whitespace).
    var parseStart: Int
    /// Warnings found here.
    var findings = FindingList()

    /// A mangled declaration is quoted up to this many characters.
    private static let declarationQuoteLimit = 60

    /// How many bytes after the first one that is not XML whitespace (after a BOM) the checks
    /// here read at most: a text read in chunks is checked once it has that many (or all).
    static let headLength = 1100

    /// Whether `raw` starts as UTF-16 does (``TextEncoding``: a byte-order mark, or an ASCII
    /// first character beside a zero byte, as XML 1.0 Appendix F detects `<`). Such input is
    /// transcoded whole.
    static func looksUTF16(_ raw: UnsafeBufferPointer<UInt8>) -> Bool {
        TextEncoding.sniff(raw).encoding.isUTF16
    }

    /// Prepares `bytes`. `text` is `nil` when the input is UTF-8 and can be used in place
    /// (from `prefixBytes` on). `bytes` may be only the head of a UTF-8 input (see
    /// ``headLength``); UTF-16 input must be whole.
    /// - Throws: ``PlistReadError`` of kind `unsupported-encoding`, `invalid-encoding` or
    ///   `syntax` (a mangled XML declaration, a first byte other than `<`).
    static func prepare(_ bytes: UnsafeRawBufferPointer, options: PlistReader.Options) throws -> XMLIntake {
        let raw = bytes.bindMemory(to: UInt8.self)
        var intake = XMLIntake(text: nil, prefixBytes: 0, isUTF16: false, parseStart: 0)
        let (encoding, mark) = TextEncoding.sniff(raw)
        if encoding.isUTF16 {
            intake.text = try transcodeUTF16(raw, from: mark, bigEndian: encoding == .utf16BigEndian)
            intake.prefixBytes = mark
        }
        intake.isUTF16 = intake.text != nil
        if intake.isUTF16 && intake.prefixBytes == 0 {
            // Read (XML 1.0 Appendix F detects it), but CoreFoundation's XML parser only takes
            // UTF-16 with a byte-order mark.
            intake.findings.append(Diagnostic(severity: .warning, rule: XMLFindingRule.utf16WithoutByteOrderMark,
                message: "UTF-16 XML without a byte-order mark: Apple's parser rejects the file; save it as UTF-8 or with a BOM",
                location: SourceLocation(line: 1, column: 1, offset: 0)))
        }
        if !intake.isUTF16 && raw.count >= 3 && raw[0] == 0xEF && raw[1] == 0xBB && raw[2] == 0xBF { intake.prefixBytes = 3 }
        if var utf16Text = intake.text {
            try utf16Text.withUnsafeMutableBufferPointer { try intake.check(UnsafeBufferPointer($0), rewrite: $0, options: options) }
            intake.text = utf16Text
        } else {
            let text = UnsafeBufferPointer(rebasing: raw[intake.prefixBytes...])
            try intake.check(text, rewrite: nil, options: options)
        }
        return intake
    }

    private mutating func check(_ text: UnsafeBufferPointer<UInt8>, rewrite: UnsafeMutableBufferPointer<UInt8>?,
                                options: PlistReader.Options) throws {
        var tracker = XMLLocationTracker(text: text, prefixBytes: prefixBytes, isUTF16: isUTF16)
        var i = 0
        while i < text.count, Self.isSpace(text[i]) { i += 1 }
        try Self.checkFirstByte(text, at: i, tracker: &tracker)
        if i > 0, Self.hasPrefix(text, at: i, "<?xml") {
            parseStart = i
            findings.append(Diagnostic(severity: .warning, rule: XMLFindingRule.leadingWhitespace,
                message: "whitespace before the XML declaration (strict XML parsers reject the file)",
                location: tracker.location(at: i)))
        }
        try checkDeclaration(text, at: parseStart, rewrite: rewrite, tracker: &tracker)
    }

    // MARK: XML declaration

    private func checkDeclaration(_ text: UnsafeBufferPointer<UInt8>, at start: Int,
                                  rewrite: UnsafeMutableBufferPointer<UInt8>?, tracker: inout XMLLocationTracker) throws {
        guard text.count - start >= 5, text[start] == UInt8(ascii: "<"), text[start + 1] == UInt8(ascii: "?"),
              text[start + 2] | 0x20 == UInt8(ascii: "x"), text[start + 3] | 0x20 == UInt8(ascii: "m"),
              text[start + 4] | 0x20 == UInt8(ascii: "l") else { return }
        let wellFormedStart = Self.hasPrefix(text, at: start, "<?xml") && text.count - start > 5 && Self.isSpace(text[start + 5])
        if !wellFormedStart, text.count - start > 5,
           [UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_")].contains(text[start + 5]) {
            return  // another processing instruction, such as <?xml-stylesheet …?>
        }
        var end = start + 5
        while end + 1 < text.count, end - start < 1024, !(text[end] == UInt8(ascii: "?") && text[end + 1] == UInt8(ascii: ">")) { end += 1 }
        let closed = end + 1 < text.count && text[end] == UInt8(ascii: "?") && text[end + 1] == UInt8(ascii: ">")
        if !wellFormedStart || !closed || Self.contains(text, start..<end, UInt8(ascii: ">")) {
            // Seed 004's page: `<?XmlRss/ target=_blank class=infotextkey>Xml version=…`.
            var lineEnd = start
            while lineEnd < text.count, text[lineEnd] != 0x0A, text[lineEnd] != 0x0D { lineEnd += 1 }
            let line = String(decoding: UnsafeBufferPointer(rebasing: text[start..<lineEnd]), as: UTF8.self)
            // Cut before quoting, so that an escape is never cut in half.
            let cut = line.count > Self.declarationQuoteLimit
            let shown = UntrustedText.quoted(String(line.prefix(Self.declarationQuoteLimit)), limit: 4 * Self.declarationQuoteLimit)
            throw PlistReadError(.syntax,
                "malformed XML declaration \(shown)\(cut ? "…" : ""); expected <?xml version=\"1.0\" encoding=\"UTF-8\"?>",
                at: tracker.location(at: start))
        }
        // Find `encoding` S? = S? quote value quote.
        var i = start + 5
        while i + 8 <= end {
            if Self.hasPrefix(text, at: i, "encoding"), Self.isSpace(text[i - 1]) {
                var j = i + 8
                while j < end, Self.isSpace(text[j]) { j += 1 }
                guard j < end, text[j] == UInt8(ascii: "=") else { break }
                j += 1
                while j < end, Self.isSpace(text[j]) { j += 1 }
                guard j < end, text[j] == UInt8(ascii: "\"") || text[j] == UInt8(ascii: "'") else { break }
                let quote = text[j]
                let valueStart = j + 1
                var valueEnd = valueStart
                while valueEnd < end, text[valueEnd] != quote { valueEnd += 1 }
                guard valueEnd < end else { break }
                try checkEncodingName(text, valueStart..<valueEnd, rewrite: rewrite, tracker: &tracker)
                return
            }
            i += 1
        }
    }

    private func checkEncodingName(_ text: UnsafeBufferPointer<UInt8>, _ range: Range<Int>,
                                   rewrite: UnsafeMutableBufferPointer<UInt8>?, tracker: inout XMLLocationTracker) throws {
        let name = String(decoding: UnsafeBufferPointer(rebasing: text[range]), as: UTF8.self)
        let upper = name.uppercased()
        let isUTF8Name = upper == "UTF-8" || upper == "UTF8"
        let isUTF16Name = ["UTF-16", "UTF16", "UTF-16LE", "UTF-16BE"].contains(upper)
        let location = tracker.location(at: range.lowerBound)
        guard isUTF8Name || isUTF16Name else {
            throw PlistReadError(.unsupportedEncoding,
                "declared encoding \(UntrustedText.quoted(name)) is not supported (UTF-8 or UTF-16 only)", at: location)
        }
        if isUTF16Name && !isUTF16 {
            throw PlistReadError(.unsupportedEncoding,
                "declared encoding \(UntrustedText.quoted(name)) does not match the file, which is not UTF-16", at: location)
        }
        if isUTF8Name && isUTF16 {
            throw PlistReadError(.unsupportedEncoding,
                "declared encoding \(UntrustedText.quoted(name)) does not match the file, which is UTF-16", at: location)
        }
        if isUTF16, let rewrite {
            // The text is UTF-8 now: say so, keeping every later column and offset in place.
            let utf8 = Array("UTF-8".utf8)
            let quote = rewrite[range.upperBound]
            for k in 0..<utf8.count { rewrite[range.lowerBound + k] = utf8[k] }
            rewrite[range.lowerBound + utf8.count] = quote
            var k = range.lowerBound + utf8.count + 1
            while k <= range.upperBound { rewrite[k] = 0x20; k += 1 }
        }
    }

    // MARK: First byte

    /// Rejects text whose first byte after a BOM and XML whitespace is not `<`: an XML property
    /// list starts with `<?xml`, `<!DOCTYPE`, a comment or `<plist>`. Anything else would be
    /// left to libxml2's encoding autodetection (EBCDIC `4C 6F A7 94` is `<?xm`), which would
    /// bypass the UTF-8/UTF-16 rule and the attribute pre-scan.
    /// - Throws: `unsupported-encoding` for EBCDIC-encoded XML, `syntax` for any other byte.
    private static func checkFirstByte(_ text: UnsafeBufferPointer<UInt8>, at i: Int,
                                       tracker: inout XMLLocationTracker) throws {
        guard i < text.count, text[i] != UInt8(ascii: "<") else { return }
        let found = "found byte \(hexByte(text[i]))"
        if text.count - i >= 4, text[i] == 0x4C, text[i + 1] == 0x6F, text[i + 2] == 0xA7, text[i + 3] == 0x94 {
            throw PlistReadError(.unsupportedEncoding,
                "not an XML property list: expected '<', \(found); the file looks EBCDIC-encoded (only UTF-8 and UTF-16 are supported)",
                at: tracker.location(at: i))
        }
        throw PlistReadError(.syntax, "not an XML property list: expected '<', \(found)", at: tracker.location(at: i))
    }

    // MARK: UTF-16

    private static func transcodeUTF16(_ raw: UnsafeBufferPointer<UInt8>, from start: Int, bigEndian: Bool) throws -> [UInt8] {
        var out = [UInt8]()
        out.reserveCapacity((raw.count - start) * 3 / 2)
        var line = 1
        var i = start
        func unit(_ k: Int) -> UInt16 {
            bigEndian ? UInt16(raw[k]) << 8 | UInt16(raw[k + 1]) : UInt16(raw[k + 1]) << 8 | UInt16(raw[k])
        }
        while i + 1 < raw.count {
            let u = unit(i)
            i += 2
            var scalarValue = UInt32(u)
            if (0xD800...0xDBFF).contains(u) {
                guard i + 1 < raw.count, (0xDC00...0xDFFF).contains(unit(i)) else {
                    throw PlistReadError(.invalidEncoding, DiagnosticRule.unpairedSurrogateMessage(u),
                                         at: SourceLocation(line: line, column: 0, offset: i - 2))
                }
                scalarValue = 0x10000 + ((UInt32(u) - 0xD800) << 10) + (UInt32(unit(i)) - 0xDC00)
                i += 2
            } else if (0xDC00...0xDFFF).contains(u) {
                throw PlistReadError(.invalidEncoding, DiagnosticRule.unpairedSurrogateMessage(u),
                                     at: SourceLocation(line: line, column: 0, offset: i - 2))
            }
            if scalarValue == 0x0A { line += 1 }
            guard let scalar = Unicode.Scalar(scalarValue) else { continue }
            UTF8.encode(scalar) { out.append($0) }
        }
        if i < raw.count {
            throw PlistReadError(.invalidEncoding, "invalid UTF-16: odd number of bytes", at: SourceLocation(line: line, column: 0, offset: i))
        }
        return out
    }

    // MARK: Byte helpers

    /// `0x4C`-style text of a byte.
    static func hexByte(_ b: UInt8) -> String {
        let digits = String(b, radix: 16, uppercase: true)
        return "0x" + (digits.count < 2 ? "0" + digits : digits)
    }

    /// Whether `b` is XML white space (space, tab, line feed or carriage return).
    @inline(__always)
    static func isSpace(_ b: UInt8) -> Bool {
        // One test: bits 0x20, 0x09, 0x0A and 0x0D of a 64-bit mask.
        b < 64 && (UInt64(0x1_0000_2600) &>> UInt64(b)) & 1 != 0
    }

    static func hasPrefix(_ text: UnsafeBufferPointer<UInt8>, at i: Int, _ s: StaticString) -> Bool {
        let n = s.utf8CodeUnitCount
        guard i >= 0, text.count - i >= n else { return false }
        let p = s.utf8Start
        for k in 0..<n where text[i + k] != p[k] { return false }
        return true
    }

    private static func contains(_ text: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, _ b: UInt8) -> Bool {
        for k in range where text[k] == b { return true }
        return false
    }
}
