import PlistKit

/// `plist-lint --fix --dry-run`'s output: the change a set of byte-range ``TextEdit``s makes to
/// a file as a unified diff (`--- a/FILE`, `+++ b/FILE`, `@@ -l,n +l,n @@` hunks with three lines
/// of context, `\ No newline at end of file` where a last line has none), the form `git apply`
/// and `patch -p1` read.
enum UnifiedDiff {
    /// Lines of context around each change.
    static let context = 3

    /// The diff of `original` and `original` with `edits` (sorted, disjoint) applied; empty when
    /// there are no edits.
    static func render(path: String, original: [UInt8], edits: [TextEdit]) -> String {
        guard !edits.isEmpty else { return "" }
        // Line starts: 0, and after every line feed that is not the last byte.
        var starts = [0]
        for (i, b) in original.enumerated() where b == 0x0A && i + 1 < original.count { starts.append(i + 1) }
        func line(containing offset: Int) -> Int {
            var low = 0, high = starts.count - 1
            while low < high {
                let mid = (low + high + 1) / 2
                if starts[mid] <= offset { low = mid } else { high = mid - 1 }
            }
            return low
        }
        func end(ofLine l: Int) -> Int { l + 1 < starts.count ? starts[l + 1] : original.count }
        func lines(_ bytes: ArraySlice<UInt8>) -> [ArraySlice<UInt8>] {
            var out: [ArraySlice<UInt8>] = []
            var start = bytes.startIndex
            for i in bytes.indices where bytes[i] == 0x0A {
                out.append(bytes[start...i])
                start = i + 1
            }
            if start < bytes.endIndex { out.append(bytes[start...]) }
            return out
        }
        // Blocks of whole changed lines: old lines first...last and their new text.
        var blocks: [(first: Int, last: Int, new: [ArraySlice<UInt8>])] = []
        var pending: [TextEdit] = []
        var span: (first: Int, last: Int)?
        func flush() {
            guard let s = span else { return }
            let from = starts[s.first]
            var text = Array(original[from..<end(ofLine: s.last)])
            for edit in pending.reversed() {
                text.replaceSubrange((edit.range.lowerBound - from)..<(edit.range.upperBound - from), with: Array(edit.newText.utf8))
            }
            blocks.append((s.first, s.last, lines(text[...])))
            pending = []
            span = nil
        }
        for edit in edits {
            let first = line(containing: edit.range.lowerBound)
            let last = line(containing: max(edit.range.lowerBound, edit.range.upperBound - 1))
            if let s = span, first > s.last { flush() }
            span = (span?.first ?? first, max(span?.last ?? last, last))
            pending.append(edit)
        }
        flush()

        let oldLines = starts.indices.map { original[starts[$0]..<end(ofLine: $0)] }
        var out = "--- a/\(path)\n+++ b/\(path)\n"
        var shift = 0  // new line number minus old line number, before the current block
        var b = 0
        while b < blocks.count {
            // A hunk: blocks whose contexts touch.
            var e = b
            while e + 1 < blocks.count && blocks[e + 1].first - blocks[e].last - 1 <= 2 * context { e += 1 }
            let oldStart = max(0, blocks[b].first - context)
            let oldEnd = min(oldLines.count - 1, blocks[e].last + context)
            var body = ""
            var oldCount = 0, newCount = 0
            var hunkShift = shift
            var l = oldStart
            for k in b...e {
                while l < blocks[k].first { body += show(" ", oldLines[l]); oldCount += 1; newCount += 1; l += 1 }
                for old in blocks[k].first...blocks[k].last { body += show("-", oldLines[old]); oldCount += 1 }
                for new in blocks[k].new { body += show("+", new); newCount += 1 }
                hunkShift += blocks[k].new.count - (blocks[k].last - blocks[k].first + 1)
                l = blocks[k].last + 1
            }
            while l <= oldEnd { body += show(" ", oldLines[l]); oldCount += 1; newCount += 1; l += 1 }
            let newStart = oldStart + shift
            out += "@@ -\(oldStart + 1),\(oldCount) +\(newCount == 0 ? newStart : newStart + 1),\(newCount) @@\n" + body
            shift = hunkShift
            b = e + 1
        }
        return out
    }

    private static func show(_ mark: String, _ line: ArraySlice<UInt8>) -> String {
        let text = mark + String(decoding: line, as: UTF8.self)
        return line.last == 0x0A ? text : text + "\n\\ No newline at end of file\n"
    }
}
