import Foundation
import PlistKit

/// STOPGAP until the readers' spans and the validator's own rename fixes
/// (``Diagnostic/fixes`` on `unknown-key` findings) land from branch `spans`: the fix
/// "rename X to Y" for an `unknown-key` finding whose message ends `did you mean "Y"?`,
/// replacing the key's text (between `<key>` and `</key>`, or inside a JSON or OpenStep
/// string's quotes) at the finding's location. Delete this file when `spans` is merged.
enum RenameFixStopgap {
    /// The rename fix of `diagnostic` in `bytes`, or `nil` when it has fixes already, is no
    /// suggestion, or the key's text is not found at its location.
    static func fix(for diagnostic: Diagnostic, in bytes: [UInt8]) -> Diagnostic.Fix? {
        guard diagnostic.rule == "unknown-key", diagnostic.fixes.isEmpty,
              let start = diagnostic.location?.offset, start >= 0, start < bytes.count,
              let suggestion = suggestion(in: diagnostic.message) else { return nil }
        var textStart = start
        var textEnd: Int
        if bytes[start...].starts(with: "<key>".utf8) {
            textStart = start + 5
            textEnd = textStart
            while textEnd < bytes.count && bytes[textEnd] != UInt8(ascii: "<") { textEnd += 1 }
        } else if bytes[start] == UInt8(ascii: "\"") {
            textStart = start + 1
            textEnd = textStart
            while textEnd < bytes.count && bytes[textEnd] != UInt8(ascii: "\"") && bytes[textEnd] != 10 { textEnd += 1 }
        } else {
            textEnd = TokenExtent.end(at: start, in: bytes)
        }
        let old = String(decoding: bytes[textStart..<textEnd], as: UTF8.self)
        return Diagnostic.Fix(title: "rename \"\(old)\" to \"\(suggestion)\"",
                              edits: [TextEdit(range: textStart..<textEnd, newText: suggestion)], isSafe: true)
    }

    /// The plain key (letters, digits, `._-~`) in a message ending `did you mean "KEY"?`.
    private static func suggestion(in message: String) -> String? {
        guard message.hasSuffix("\"?"), let open = message.range(of: "did you mean \"", options: .backwards) else { return nil }
        let key = message[open.upperBound..<message.index(message.endIndex, offsetBy: -2)]
        guard !key.isEmpty, key.unicodeScalars.allSatisfy({ $0.properties.isAlphabetic || ("0"..."9").contains($0) || "._-~".unicodeScalars.contains($0) }) else { return nil }
        return String(key)
    }
}
