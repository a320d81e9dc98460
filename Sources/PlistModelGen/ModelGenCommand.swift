// PLACEHOLDER — replaced by the plist-modelgen work.
public enum ModelGenCommand {
    /// Runs the command with `arguments` (without the program name) and returns the exit status.
    public static func main(_ arguments: [String]) -> Int32 { 0 }
}
