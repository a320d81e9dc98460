import PlistKit
import Testing
@testable import PlistEdit

/// Command lines of PlistBuddy's language: names in any case, quoted words, the rest of the
/// line as `Set`'s value, clear errors for what is not a command.
@Suite struct BuddyCommandTests {
    @Test func commandsParse() throws {
        #expect(try BuddyCommand(parsing: "Print") == .printEntry(nil))
        #expect(try BuddyCommand(parsing: "print :a:0") == .printEntry(BuddyEntry(":a:0")))
        #expect(try BuddyCommand(parsing: "Set :CFBundleVersion 43") == .set(BuddyEntry(":CFBundleVersion"), "43"))
        #expect(try BuddyCommand(parsing: "Set :Name My  App ") == .set(BuddyEntry(":Name"), "My  App"))
        #expect(try BuddyCommand(parsing: #"Set ":My Key" "a \"b\"""#) == .set(BuddyEntry(":My Key"), #"a "b""#))
        #expect(try BuddyCommand(parsing: #"Add :CFBundleGetInfoString string "App version 1.0.1""#)
                == .add(BuddyEntry(":CFBundleGetInfoString"), .string, "App version 1.0.1"))
        #expect(try BuddyCommand(parsing: "Add :CFBundleDocumentTypes: dict") == .add(BuddyEntry(":CFBundleDocumentTypes:"), .dictionary, nil))
        #expect(try BuddyCommand(parsing: "Delete :a") == .delete(BuddyEntry(":a")))
        #expect(try BuddyCommand(parsing: "Copy :a :b") == .copy(BuddyEntry(":a"), BuddyEntry(":b")))
        #expect(try BuddyCommand(parsing: "Merge other.plist :d") == .merge(file: "other.plist", BuddyEntry(":d")))
        #expect(try BuddyCommand(parsing: "Import :Icon icon.png") == .importFile(BuddyEntry(":Icon"), file: "icon.png"))
        #expect(try BuddyCommand(parsing: "Clear") == .clear(.dictionary))
        #expect(try BuddyCommand(parsing: "Clear array") == .clear(.array))
        #expect(try BuddyCommand(parsing: "SAVE") == .save)
        #expect(try BuddyCommand(parsing: "Revert") == .revert)
        #expect(try BuddyCommand(parsing: "Quit") == .exit)
    }

    @Test(arguments: [
        ("Sett :a 1", #"unrecognized command "Sett"; did you mean "Set"?"#),
        ("Frobnicate", #"unrecognized command "Frobnicate""#),
        ("Add :a strng x", #"unrecognized type "strng" (expected string, array, dict, bool, real, integer, date or data)"#),
        ("Add :a", "Add needs a type after the entry"),
        ("Delete", "Delete needs an entry"),
        ("Delete :a :b", #"unexpected argument ":b" after Delete"#),
        (#"Set :a "open"#, "unterminated quote"),
        ("", "empty command"),
    ])
    func invalidLinesSayWhy(line: String, reason: String) {
        #expect(throws: BuddyCommand.Invalid(reason: reason)) { try BuddyCommand(parsing: line) }
    }
}
