/// A path pattern of the configuration file (`.plistkit.json`), matched against a path relative
/// to the folder holding that file, component by component (`/`-separated):
///
/// - `*` matches any characters within one name, `?` one character; any other character
///   matches itself (case-sensitively);
/// - `**` as a whole component matches any number of folders, none included;
/// - a pattern with no `/` matches a name at any depth (`*.plist` is `**/*.plist`), as in
///   `.gitignore`; a leading `/` or `./` anchors a pattern at the configuration's folder.
///
/// Matching takes time proportional to the pattern's length times the path's (no backtracking).
struct PathGlob: Equatable, Sendable {
    /// The pattern as written.
    let text: String
    /// The components, `**` kept as one.
    private let components: [[Character]]

    /// Parses `text`; `nil` when it is empty or names nothing (`/`, `./`).
    init?(_ text: String) {
        var body = Substring(text)
        var anchored = false
        while body.hasPrefix("./") { body = body.dropFirst(2); anchored = true }
        if body.hasPrefix("/") { body = body.drop { $0 == "/" }; anchored = true }
        var parts = body.split(separator: "/", omittingEmptySubsequences: true).map { Array($0) }
        guard !parts.isEmpty else { return nil }
        if !anchored && parts.count == 1 && parts[0] != ["*", "*"] { parts.insert(["*", "*"], at: 0) }
        self.text = text
        self.components = parts
    }

    /// Whether the relative path `path` (components, no empty ones) matches.
    func matches(_ path: [Substring]) -> Bool {
        // reachable[j]: the first i pattern components can match the first j path components.
        let n = path.count
        var reachable = [Bool](repeating: false, count: n + 1)
        reachable[0] = true
        for component in components {
            var next = [Bool](repeating: false, count: n + 1)
            if component == ["*", "*"] {
                var any = false
                for j in 0...n {
                    any = any || reachable[j]
                    next[j] = any
                }
            } else {
                for j in 0..<n where reachable[j] && Self.matches(component, Array(path[j])) {
                    next[j + 1] = true
                }
            }
            reachable = next
        }
        return reachable[n]
    }

    /// Whether the relative path `path` or one of the folders holding it matches: a pattern
    /// naming a folder (`Pods`, `Vendor/**`) covers every file below it.
    func matchesPathOrFolder(_ path: [Substring]) -> Bool {
        guard !path.isEmpty else { return false }
        return (1...path.count).contains { matches(Array(path.prefix($0))) }
    }

    /// Whether one name matches one component (`*`, `?`, literal characters).
    private static func matches(_ pattern: [Character], _ name: [Character]) -> Bool {
        // reachable[j]: the pattern so far can match the first j characters of the name.
        var reachable = [Bool](repeating: false, count: name.count + 1)
        reachable[0] = true
        for p in pattern {
            var next = [Bool](repeating: false, count: name.count + 1)
            switch p {
            case "*":
                var any = false
                for j in 0...name.count {
                    any = any || reachable[j]
                    next[j] = any
                }
            default:
                for j in 0..<name.count where reachable[j] && (p == "?" || name[j] == p) {
                    next[j + 1] = true
                }
            }
            reachable = next
        }
        return reachable[name.count]
    }
}
