import Foundation

/// The attribute pre-scan of ``XMLIntake``, resumable across chunks: rejects a start tag with
/// more `=` outside quotes than ``PlistReader/Options/maxAttributesPerElement`` before libxml2
/// sees it (libxml2 2.9.14 checks duplicate attributes pairwise, so 50 000 attributes would
/// cost seconds). Comments, CDATA sections, processing instructions and the document type
/// declaration (its quoted literals whole, and the comments and processing instructions of
/// its internal subset, XML 1.0 §2.8) are skipped; linear in the input.
///
/// The state between two calls of ``scan(_:windowStart:isFinal:locate:)`` — inside a start
/// tag (with the count so far and an open quote), a comment, CDATA, a processing instruction
/// or a DOCTYPE — is carried, so a construct split across chunks is judged as if the text
/// were whole. Given the whole text at once (`isFinal`), the result is that of a single pass.
struct XMLAttributeScanner {
    /// What the scanner is inside.
    private enum Mode {
        /// Character data: looking for the next `<`.
        case text
        /// Skipping to just after `terminator`; then back to text, or to the DOCTYPE's
        /// internal subset.
        case skip(terminator: StaticString, thenSubset: Bool)
        /// Inside `<!DOCTYPE`, before (`false`) or inside (`true`) its internal subset.
        case doctype(inSubset: Bool)
        /// Inside a quoted literal of the DOCTYPE.
        case doctypeLiteral(quote: UInt8, inSubset: Bool)
        /// Inside a start tag whose `<` is at `lt`: `equals` counted so far, `quote` open (or 0).
        case startTag(lt: Int, equals: Int, quote: UInt8)
    }

    private let limit: Int
    private var mode = Mode.text
    /// The index (in the whole text) of the next byte to look at.
    private(set) var position: Int
    /// The index of the first byte not yet judged: libxml2 may be given the bytes before it.
    private(set) var safeEnd: Int

    /// A scanner starting at index `start` of the text.
    init(limit: Int, start: Int) {
        self.limit = limit
        position = start
        safeEnd = start
    }

    /// The index from which the scanner may still read bytes (a window must keep them).
    var retainFrom: Int {
        if case .startTag(let lt, _, _) = mode { return min(lt, position) }
        return position
    }

