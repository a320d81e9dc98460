import Foundation
import PlistKit
import Testing
@testable import PlistEdit

/// PlistBuddy's documented semantics, compiled to PlistEdit and checked by the one tree
/// semantics: the tree after each command, the edits that will be written, Save/Revert/Exit.
@Suite struct BuddySessionTests {
    let root = PlistNode(["CFBundleVersion": "42", "com.apple.foo": true,
                          "modes": ["audio", "fetch"], "d": ["x": 1.5, "n": 3]])

    func session(files: [String: Data] = [:]) -> BuddySession {
        BuddySession(root: root) { path in
            guard let data = files[path] else { throw EditFailure("", "no such file \(path)") }
            return data
        }
    }

    func run(_ lines: [String], files: [String: Data] = [:]) throws -> BuddySession {
        var s = session(files: files)
        for line in lines where !s.hasExited { _ = try s.run(BuddyCommand(parsing: line)) }
        return s
    }

    @Test func setReadsTheValueAsTheTypeAlreadyThere() throws {
        let s = try run(["Set :CFBundleVersion 43", "Set :d:x 2.25", "Set :d:n 7", "Set :com.apple.foo NO", "Set :modes:1 voip"])
        #expect(s.current.value == ["CFBundleVersion": "43", "com.apple.foo": false, "modes": ["audio", "voip"], "d": ["x": 2.25, "n": 7]])
        #expect(s.pendingEdits == [.replace(["CFBundleVersion"], with: "43"), .replace(["d", "x"], with: 2.25), .replace(["d", "n"], with: 7),
                                   .replace(PlistKeyPath([PlistKeyPath.Component("com.apple.foo")]), with: false), .replace(["modes", "1"], with: "voip")])
    }

    @Test func setNeedsAnExistingScalarAndAValueOfItsType() {
        var s = session()
        #expect(throws: EditFailure("", #"entry ":nope" does not exist: key path "nope": no key "nope" in the dictionary at the root"#)) {
            try s.run(.set(BuddyEntry(":nope"), "1"))
        }
        #expect(throws: EditFailure("", #"cannot set entry ":modes": it is an array (Set changes scalars; use Delete and Add)"#)) {
            try s.run(.set(BuddyEntry(":modes"), "1"))
        }
        #expect(throws: EditFailure("", #"invalid integer for entry ":d:n": "seven" is not an integer (decimal or 0x hexadecimal, from -9223372036854775808 to 18446744073709551615)"#)) {
            try s.run(.set(BuddyEntry(":d:n"), "seven"))
        }
        #expect(s.current.value == root.value)
        #expect(s.pendingEdits.isEmpty)
    }

    @Test func addInsertsAppendsAndRefusesPresentKeys() throws {
        let s = try run(["Add :CFBundleGetInfoString string App version 1.0.1", "Add :modes:0 string voip", "Add :modes: dict",
                         "Add :d:flag bool true", "Add :d:when date 2020-01-02T03:04:05Z", "Add :d:blob data hi"])
        #expect(s.current.value == ["CFBundleVersion": "42", "com.apple.foo": true, "modes": ["voip", "audio", "fetch", [:]],
                                    "d": ["x": 1.5, "n": 3, "flag": true, "when": .date(Date(timeIntervalSince1970: 1_577_934_245)),
                                          "blob": .data(Data("hi".utf8))],
                                    "CFBundleGetInfoString": "App version 1.0.1"])
        var again = s
        #expect(throws: EditFailure("", #"cannot insert at "CFBundleVersion": the key already exists"#)) {
            try again.run(.add(BuddyEntry(":CFBundleVersion"), .string, "x"))
        }
        #expect(throws: EditFailure("", #"cannot insert at "missing.k": key path "missing.k": no key "missing" in the dictionary at the root"#)) {
            try again.run(.add(BuddyEntry(":missing:k"), .string, "x"))
        }
    }

    @Test func deleteCopyImportAndClear() throws {
        let s = try run(["Delete :modes:0", "Copy :d :e", "Copy :CFBundleVersion :modes:", "Import :Icon icon.png", "Import :CFBundleVersion icon.png"],
                        files: ["icon.png": Data([0x89, 0x50])])
        #expect(s.current.value == ["CFBundleVersion": .data(Data([0x89, 0x50])), "com.apple.foo": true, "modes": ["fetch", "42"],
                                    "d": ["x": 1.5, "n": 3], "e": ["x": 1.5, "n": 3], "Icon": .data(Data([0x89, 0x50]))])
        let cleared = try run(["Clear array"])
        #expect(cleared.current.value == [])
        #expect(cleared.pendingEdits == [.replace(.root, with: [])])
        var s2 = session()
        #expect(throws: EditFailure("", #"cannot insert at "d": the key already exists"#)) { try s2.run(.copy(BuddyEntry(":modes"), BuddyEntry(":d"))) }
        #expect(throws: EditFailure("", #"cannot remove "modes.5": key path "modes.5": index 5 out of range at "modes" (array of 2 elements)"#)) {
            try s2.run(.delete(BuddyEntry(":modes:5")))
        }
    }

    @Test func mergeAddsMissingKeysAndSkipsPresentOnes() throws {
        let other = try PlistWriter(format: .xml).write(["CFBundleVersion": "99", "New": 1] as PlistValue)
        var s = session(files: ["o.plist": other])
        let printed = try s.run(.merge(file: "o.plist", nil))
        #expect(printed == "Duplicate Entry Was Skipped: CFBundleVersion\n")
        #expect(try s.current.value(forKeyPath: "New").value == 1)
        #expect(try s.current.value(forKeyPath: "CFBundleVersion").value == "42")
        let list = try PlistWriter(format: .xml).write(["x", "y"] as PlistValue)
        var s3 = session(files: ["l.plist": list])
        _ = try s3.run(.merge(file: "l.plist", BuddyEntry(":modes")))
        #expect(try s3.current.value(forKeyPath: "modes").value == ["audio", "fetch", "x", "y"])
        #expect(throws: EditFailure("", #"cannot merge an array into the dictionary at ":d" (only a dictionary's entries can be merged into a dictionary)"#)) {
            try s3.run(.merge(file: "l.plist", BuddyEntry(":d")))
        }
    }

    @Test func saveRevertAndExitDecideWhatIsWritten() throws {
        let s = try run(["Set :CFBundleVersion 43", "Save", "Delete :modes", "Revert", "Set :d:n 4", "Exit", "Delete :d"])
        #expect(s.savedEdits == [.replace(["CFBundleVersion"], with: "43")])
        #expect(s.pendingEdits == [.replace(["d", "n"], with: 4)])
        #expect(s.hasExited)
        #expect(try s.saved.value(forKeyPath: "modes").value == ["audio", "fetch"])
    }

    @Test func printShowsPlistBuddysLayoutAndXMLWithX() throws {
        var s = session()
        #expect(try s.run(.printEntry(BuddyEntry(":d"))) == "Dict {\n    x = 1.500000\n    n = 3\n}\n")
        #expect(try s.run(.printEntry(BuddyEntry(":modes:1"))) == "fetch\n")
        s.printsXML = true
        #expect(try s.run(.printEntry(BuddyEntry(":modes"))) == """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <array>
        \t<string>audio</string>
        \t<string>fetch</string>
        </array>
        </plist>

        """)
    }
}
