import Foundation
import Testing
@testable import PlistLint

@Suite struct FileDiscoveryTests {
    @Test func foldersExpandToSortedPlistsDepthFirstSkippingHiddenAndLinks() throws {
        let tree = try TemporaryTree([
            "root/b.plist": "", "root/a.plist": "", "root/A.plist": "", "root/notes.txt": "",
            "root/sub/z.plist": "", "root/sub/deeper/y.plist": "", "root/c.plist.bak": "",
            "root/.git/config.plist": "", "root/.hidden.plist": "", "root/0/x.plist": "",
        ], symlinks: ["root/link.plist": "a.plist", "root/linkdir": "sub"])
        defer { tree.remove() }
        let base = tree.url.path
        let targets = LintTarget.expand([base + "/root", base + "/root/sub/", "missing.plist"])
        #expect(targets.map { $0.path.replacingOccurrences(of: base + "/", with: "") } == [
            "root/0/x.plist", "root/A.plist", "root/a.plist", "root/b.plist",
            "root/sub/deeper/y.plist", "root/sub/z.plist",
            "root/sub/deeper/y.plist", "root/sub/z.plist",
            "missing.plist",
        ])
        #expect(targets.allSatisfy { $0.problem == nil })
    }

    @Test func aFolderWithoutPlistsIsAnError() throws {
        let tree = try TemporaryTree(["only-json/a.json": "{}", "only-json/sub/notes.txt": ""])
        defer { tree.remove() }
        let folder = tree.url.path + "/only-json"
        let targets = LintTarget.expand([folder])
        #expect(targets.map(\.path) == [folder])
        #expect(targets.first?.problem?.description == "\(folder): error: [io] no property list files (*.plist, *.strings, *.stringsdict, *.entitlements, *.xcprivacy, *.mobileconfig) in this folder")
    }

    @Test func siblingSchemaName() {
        #expect(FileLinter.siblingSchemaPath(for: "Fixtures/questions.plist") == "Fixtures/questions.schema.json")
        #expect(FileLinter.siblingSchemaPath(for: "c-good.json") == nil)
        #expect(FileLinter.siblingSchemaPath(for: ".plist") == nil)
        // Matched by bytes, as the walk matches `*.plist`: U+0600 joins the `.` into one character.
        #expect(FileLinter.siblingSchemaPath(for: "d/\u{600}.plist") == "d/\u{600}.schema.json")
    }
}
