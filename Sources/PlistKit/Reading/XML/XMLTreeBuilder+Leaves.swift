import Foundation

extension XMLTreeBuilder {
    /// Turns the text of a finished leaf element into a node, or records the error and
    /// returns `nil`. Lexical rules: see ``PlistIntegerParser``, ``PlistRealParser``,
    /// ``PlistDateParser`` and ``Base64Decoder``. Inlined into its one caller,
    /// ``XMLTreeBuilder/endElement(end:offset:)``: no call per value.
    @inline(__always)
    mutating func makeLeafNode(_ leaf: Leaf) -> PlistNode? {
        let location = leaf.location
        switch leaf.kind {
        case .string:
            return PlistNode(.string(makeString()), location: location)
        case .true, .false:
            guard text.isEmpty else {
                fail(.invalidBoolean, DiagnosticRule.mustBeEmptyMessage(leaf.kind.name), at: location)
                return nil
            }
            return PlistNode(.bool(leaf.kind == .true), location: location)
        case .integer:
            return integerNode(leaf)
        case .real:
            return realNode(leaf)
        case .date:
            let result = text.withUnsafeBufferPointer { PlistDateParser.parse($0) }
            switch result {
            case .success(let date): return PlistNode(.date(date), location: location)
            case .failure(.empty): fail(.invalidDate, DiagnosticRule.emptyElementMessage("date"), at: location)
            case .failure(.malformed):
                fail(.invalidDate, DiagnosticRule.invalidDateMessage(quotedText(), "expected YYYY-MM-DDTHH:MM:SSZ (UTC)"), at: location)
            case .failure(.fieldOutOfRange(let field, let value)):
                let range = field == "year" ? " (0000–9999)" : ""
                let apple = text.withUnsafeBufferPointer { PlistDateParser.appleRollover($0) }.map { "; Apple's parser rolls it over to \($0)" } ?? ""
                fail(.invalidDate, DiagnosticRule.invalidDateMessage(quotedText(), "\(field) \(value) is out of range\(range)\(apple)"), at: location)
            }
            return nil
        case .data:
            return dataNode(leaf)
        default:
            return nil
        }
    }

    private func quotedText() -> String { UntrustedText.quoted(makeString()) }

