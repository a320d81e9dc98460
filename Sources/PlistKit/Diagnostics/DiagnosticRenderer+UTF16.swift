extension DiagnosticRenderer {
    /// The excerpt of UTF-16 input (``TextEncoding``: a byte-order mark, or an ASCII character
    /// beside a zero byte; `first` is the length of the mark), whose bytes shown as UTF-8 would be noise (`\u{0}` between the characters):
    /// the line is found in code units — `column - 1` characters back from the byte offset when
    /// it is known (at most ``maxBackwardScan`` units, else no excerpt), by counting line feeds
    /// otherwise — and
    /// decoded (an unpaired surrogate as U+FFFD). At most ``maxShownLength`` code units are
    /// shown; a CR before the line feed is not. `nil` when the line is not in the source.
    static func utf16Excerpt(source: [UInt8], location: SourceLocation, bigEndian: Bool, first: Int)
        -> (line: String, caretPrefix: String)? {
        let units = (source.count - first) / 2
        func unit(_ k: Int) -> UInt16 {
            let p = first + 2 * k
            return bigEndian ? UInt16(source[p]) << 8 | UInt16(source[p + 1]) : UInt16(source[p + 1]) << 8 | UInt16(source[p])
        }
        var start = 0
        if location.offset >= first, (location.offset - first) / 2 <= units {
            start = (location.offset - first) / 2
            let floor = max(0, start - maxBackwardScan)
            // `column - 1` characters back (a surrogate pair is one), as for UTF-8.
            var characters = 0
            while start > floor, characters < location.column - 1 {
                start -= 1
                if !(0xDC00...0xDFFF).contains(unit(start)) { characters += 1 }
            }
            if characters < location.column - 1, start > 0 { return nil }
        } else {
            var line = 1
            var i = 0
            while line < location.line {
                guard i < units else { return nil }
                if unit(i) == 0x0A { line += 1; start = i + 1 }
                i += 1
            }
        }
        var end = start
        while end < units, unit(end) != 0x0A, end - start < maxShownLength { end += 1 }
        if end > start, end < units, unit(end) == 0x0A, unit(end - 1) == 0x0D { end -= 1 }
        return shown(String(decoding: (start..<end).map(unit), as: UTF16.self), column: location.column)
    }
}
