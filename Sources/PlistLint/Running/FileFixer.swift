import Foundation
import PlistKit

/// `--fix`: the safe fixes of a checked file applied to its bytes by ``PlistSourceEditor``
/// (each fix on its own, checked by re-reading; one that does not apply is skipped).
enum FileFixer {
    /// The bytes after the safe fixes of `diagnostics`, the byte-range edits that make them, and
    /// how many fixes were applied; `nil` when none applies.
    static func fixed(_ data: Data, format: PlistFormat, options: PlistReader.Options,
                      diagnostics: [Diagnostic]) -> (data: Data, edits: [TextEdit], applied: Int)? {
        let fixes = diagnostics.flatMap(\.fixes).filter { $0.isSafe && !$0.plistEdits.isEmpty }
        guard !fixes.isEmpty, var editor = try? PlistSourceEditor(source: data, format: format, options: options) else { return nil }
        var applied: [PlistEdit] = []
        var count = 0
        for fix in fixes {
            guard (try? editor.apply(fix.plistEdits)) != nil else { continue }
            applied += fix.plistEdits
            count += 1
        }
        guard count > 0 else { return nil }
        let edits = format == .binary ? [] : ((try? PlistSourceEditor(source: data, format: format, options: options)
            .textEdits(for: applied)) ?? [])
        return (editor.source, edits, count)
    }
}
