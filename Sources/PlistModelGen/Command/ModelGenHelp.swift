import CommandLineSupport

/// The texts `plist-modelgen` prints about itself: usage, help and usage-error reports.
enum ModelGenHelp {
    /// The command's name as printed.
    static let commandName = "plist-modelgen"

    /// The one-line usage: every option (``ModelGenOption``) but `--help`, then the samples.
    static let usage = "Usage: \(commandName) "
        + ModelGenOption.allCases.filter { $0 != .help }
            .map { "[\($0.longName)\($0.valueName.map { " <\($0)>" } ?? "")]" }
            .joined(separator: " ")
        + " <sample> ..."

    /// A usage error as printed to stderr (swift-argument-parser's layout, as `plist-lint`).
    static func report(_ error: UsageError) -> String {
        UsageReport.render(error, command: commandName, usage: usage)
    }

    /// The full help, printed to stdout by `--help`.
    static var text: String {
        var s = """
        OVERVIEW: Generate Swift model types (Codable structs) and their JSON Schema from sample
        property lists (XML, binary, JSON or OpenStep). (\(commandName) \(ModelGenCommand.version))

        \(usage.replacingOccurrences(of: "Usage: ", with: "USAGE: "))

        ARGUMENTS:
          <sample>  Sample files of one document type; all are merged. A key missing or null in
                    some samples is optional; integers and reals give Double; other conflicts
                    give an enum with one case per kind, with a warning; dictionaries keyed
                    by data ("0.jpg", "42") give [String: T]. Nested types are declared
                    inside the type that uses them (Settings.Server).

        OPTIONS:

        """
        s += ModelGenOption.helpSection
        s += """

        EXIT STATUS:
          0   the models were written (warnings about the samples allowed)
          1   a sample could not be read, or an output could not be written
          64  usage error (unknown option, bad value, no samples)

        """
        return s
    }
}
