/// A path pattern of the configuration file (`.plistkit.json`), matched against a path relative
/// to the folder holding that file, component by component (`/`-separated):
///
/// - `*` matches any characters within one name, `?` one character; any other character
///   matches itself (case-sensitively);
/// - `**` as a whole component matches any number of folders, none included;
/// - a pattern with no `/` matches a name at any depth (`*.plist` is `**/*.plist`), as in
///   `.gitignore`; a leading `/` or `./` anchors a pattern at the configuration's folder.
///
/// Matching is linear in the pattern and in the path, the two multiplied at worst: one pass over
/// the components keeps the set of path positions the pattern so far can reach (each pair of a
/// pattern component and a path component compared at most once), and a component is matched
/// against a name by the two-pointer method that, on a mismatch, only resumes from the last `*`
/// (no backtracking over earlier ones). A pattern at the configuration's limits (1 024 bytes)
/// against a path at `PATH_MAX` takes milliseconds.
struct PathGlob: Equatable, Sendable {
    /// The pattern as written.
    let text: String
    /// The components, `**` kept as one.
    private let components: [Component]

    /// One component of the pattern.
    private enum Component: Equatable, Sendable {
        /// `**`: any number of folders.
        case anyFolders
        /// A name pattern (`*`, `?`, literal characters).
        case name([Character])
    }

    /// Parses `text`; `nil` when it is empty or names nothing (`/`, `./`).
    init?(_ text: String) {
        var body = Substring(text)
        var anchored = false
        while body.hasPrefix("./") { body = body.dropFirst(2); anchored = true }
        if body.hasPrefix("/") { body = body.drop { $0 == "/" }; anchored = true }
        var parts: [Component] = body.split(separator: "/", omittingEmptySubsequences: true)
            .map { $0 == "**" ? .anyFolders : .name(Array($0)) }
        guard !parts.isEmpty else { return nil }
        if !anchored && parts.count == 1 && parts[0] != .anyFolders { parts.insert(.anyFolders, at: 0) }
        self.text = text
        self.components = parts
    }

    /// Whether the relative path `path` (components, no empty ones) matches.
    func matches(_ path: [Substring]) -> Bool {
        reachable(path).last == true
    }

    /// Whether the relative path `path` or one of the folders holding it matches: a pattern
    /// naming a folder (`Pods`, `Vendor/**`) covers every file below it.
    func matchesPathOrFolder(_ path: [Substring]) -> Bool {
        guard !path.isEmpty else { return false }
        return reachable(path).dropFirst().contains(true)
    }

    /// `reachable[j]`: whether the whole pattern matches the first `j` components of `path`;
    /// one pass over the pattern's components, each compared with each path component at most once.
    private func reachable(_ path: [Substring]) -> [Bool] {
        let names = path.map { Array($0) }
        let n = names.count
        var reachable = [Bool](repeating: false, count: n + 1)
        reachable[0] = true
        var next = reachable
        for component in components {
            switch component {
            case .anyFolders:
                var any = false
                for j in 0...n {
                    any = any || reachable[j]
                    next[j] = any
                }
            case .name(let pattern):
                next[0] = false
                for j in 0..<n {
                    next[j + 1] = reachable[j] && Self.matches(pattern, names[j])
                }
            }
            swap(&reachable, &next)
            if !reachable.contains(true) { break }
        }
        return reachable
    }

    /// Whether one name matches one component (`*`, `?`, literal characters): left to right,
    /// remembering only the last `*` seen and where its match ends; a mismatch lets that `*`
    /// take one more character and resumes after it. Earlier `*`s never need to take more: the
    /// part of the pattern between two `*`s is placed at its leftmost fit, and any later fit
    /// leaves less of the name for the rest. O(pattern × name) at worst, O(pattern + name) for
    /// the patterns people write.
    private static func matches(_ pattern: [Character], _ name: [Character]) -> Bool {
        var p = 0, i = 0
        var star: Int? = nil   // index of the last `*` in the pattern
        var resume = 0         // where in the name that `*`'s match ends
        while i < name.count {
            if p < pattern.count, pattern[p] == "*" {
                star = p
                resume = i
                p += 1
            } else if p < pattern.count, pattern[p] == "?" || pattern[p] == name[i] {
                p += 1
                i += 1
            } else if let star {
                p = star + 1
                resume += 1
                i = resume
            } else {
                return false
            }
        }
        while p < pattern.count, pattern[p] == "*" { p += 1 }
        return p == pattern.count
    }
}
