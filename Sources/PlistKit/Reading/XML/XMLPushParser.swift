import Foundation
#if canImport(CLibXML2)
internal import CLibXML2
#else
internal import libxml2  // an Apple SDK's own module (see Sources/CLibXML2/shim.h)
#endif

/// One XML parse driven chunk by chunk: the attribute pre-scan (``XMLAttributeScanner``) runs
/// on each chunk before libxml2's push parser is given it, and the location tracker and the
/// scanner see a sliding window of the text, so a file can be parsed while it is read with
/// memory bounded by what the tree keeps (and, with an element sink, not even that).
///
/// Input in memory is the one-chunk case (``parse(whole:)``): no copy, the same steps. Either
/// way libxml2 is given the same calls — whole pieces of ``pieceSize`` bytes from the start of
/// its input, the last one shorter — so events, errors and locations do not depend on how the
/// text was read. A pre-scan error anywhere in the text wins over any parse error, as when the
/// whole text is scanned first: after the parse has failed, the rest of the text is still
/// pre-scanned (only the scanner's bytes are kept).
///
/// One parser serves one parse on one thread; its libxml2 context and ``XMLParseSession`` are
/// freed with it.
final class XMLPushParser {
    /// Bytes handed to libxml2 per `xmlParseChunk` call. Smaller than libxml2's 10 MB lookup
    /// limit (which a single chunk would hit) and large enough to keep call overhead low.
    static let pieceSize = 64 * 1024

    private let intake: XMLIntake
    private let session: UnsafeMutablePointer<XMLParseSession>
    private let context: xmlParserCtxtPtr
    private var scanner: XMLAttributeScanner
    /// The index in the text of the next byte to give libxml2 (always the start of a piece).
    private var fed: Int
    /// Whether libxml2 returned an error code: it is given nothing more.
    private var stopped = false
    /// The bytes kept of a text read in chunks: `storage[0]` is the byte at index `start`.
    private var storage: UnsafeMutablePointer<UInt8>?
    private var capacity = 0
    private var count = 0
    private var start = 0

    /// Creates the parse of the text checked by `intake`, whose first bytes (at least up to
    /// the intake's parse start) are `head`.
    /// - Throws: ``PlistReadError`` of kind `io` when libxml2 cannot create a parser.
    init(options: PlistReader.Options, intake: XMLIntake, head: UnsafeBufferPointer<UInt8>,
         streaming: TreeStreaming? = nil) throws {
        LibXML2.setUp()
        var strippedLines = 0
        var strippedColumns = 0
        for k in 0..<min(intake.parseStart, head.count) {
            if head[k] == 0x0A { strippedLines += 1; strippedColumns = 0 } else { strippedColumns += 1 }
        }
        let tracker = XMLLocationTracker(text: UnsafeBufferPointer(start: nil, count: 0), prefixBytes: intake.prefixBytes,
                                         isUTF16: intake.isUTF16)
        var builder = XMLTreeBuilder(options: options, tracker: tracker, strippedLines: strippedLines, strippedColumns: strippedColumns)
        builder.streaming = streaming
        var sax = XMLSAXHandler.make()
        let session = UnsafeMutablePointer<XMLParseSession>.allocate(capacity: 1)
        session.initialize(to: XMLParseSession(builder: builder, parseStart: intake.parseStart))
        guard let context = xmlCreatePushParserCtxt(&sax, UnsafeMutableRawPointer(session), nil, 0, nil) else {
            session.deinitialize(count: 1)
            session.deallocate()
            throw PlistReadError(.io, "libxml2 could not create a parser (out of memory)")
        }
        // The intake has checked the declared encoding and made the text UTF-8: libxml2 must
        // neither autodetect (EBCDIC, UCS-4) nor switch on the declaration.
        _ = xmlSwitchEncoding(context, XML_CHAR_ENCODING_UTF8)
        _ = xmlCtxtUseOptions(context, Int32(XML_PARSE_NONET.rawValue | XML_PARSE_IGNORE_ENC.rawValue))
        context.pointee.loadsubset = 0
        context.pointee.validate = 0
        context.pointee.replaceEntities = 0
        session.pointee.parserContext = context
        session.pointee.builder.stop = { xmlStopParser(context) }
        self.intake = intake
        self.session = session
        self.context = context
        scanner = XMLAttributeScanner(limit: options.maxAttributesPerElement, start: intake.parseStart)
        fed = intake.parseStart
    }

    deinit {
        session.pointee.parserContext = nil
        session.pointee.builder.stop = {}
        // libxml2 builds a stand-in document for an internal subset even in SAX mode
        // ("expat compatibility"); the context does not free it.
        if let doc = context.pointee.myDoc {
            context.pointee.myDoc = nil
            xmlFreeDoc(doc)
        }
        xmlFreeParserCtxt(context)
        session.deinitialize(count: 1)
        session.deallocate()
        storage?.deallocate()
    }

