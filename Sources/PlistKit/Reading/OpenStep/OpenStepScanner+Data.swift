import Foundation

// `<…>` in OpenStep property lists: hex data (CoreFoundation's `parsePlistData`) and GNUstep's
// typed extensions `<*I…>`, `<*R…>`, `<*BY>`/`<*BN>` and `<*D…>`.
extension OpenStepScanner {
    /// Reads `<…>` at the cursor, which must be at `<`.
    ///
    /// - Hex data: pairs of hex digits (either case), with space, tab, LF, CR, U+2028 and U+2029
    ///   between pairs, as CoreFoundation's `getDataBytes` (swift-foundation's port does not
    ///   take a tab there; PlistKit follows CF). A pair is never split by whitespace.
    /// - GNUstep typed values (NSPropertyList's GNUstep format, not read by CoreFoundation):
    ///   `<*I-12>` an integer, `<*R1.5>` a real, `<*BY>`/`<*BN>` true/false,
    ///   `<*D2024-05-01 12:00:00 +0000>` a date (`YYYY-MM-DD HH:MM:SS ±HHMM`).
    /// - Throws: `syntax` (unterminated, odd count of digits, a character that is not hex);
    ///   `invalid-integer`, `invalid-real`, `invalid-boolean`, `invalid-date` for a typed value
    ///   whose text is not of its type; `limit-exceeded` past
    ///   ``PlistReader/Options/maxStringLength`` source bytes.
    mutating func scanAngleBrackets() throws -> PlistValue {
        let opened = location
        try advance()  // <
        if try peek() == UInt32(UInt8(ascii: "*")) {
            try advance()
            return try scanTyped(opened: opened)
        }
        let start = pos
        var bytes: [UInt8] = []
        while true {
            guard let s = try scalar(at: pos) else { throw error(.syntax, DiagnosticRule.unterminatedOpenStepMessage("data", openedAt: opened)) }
            if pos - start > maxStringLength { throw tooLong(opened) }
            switch s.value {
            case UInt32(UInt8(ascii: ">")):
                try advance(s.value, s.length)
                return .data(Data(bytes))
            case 0x20, 0x09, 0x0A, 0x0D, 0x2028, 0x2029:
                try advance(s.value, s.length)
            default:
                guard let high = Self.hexValue(s.value) else {
                    throw error(.syntax, "\(Self.describe(s.value)) in data opened at \(opened); expected hex digits, whitespace or \">\"")
                }
                let first = location
                try advance(s.value, s.length)
                guard let d = try peek(), let low = Self.hexValue(d) else {
                    throw error(.syntax, "hex digit \(Self.describe(s.value)) has no second digit (data bytes are pairs of hex digits)",
                                at: first)
                }
                try advance()
                bytes.append(UInt8(high << 4 | low))
            }
        }
    }

    /// Reads a GNUstep typed value after `<*`, up to and including `>`.
    private mutating func scanTyped(opened: SourceLocation) throws -> PlistValue {
        let start = pos
        var text = String.UnicodeScalarView()
        while true {
            guard let s = try scalar(at: pos) else { throw error(.syntax, DiagnosticRule.unterminatedOpenStepMessage("typed value", openedAt: opened)) }
            if pos - start > maxStringLength { throw tooLong(opened) }
            try advance(s.value, s.length)
            if s.value == UInt32(UInt8(ascii: ">")) { break }
            if let scalar = Unicode.Scalar(s.value) { text.append(scalar) }
        }
        let body = String(text)
        let type = body.first
        let rest = String(body.dropFirst())
        switch type {
        case "I":
            if case .success(let n) = PlistIntegerParser.parse(rest) { return .integer(n) }
            throw error(PlistReadError.Kind.invalidInteger, "\(UntrustedText.quoted(rest)) is not an integer (GNUstep <*I…>)", at: opened)
        case "R":
            if case .success(let r) = PlistRealParser.parse(rest) { return .real(r.value) }
            throw error(PlistReadError.Kind.invalidReal, "\(UntrustedText.quoted(rest)) is not a real (GNUstep <*R…>)", at: opened)
        case "B":
            if rest == "Y" { return .bool(true) }
            if rest == "N" { return .bool(false) }
            throw error(PlistReadError.Kind.invalidBoolean, "\(UntrustedText.quoted(rest)) is not a boolean; GNUstep writes <*BY> or <*BN>", at: opened)
        case "D":
            switch Self.gnustepDate(rest) {
            case .success(let date): return .date(date)
            case .failure(let problem):
                throw error(PlistReadError.Kind.invalidDate, "\(UntrustedText.quoted(rest)) is not a date; \(problem.reason)", at: opened)
            }
        default:
            throw error(.syntax, "unknown typed value <*\(UntrustedText.escaped(body))>; GNUstep's types are <*I…>, <*R…>, <*B…> and <*D…>",
                        at: opened)
        }
    }

