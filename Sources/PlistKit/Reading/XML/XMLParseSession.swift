import Foundation
#if canImport(CLibXML2)
internal import CLibXML2
#else
internal import libxml2  // an Apple SDK's own module (see Sources/CLibXML2/shim.h)
#endif

/// One parse: the ``XMLTreeBuilder`` and the libxml2 context whose input position locates the
/// events. It lives in memory allocated by ``XMLPushParser`` for the duration of one read
/// and reached by libxml2 through its user-data pointer (no reference counting, no dynamic
/// exclusivity checks on the hot path); only the thread running the parse touches it.
struct XMLParseSession {
    /// The tree being built.
    var builder: XMLTreeBuilder
    /// The libxml2 context of the running parse.
    var parserContext: xmlParserCtxtPtr?
    /// Index in the tracked text where libxml2's input starts.
    let parseStart: Int

    init(builder: XMLTreeBuilder, parseStart: Int) {
        self.builder = builder
        self.parseStart = parseStart
    }

    /// Runs `body` on the session behind a user-data pointer.
    @inline(__always)
    static func with(_ ctx: UnsafeMutableRawPointer, _ body: (inout XMLParseSession) -> Void) {
        body(&ctx.assumingMemoryBound(to: XMLParseSession.self).pointee)
    }

    /// The index (in the tracked text) of libxml2's current input position.
    /// Read at every end tag, so kept to a few loads: while the parser has an input, its `cur`
    /// and `base` point into the same buffer.
    @inline(__always)
    func currentOffset() -> Int? {
        guard let input = parserContext?.pointee.input else { return nil }
        let position = Int(bitPattern: input.pointee.cur) &- Int(bitPattern: input.pointee.base)
        return parseStart &+ Int(input.pointee.consumed) &+ position
    }

    /// The index of the `<` that starts the markup libxml2 is reading or has just read (found
    /// scanning back from the current position), and whether it stands on `/` (of `/>`).
    /// `nameLength` is the length of the element's name when known: a tag without attributes
    /// written `<name>` or `<name/>` is then found without scanning. Static, so that no copy of
    /// the session is made to call it.
    @inline(__always)
    private static func markupStart(_ parserContext: xmlParserCtxtPtr?, parseStart: Int,
                                    nameLength: Int) -> (start: Int, standsOnSlash: Bool)? {
        guard let input = parserContext?.pointee.input, let cur = input.pointee.cur, let base = input.pointee.base, cur > base else { return nil }
        var p = cur - 1
        if nameLength > 0, cur - base > nameLength, (cur - (nameLength + 1)).pointee == UInt8(ascii: "<") {
            // The `<` is at most this far back (the name lies between), so this is it.
            p = cur - (nameLength + 1)
        } else {
            while p > base, p.pointee != UInt8(ascii: "<") { p -= 1 }
        }
        return (parseStart + Int(input.pointee.consumed) + (p - base), cur.pointee == UInt8(ascii: "/"))
    }

    /// The index of the end tag (`</name>`) libxml2 has just read, or `nil`.
    func endTagOffset() -> Int? { Self.endTagOffset(parserContext, parseStart: parseStart) }

    private static func endTagOffset(_ parserContext: xmlParserCtxtPtr?, parseStart: Int) -> Int? {
        guard let input = parserContext?.pointee.input, let cur = input.pointee.cur, let base = input.pointee.base, cur > base else { return nil }
        var p = cur - 1
        while p > base, p.pointee != UInt8(ascii: "<") { p -= 1 }
        guard p.pointee == UInt8(ascii: "<"), (p + 1).pointee == UInt8(ascii: "/") else { return nil }
        return parseStart + Int(input.pointee.consumed) + (p - base)
    }