    /// Whether `b` is XML whitespace (XML 1.0 §2.3 `S`).
    private static func isXMLSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D }

    /// Parses `<integer>` text after dropping the whitespace Apple's parser skips: before the
    /// sign and between the sign and the digits (swift-foundation's test reads
    /// `<integer> +\t42</integer>` as 42, Linux `plutil` agrees). Whitespace after the digits
    /// stays an error, as there.
    /// A failure's character index is into the whole text.
    private func parseInteger() -> Result<PlistInteger, PlistIntegerParser.Failure> {
        text.withUnsafeBufferPointer { t in
            var i = 0
            while i < t.count, Self.isXMLSpace(t[i]) { i += 1 }
            guard i < t.count, t[i] == UInt8(ascii: "+") || t[i] == UInt8(ascii: "-") else {
                return PlistIntegerParser.parse(UnsafeBufferPointer(rebasing: t[i...])).mapError { $0.shifted(i, 0) }
            }
            var j = i + 1
            while j < t.count, Self.isXMLSpace(t[j]) { j += 1 }
            if i == 0 && j == 1 { return PlistIntegerParser.parse(t) }
            // The sign, then the text after the whitespace that follows it.
            return PlistIntegerParser.parse(String(decoding: [t[i]] + Array(t[j...]), as: UTF8.self))
                .mapError { $0.shifted(i, j - i - 1) }
        }
    }

    private mutating func integerNode(_ leaf: Leaf) -> PlistNode? {
        let result = parseInteger()
        switch result {
        case .success(let value):
            return PlistNode(.integer(value), location: leaf.location)
        case .failure(.empty):
            var message = DiagnosticRule.emptyElementMessage("integer")
            if let idref = leafIDREF {
                message += " (IDREF=\(UntrustedText.quoted(idref)) is an IOKit back-reference, which property lists do not resolve)"
            }
            fail(.invalidInteger, message, at: leaf.location)
        case .failure(.noDigits):
            fail(.invalidInteger, DiagnosticRule.invalidIntegerMessage(quotedText(), "no digits"), at: leaf.location)
        case .failure(.invalidCharacter(let index)):
            fail(.invalidInteger, DiagnosticRule.invalidIntegerMessage(quotedText(), "unexpected character \(describeCharacter(at: index))"),
                 at: leaf.location)
        case .failure(.overflow):
            fail(.invalidInteger, "integer overflow: \(quotedText()) is above 18446744073709551615, the largest plist integer",
                 at: leaf.location)
        case .failure(.underflow):
            fail(.invalidInteger, "integer underflow: \(quotedText()) is below -9223372036854775808, the smallest plist integer",
                 at: leaf.location)
        }
        return nil
    }

    private mutating func realNode(_ leaf: Leaf) -> PlistNode? {
        // Leading whitespace is skipped, as Apple's parser skips it (`<real>  -3.14</real>` is
        // -3.14 in Linux plutil); whitespace after the sign or the digits stays an error, as there.
        let result = text.withUnsafeBufferPointer { t in
            var i = 0
            while i < t.count, Self.isXMLSpace(t[i]) { i += 1 }
            return PlistRealParser.parse(UnsafeBufferPointer(rebasing: t[i...]))
        }
        switch result {
        case .success(let real):
            let literal = makeString()
            if real.underflowedToZero {
                findings.append(Diagnostic(severity: .warning, rule: XMLFindingRule.realUnderflow,
                    message: "<real> \(UntrustedText.quoted(literal)) is too small for a Double and reads as 0",
                    location: leaf.location, keyPath: currentPath()))
            }
            return PlistNode(.real(real.value), location: leaf.location, literal: literal)
        case .failure(.empty):
            fail(.invalidReal, DiagnosticRule.emptyElementMessage("real"), at: leaf.location)
        case .failure(.malformed):
            fail(.invalidReal, "invalid real \(quotedText())", at: leaf.location)
        case .failure(.outOfRange):
            fail(.invalidReal, "real out of range: \(quotedText()) is beyond ±1.7976931348623157e308", at: leaf.location)
        }
        return nil
    }

    private mutating func dataNode(_ leaf: Leaf) -> PlistNode? {
        if leaf.selfClosing {
            findings.append(Diagnostic(severity: .warning, rule: XMLFindingRule.selfClosingData,
                message: "<data/> is rejected by Apple's parser; write <data></data>",
                location: leaf.location, keyPath: currentPath()))
        }
        let lenient = options.base64 == .appleCompatible
        let result = text.withUnsafeBufferPointer { Base64Decoder.decode($0, skipInvalid: lenient) }
        switch result {
        case .success(let decoded):
            if decoded.isUnpadded {
                findings.append(Diagnostic(severity: .warning, rule: XMLFindingRule.unpaddedBase64,
                    message: "base64 in <data> is not padded to a multiple of 4; Apple's parser keeps only \(decoded.bytesInCompleteGroups) of \(decoded.bytes.count) bytes",
                    location: leaf.location, keyPath: currentPath()))
            }
            if decoded.skippedCharacters > 0, let first = decoded.firstSkippedIndex {
                findings.append(Diagnostic(severity: .warning, rule: XMLFindingRule.skippedBase64,
                    message: "skipped \(decoded.skippedCharacters) characters outside the base64 alphabet in <data> (first: \(describeCharacter(at: first)))",
                    location: locationInText(leaf.location, index: first), keyPath: currentPath()))
            }
            return PlistNode(.data(decoded.bytes), location: leaf.location)
        case .failure(.invalidCharacter(let index)):
            fail(.invalidData, "invalid base64 character \(describeCharacter(at: index)) in <data>",
                 at: locationInText(leaf.location, index: index))
        case .failure(.invalidPadding(let index)):
            fail(.invalidData, "invalid base64 padding in <data>: '=' may only end the last group of four characters",
                 at: locationInText(leaf.location, index: index))
        case .failure(.truncated(let count)):
            fail(.invalidData, "invalid base64 in <data>: \(count) characters, and a lone last character cannot encode a byte",
                 at: leaf.location)
        }
        return nil
    }

    /// `'*'` for printable ASCII, `' ' (space)`, `'٤' (U+0664)` for other visible characters,
    /// `U+0000` for invisible ones: the character of the text at byte `index`.
    func describeCharacter(at index: Int) -> String {
        guard index < text.count else { return "end of text" }
        var end = index + 1
        while end < text.count, text[end] & 0xC0 == 0x80 { end += 1 }
        let s = String(decoding: UnsafeBufferPointer(rebasing: text.bytes[index..<end]), as: UTF8.self)
        guard let scalar = s.unicodeScalars.first else { return "?" }
        let digits = String(scalar.value, radix: 16, uppercase: true)
        let hex = "U+" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
        if scalar.value >= 0x21 && scalar.value <= 0x7E { return "'\(s)'" }
        if scalar.value == 0x20 { return "' ' (space)" }
        if UntrustedText.escaped(s) == s && !scalar.properties.isWhitespace { return "'\(s)' (\(hex))" }
        return hex
    }

    /// The location of byte `index` of the text of the open `<data>`, counted through the
    /// text from where it starts (exact unless references or CDATA markup precede it); the
    /// element's own location when unknown. No byte offset: the renderer counts lines.
    func locationInText(_ element: SourceLocation, index: Int) -> SourceLocation {
        let start = leafContentLocation.line > 0 ? leafContentLocation : element
        var newlines = 0
        var column = start.column
        for k in 0..<min(index, text.count) {
            let b = text[k]
            if b == 0x0A { newlines += 1; column = 1 } else if b & 0xC0 != 0x80 { column += 1 }
        }
        if leafContentLocation.line == 0 && newlines == 0 { return element }
        return SourceLocation(line: start.line + newlines, column: column, offset: -1)
    }
}
