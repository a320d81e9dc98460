import Foundation
import Testing
@testable import PlistKit

/// Byte-exact before → edit → after pairs for XML: only the touched node's bytes change.
@Suite struct SourceEditorXMLTests {
    static let header = """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">

    """
    /// An Info.plist-shaped file indented with tabs, with a comment line.
    static let tabs = header + """
    <dict>
    \t<key>CFBundleName</key>
    \t<string>Demo</string>
    \t<!-- the build number -->
    \t<key>CFBundleVersion</key>
    \t<string>42</string>
    \t<key>UIBackgroundModes</key>
    \t<array>
    \t\t<string>audio</string>
    \t</array>
    \t<key>Empty</key>
    \t<dict/>
    </dict>
    </plist>

    """

    @Test func replaceChangesOnlyTheValueElement() throws {
        let after = try sourceEdited(Self.tabs, [.replace(["CFBundleVersion"], with: "43")])
        #expect(after == Self.tabs.replacingOccurrences(of: "<string>42</string>", with: "<string>43</string>"))
    }

    @Test func insertGoesAfterTheLastSiblingWithItsIndentation() throws {
        let after = try sourceEdited(Self.tabs, [.insert(.bool(true), at: ["LSRequiresIPhoneOS"])])
        #expect(after == Self.tabs.replacingOccurrences(of: "\t<dict/>\n", with: "\t<dict/>\n\t<key>LSRequiresIPhoneOS</key>\n\t<true/>\n"))
    }

    @Test func removeTakesTheKeyAndValueLinesOnly() throws {
        let after = try sourceEdited(Self.tabs, [.remove(["CFBundleName"])])
        #expect(after == Self.tabs.replacingOccurrences(of: "\t<key>CFBundleName</key>\n\t<string>Demo</string>\n", with: ""))
    }

    @Test func renameChangesOnlyTheKeyText() throws {
        let after = try sourceEdited(Self.tabs, [.renameKey(["CFBundleName"], to: "CFBundleDisplayName")])
        #expect(after == Self.tabs.replacingOccurrences(of: "<key>CFBundleName</key>", with: "<key>CFBundleDisplayName</key>"))
    }

    /// Keys are compared by exact scalars: a rename from the NFD spelling of "café" to the NFC
    /// one (what `plist-lint --fix` offers for such a key) changes the key's bytes. It was taken
    /// for a rename to the same key and skipped, while `--fix` said it applied.
    @Test func renameToTheCanonicallyEquivalentSpellingChangesTheBytes() throws {
        let nfd = "cafe\u{301}", nfc = "caf\u{E9}"
        let before = Self.header + "<dict>\n\t<key>\(nfd)</key>\n\t<string>v</string>\n</dict>\n</plist>\n"
        let after = try sourceEdited(before, [.renameKey(PlistKeyPath([PlistKeyPath.Component(key: nfd)]), to: nfc)])
        // Compared as bytes: `String` equality would call the two spellings equal.
        #expect(Array(after.utf8) == Array((Self.header + "<dict>\n\t<key>\(nfc)</key>\n\t<string>v</string>\n</dict>\n</plist>\n").utf8))
    }

    @Test func appendAndInsertIntoAnArray() throws {
        let after = try sourceEdited(Self.tabs, [.append("fetch", toArrayAt: ["UIBackgroundModes"]),
                                                 .insert("voip", at: ["UIBackgroundModes", 0])])
        #expect(after == Self.tabs.replacingOccurrences(of: "\t\t<string>audio</string>\n",
            with: "\t\t<string>voip</string>\n\t\t<string>audio</string>\n\t\t<string>fetch</string>\n"))
    }

    @Test func aKeyInAnEmptyDictionaryGetsOneLevelMoreThanItsLine() throws {
        let after = try sourceEdited(Self.tabs, [.insert(["a": 1], at: ["Empty", "inner"])])
        #expect(after == Self.tabs.replacingOccurrences(of: "\t<dict/>\n",
            with: "\t<dict>\n\t\t<key>inner</key>\n\t\t<dict>\n\t\t\t<key>a</key>\n\t\t\t<integer>1</integer>\n\t\t</dict>\n\t</dict>\n"))
    }

    @Test func newTextIsEscaped() throws {
        let after = try sourceEdited(Self.tabs, [.replace(["CFBundleName"], with: "R&D <beta>"),
                                                 .renameKey(["CFBundleVersion"], to: "a<b")])
        #expect(after == Self.tabs
            .replacingOccurrences(of: "<string>Demo</string>", with: "<string>R&amp;D &lt;beta&gt;</string>")
            .replacingOccurrences(of: "<key>CFBundleVersion</key>", with: "<key>a&lt;b</key>"))
    }

    @Test func spacesAreKeptAsTheFilesIndentation() throws {
        let spaces = Self.header + "<dict>\n    <key>a</key>\n    <string>x</string>\n    <key>e</key>\n    <array/>\n</dict>\n</plist>\n"
        let after = try sourceEdited(spaces, [.insert(["k": "v"], at: ["b"]), .append(1, toArrayAt: ["e"])])
        #expect(after == Self.header + """
        <dict>
            <key>a</key>
            <string>x</string>
            <key>e</key>
            <array>
                <integer>1</integer>
            </array>
            <key>b</key>
            <dict>
                <key>k</key>
                <string>v</string>
            </dict>
        </dict>
        </plist>

        """)
    }

    @Test func aCommentBetweenKeyAndValueStays() throws {
        let text = Self.header + "<dict>\n\t<key>a</key> <!-- keep me --> <string>x</string>\n</dict>\n</plist>\n"
        let after = try sourceEdited(text, [.replace(["a"], with: 2)])
        #expect(after == text.replacingOccurrences(of: "<string>x</string>", with: "<integer>2</integer>"))
        // A new key after it takes the default layout (the comment is not copied).
        let inserted = try sourceEdited(text, [.insert("y", at: ["b"])])
        #expect(inserted == text.replacingOccurrences(of: "<string>x</string>\n", with: "<string>x</string>\n\t<key>b</key>\n\t<string>y</string>\n"))
    }

    @Test func crlfFilesGetCRLFLines() throws {
        let crlf = Self.tabs.replacingOccurrences(of: "\n", with: "\r\n")
        let after = try sourceEdited(crlf, [.insert(["x", "y"], at: ["List"]), .remove(["CFBundleName"])])
        #expect(after == crlf
            .replacingOccurrences(of: "\t<key>CFBundleName</key>\r\n\t<string>Demo</string>\r\n", with: "")
            .replacingOccurrences(of: "\t<dict/>\r\n",
                                  with: "\t<dict/>\r\n\t<key>List</key>\r\n\t<array>\r\n\t\t<string>x</string>\r\n\t\t<string>y</string>\r\n\t</array>\r\n"))
    }

    @Test func keysOnOneLineStayOnOneLine() throws {
        let text = Self.header + "<dict><key>a</key><true/><key>b</key><false/></dict>\n</plist>\n"
        #expect(try sourceEdited(text, [.insert(1, at: ["c"])])
                == text.replacingOccurrences(of: "<false/></dict>", with: "<false/><key>c</key><integer>1</integer></dict>"))
        #expect(try sourceEdited(text, [.remove(["a"])]) == text.replacingOccurrences(of: "<key>a</key><true/>", with: ""))
    }
}
