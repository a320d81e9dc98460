import Foundation
import Testing
@testable import PlistKit

/// Applies `edits` to `before` with ``PlistSourceEditor`` and returns the new text, checking on
/// the way that ``PlistSourceEditor/textEdits(for:)`` describes the same change and that every
/// byte outside the edited ranges is the original's.
func sourceEdited(_ before: String, _ edits: [PlistEdit], sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> String {
    let original = Array(before.utf8)
    var editor = try PlistSourceEditor(source: Data(original))
    try editor.apply(edits)
    let after = Array(editor.source)
    let textEdits = try PlistSourceEditor(source: Data(original)).textEdits(for: edits)
    var replayed = original
    for edit in textEdits.reversed() { replayed.replaceSubrange(edit.range, with: Array(edit.newText.utf8)) }
    #expect(replayed == after, "textEdits(for:) differs from apply(_:)", sourceLocation: sourceLocation)
    // The untouched bytes: everything before the first edited range and after the last, and
    // between ranges, is the original's.
    var shift = 0
    var previousEnd = 0
    for edit in textEdits {
        let untouched = original[previousEnd..<edit.range.lowerBound]
        let there = after[(previousEnd + shift)..<(edit.range.lowerBound + shift)]
        #expect(Array(untouched) == Array(there), "bytes outside the edits changed", sourceLocation: sourceLocation)
        shift += edit.newText.utf8.count - edit.range.count
        previousEnd = edit.range.upperBound
    }
    #expect(Array(original[previousEnd...]) == Array(after[(previousEnd + shift)...]), "bytes after the edits changed",
            sourceLocation: sourceLocation)
    #expect(editor.tree == (try PlistReader().read(Data(original)).root.applying(edits)), sourceLocation: sourceLocation)
    return String(decoding: after, as: UTF8.self)
}
