import Foundation
import PlistKit

/// STOPGAP until the validator's own rename fixes (``Diagnostic/fixes`` on `unknown-key`
/// findings) land from branch `spans`: the fix "rename X to Y" for an `unknown-key` finding
/// whose message ends `did you mean "Y"?`, made by the source editor
/// (``PlistEdit/renameKey(_:to:)``) for the key at the finding's location. Delete this file
/// when those fixes are merged.
enum RenameFixStopgap {
    /// The rename fix of `diagnostic`, or `nil` when it has fixes already, has no suggestion,
    /// or no key starts at its location.
    static func fix(for diagnostic: Diagnostic, index: TreeIndex, editor: PlistSourceEditor) -> Diagnostic.Fix? {
        guard diagnostic.rule == "unknown-key", diagnostic.fixes.isEmpty,
              let start = diagnostic.location?.offset, let entry = index.entry(keyAt: start), let key = entry.key,
              let suggestion = suggestion(in: diagnostic.message),
              let edits = try? editor.textEdits(for: [.renameKey(entry.path, to: suggestion)]) else { return nil }
        return Diagnostic.Fix(title: "rename \"\(key)\" to \"\(suggestion)\"", edits: edits, isSafe: true)
    }

    /// The plain key (letters, digits, `._-~`) in a message ending `did you mean "KEY"?`.
    private static func suggestion(in message: String) -> String? {
        guard message.hasSuffix("\"?"), let open = message.range(of: "did you mean \"", options: .backwards) else { return nil }
        let key = message[open.upperBound..<message.index(message.endIndex, offsetBy: -2)]
        guard !key.isEmpty, key.unicodeScalars.allSatisfy({ $0.properties.isAlphabetic || ("0"..."9").contains($0) || "._-~".unicodeScalars.contains($0) }) else { return nil }
        return String(key)
    }
}
