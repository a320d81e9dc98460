import Foundation
import Testing
@testable import PlistLint

/// plist-lint over the bundled fixtures: exact stdout, stderr and exit status.
@Suite struct LintFixtureTests {
    static let seeds = ["app.plist", "questions.plist", "columnList.plist", "imageInfo.plist"]

    @Test func theFourSeedPlistsPass() {
        #expect(LintRun.run([], files: Self.seeds, in: Fixtures.root) == LintRun(
            status: 0, stdout: "app.plist: OK\nquestions.plist: OK\ncolumnList.plist: OK\nimageInfo.plist: OK\n", stderr: ""))
    }

    @Test func quietPrintsNothingForPassingFiles() {
        #expect(LintRun.run(["-s"], files: Self.seeds, in: Fixtures.root) == LintRun(status: 0, stdout: "", stderr: ""))
        let run = LintRun.run(["--quiet"], files: ["app.plist", "Bad/bad-date.plist"], in: Fixtures.root)
        #expect(run.status == 1)
        #expect(run.stdout == "")
        #expect(run.stderr.hasPrefix("Bad/bad-date.plist:6:2: error: [invalid-date] "))
    }

    @Test func verboseNamesTheFormatAndSummarises() {
        #expect(LintRun.run(["--verbose"], files: ["app.plist", "Bad/bad-date.plist"], in: Fixtures.root) == LintRun(
            status: 1, stdout: "app.plist: OK (XML, schema app.schema.json)\n",
            stderr: "Bad/bad-date.plist:6:2: error: [invalid-date] invalid <date> \"2016-01-07 09:03:52\": expected YYYY-MM-DDTHH:MM:SSZ (UTC)\n\t<date>2016-01-07 09:03:52</date>\n\t^\n"
                + "plist-lint: 2 files checked, 1 passed, 1 failed\n"))
    }

    @Test func strictMakesWarningsFail() {
        let lenient = LintRun.run([], files: ["Bad/duplicate-key.plist"], in: Fixtures.root)
        let strict = LintRun.run(["--strict"], files: ["Bad/duplicate-key.plist"], in: Fixtures.root)
        #expect(lenient.status == 0)
        #expect(lenient.stdout == "Bad/duplicate-key.plist: OK\n")
        #expect(strict == LintRun(status: 1, stdout: "", stderr: lenient.stderr))
    }

    @Test func colourWrapsTheSeverity() {
        let run = LintRun.run(["--color", "always"], files: ["Bad/key-outside-dict.plist"], in: Fixtures.root)
        #expect(run.stderr == "Bad/key-outside-dict.plist:5:2: \u{1B}[1;31merror\u{1B}[0m: [misplaced-element] <key> outside <dict>\n\t<key>name</key>\n\u{1B}[1;32m\t^\u{1B}[0m\n")
    }

    /// One bad variant per error kind of the XML reader, with the report plist-lint prints.
    static let badVariants: [(String, Int32, String, String)] = [
        ("Bad/bad-base64.plist", 1, "", "Bad/bad-base64.plist:6:16: error: [invalid-data] invalid base64 character '*' in <data>\n\t<data>aWNvbl8w*DA=</data>\n\t              ^\n"),
        ("Bad/bad-date.plist", 1, "", "Bad/bad-date.plist:6:2: error: [invalid-date] invalid <date> \"2016-01-07 09:03:52\": expected YYYY-MM-DDTHH:MM:SSZ (UTC)\n\t<date>2016-01-07 09:03:52</date>\n\t^\n"),
        ("Bad/bad-integer.plist", 1, "", "Bad/bad-integer.plist:6:2: error: [invalid-integer] invalid integer \"12a\": unexpected character 'a'\n\t<integer>12a</integer>\n\t^\n"),
        ("Bad/duplicate-key.plist", 0, "Bad/duplicate-key.plist: OK\n", "Bad/duplicate-key.plist:10:3: warning: [duplicate-key] duplicate key \"name\" (first defined at 8:3); the later value wins\n\t\t<key>name</key>\n\t\t^\nBad/duplicate-key.plist:8:3: note: first definition of \"name\"\n\t\t<key>name</key>\n\t\t^\n"),
        ("Bad/entity-declaration.plist", 1, "", "Bad/entity-declaration.plist:3: error: [entity-declaration] entity declarations are not allowed in property lists (<!ENTITY name>)\n\t<!ENTITY name \"天天酷跑\">\n^\n"),
        ("Bad/key-in-value-position.plist", 1, "", "Bad/key-in-value-position.plist:7:3: error: [missing-value] key \"icon\" (line 6) has no value: found <key>name</key> where a value was expected\n\t\t<key>name</key>\n\t\t^\n"),
        ("Bad/key-outside-dict.plist", 1, "", "Bad/key-outside-dict.plist:5:2: error: [misplaced-element] <key> outside <dict>\n\t<key>name</key>\n\t^\n"),
        ("Bad/mangled-declaration.plist", 1, "", "Bad/mangled-declaration.plist:1:1: error: [syntax] malformed XML declaration \"<?XmlRss/ target=_blank class=infotextkey>Xml version=\\\"1.0\\\" \"…; expected <?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<?XmlRss/ target=_blank class=infotextkey>Xml version=\"1.0\" encoding=\"UTF-8\"?>\n^\n"),
        ("Bad/trailing-content.plist", 1, "", "Bad/trailing-content.plist:9:1: error: [content-after-root] extra content after the end of the document\n<plist version=\"1.0\">\n^\n"),
        ("Bad/trailing-key.plist", 1, "", "Bad/trailing-key.plist:8:3: error: [missing-value] value missing for key \"columnClassName\" (line 8): the <dict> ends at line 9\n\t\t<key>columnClassName</key>\n\t\t^\n"),
        ("Bad/two-values.plist", 1, "", "Bad/two-values.plist:8:1: error: [multiple-values] <plist> may contain only one value\n<dict>\n^\n"),
        ("Bad/unclosed-tag.plist", 1, "", "Bad/unclosed-tag.plist:8:3: error: [misplaced-element] <string> cannot contain elements; found <key> inside it\n\t\t<key>columnImgName</key>\n\t\t^\n"),
        ("Bad/unknown-element.plist", 1, "", "Bad/unknown-element.plist:7:3: error: [unknown-element] unknown element <str>\n\t\t<str>icon_00</str>\n\t\t^\n"),
    ]

    @Test(arguments: badVariants.indices)
    func eachBadVariantGivesItsReport(_ i: Int) {
        let (file, status, stdout, stderr) = Self.badVariants[i]
        #expect(LintRun.run([], files: [file], in: Fixtures.root) == LintRun(status: status, stdout: stdout, stderr: stderr))
    }

    @Test func aFolderIsCheckedFileByFileInNameOrder() {
        let run = LintRun.run(["--quiet"], files: ["Bad"], in: Fixtures.root)
        let expected = Self.badVariants.map(\.3).joined()
        #expect(run == LintRun(status: 1, stdout: "", stderr: expected))
    }

    /// The script behind the README's first command compares its output with these files.
    @Test(arguments: [
        ("lint-seeds", ["Fixtures/app.plist", "Fixtures/questions.plist", "Fixtures/columnList.plist", "Fixtures/imageInfo.plist"], Int32(0)),
        ("lint-broken", ["Fixtures/Bad/key-in-value-position.plist"], Int32(1)),
        ("lint-misspelled", ["Fixtures/Bad/questions-misspelled.plist"], Int32(1)),
    ])
    func goldenOutputsOfLintFixturesScript(_ name: String, _ files: [String], _ status: Int32) throws {
        let repository = Fixtures.root.deletingLastPathComponent()
        let expected = LintRun(
            status: status,
            stdout: String(decoding: try Fixtures.data("Expected/\(name).stdout"), as: UTF8.self),
            stderr: String(decoding: try Fixtures.data("Expected/\(name).stderr"), as: UTF8.self))
        let options = name == "lint-misspelled" ? ["--schema", repository.path + "/Fixtures/questions.schema.json"] : []
        #expect(LintRun.run(options, files: files, in: repository) == expected)
    }
}
