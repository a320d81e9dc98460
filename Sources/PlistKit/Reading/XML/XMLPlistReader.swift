import Foundation
internal import CLibXML2

/// Reads XML property lists with libxml2's SAX2 push parser (streaming, no DOM).
///
/// The grammar is Apple's PropertyList-1.0 DTD; lexical rules are those of CoreFoundation
/// where it is strict, and stricter where it silently alters data (see ``PlistIntegerParser``,
/// ``PlistRealParser``, ``PlistDateParser``, ``Base64Decoder``). The intake
/// (``XMLIntake``) checks the encoding and attribute counts before libxml2 runs.
///
/// Hardening: options are `XML_PARSE_NONET` only (never `NOENT`, `DTDLOAD`, `DTDATTR`,
/// `DTDVALID`, `XINCLUDE`, `HUGE`, `RECOVER`, `NOBLANKS`); an external entity loader that
/// refuses everything is installed once per process; every libxml2 error or warning fails the
/// file; entity and other markup declarations are rejected by SAX hooks at their line, before
/// any expansion; the DTD named by a DOCTYPE is never read. The push parser is used because
/// libxml2 2.9.14's pull parser stops at 256 levels; PlistKit counts depth itself
/// (``PlistReader/Options/maxDepth``).
///
/// The reader is a value; all parse state lives in a per-call ``XMLTreeBuilder`` and libxml2
/// context, so one reader may be used from several threads at once.
struct XMLPlistReader {
    /// The options in force.
    let options: PlistReader.Options

    /// Bytes handed to libxml2 per `xmlParseChunk` call. Smaller than libxml2's 10 MB lookup
    /// limit (which a single chunk would hit) and large enough to keep call overhead low.
    static let chunkSize = 64 * 1024

    /// Reads one XML property list.
    /// - Throws: ``PlistReadError`` naming the first problem with its line and column.
    func read(_ bytes: UnsafeRawBufferPointer) throws -> PlistDocument {
        LibXML2.setUp()
        let intake = try XMLIntake.prepare(bytes, options: options)
        if let text = intake.text {
            return try text.withUnsafeBufferPointer { try parse($0, intake: intake) }
        }
        let raw = bytes.bindMemory(to: UInt8.self)
        return try parse(UnsafeBufferPointer(rebasing: raw[intake.prefixBytes...]), intake: intake)
    }

    private func parse(_ text: UnsafeBufferPointer<UInt8>, intake: XMLIntake) throws -> PlistDocument {
        var strippedLines = 0
        var strippedColumns = 0
        for k in 0..<intake.parseStart {
            if text[k] == 0x0A { strippedLines += 1; strippedColumns = 0 } else { strippedColumns += 1 }
        }
        let tracker = XMLLocationTracker(text: text, prefixBytes: intake.prefixBytes, isUTF16: intake.isUTF16)
        let session = UnsafeMutablePointer<XMLParseSession>.allocate(capacity: 1)
        session.initialize(to: XMLParseSession(
            builder: XMLTreeBuilder(options: options, tracker: tracker, strippedLines: strippedLines, strippedColumns: strippedColumns),
            parseStart: intake.parseStart))
        defer {
            session.deinitialize(count: 1)
            session.deallocate()
        }
        let input = UnsafeBufferPointer(rebasing: text[intake.parseStart...])
        guard !input.isEmpty, let base = input.baseAddress else {
            throw PlistReadError(.emptyFile, "file is empty")
        }
        var sax = XMLSAXHandler.make()
        guard let ctxt = xmlCreatePushParserCtxt(&sax, UnsafeMutableRawPointer(session), nil, 0, nil) else {
            throw PlistReadError(.io, "libxml2 could not create a parser (out of memory)")
        }
        defer {
            // libxml2 builds a stand-in document for an internal subset even in SAX mode
            // ("expat compatibility"); the context does not free it.
            if let doc = ctxt.pointee.myDoc {
                ctxt.pointee.myDoc = nil
                xmlFreeDoc(doc)
            }
            xmlFreeParserCtxt(ctxt)
        }
        // The intake has checked the declared encoding and made the text UTF-8: libxml2 must
        // neither autodetect (EBCDIC, UCS-4) nor switch on the declaration.
        _ = xmlSwitchEncoding(ctxt, XML_CHAR_ENCODING_UTF8)
        _ = xmlCtxtUseOptions(ctxt, Int32(XML_PARSE_NONET.rawValue | XML_PARSE_IGNORE_ENC.rawValue))
        ctxt.pointee.loadsubset = 0
        ctxt.pointee.validate = 0
        ctxt.pointee.replaceEntities = 0
        session.pointee.parserContext = ctxt
        session.pointee.builder.stop = { xmlStopParser(ctxt) }
        base.withMemoryRebound(to: CChar.self, capacity: input.count) { chars in
            var offset = 0
            while offset < input.count && !session.pointee.builder.failed {
                let n = min(Self.chunkSize, input.count - offset)
                let rc = xmlParseChunk(ctxt, chars + offset, Int32(n), 0)
                offset += n
                if rc != 0 { break }
            }
            if !session.pointee.builder.failed { _ = xmlParseChunk(ctxt, nil, 0, 1) }
        }
        session.pointee.parserContext = nil
        session.pointee.builder.stop = {}
        let builder = session.pointee.builder
        if let error = builder.error ?? builder.deferredNamespaceError { throw error }
        if ctxt.pointee.wellFormed == 0 {
            throw PlistReadError(.syntax, "the document is not well-formed XML")
        }
        guard let root = builder.root else {
            throw PlistReadError(.syntax, "no <plist> root element")
        }
        var findings = intake.findings
        findings.append(contentsOf: builder.findings)
        return PlistDocument(root: root, format: .xml, findings: findings.diagnostics)
    }
}