    /// Scans `window` (whose first byte is at index `windowStart` of the text, and which
    /// holds every byte from ``retainFrom`` on) up to its end; `isFinal` when no more text
    /// follows.
    /// - Throws: ``PlistReadError`` of kind `limit-exceeded` at the start tag's `<`, located
    ///   by `locate`.
    mutating func scan(_ window: UnsafeBufferPointer<UInt8>, windowStart: Int, isFinal: Bool,
                       locate: (Int) -> SourceLocation) throws {
        let n = windowStart + window.count
        var i = position
        // The byte at index `k` of the text.
        func at(_ k: Int) -> UInt8 { window[k - windowStart] }
        func has(_ s: StaticString, at k: Int) -> Bool {
            XMLIntake.hasPrefix(UnsafeBufferPointer(rebasing: window[(k - windowStart)...]), at: 0, s)
        }
        func find(_ b: UInt8, from k: Int) -> Int? {
            guard k < n, let base = window.baseAddress,
                  let hit = XMLByteSearch.firstIndex(of: b, in: base, from: k - windowStart, to: window.count,
                                                     readable: window.count) else { return nil }
            return hit + windowStart
        }
        // The next `<` from `k` that does not start an end tag (see XMLByteSearch) nor a start
        // tag without attributes: `<` and a name of bytes above `>` up to `>` (checked in one
        // 16-byte block when the window holds it) has nothing to count. `<?` is not taken for
        // such a tag: a processing instruction is skipped whole, up to its `?>`.
        func findMarkup(from k: Int) -> Int? {
            guard k < n, let base = window.baseAddress else { return nil }
            let m = window.count
            var j = k - windowStart
            while let hit = XMLByteSearch.firstMarkupStart(in: base, from: j, to: m) {
                guard hit &+ 17 <= m, base[hit &+ 1] != UInt8(ascii: "?") else { return hit + windowStart }
                let (w0, w1) = XMLByteSearch.notAbove(base + hit + 1, UInt8(ascii: ">"))
                let name = w0 != 0 ? w0.trailingZeroBitCount &>> 3 : w1 != 0 ? 8 &+ w1.trailingZeroBitCount &>> 3 : 0
                guard name > 0, base[hit &+ 1 &+ name] == UInt8(ascii: ">") else { return hit + windowStart }
                j = hit &+ 2 &+ name
            }
            return nil
        }
        // Just after `terminator` from `k`, or nil when it is not in the window.
        func skip(past terminator: StaticString, from k: Int) -> Int? {
            let first = terminator.utf8Start[0]
            var k = k
            while let hit = find(first, from: k) {
                if has(terminator, at: hit) { return hit + terminator.utf8CodeUnitCount }
                k = hit + 1
            }
            return nil
        }
        defer {
            position = i
            if case .text = mode {
                // A `<` waiting for its next bytes is not judged yet.
                safeEnd = i
            } else if case .startTag(_, _, _) = mode, i < n {
                safeEnd = i  // waiting for the rest of an over-long tag's name
            } else {
                safeEnd = n
            }
        }
        while i < n || isFinal {
            switch mode {
            case .text:
                // End tags change nothing here: only other markup is stopped at.
                guard let lt = findMarkup(from: i) else { i = n; return }
                guard lt + 1 < n else {
                    if isFinal { i = n } else { i = lt }
                    return
                }
                let next = at(lt + 1)
                if next == UInt8(ascii: "!") {
                    // `<!--` needs four bytes, `<!DOCTYPE` and `<![CDATA[` nine.
                    if !isFinal && n - lt < 9 && !has("<!--", at: lt) { i = lt; return }
                    if has("<!--", at: lt) { mode = .skip(terminator: "-->", thenSubset: false); i = lt + 4 }
                    else if has("<!DOCTYPE", at: lt) { mode = .doctype(inSubset: false); i = lt + 9 }
                    else if has("<![CDATA[", at: lt) { mode = .skip(terminator: "]]>", thenSubset: false); i = lt + 9 }
                    else { i = lt + 1 }
                } else if next == UInt8(ascii: "?") {
                    mode = .skip(terminator: "?>", thenSubset: false)
                    i = lt + 2
                } else {
                    // End and start tags, the most of the markup: handled here without a change
                    // of mode as long as they end in the window.
                    var lt = lt, next = next
                    while true {
                        if next == UInt8(ascii: "/") {
                            i = lt + 1
                        } else {
                            var equals = 0
                            var quote: UInt8 = 0
                            i = lt + 1
                            if try !scanTag(lt: lt, equals: &equals, quote: &quote, at: &i, window, windowStart, isFinal, locate) {
                                return
                            }
                        }
                        guard let nextLT = findMarkup(from: i), nextLT + 1 < n else { break }
                        next = at(nextLT + 1)
                        if next == UInt8(ascii: "!") || next == UInt8(ascii: "?") { break }
                        lt = nextLT
                    }
                }
            case .skip(let terminator, let thenSubset):
                if let end = skip(past: terminator, from: i) {
                    i = end
                    mode = thenSubset ? .doctype(inSubset: true) : .text
                } else if isFinal {
                    // Unterminated: nothing after it is markup.
                    i = n
                    return
                } else {
                    // Keep the bytes a split terminator may start with.
                    i = max(i, n - (terminator.utf8CodeUnitCount - 1))
                    return
                }
            case .doctype(let inSubset):
                if i >= n { return }
                let b = at(i)
                if b == UInt8(ascii: "\"") || b == UInt8(ascii: "'") {
                    mode = .doctypeLiteral(quote: b, inSubset: inSubset)
                    i += 1
                    continue
                }
                if inSubset {
                    if b == UInt8(ascii: "<") && !isFinal && n - i < 4 { return }
                    if has("<!--", at: i) { mode = .skip(terminator: "-->", thenSubset: true); i += 4; continue }
                    if has("<?", at: i) { mode = .skip(terminator: "?>", thenSubset: true); i += 2; continue }
                    if b == UInt8(ascii: "]") { mode = .doctype(inSubset: false) }
                } else if b == UInt8(ascii: "[") {
                    mode = .doctype(inSubset: true)
                } else if b == UInt8(ascii: ">") {
                    mode = .text
                }
                i += 1
            case .doctypeLiteral(let quote, let inSubset):
                guard let close = find(quote, from: i) else {
                    i = n
                    return
                }
                i = close + 1
                mode = .doctype(inSubset: inSubset)
            case .startTag(let lt, var equals, var quote):
                mode = .text
                if try !scanTag(lt: lt, equals: &equals, quote: &quote, at: &i, window, windowStart, isFinal, locate) {
                    return
                }
            }
        }
    }

