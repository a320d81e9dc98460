import PlistKit
import Testing
@testable import PlistEdit

/// PlistBuddy entries: colon-separated, leading colon optional, dotted keys need no escaping,
/// an empty last component appends.
@Suite struct BuddyEntryTests {
    @Test func entriesSplitAtColonsOnly() {
        #expect(BuddyEntry(":CFBundleDocumentTypes:2:CFBundleTypeExtensions").keyPath == ["CFBundleDocumentTypes", "2", "CFBundleTypeExtensions"])
        #expect(BuddyEntry(":com.apple.security.app-sandbox").keyPath == PlistKeyPath([PlistKeyPath.Component("com.apple.security.app-sandbox")]))
        #expect(BuddyEntry("CFBundleVersion").keyPath == ["CFBundleVersion"])
        #expect(BuddyEntry(":").keyPath == .root)
        #expect(BuddyEntry("").keyPath == .root)
    }

    @Test func anEmptyLastComponentMeansTheEndOfTheArray() {
        let entry = BuddyEntry(":CFBundleDocumentTypes:")
        #expect(entry.appends)
        #expect(entry.keyPath == ["CFBundleDocumentTypes"])
        #expect(!BuddyEntry(":CFBundleDocumentTypes").appends)
    }
}
