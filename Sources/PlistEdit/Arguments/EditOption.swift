/// The option names `plist-edit` knows, for "did you mean" suggestions and for telling a
/// misspelt option from a value: plutil's spelling, PlistBuddy's `-c` and `-x`.
enum EditOption {
    /// The verbs (one per command line).
    static let verbs = ["-lint", "-p", "-convert", "-create", "-insert", "-replace", "-remove", "-extract", "-type", "-c", "-help"]
    /// The options that shape output.
    static let modifiers = ["-s", "-o", "-e", "-r", "-n", "-x", "-append", "-expect"]
    /// The value types of `-insert` and `-replace`.
    static let valueTypes = ["-bool", "-integer", "-float", "-string", "-date", "-data", "-xml", "-json", "-array", "-dictionary"]
    /// Every option name.
    static let all = verbs + modifiers + valueTypes + ["-h", "--help"]
}
