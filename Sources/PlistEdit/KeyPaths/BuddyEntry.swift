import PlistKit

/// A PlistBuddy entry: key names and 0-based array indices separated by colons
/// (`:CFBundleDocumentTypes:2:CFBundleTypeExtensions`), as PlistBuddy's manual describes.
///
/// The leading `:` is optional; `:` alone (or nothing) is the root. Keys need no escaping for
/// dots (`:com.apple.security.app-sandbox` is one key). Each component is a dictionary key, or
/// an index when it is all ASCII digits and applied to an array. An empty last component
/// (`:CFBundleDocumentTypes:`) means "the end of that array" for `Add`, `Copy` and `Import`
/// (PlistBuddy's manual: "Add a new item of type dict to the CFBundleDocumentTypes array").
/// A key holding `:` cannot be named, as in PlistBuddy.
struct BuddyEntry: Equatable {
    /// The text as written.
    var text: String
    /// The path of the entry; for an append entry (`:Array:`), the path of the array.
    var keyPath: PlistKeyPath
    /// Whether the entry ended with an empty component (append to the array at ``keyPath``).
    var appends: Bool

    /// Parses `text`.
    init(_ text: String) {
        self.text = text
        var body = Substring(text)
        if body.first == ":" { body = body.dropFirst() }
        if body.isEmpty {
            keyPath = .root
            appends = false
            return
        }
        var parts = body.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        appends = parts.count > 1 && parts.last == ""
        if appends { parts.removeLast() }
        keyPath = PlistKeyPath(parts.map { PlistKeyPath.Component($0) })
    }

    /// The entry as messages print it: quoted and escaped, as PlistBuddy quotes entries.
    var quoted: String { UntrustedText.quoted(text) }
}