    @inline(__always)
    mutating func handleStart(localname: UnsafePointer<UInt8>, prefix: UnsafePointer<UInt8>?, attributeCount: Int,
                     attributes: UnsafeMutablePointer<UnsafePointer<UInt8>?>?) {
        guard !builder.failed else { return }
        // In startElementNs libxml2 stands on the `>` or on the `/` of `/>`.
        let kind = prefix == nil ? XMLElementKind.named(localname) : nil
        let markup = Self.markupStart(parserContext, parseStart: parseStart,
                                      nameLength: attributeCount == 0 ? kind?.nameLength ?? 0 : 0)
        builder.startElement(kind, name: {
            let local = String(cString: localname)
            return prefix.map { String(cString: $0) + ":" + local } ?? local
        }, offset: markup?.start ?? 0, contentOffset: { [context = parserContext, start = parseStart] in
            guard let input = context?.pointee.input, let cur = input.pointee.cur, let base = input.pointee.base else { return 1 }
            return start + Int(input.pointee.consumed) + (cur - base) + 1
        },
           selfClosing: markup?.standsOnSlash ?? false, idref: {
            // Attributes come as (localname, prefix, URI, value start, value end) tuples.
            guard let attributes else { return nil }
            for k in 0..<attributeCount {
                guard let name = attributes[5 * k], let start = attributes[5 * k + 3], let end = attributes[5 * k + 4],
                      String(cString: name) == "IDREF" else { continue }
                return String(decoding: UnsafeBufferPointer(start: start, count: end - start), as: UTF8.self)
            }
            return nil
        })
    }

    @inline(__always)
    mutating func handleEnd() {
        guard !builder.failed else { return }
        let (context, start) = (parserContext, parseStart)
        // libxml2 calls endElementNs just after the `>` of the end tag (or the `/>`).
        builder.endElement(end: currentOffset() ?? 0, offset: { Self.endTagOffset(context, parseStart: start) })
    }

    @inline(__always)
    mutating func handleCharacters(_ chunk: UnsafeBufferPointer<UInt8>) {
        guard !builder.failed else { return }
        // libxml2 passes plain text straight from its buffer; other text (after a reference,
        // or non-ASCII text it copied) is located from the current position. Only an error
        // needs the position, so it is computed on demand.
        let (context, start) = (parserContext, parseStart)
        builder.characters(chunk, offset: { Self.offset(of: chunk, context: context, parseStart: start) })
    }

    private static func offset(of chunk: UnsafeBufferPointer<UInt8>, context: xmlParserCtxtPtr?, parseStart: Int) -> Int {
        guard let input = context?.pointee.input, let base = input.pointee.base else { return 0 }
        if let end = input.pointee.end, let start = chunk.baseAddress, start >= base, start < end {
            return parseStart + Int(input.pointee.consumed) + (start - base)
        }
        guard let cur = input.pointee.cur else { return 0 }
        return max(0, parseStart + Int(input.pointee.consumed) + (cur - base) - chunk.count)
    }

    /// Fails on a markup declaration of the internal subset, at its line.
    mutating func rejectDeclaration(_ message: String) {
        let offset = currentOffset()
        let line = offset.map { builder.tracker.location(at: $0).line }
        builder.fail(.entityDeclaration, message, at: line.map { SourceLocation(line: $0, column: 0, offset: -1) })
    }

    /// Any libxml2 error or warning fails the file (refused loads are only warnings there).
    mutating func handleLibXML2Error(_ error: UnsafePointer<xmlError>) {
        guard !builder.failed else { return }
        let endTag = endTagOffset().map { builder.tracker.location(at: $0) }
        let converted = PlistReadError(libxml2: error.pointee, builder: builder, endTag: endTag,
                                       snippet: snippetAtCurrentPosition())
        if error.pointee.code == Int32(XML_NS_ERR_UNDEFINED_NAMESPACE.rawValue) {
            // Reported before the element's callback: let an unknown element be named first.
            if builder.deferredNamespaceError == nil { builder.deferredNamespaceError = converted }
            return
        }
        builder.fail(converted)
    }

    /// Up to one line of text at libxml2's current position (for "text outside the root").
    func snippetAtCurrentPosition() -> String? {
        guard let input = parserContext?.pointee.input, let cur = input.pointee.cur, let end = input.pointee.end else { return nil }
        var p = cur
        while p < end, p.pointee == 0x20 || p.pointee == 0x09 || p.pointee == 0x0A || p.pointee == 0x0D { p += 1 }
        var q = p
        while q < end, q - p < 200, q.pointee != 0x0A, q.pointee != 0x0D, q.pointee != UInt8(ascii: "<") { q += 1 }
        return String(decoding: UnsafeBufferPointer(start: p, count: q - p), as: UTF8.self)
    }
}
