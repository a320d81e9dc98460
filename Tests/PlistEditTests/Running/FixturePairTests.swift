import Foundation
import PlistKit
import Testing
@testable import PlistEdit

/// Byte-exact before / command / after pairs (`Fixtures/Edit/`): XML with tabs, spaces, a
/// comment between key and value and CRLF line ends; JSON pretty and compact; OpenStep. Each
/// command is run in place on a copy of the before file, and with `-o -`; both give the after
/// file exactly.
@Suite struct FixturePairTests {
    struct Case: CustomStringConvertible, Sendable {
        var name: String
        var before: String
        var arguments: [String]
        var description: String { name }
        var after: String { "\(name).after.\(before.split(separator: ".").last ?? "plist")" }
    }

    static let cases: [Case] = [
        Case(name: "tabs-replace", before: "tabs.plist", arguments: ["-replace", "CFBundleVersion", "-string", "43"]),
        Case(name: "tabs-insert-key", before: "tabs.plist", arguments: ["-insert", "ITSAppUsesNonExemptEncryption", "-bool", "NO"]),
        Case(name: "tabs-remove-element", before: "tabs.plist", arguments: ["-remove", "UIBackgroundModes.0"]),
        Case(name: "tabs-append", before: "tabs.plist", arguments: ["-insert", "UIBackgroundModes", "-string", "voip", "-append"]),
        Case(name: "tabs-set-dotted-key", before: "tabs.plist", arguments: ["-c", "Set :com.apple.developer.team-identifier ZZZZZ99999"]),
        Case(name: "tabs-plistkit-notation", before: "tabs.plist", arguments: ["-replace", #"["com.apple.developer.team-identifier"]"#, "-string", "ZZZZZ99999"]),
        Case(name: "tabs-escaped-value", before: "tabs.plist", arguments: ["-replace", "CFBundleIdentifier", "-string", "a < b & c"]),
        Case(name: "spaces-script", before: "spaces.plist", arguments: ["-c", "Set :CFBundleVersion 43", "-c", "Add :ITSAppUsesNonExemptEncryption bool false",
                                                                        "-c", "Add :LSApplicationQueriesSchemes: string tel"]),
        Case(name: "comment-replace", before: "comment.plist", arguments: ["-replace", "CFBundleVersion", "-string", "43"]),
        Case(name: "crlf-add", before: "crlf.plist", arguments: ["-c", "Add :New string x", "-c", "Add :Modes:0 string fetch"]),
        Case(name: "pretty-replace", before: "pretty.json", arguments: ["-replace", "version", "-integer", "2"]),
        Case(name: "pretty-insert-element", before: "pretty.json", arguments: ["-insert", "tags.0", "-string", "new"]),
        Case(name: "pretty-script", before: "pretty.json", arguments: ["-c", "Add :options:sound bool true", "-c", "Delete :name"]),
        Case(name: "compact-script", before: "compact.json", arguments: ["-c", "Add :b string x", "-c", "Set :version 2"]),
        Case(name: "compact-append-escaped", before: "compact.json", arguments: ["-insert", "tags", "-string", #"q"uote"#, "-append"]),
        Case(name: "openstep-replace", before: "openstep.plist", arguments: ["-replace", "title", "-string", "New Title"]),
        Case(name: "openstep-script", before: "openstep.plist", arguments: ["-c", "Add :images: string 2.jpg", "-c", "Set :name Quiz"]),
        Case(name: "openstep-remove", before: "openstep.plist", arguments: ["-remove", "images.0"]),
    ]

    @Test(arguments: cases)
    func commandTurnsBeforeIntoAfterByteForByte(_ pair: Case) throws {
        let before = try Fixtures.data("Edit/\(pair.before)")
        let after = try Fixtures.data("Edit/\(pair.after)")
        let dir = try TempEditDirectory.make([:])
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent(pair.before)
        try before.write(to: file)

        let toStandardOutput = EditRun.run(pair.arguments + ["-o", "-", file.path])
        #expect(toStandardOutput.status == 0, "\(toStandardOutput)")
        #expect(toStandardOutput.stdoutData == after)
        #expect(try Data(contentsOf: file) == before)

        let inPlace = EditRun.run(pair.arguments + [file.path])
        #expect(inPlace.status == 0, "\(inPlace)")
        #expect(inPlace.stdout == "" && inPlace.stderr == "")
        #expect(try Data(contentsOf: file) == after)
    }

    /// For a replaced value, the bytes before and after the old value's span are the file's
    /// own, and only the value's bytes change.
    @Test(arguments: [
        ("tabs.plist", "CFBundleVersion", ["-replace", "CFBundleVersion", "-string", "43"], "<string>43</string>"),
        ("comment.plist", "CFBundleVersion", ["-replace", "CFBundleVersion", "-string", "43"], "<string>43</string>"),
        ("crlf.plist", "CFBundleVersion", ["-c", "Set :CFBundleVersion 43"], "<string>43</string>"),
        ("pretty.json", "version", ["-c", "Set :version 2"], "2"),
        ("compact.json", "name", ["-replace", "name", "-string", "Quiz"], #""Quiz""#),
        ("openstep.plist", "title", ["-c", "Set :title \"New Title\""], #""New Title""#),
    ])
    func bytesOutsideTheTouchedSpanAreIdentical(file name: String, keyPath: String, arguments: [String], newText: String) throws {
        let before = try Fixtures.data("Edit/\(name)")
        let dir = try TempEditDirectory.make([:])
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent(name)
        try before.write(to: file)
        let run = EditRun.run(arguments + [file.path])
        #expect(run.status == 0, "\(run)")
        let after = try Data(contentsOf: file)
        let span = try #require(try PlistReader().read(before).root.value(forKeyPath: keyPath).sourceRange)
        let tail = before.count - span.upperBound
        #expect(after.prefix(span.lowerBound) == before.prefix(span.lowerBound))
        #expect(after.suffix(tail) == before.suffix(tail))
        #expect(String(decoding: after.dropFirst(span.lowerBound).dropLast(tail), as: UTF8.self) == newText)
    }
}
