// PLACEHOLDER — replaced by the plist-lint work.
public enum PlistLintCommand {
    /// Runs the command with `arguments` (without the program name) and returns the exit status.
    public static func main(_ arguments: [String]) -> Int32 { 0 }
}
