/// The wording of a reader limit that stopped a read: one text per limit for every format
/// (XML, JSON, OpenStep, binary), so the same document gives the same finding in each.
///
/// Each message names the limit and the ``PlistReader/Options`` property that raises it;
/// `plist-lint` rewrites the property name to its own option (`--max-size`, `--max-values`).
enum ReaderLimit {
    /// `nesting too deep (limit 512); raise PlistReader.Options.maxDepth`.
    static func depth(_ limit: Int) -> String {
        "nesting too deep (limit \(limit)); raise PlistReader.Options.maxDepth"
    }

    /// `more than 1000000 values; raise PlistReader.Options.maxValueCount`.
    static func valueCount(_ limit: Int) -> String {
        "more than \(limit) values; raise PlistReader.Options.maxValueCount"
    }

    /// `string longer than 16777216 bytes; raise PlistReader.Options.maxStringLength`, where
    /// `what` names the value (`string`, `<data> text`).
    static func stringLength(_ limit: Int, what: String = "string") -> String {
        "\(what) longer than \(limit) bytes; raise PlistReader.Options.maxStringLength"
    }
}