    private var failed: Bool { session.pointee.builder.failed }

    /// Parses the whole text, held by the caller until ``finish()`` returns.
    /// - Throws: ``PlistReadError`` of the pre-scan, or `empty-file` when there is nothing to parse.
    func parse(whole text: UnsafeBufferPointer<UInt8>) throws {
        try process(text, windowStart: 0, isFinal: true)
    }

    /// Parses the next bytes of a text read in chunks (the first call starts at the start of
    /// the text); `isFinal` when no bytes follow. The bytes are copied.
    /// - Throws: ``PlistReadError`` of the pre-scan, or `empty-file` when there is nothing to parse.
    func append(_ chunk: UnsafeBufferPointer<UInt8>, isFinal: Bool) throws {
        // Forget the bytes no reader needs any more: the tracker, the scanner and libxml2 each
        // read forward from a known index. After a failure only the scanner goes on.
        var keep = scanner.retainFrom
        if !failed {
            keep = min(keep, session.pointee.builder.tracker.retainFrom)
            if !stopped { keep = min(keep, fed) }
        }
        let drop = max(0, min(keep - start, count))
        if drop > 0, let storage {
            session.pointee.builder.tracker.forget(before: start + drop)
            memmove(storage, storage + drop, count - drop)
            count -= drop
            start += drop
        }
        if count + chunk.count > capacity {
            let grown = max(count + chunk.count, capacity * 2, 64 * 1024)
            let bigger = UnsafeMutablePointer<UInt8>.allocate(capacity: grown)
            if let storage {
                bigger.update(from: storage, count: count)
                storage.deallocate()
            }
            storage = bigger
            capacity = grown
        }
        if let source = chunk.baseAddress, let storage {
            (storage + count).update(from: source, count: chunk.count)
            count += chunk.count
        }
        try process(window, windowStart: start, isFinal: isFinal)
    }

    /// The bytes kept.
    private var window: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: storage, count: count) }

    /// Pre-scans the new bytes of `window` and gives libxml2 every whole piece they complete
    /// (and, at the end, the rest).
    private func process(_ window: UnsafeBufferPointer<UInt8>, windowStart: Int, isFinal: Bool) throws {
        let end = windowStart + window.count
        if isFinal && end <= intake.parseStart {
            throw PlistReadError(.emptyFile, DiagnosticRule.emptyFileMessage)
        }
        session.pointee.builder.tracker.setWindow(window)
        let session = self.session
        try scanner.scan(window, windowStart: windowStart, isFinal: isFinal) { session.pointee.builder.tracker.location(at: $0) }
        guard let base = window.baseAddress else { return }
        let safeEnd = scanner.safeEnd
        while !stopped && !failed {
            let n = min(Self.pieceSize, max(0, safeEnd - fed))
            guard n == Self.pieceSize || (isFinal && n > 0) else { break }
            let rc = (base + (fed - windowStart)).withMemoryRebound(to: CChar.self, capacity: n) {
                xmlParseChunk(context, $0, Int32(n), 0)
            }
            fed += n
            if rc != 0 { stopped = true }
        }
    }

    /// Ends the parse and returns the document.
    /// - Throws: ``PlistReadError``: the first problem of the parse, with its location.
    func finish() throws -> PlistDocument {
        if !failed { _ = xmlParseChunk(context, nil, 0, 1) }
        session.pointee.parserContext = nil
        session.pointee.builder.stop = {}
        let builder = session.pointee.builder
        if var error = builder.error ?? builder.deferredNamespaceError {
            var findings = intake.findings
            findings.append(contentsOf: builder.findings)
            error.precedingDiagnostics = findings.diagnostics
            throw error
        }
        if context.pointee.wellFormed == 0 {
            throw PlistReadError(.syntax, "the document is not well-formed XML")
        }
        guard let root = builder.root else {
            throw PlistReadError(.syntax, "no <plist> root element")
        }
        var findings = intake.findings
        findings.append(contentsOf: builder.findings)
        var document = PlistDocument(root: root, format: .xml, diagnostics: findings.diagnostics)
        document.omittedRootKeys = builder.omittedRootKeys
        return document
    }
}

extension PlistReader {
    /// Bytes the XML reader hands libxml2 per `xmlParseChunk` call (``XMLPushParser/pieceSize``),
    /// for the benchmark's libxml2 floor (`plist-bench`), which must drive libxml2 the same way.
    /// At `package` access in the library, read from the reader's own constant: a copy of the
    /// number in the benchmark could drift from it and make the floor a different workload.
    package static var xmlPieceSize: Int { XMLPushParser.pieceSize }
}
