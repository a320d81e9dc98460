import Foundation

/// The text of an open document as the server holds it: UTF-8 bytes, with the byte offset of
/// every line's start, so that LSP positions (zero-based line, UTF-16 code units) and the
/// byte offsets of PlistKit's ``SourceLocation`` and ``TextEdit`` convert both ways.
///
/// Lines end at LF, CR LF or a lone CR, as LSP 3.17 counts them ("EOL").
package struct TextDocument: Sendable {
    /// The text's UTF-8 bytes.
    package private(set) var bytes: [UInt8]
    /// The byte offset where each line starts (the first is 0).
    package private(set) var lineStarts: [Int]

    /// Creates a document holding `text`.
    package init(_ text: String) {
        bytes = Array(text.utf8)
        lineStarts = Self.lineStarts(of: bytes)
    }

    /// The text as `Data`.
    package var data: Data { Data(bytes) }

    /// The text.
    package var text: String { String(decoding: bytes, as: UTF8.self) }

    /// A change that cannot be applied: its range ends before it starts, or a position is
    /// negative (LSP 3.17 positions are unsigned).
    package struct InvalidRange: Error, Equatable, Sendable {
        /// The change's range as sent.
        package var range: LSPRange

        /// `the editor sent a change whose range ends (line 3, character 1) before it starts
        /// (line 4, character 3)` (positions one-based as editors show them), or `… whose range
        /// has a negative position (line 0, character -4)` (as sent).
        package var message: String {
            for p in [range.start, range.end] where p.line < 0 || p.character < 0 {
                return "the editor sent a change whose range has a negative position (line \(p.line), character \(p.character))"
            }
            return "the editor sent a change whose range ends (\(Self.shown(range.end))) before it starts (\(Self.shown(range.start)))"
        }

        private static func shown(_ position: Position) -> String {
            "line \(position.line + 1), character \(position.character + 1)"
        }
    }

    /// Applies one change of `textDocument/didChange`: a range replaced, or the whole text.
    /// Positions past a line's end or the text's end are clamped, as LSP 3.17 asks. The line
    /// starts are updated around the change only, so a message of many small changes costs
    /// each change its bytes, not a scan of the text.
    /// - Throws: ``InvalidRange`` when the range's end comes before its start or a position is
    ///   negative (the text is unchanged then); LSP 3.17 defines no meaning for such a change.
    package mutating func apply(_ change: TextDocumentContentChangeEvent) throws {
        guard let range = change.range else {
            self = TextDocument(change.text)
            return
        }
        guard range.start.line >= 0, range.start.character >= 0, range.end.line >= 0, range.end.character >= 0 else {
            throw InvalidRange(range: range)
        }
        let lower = offset(of: range.start)
        let upper = offset(of: range.end)
        guard upper >= lower else { throw InvalidRange(range: range) }
        let inserted = Array(change.text.utf8)
        bytes.replaceSubrange(lower..<upper, with: inserted)
        updateLineStarts(replacing: lower..<upper, insertedCount: inserted.count)
    }

    /// The line starts after bytes `old` were replaced by `insertedCount` bytes: those up to
    /// the line before the change are kept, the window from there to two bytes past the new
    /// text is scanned again (a CR LF may have been joined or split at either end), and those
    /// past it are shifted: whether a byte starts a line depends on it and the byte before.
    private mutating func updateLineStarts(replacing old: Range<Int>, insertedCount: Int) {
        let delta = insertedCount - old.count
        let firstLine = lineIndex(containing: max(0, old.lowerBound - 1))
        let windowStart = lineStarts[firstLine]
        let newEnd = old.lowerBound + insertedCount
        let scanEnd = min(bytes.count, newEnd + 2)
        var scanned: [Int] = []
        var i = windowStart
        while i < scanEnd {
            let b = bytes[i]
            if b == 10 {
                scanned.append(i + 1)
            } else if b == 13 && !(i + 1 < bytes.count && bytes[i + 1] == 10) {
                scanned.append(i + 1)
            }
            i += 1
        }
        // The old starts past the window (in old coordinates), shifted in place.
        var keptFrom = firstLine + 1
        while keptFrom < lineStarts.count && lineStarts[keptFrom] <= old.upperBound + 2 { keptFrom += 1 }
        let lastScanned = scanned.last ?? windowStart
        while keptFrom < lineStarts.count && lineStarts[keptFrom] + delta <= lastScanned { keptFrom += 1 }
        lineStarts.replaceSubrange((firstLine + 1)..<keptFrom, with: scanned)
        if delta != 0 {
            lineStarts.withUnsafeMutableBufferPointer { starts in
                for j in (firstLine + 1 + scanned.count)..<starts.count { starts[j] += delta }
            }
        }
    }

    /// The byte offset of `position`: a character past the end of its line is the line's end
    /// (before its line break), a line past the last is the end of the text, and an offset
    /// inside a surrogate pair moves past the pair, as LSP 3.17 asks of servers.
    package func offset(of position: Position) -> Int {
        guard position.line >= 0 else { return 0 }
        guard position.line < lineStarts.count else { return bytes.count }
        var i = lineStarts[position.line]
        let end = contentEnd(ofLine: position.line)
        var units = 0
        while i < end && units < position.character {
            let b = bytes[i]
            units += b >= 0xF0 ? 2 : 1
            i += 1
            while i < end && bytes[i] & 0xC0 == 0x80 { i += 1 }
        }
        return i
    }

    /// The position of byte `offset` (clamped to the text); an offset inside a UTF-8 sequence
    /// counts as the sequence's start.
    package func position(of offset: Int) -> Position {
        let offset = min(max(0, offset), bytes.count)
        let line = lineIndex(containing: offset)
        var units = 0
        var i = lineStarts[line]
        while i < offset {
            let b = bytes[i]
            if b & 0xC0 != 0x80 { units += b >= 0xF0 ? 2 : 1 }
            i += 1
        }
        return Position(line: line, character: units)
    }

    /// The range of bytes `range`.
    package func range(of range: Range<Int>) -> LSPRange {
        LSPRange(start: position(of: range.lowerBound), end: position(of: range.upperBound))
    }

    /// The zero-based line holding byte `offset`.
    package func lineIndex(containing offset: Int) -> Int {
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        return low
    }

    /// The offset where line `line`'s content ends (its line break, or the end of the text).
    package func contentEnd(ofLine line: Int) -> Int {
        var end = line + 1 < lineStarts.count ? lineStarts[line + 1] : bytes.count
        if end > lineStarts[line] && bytes[end - 1] == 10 { end -= 1 }
        if end > lineStarts[line] && bytes[end - 1] == 13 { end -= 1 }
        return end
    }

    /// The spaces and tabs that start line `line`.
    package func indentation(ofLine line: Int) -> String {
        var i = lineStarts[line]
        let end = contentEnd(ofLine: line)
        while i < end && (bytes[i] == 32 || bytes[i] == 9) { i += 1 }
        return String(decoding: bytes[lineStarts[line]..<i], as: UTF8.self)
    }

    private static func lineStarts(of bytes: [UInt8]) -> [Int] {
        var starts = [0]
        var i = 0
        let n = bytes.count
        while i < n {
            let b = bytes[i]
            if b == 10 {
                starts.append(i + 1)
            } else if b == 13 {
                if i + 1 < n && bytes[i + 1] == 10 { i += 1 }
                starts.append(i + 1)
            }
            i += 1
        }
        return starts
    }
}
