import PlistKit

/// Where the cursor stands in a property list's text, for completion: the key path of the
/// container around it, the keys that container has above the cursor, and whether a key or a
/// value goes there (with the text already typed of it).
///
/// Found by ``CursorScanner``, a tolerant scan of the text before the cursor that reads only
/// the structure (containers, keys, where values start), never values: it is not a reader and
/// decides nothing about validity, so it works on the half-typed text the readers reject —
/// an unclosed tag or quote below the cursor does not matter, since the scan stops there.
package struct CursorContext: Equatable, Sendable {
    /// What may be written at the cursor.
    package enum Slot: Equatable, Sendable {
        /// A dictionary key. `typed` is the byte range of what was typed of it (to replace);
        /// `inKeyText` says the cursor is inside a key's own text (`<key>CFBu|</key>`,
        /// `"CFBu|"`), where only the name goes, not a skeleton.
        case key(typed: Range<Int>, inKeyText: Bool)
        /// The value of `key`. `inValueText` says the cursor is inside a string value's text,
        /// where only the value's text goes.
        case value(key: String, typed: Range<Int>, inValueText: Bool)
        /// An array element or nothing completable.
        case other
    }

    /// The key path of the innermost container around the cursor.
    package var path: PlistKeyPath
    /// The keys of that container seen above the cursor (when it is a dictionary).
    package var keysAbove: [String]
    /// What goes at the cursor.
    package var slot: Slot
}
