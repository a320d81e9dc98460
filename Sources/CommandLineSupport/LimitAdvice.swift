import Foundation

/// The advice in a PlistKit limit message, rewritten for a command's user: the one way a tool
/// words it. The library's messages end with advice a program follows, `raise
/// PlistReader.Options.NAME` (PlistKit's reader-limit templates beside `DiagnosticRule.limitExceeded`, `PlistReader`, `RegularFile`, the binary reader): a tool
/// that has a flag for that limit says `raise it with FLAG` instead; a tool that has none drops
/// the advice, since its user cannot follow it.
///
/// ```swift
/// LimitAdvice.rewritten("file is 2023 bytes, more than the limit of 1024 (raise PlistReader.Options.maxInputSize)",
///                       flags: ["maxInputSize": "--max-size"])
/// // "file is 2023 bytes, more than the limit of 1024 (raise it with --max-size)"
/// LimitAdvice.rewritten("nesting too deep (limit 512); raise PlistReader.Options.maxDepth", flags: [:])
/// // "nesting too deep (limit 512)"
/// ```
package enum LimitAdvice {
    /// What the library's advice starts with; the option's property name follows.
    static let prefix = "raise PlistReader.Options."

    /// `message` with each `raise PlistReader.Options.NAME` rewritten: to `raise it with FLAG`
    /// when `flags[NAME]` is `FLAG`, else removed with what introduces it (` (…)` when it is
    /// the whole parenthesis, `; ` before it otherwise). Text without such advice is returned
    /// as it is.
    ///
    /// - Parameters:
    ///   - message: a PlistKit message (one line).
    ///   - flags: the command's flag for each option property name it exposes, e.g.
    ///     `["maxInputSize": "--max-size", "maxValueCount": "--max-values"]`.
    package static func rewritten(_ message: String, flags: [String: String]) -> String {
        var text = message
        var searchStart = text.startIndex
        while let advice = text.range(of: prefix, range: searchStart..<text.endIndex) {
            let nameEnd = text[advice.upperBound...].firstIndex { !($0.isLetter || $0.isNumber) } ?? text.endIndex
            let name = String(text[advice.upperBound..<nameEnd])
            if let flag = flags[name] {
                let replacement = "raise it with \(flag)"
                text.replaceSubrange(advice.lowerBound..<nameEnd, with: replacement)
                searchStart = text.index(advice.lowerBound, offsetBy: replacement.count)
                continue
            }
            var removed = advice.lowerBound..<nameEnd
            if text[..<removed.lowerBound].hasSuffix(" ("), text[removed.upperBound...].hasPrefix(")") {
                removed = text.index(removed.lowerBound, offsetBy: -2)..<text.index(after: removed.upperBound)
            } else if text[..<removed.lowerBound].hasSuffix("; ") {
                removed = text.index(removed.lowerBound, offsetBy: -2)..<removed.upperBound
            }
            searchStart = removed.lowerBound
            text.removeSubrange(removed)
        }
        return text
    }
}
