import Foundation

extension JSONOutput {
    /// Appends a value that is not a container.
    mutating func writeScalar(_ node: PlistNode) throws {
        switch node.value {
        case .string(let s):
            writeString(s)
        case .integer(let i):
            bytes.append(contentsOf: i.description.utf8)
        case .real(let d):
            guard d.isFinite else {
                throw PlistWriteError(.unsupportedValue,
                    DiagnosticRule.cannotBeWrittenMessage("real \(d)", at: path().displayName, "as JSON (RFC 8259 has no NaN or infinity)"),
                    path: path())
            }
            if options.preservesRealLiterals, let literal = node.literal, Self.literal(literal, readsBackAs: d) {
                bytes.append(contentsOf: literal.utf8)
            } else {
                bytes.append(contentsOf: d.description.utf8)
            }
        case .bool(let b):
            if b { append("true") } else { append("false") }
        case .null:
            append("null")
        case .date(let date):
            try writeDate(date)
        case .data(let data):
            bytes.append(UInt8(ascii: "\""))
            bytes.append(contentsOf: data.base64EncodedString().utf8)
            bytes.append(UInt8(ascii: "\""))
        case .uid(let u):
            throw PlistWriteError(.unsupportedValue,
                DiagnosticRule.cannotBeWrittenMessage("UID \(u)", at: path().displayName, "as JSON (UIDs exist only in binary property lists)"),
                path: path())
        case .array, .dictionary:
            break  // containers are written by the walk
        }
    }

    /// Whether `literal` is JSON number text that the JSON reader reads as a real with the
    /// bits of `value` (so `1` for a real, or `+1`, `nan`, `1.` from XML, are not kept).
    static func literal(_ literal: String, readsBackAs value: Double) -> Bool {
        var text = literal
        return text.withUTF8 { buffer -> Bool in
            guard let base = buffer.baseAddress, !buffer.isEmpty, buffer.count <= 1024,
                  buffer[0] == UInt8(ascii: "-") || (buffer[0] >= UInt8(ascii: "0") && buffer[0] <= UInt8(ascii: "9"))
            else { return false }
            var scanner = JSONScanner(base: base, count: buffer.count, lenient: false, maxStringLength: 0)
            guard let node = try? scanner.scanNumber(), scanner.pos == buffer.count,
                  case .real(let read) = node.value else { return false }
            return read.bitPattern == value.bitPattern
        }
    }

    /// Appends a JSON string (RFC 8259 §7): `"` `\` and C0 controls escaped, the rest as UTF-8.
    mutating func writeString(_ string: String) {
        bytes.append(UInt8(ascii: "\""))
        var s = string
        s.withUTF8 { utf8 in
            var start = 0
            for i in 0..<utf8.count {
                let b = utf8[i]
                guard b < 0x20 || b == UInt8(ascii: "\"") || b == UInt8(ascii: "\\") else { continue }
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start..<i]))
                start = i + 1
                bytes.append(UInt8(ascii: "\\"))
                switch b {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"): bytes.append(b)
                case 0x08: bytes.append(UInt8(ascii: "b"))
                case 0x0C: bytes.append(UInt8(ascii: "f"))
                case 0x0A: bytes.append(UInt8(ascii: "n"))
                case 0x0D: bytes.append(UInt8(ascii: "r"))
                case 0x09: bytes.append(UInt8(ascii: "t"))
                default:
                    append("u00")
                    bytes.append(Self.hexDigit(b >> 4))
                    bytes.append(Self.hexDigit(b & 0x0F))
                }
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start...]))
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// The lower-case hexadecimal digit of `v` (0–15).
    private static func hexDigit(_ v: UInt8) -> UInt8 {
        v < 10 ? UInt8(ascii: "0") &+ v : UInt8(ascii: "a") &+ (v &- 10)
    }

    /// Appends `"YYYY-MM-DDTHH:MM:SSZ"` (UTC, proleptic Gregorian), truncated toward the earlier
    /// second. Throws `invalid-date` outside years 0001–9999.
    mutating func writeDate(_ date: Date) throws {
        // 0001-01-01T00:00:00Z and 9999-12-31T23:59:59Z in seconds since 1970.
        let unix = (date.timeIntervalSinceReferenceDate + 978_307_200).rounded(.down)
        guard unix >= -62_135_596_800, unix <= 253_402_300_799, let seconds = Int64(exactly: unix) else {
            throw PlistWriteError(.unrepresentableDate,
                DiagnosticRule.unrepresentableDateMessage(at: path().displayName, interval: date.timeIntervalSinceReferenceDate, outsideYears: true),
                path: path())
        }
        let time = CivilTime(secondsSince1970: seconds)
        bytes.append(UInt8(ascii: "\""))
        appendDigits(time.year, 4)
        bytes.append(UInt8(ascii: "-"))
        appendDigits(time.month, 2)
        bytes.append(UInt8(ascii: "-"))
        appendDigits(time.day, 2)
        bytes.append(UInt8(ascii: "T"))
        appendDigits(time.hour, 2)
        bytes.append(UInt8(ascii: ":"))
        appendDigits(time.minute, 2)
        bytes.append(UInt8(ascii: ":"))
        appendDigits(time.second, 2)
        append("Z\"")
    }

    private mutating func appendDigits(_ value: Int64, _ width: Int) {
        var digits = [UInt8](repeating: UInt8(ascii: "0"), count: width)
        var v = value
        var i = width - 1
        while i >= 0 {
            digits[i] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: v % 10)
            v /= 10
            i -= 1
        }
        bytes.append(contentsOf: digits)
    }
}