    /// Counts the `=` of the start tag whose `<` is at `lt` from `i` on, with `equals` counted
    /// and `quote` open so far. Returns `true` with `i` on the tag's `>` (or a `<`) when the tag
    /// ends in the window; `false` when the window ends first, with the tag's state kept in
    /// ``mode`` (at the end of the text, nothing follows, and the scan is done).
    /// - Throws: ``PlistReadError`` of kind `limit-exceeded` at `lt`.
    private mutating func scanTag(lt: Int, equals: inout Int, quote: inout UInt8, at i: inout Int,
                                  _ window: UnsafeBufferPointer<UInt8>, _ windowStart: Int, _ isFinal: Bool,
                                  _ locate: (Int) -> SourceLocation) throws -> Bool {
        let n = windowStart + window.count
        // Indices relative to the window in the hot loop.
        var j = i - windowStart
        let m = window.count
        let base = window.baseAddress
        while j < m {
            // Name and value characters above `>` (letters, most of the text) need no test:
            // skipped sixteen at a time while a whole block is in the window.
            if let base, j &+ 16 <= m {
                let (w0, w1) = XMLByteSearch.notAbove(base + j, UInt8(ascii: ">"))
                if w0 != 0 { j &+= w0.trailingZeroBitCount &>> 3 }
                else if w1 != 0 { j &+= 8 &+ w1.trailingZeroBitCount &>> 3 }
                else { j &+= 16; continue }
            }
            let b = window[j]
            if b > UInt8(ascii: ">") { j += 1; continue }
            if quote != 0 {
                if b == quote { quote = 0 }
            } else if b == UInt8(ascii: "\"") || b == UInt8(ascii: "'") {
                quote = b
            } else if b == UInt8(ascii: "=") {
                if equals + 1 > limit {
                    i = j + windowStart
                    var nameEnd = lt + 1
                    func at(_ k: Int) -> UInt8 { window[k - windowStart] }
                    while nameEnd < n, !XMLIntake.isSpace(at(nameEnd)), at(nameEnd) != UInt8(ascii: ">"),
                          at(nameEnd) != UInt8(ascii: "/"), nameEnd - lt < 200 { nameEnd += 1 }
                    if nameEnd == n && !isFinal && nameEnd - lt < 200 {
                        // The name may go on in the next chunk.
                        mode = .startTag(lt: lt, equals: equals, quote: quote)
                        return false
                    }
                    let name = String(decoding: UnsafeBufferPointer(rebasing: window[(lt + 1 - windowStart)..<(nameEnd - windowStart)]),
                                      as: UTF8.self)
                    throw PlistReadError(.limitExceeded,
                        "too many attributes on <\(UntrustedText.escaped(name))> (more than \(limit)); raise PlistReader.Options.maxAttributesPerElement",
                        at: locate(lt))
                }
                equals += 1
            } else if b == UInt8(ascii: ">") || b == UInt8(ascii: "<") {
                i = j + windowStart
                return true
            }
            j += 1
        }
        i = n
        mode = .startTag(lt: lt, equals: equals, quote: quote)
        return false
    }
}
