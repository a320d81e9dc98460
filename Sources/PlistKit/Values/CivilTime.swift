/// A UTC time of day on a proleptic Gregorian date: the calendar arithmetic behind every
/// property-list date text (`YYYY-MM-DDTHH:MM:SSZ` of Apple's PropertyList-1.0 DTD, the JSON
/// writer's form, and `description`), without formatters, locales or time zones.
///
/// Day counts use Howard Hinnant's `days_from_civil` / `civil_from_days`
/// (http://howardhinnant.github.io/date_algorithms.html); no step overflows for any `Int64`
/// count of seconds (a day count is then below 1.1 × 10^14).
struct CivilTime: Equatable {
    var year: Int64
    /// 1–12.
    var month: Int64
    /// 1–31.
    var day: Int64
    var hour: Int64
    var minute: Int64
    var second: Int64

    /// The civil time of `seconds` since 1970-01-01T00:00:00Z, counting down for negative
    /// values (second −1 is 1969-12-31T23:59:59Z).
    init(secondsSince1970 seconds: Int64) {
        var days = seconds / 86_400
        var secondOfDay = seconds % 86_400
        if secondOfDay < 0 { secondOfDay += 86_400; days -= 1 }
        (year, month, day) = Self.civil(daysSince1970: days)
        hour = secondOfDay / 3600
        minute = secondOfDay / 60 % 60
        second = secondOfDay % 60
    }

    /// Days from 1970-01-01 to `year`-`month`-`day` (negative before it); `month` 1–12, `year`
    /// within ±10^12.
    static func daysSince1970(year: Int64, month: Int64, day: Int64) -> Int64 {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let mp = (month + 9) % 12
        let dayOfYear = (153 * mp + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// Year, month (1–12) and day (1–31) of a day count from 1970-01-01.
    static func civil(daysSince1970 days: Int64) -> (year: Int64, month: Int64, day: Int64) {
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let mp = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }
}
