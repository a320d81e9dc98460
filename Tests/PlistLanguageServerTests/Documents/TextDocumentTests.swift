import Testing
@testable import PlistLanguageServer

@Suite struct TextDocumentTests {
    @Test func utf16PositionsAndByteOffsetsConvertBothWays() {
        // "é" is 2 bytes and 1 UTF-16 unit; "😀" is 4 bytes and 2 units.
        let text = TextDocument("ab\r\né😀x\ny")
        #expect(text.lineStarts == [0, 4, 12])
        #expect(text.offset(of: Position(line: 1, character: 0)) == 4)
        #expect(text.offset(of: Position(line: 1, character: 1)) == 6)
        #expect(text.offset(of: Position(line: 1, character: 3)) == 10)
        #expect(text.offset(of: Position(line: 1, character: 2)) == 10)  // inside the pair: after it
        #expect(text.offset(of: Position(line: 1, character: 99)) == 11)  // past the end: before the break
        #expect(text.offset(of: Position(line: 9, character: 0)) == 13)
        #expect(text.position(of: 10) == Position(line: 1, character: 3))
        #expect(text.position(of: 12) == Position(line: 2, character: 0))
    }

    @Test func incrementalChangesReplaceTheirRange() throws {
        var text = TextDocument("<key>A</key>\n<key>B</key>\n")
        try text.apply(TextDocumentContentChangeEvent(range: LSPRange(start: Position(line: 1, character: 5), end: Position(line: 1, character: 6)),
                                                  text: "Bé\nC"))
        #expect(text.text == "<key>A</key>\n<key>Bé\nC</key>\n")
        #expect(text.lineStarts == [0, 13, 22, 30])
        try text.apply(TextDocumentContentChangeEvent(range: nil, text: "x"))
        #expect(text.text == "x")
    }

    @Test func aRangeEndingBeforeItStartsIsRefusedAndChangesNothing() {
        var text = TextDocument("<key>A</key>\n<key>B</key>\n")
        let reversed = LSPRange(start: Position(line: 1, character: 2), end: Position(line: 0, character: 4))
        #expect(throws: TextDocument.InvalidRange(range: reversed)) {
            try text.apply(TextDocumentContentChangeEvent(range: reversed, text: "x"))
        }
        #expect(text.text == "<key>A</key>\n<key>B</key>\n")
        // Both ends past the text clamp to its end: an insertion there, not a reversed range.
        let beyond = LSPRange(start: Position(line: 9, character: 0), end: Position(line: 5, character: 0))
        #expect(throws: Never.self) { try text.apply(TextDocumentContentChangeEvent(range: beyond, text: "y")) }
        #expect(text.text == "<key>A</key>\n<key>B</key>\ny")
    }

    @Test func lineStartsKeptAroundEachChangeEqualAFreshScan() throws {
        // Random edits full of CR, LF and CR LF at every boundary: the line starts kept up to
        // date around each change are those of the text scanned afresh.
        var seed: UInt64 = 0x9E3779B97F4A7C15
        func next(_ n: Int) -> Int {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return Int((seed >> 33) % UInt64(n))
        }
        let pieces = ["\r", "\n", "\r\n", "a", "bc", "é", "😀", ""]
        var text = TextDocument("a\r\nb\rc\nd")
        for _ in 0..<2000 {
            let a = Position(line: next(text.lineStarts.count + 1), character: next(6))
            let b = Position(line: next(text.lineStarts.count + 1), character: next(6))
            let (start, end) = text.offset(of: a) <= text.offset(of: b) ? (a, b) : (b, a)
            let insert = (0..<next(4)).map { _ in pieces[next(pieces.count)] }.joined()
            try text.apply(TextDocumentContentChangeEvent(range: LSPRange(start: start, end: end), text: insert))
            #expect(text.lineStarts == TextDocument(text.text).lineStarts)
            if text.lineStarts != TextDocument(text.text).lineStarts { break }
        }
    }

    @Test func aNegativePositionIsRefused() {
        var text = TextDocument("abc\n")
        let range = LSPRange(start: Position(line: -1, character: -5), end: Position(line: -1, character: -1))
        #expect(throws: TextDocument.InvalidRange(range: range)) { try text.apply(TextDocumentContentChangeEvent(range: range, text: "x")) }
        #expect(TextDocument.InvalidRange(range: range).message == "the editor sent a change whose range has a negative position (line -1, character -5)")
        #expect(text.text == "abc\n")
    }
}
