/// Where the token starting at a byte offset ends: the end of a diagnostic's range until the
/// reader's spans (the byte end of every node and key) are available.
///
/// An XML element with text content (`<key>…</key>`, `<string>…</string>`) ends after its end
/// tag when that is on the same line; another tag ends at its `>`; a JSON or OpenStep quoted
/// string at its closing quote; anything else at the next space, line break or delimiter.
/// The scan never leaves the start's line, so it is bounded by the line's length.
package enum TokenExtent {
    /// The end offset (exclusive) of the token at `start` in `bytes`; at least `start + 1`
    /// when `start` is inside `bytes`.
    package static func end(at start: Int, in bytes: [UInt8]) -> Int {
        guard start >= 0 && start < bytes.count else { return min(max(start, 0), bytes.count) }
        let lineEnd = bytes[start...].firstIndex { $0 == 10 || $0 == 13 } ?? bytes.count
        let first = bytes[start]
        if first == UInt8(ascii: "<") {
            guard let close = bytes[start..<lineEnd].firstIndex(of: UInt8(ascii: ">")) else { return lineEnd }
            // `<name>` (not `</…>`, `<…/>`, `<?…>`, `<!…>`): through the matching end tag on the line.
            let isOpening = start + 1 < close && bytes[start + 1] != UInt8(ascii: "/") && bytes[start + 1] != UInt8(ascii: "?")
                && bytes[start + 1] != UInt8(ascii: "!") && bytes[close - 1] != UInt8(ascii: "/")
            if isOpening, let endTag = find(Array("</".utf8), in: bytes, from: close + 1, to: lineEnd),
               let endClose = bytes[endTag..<lineEnd].firstIndex(of: UInt8(ascii: ">")) {
                return endClose + 1
            }
            return close + 1
        }
        if first == UInt8(ascii: "\"") {
            var i = start + 1
            while i < lineEnd {
                if bytes[i] == UInt8(ascii: "\\") { i += 2; continue }
                if bytes[i] == UInt8(ascii: "\"") { return i + 1 }
                i += 1
            }
            return lineEnd
        }
        var i = start + 1
        let delimiters: Set<UInt8> = Set(" \t<>{}()[],;:=\"".utf8)
        while i < lineEnd && !delimiters.contains(bytes[i]) { i += 1 }
        return i
    }

    private static func find(_ needle: [UInt8], in bytes: [UInt8], from: Int, to end: Int) -> Int? {
        var i = from
        while i + needle.count <= end {
            if bytes[i..<(i + needle.count)].elementsEqual(needle) { return i }
            i += 1
        }
        return nil
    }
}
