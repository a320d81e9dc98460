/// The text a command prints about a usage error, in swift-argument-parser's layout.
package enum UsageReport {
    /// `Error: <message>`, the usage line, and where to find help, each on its own line:
    ///
    ///     Error: Unknown option '--quite'. Did you mean '--quiet'?
    ///     Usage: plist-lint [<options>] <path> ...
    ///       See 'plist-lint --help' for more information.
    package static func render(_ error: UsageError, command: String, usage: String) -> String {
        "Error: \(error.description)\n\(usage)\n  See '\(command) --help' for more information.\n"
    }

    /// `text` broken at spaces into lines of at most `width` columns (a longer word stands on
    /// its own line), each starting with `indent` and ending with a newline.
    package static func wrap(_ text: String, indent: String, width: Int = 80) -> String {
        var out = ""
        var line = indent
        for word in text.split(separator: " ") {
            if line.count > indent.count, line.count + 1 + word.count > width {
                out += line + "\n"
                line = indent
            }
            line += (line.count > indent.count ? " " : "") + word
        }
        return out + line + "\n"
    }
}
