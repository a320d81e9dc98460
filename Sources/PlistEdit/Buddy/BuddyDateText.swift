import Foundation

/// Dates as PlistBuddy prints them, `Thu Jan 02 03:04:05 UTC 2020` (`strftime`'s
/// `%a %b %d %H:%M:%S %Z %Y`), always in UTC here (PlistBuddy uses the local time zone), so
/// that output does not depend on the machine's `TZ`.
enum BuddyDateText {
    private static func formatter() -> DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.calendar = Calendar(identifier: .gregorian)
        formatter.dateFormat = "EEE MMM dd HH:mm:ss 'UTC' yyyy"
        return formatter
    }

    /// `date` in PlistBuddy's form, in UTC.
    static func string(from date: Date) -> String {
        formatter().string(from: date)
    }

    /// The date `text` names in that form (zone `UTC` or `GMT`), or `nil`.
    static func date(from text: String) -> Date? {
        let parts = text.split(separator: " ", omittingEmptySubsequences: true)
        guard parts.count == 6, parts[4] == "UTC" || parts[4] == "GMT" else { return nil }
        var normalized = parts.map(String.init)
        normalized[4] = "UTC"
        return formatter().date(from: normalized.joined(separator: " "))
    }
}
