import Foundation
import Testing
@testable import PlistLint
import PlistTestSupport

/// `PathGlob` matching at the configuration's limits (a pattern of 1 024 bytes) against a path
/// of `PATH_MAX` (4 096 bytes): linear in each, never the product of the pattern with itself or
/// of the path with itself. Bounded in CPU time.
@Suite struct PathGlobTimeTests {
    /// 1 024 bytes of `*a*a…*b` in one name; `**/*a*a…*b`.
    static let starsInAName = String(String(repeating: "*a", count: 511).dropLast()) + "*b"
    /// 1 024 bytes of `a/**/a/**/…`: 256 `**` folders.
    static let manyFolderStars = String(repeating: "a/**/", count: 203) + "b.plist"
    /// `*aaaa…ab`: each retry of the one `*` compares the whole literal run.
    static let longLiteralAfterAStar = "*" + String(repeating: "a", count: 1015) + "b.plist"

    /// 16 names of 255 `a`s (4 096 bytes with the slashes).
    static let longNames = Array(repeating: Substring(String(repeating: "a", count: 255)), count: 16)
    /// 2 048 names `a` (4 096 bytes with the slashes).
    static let manyFolders = Array(repeating: Substring("a"), count: 2048)

    @Test(arguments: [starsInAName, "**/" + starsInAName, manyFolderStars, longLiteralAfterAStar, "**/" + longLiteralAfterAStar])
    func hostilePatternsMatchInLinearTime(_ pattern: String) throws {
        #expect(pattern.utf8.count <= LintConfiguration.maxPatternLength + 3)
        let glob = try #require(PathGlob(pattern))
        for path in [Self.longNames, Self.manyFolders] {
            var results: [Bool] = []
            let seconds = TimeBudget.cpuSeconds {
                results = [glob.matches(path), glob.matchesPathOrFolder(path)]
            }
            #expect(results == [false, false])
            #expect(seconds < TimeBudget.seconds(0.5), "\(pattern.prefix(12))… against \(path.count) names took \(seconds) s of CPU")
        }
    }

    /// What the fast paths must still get right.
    static let cases: [(String, String, Bool, Bool)] = [
        // pattern, path, matches, matchesPathOrFolder
        ("*a*b", "xaybz", false, false),
        ("*a*b", "xayb", true, true),
        ("a*", "a", true, true),
        ("*", "", false, false),
        ("Pods", "Pods/x/y.plist", false, true),
        ("Vendor/**", "Vendor", true, true),
        ("a/**/b/**/c", "a/b/x/b/c", true, true),
        ("a/**/b/**/c", "a/b/x/c/d", false, true),
        ("a/*/c", "a/b/d/c", false, false),
        ("?*?", "ab", true, true),
        ("?*?", "a", false, false),
        ("**/*.plist", "x/y.plist", true, true),
        ("é?", "éé", true, true),
    ]

    @Test(arguments: cases)
    func matchingIsUnchanged(_ pattern: String, _ path: String, _ full: Bool, _ folder: Bool) throws {
        let glob = try #require(PathGlob(pattern))
        let components = path.split(separator: "/")
        #expect(glob.matches(components) == full)
        #expect(glob.matchesPathOrFolder(components) == folder)
    }
}
