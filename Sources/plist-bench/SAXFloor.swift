#if canImport(CLibXML2)
internal import CLibXML2
#else
internal import libxml2  // an Apple SDK's own module (see Sources/CLibXML2/shim.h)
#endif
import PlistKit

/// The speed floor for XML property lists: libxml2's SAX2 parser over the same bytes with
/// callbacks that do nothing, driven exactly as PlistKit's reader drives it: push parser,
/// input declared UTF-8, `XML_PARSE_NONET | XML_PARSE_IGNORE_ENC`, chunks of
/// `PlistReader.xmlPieceSize` bytes. Only for the benchmark (`Scripts/bench`); not API.
enum SAXFloor {
    /// Parses `bytes` with empty start-element, end-element and characters callbacks.
    /// - Returns: the number of start tags seen (so the work cannot be optimised away), or
    ///   `-1` when libxml2 reports the input is not well-formed.
    static func parse(_ bytes: UnsafeRawBufferPointer) -> Int {
        var handler = xmlSAXHandler()
        handler.initialized = XML_SAX2_MAGIC
        handler.startElementNs = { context, _, _, _, _, _, _, _, _ in
            guard let context else { return }
            let ctxt = context.assumingMemoryBound(to: xmlParserCtxt.self)
            guard let counter = ctxt.pointee._private else { return }
            counter.assumingMemoryBound(to: Int.self).pointee += 1
        }
        handler.endElementNs = { _, _, _, _ in }
        handler.characters = { _, _, _ in }
        handler.cdataBlock = { _, _, _ in }
        var count = 0
        guard let base = bytes.baseAddress?.assumingMemoryBound(to: CChar.self),
              let ctxt = xmlCreatePushParserCtxt(&handler, nil, nil, 0, nil) else { return -1 }
        defer { xmlFreeParserCtxt(ctxt) }
        _ = xmlSwitchEncoding(ctxt, XML_CHAR_ENCODING_UTF8)
        _ = xmlCtxtUseOptions(ctxt, Int32(XML_PARSE_NONET.rawValue | XML_PARSE_IGNORE_ENC.rawValue))
        return withUnsafeMutablePointer(to: &count) { counter in
            ctxt.pointee._private = UnsafeMutableRawPointer(counter)
            var offset = 0
            let chunk = PlistReader.xmlPieceSize
            while offset < bytes.count {
                let n = min(chunk, bytes.count - offset)
                if xmlParseChunk(ctxt, base + offset, Int32(n), 0) != 0 { return -1 }
                offset += n
            }
            if xmlParseChunk(ctxt, nil, 0, 1) != 0 { return -1 }
            return ctxt.pointee.wellFormed != 0 ? counter.pointee : -1
        }
    }
}
