import Foundation

/// Parses and formats plist dates: exactly `YYYY-MM-DDTHH:MM:SSZ`, always UTC.
///
/// This is the only form Apple's parsers accept in `<date>` (PropertyList-1.0 DTD, ISO 8601
/// restricted to whole seconds and the `Z` zone). The conversion is pure arithmetic on the
/// proleptic Gregorian calendar (no `DateFormatter`, no `Calendar`, no time zone): the result
/// never depends on the host's `TZ`. Years 0000–9999 are read (Apple's encoder writes year
/// 0000 and its parser reads it back); ``string(from:)`` prints 0001–9999. Month, day (including February 29 only in leap years and no
/// February 30), hour (00–23), minute and second (00–59) are checked.
enum PlistDateParser {
    /// Why a text is not a plist date.
    enum Failure: Error, Equatable {
        /// No characters at all.
        case empty
        /// Not the layout `YYYY-MM-DDTHH:MM:SSZ` (fractions, offsets, no `Z`, date only…).
        case malformed
        /// A field outside its range: the field's name (`year`, `month`, `day`, `hour`,
        /// `minute`, `second`) and its value.
        case fieldOutOfRange(field: String, value: Int)
    }

    /// The years ``string(from:)`` prints.
    static let yearRange = 1...9999
    /// The years ``parse(_:)-(UnsafeBufferPointer<UInt8>)`` reads: year 0000 too, which Apple's
    /// encoder writes (for dates before 0001) and its parser reads.
    static let readableYears = 0...9999

    /// Seconds from 1970-01-01 to 2001-01-01 (the Cocoa reference date).
    private static let unixToReference: Int64 = 978_307_200

    /// Parses `text` (UTF-8 bytes).
    static func parse(_ text: UnsafeBufferPointer<UInt8>) -> Result<Date, Failure> {
        if text.isEmpty { return .failure(.empty) }
        guard text.count == 20, text[4] == UInt8(ascii: "-"), text[7] == UInt8(ascii: "-"),
              text[10] == UInt8(ascii: "T"), text[13] == UInt8(ascii: ":"), text[16] == UInt8(ascii: ":"),
              text[19] == UInt8(ascii: "Z"),
              let year = number(text, 0, 4), let month = number(text, 5, 2), let day = number(text, 8, 2),
              let hour = number(text, 11, 2), let minute = number(text, 14, 2), let second = number(text, 17, 2)
        else { return .failure(.malformed) }
        if !readableYears.contains(year) { return .failure(.fieldOutOfRange(field: "year", value: year)) }
        if !(1...12).contains(month) { return .failure(.fieldOutOfRange(field: "month", value: month)) }
        if day < 1 || day > daysIn(month: month, year: year) { return .failure(.fieldOutOfRange(field: "day", value: day)) }
        if hour > 23 { return .failure(.fieldOutOfRange(field: "hour", value: hour)) }
        if minute > 59 { return .failure(.fieldOutOfRange(field: "minute", value: minute)) }
        if second > 59 { return .failure(.fieldOutOfRange(field: "second", value: second)) }
        let days = CivilTime.daysSince1970(year: Int64(year), month: Int64(month), day: Int64(day))
        let seconds = days * 86_400 + Int64(hour * 3600 + minute * 60 + second)
        return .success(Date(timeIntervalSinceReferenceDate: Double(seconds - unixToReference)))
    }

    /// What Apple's parser reads for a date in the layout whose day, hour, minute or second is
    /// past its range (`2024-01-32T00:00:00Z`): it carries the excess over (`2024-02-01T00:00:00Z`,
    /// Linux `plutil`). PlistKit rejects such dates and names this in the message.
    /// - Returns: the rolled-over text, or `nil` when the text is not in the layout, its month
    ///   is out of range, or nothing rolls over.
    static func appleRollover(_ text: UnsafeBufferPointer<UInt8>) -> String? {
        guard text.count == 20, text[4] == UInt8(ascii: "-"), text[7] == UInt8(ascii: "-"), text[10] == UInt8(ascii: "T"),
              text[13] == UInt8(ascii: ":"), text[16] == UInt8(ascii: ":"), text[19] == UInt8(ascii: "Z"),
              let year = number(text, 0, 4), let month = number(text, 5, 2), let day = number(text, 8, 2),
              let hour = number(text, 11, 2), let minute = number(text, 14, 2), let second = number(text, 17, 2),
              (1...12).contains(month), readableYears.contains(year) else { return nil }
        let days = CivilTime.daysSince1970(year: Int64(year), month: Int64(month), day: 1) + Int64(day) - 1
        let seconds = days * 86_400 + Int64(hour * 3600 + minute * 60 + second)
        let t = CivilTime(secondsSince1970: seconds)
        return pad(Int(t.year), 4) + "-" + pad(Int(t.month), 2) + "-" + pad(Int(t.day), 2) + "T"
            + pad(Int(t.hour), 2) + ":" + pad(Int(t.minute), 2) + ":" + pad(Int(t.second), 2) + "Z"
    }

    /// Parses a Swift string; see ``parse(_:)-(UnsafeBufferPointer<UInt8>)``.
    static func parse(_ text: String) -> Result<Date, Failure> {
        var copy = text
        return copy.withUTF8 { parse($0) }
    }

    /// Formats `date` as `YYYY-MM-DDTHH:MM:SSZ` in UTC, truncating any fraction toward the
    /// earlier second (`…:06.9` prints `…:06`), or returns `nil` when the year would fall
    /// outside 0001–9999 or the date is not finite.
    static func string(from date: Date) -> String? {
        let t = date.timeIntervalSince1970.rounded(.down)
        guard t.isFinite, let total = Int64(exactly: t) else { return nil }
        let time = CivilTime(secondsSince1970: total)
        guard let y = Int(exactly: time.year), yearRange.contains(y) else { return nil }
        let (m, d, h, mi, s) = (Int(time.month), Int(time.day), Int(time.hour), Int(time.minute), Int(time.second))
        return pad(y, 4) + "-" + pad(m, 2) + "-" + pad(d, 2) + "T" + pad(h, 2) + ":" + pad(mi, 2) + ":" + pad(s, 2) + "Z"
    }

    private static func pad(_ v: Int, _ width: Int) -> String {
        let s = String(v)
        return s.count >= width ? s : String(repeating: "0", count: width - s.count) + s
    }

    private static func number(_ t: UnsafeBufferPointer<UInt8>, _ start: Int, _ count: Int) -> Int? {
        var v = 0
        for k in start..<(start + count) {
            let b = t[k]
            guard b >= 0x30 && b <= 0x39 else { return nil }
            v = v * 10 + Int(b - 0x30)
        }
        return v
    }

    private static func isLeap(_ y: Int) -> Bool { (y % 4 == 0 && y % 100 != 0) || y % 400 == 0 }

    private static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: return isLeap(year) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }
}
