/// Successive splices of one text, expressed as edits of the text they started from: what
/// ``PlistSourceEditor/textEdits(for:)`` returns for several ``PlistEdit``s, each spliced into
/// the text the previous ones left.
///
/// The edits stay sorted and disjoint; a splice that touches or overlaps earlier edits is
/// merged with them into one.
struct TextEditComposition {
    /// Ranges of the original text and the bytes that replace them, sorted, disjoint.
    private(set) var edits: [(range: Range<Int>, text: [UInt8])] = []

    /// Records the replacement of `range` of `current` (the text after the edits so far) by
    /// `text`.
    mutating func add(_ range: Range<Int>, _ text: [UInt8], current: [UInt8]) {
        // Where each recorded edit lies in `current`.
        var shift = 0
        var currentRanges: [Range<Int>] = []
        currentRanges.reserveCapacity(edits.count)
        for edit in edits {
            let start = edit.range.lowerBound + shift
            currentRanges.append(start..<(start + edit.text.count))
            shift += edit.text.count - edit.range.count
        }
        let touching = currentRanges.indices.filter {
            currentRanges[$0].upperBound >= range.lowerBound && currentRanges[$0].lowerBound <= range.upperBound
        }
        guard let first = touching.first, let last = touching.last else {
            let before = currentRanges.indices.filter { currentRanges[$0].upperBound <= range.lowerBound }
            let shiftBefore = before.reduce(0) { $0 + edits[$1].text.count - edits[$1].range.count }
            let original = (range.lowerBound - shiftBefore)..<(range.upperBound - shiftBefore)
            let position = edits.firstIndex { $0.range.lowerBound > original.lowerBound } ?? edits.count
            edits.insert((original, text), at: position)
            return
        }
        let low = min(range.lowerBound, currentRanges[first].lowerBound)
        let high = max(range.upperBound, currentRanges[last].upperBound)
        let originalLow = low - (currentRanges[first].lowerBound - edits[first].range.lowerBound)
        let originalHigh = high - (currentRanges[last].upperBound - edits[last].range.upperBound)
        let merged = Array(current[low..<range.lowerBound]) + text + Array(current[range.upperBound..<high])
        edits.replaceSubrange(first...last, with: [(originalLow..<originalHigh, merged)])
    }

    /// The edits as ``TextEdit``s (their text is UTF-8: splices start and end at token
    /// boundaries).
    var textEdits: [TextEdit] {
        edits.map { TextEdit(range: $0.range, newText: String(decoding: $0.text, as: UTF8.self)) }
    }
}