    /// Why a GNUstep `<*D…>` text is no date: a phrase completing "… is not a date; ".
    struct GNUstepDateProblem: Error {
        let reason: String
        /// The text is not of the form GNUstep writes.
        static let form = GNUstepDateProblem(reason: "GNUstep writes <*DYYYY-MM-DD HH:MM:SS +HHMM>")
    }

    /// The date of `YYYY-MM-DD HH:MM:SS ±HHMM` (GNUstep's `<*D…>` form, written and read with
    /// the calendar format `%Y-%m-%d %H:%M:%S %z` of GNUstep's `NSCalendarDate`), or why it is
    /// none. Beyond the form and a real day and time, two GNUstep facts are checked:
    /// - a zone offset above 18 hours (`+9900`) is no time zone: GNUstep's
    ///   `+[NSTimeZone timeZoneForSecondsFromGMT:]` returns nil for it (as Foundation's
    ///   `TimeZone(secondsFromGMT:)` does), and the date is then read in the local zone;
    /// - year 0000 is what GNUstep's `%Y` writes for every year before 1 (it clamps them), so
    ///   the date it stood for is unknown.
    static func gnustepDate(_ text: String) -> Result<Date, GNUstepDateProblem> {
        let b = Array(text.utf8)
        guard b.count == 25, b[4] == UInt8(ascii: "-"), b[7] == UInt8(ascii: "-"), b[10] == 0x20,
              b[13] == UInt8(ascii: ":"), b[16] == UInt8(ascii: ":"), b[19] == 0x20,
              b[20] == UInt8(ascii: "+") || b[20] == UInt8(ascii: "-") else { return .failure(.form) }
        func number(_ from: Int, _ count: Int) -> Int64? {
            var v: Int64 = 0
            for k in from..<from + count {
                guard b[k] >= 0x30 && b[k] <= 0x39 else { return nil }
                v = v * 10 + Int64(b[k] - 0x30)
            }
            return v
        }
        guard let year = number(0, 4), let month = number(5, 2), let day = number(8, 2),
              let hour = number(11, 2), let minute = number(14, 2), let second = number(17, 2),
              let zoneHours = number(21, 2), let zoneMinutes = number(23, 2),
              (1...12).contains(month), day >= 1, hour < 24, minute < 60, second < 60, zoneMinutes < 60 else { return .failure(.form) }
        if zoneHours * 60 + zoneMinutes > 18 * 60 {
            let zone = String(decoding: b[20...], as: UTF8.self)
            return .failure(GNUstepDateProblem(reason:
                "the zone offset \(zone) is more than 18 hours, which no time zone has (GNUstep ignores it and reads the date in the local time zone)"))
        }
        if year == 0 {
            return .failure(GNUstepDateProblem(reason:
                "GNUstep writes year 0000 for every year before 1, so the date it stood for is unknown"))
        }
        let monthDays: [Int64] = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
        let leap = (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
        guard day <= monthDays[Int(month) - 1] + (month == 2 && leap ? 1 : 0) else { return .failure(.form) }
        let days = CivilTime.daysSince1970(year: year, month: month, day: day)
        let zone = (zoneHours * 3600 + zoneMinutes * 60) * (b[20] == UInt8(ascii: "-") ? -1 : 1)
        let seconds = days * 86_400 + hour * 3600 + minute * 60 + second - zone
        return .success(Date(timeIntervalSince1970: Double(seconds)))
    }
}
