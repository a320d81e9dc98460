import Foundation

/// Reads XML property lists with libxml2's SAX2 push parser (streaming, no DOM).
///
/// The grammar is Apple's PropertyList-1.0 DTD; lexical rules are those of CoreFoundation
/// where it is strict, and stricter where it silently alters data (see ``PlistIntegerParser``,
/// ``PlistRealParser``, ``PlistDateParser``, ``Base64Decoder``). The intake
/// (``XMLIntake``) checks the encoding, and ``XMLAttributeScanner`` the attribute counts,
/// before libxml2 runs.
///
/// Hardening: options are `XML_PARSE_NONET` only (never `NOENT`, `DTDLOAD`, `DTDATTR`,
/// `DTDVALID`, `XINCLUDE`, `HUGE`, `RECOVER`, `NOBLANKS`); an external entity loader that
/// refuses everything is installed once per process; every libxml2 error or warning fails the
/// file; entity and other markup declarations are rejected by SAX hooks at their line, before
/// any expansion; the DTD named by a DOCTYPE is never read. The push parser is used because
/// libxml2 2.9.14's pull parser stops at 256 levels; PlistKit counts depth itself
/// (``PlistReader/Options/maxDepth``).
///
/// The reader is a value; all parse state lives in a per-call ``XMLPushParser`` (its
/// ``XMLTreeBuilder`` and libxml2 context), so one reader may be used from several threads at once.
struct XMLPlistReader {
    /// The options in force.
    let options: PlistReader.Options

    /// Reads one XML property list from memory.
    /// - Throws: ``PlistReadError`` naming the first problem with its line and column.
    func read(_ bytes: UnsafeRawBufferPointer) throws -> PlistDocument {
        let intake = try XMLIntake.prepare(bytes, options: options)
        if let text = intake.text {
            return try text.withUnsafeBufferPointer { try parse($0, intake: intake) }
        }
        let raw = bytes.bindMemory(to: UInt8.self)
        return try parse(UnsafeBufferPointer(rebasing: raw[intake.prefixBytes...]), intake: intake)
    }

    private func parse(_ text: UnsafeBufferPointer<UInt8>, intake: XMLIntake) throws -> PlistDocument {
        let parser = try XMLPushParser(options: options, intake: intake, head: text)
        try parser.parse(whole: text)
        return try parser.finish()
    }

    /// Reads one UTF-8 XML property list whose bytes come in chunks: `head` (the first bytes,
    /// at least ``XMLIntake/headLength`` after the first one that is not whitespace, or all of
    /// them), then each chunk `next()` returns until it returns `nil`. Results are those of
    /// ``read(_:)`` on the whole input.
    /// - Parameter streaming: when set, the arrays it selects hand each element to its sink
    ///   as soon as the element ends, instead of keeping it (``TreeStreaming``).
    /// - Throws: ``PlistReadError`` naming the first problem with its line and column, or
    ///   what `next()` throws.
    func read(head: UnsafeRawBufferPointer, isWhole: Bool, next: () throws -> Data?,
              streaming: TreeStreaming?) throws -> PlistDocument {
        let intake = try XMLIntake.prepare(head, options: options)
        let raw = head.bindMemory(to: UInt8.self)
        let text = UnsafeBufferPointer(rebasing: raw[intake.prefixBytes...])
        let parser = try XMLPushParser(options: options, intake: intake, head: text, streaming: streaming)
        try parser.append(text, isFinal: isWhole)
        if !isWhole {
            while let chunk = try next() {
                try chunk.withUnsafeBytes { try parser.append($0.bindMemory(to: UInt8.self), isFinal: false) }
            }
            try parser.append(UnsafeBufferPointer(start: nil, count: 0), isFinal: true)
        }
        return try parser.finish()
    }
}
