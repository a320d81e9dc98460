import Foundation
#if canImport(CLibXML2)
internal import CLibXML2
#else
internal import libxml2  // an Apple SDK's own module (see Sources/CLibXML2/shim.h)
#endif

/// The SAX2 callbacks PlistKit gives libxml2. Each one finds the ``XMLParseSession`` through
/// the context's user data and forwards the event. Comments are seen only to report one inside
/// `<string>` or `<key>`. Callbacks not set here (processing instructions, `getEntity`, `externalSubset`, …) are ignored by libxml2, so no
/// entity is ever resolved and no external subset is ever read.
enum XMLSAXHandler {
    /// A handler with `initialized = XML_SAX2_MAGIC` and PlistKit's callbacks.
    static func make() -> xmlSAXHandler {
        var sax = xmlSAXHandler()
        sax.initialized = UInt32(XML_SAX2_MAGIC)
        sax.startElementNs = { ctx, localname, prefix, _, _, _, nbAttributes, _, attributes in
            guard let ctx, let localname else { return }
            XMLParseSession.with(ctx) {
                $0.handleStart(localname: localname, prefix: prefix, attributeCount: Int(nbAttributes), attributes: attributes)
            }
        }
        sax.endElementNs = { ctx, _, _, _ in
            guard let ctx else { return }
            XMLParseSession.with(ctx) { $0.handleEnd() }
        }
        sax.characters = { ctx, ch, len in
            guard let ctx, let ch, len > 0 else { return }
            XMLParseSession.with(ctx) { $0.handleCharacters(UnsafeBufferPointer(start: ch, count: Int(len))) }
        }
        sax.comment = { ctx, value in
            guard let ctx else { return }
            // libxml2 calls this just after `-->`: the comment starts `<!--` + text + `-->` before.
            let length = value.map { strlen(UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self)) } ?? 0
            XMLParseSession.with(ctx) { session in
                let location = session.currentOffset().map { session.builder.tracker.location(at: max(0, $0 - length - 7)) }
                session.builder.noteComment(at: location)
            }
        }
        sax.cdataBlock = sax.characters
        sax.ignorableWhitespace = sax.characters
        sax.entityDecl = { ctx, name, _, _, _, _ in
            guard let ctx else { return }
            let shown = name.map { String(cString: $0) } ?? ""
            XMLParseSession.with(ctx) {
                $0.rejectDeclaration(DiagnosticRule.declarationsNotAllowedMessage("entity", entity: shown))
            }
        }
        sax.unparsedEntityDecl = { ctx, name, _, _, _ in
            guard let ctx else { return }
            let shown = name.map { String(cString: $0) } ?? ""
            XMLParseSession.with(ctx) {
                $0.rejectDeclaration(DiagnosticRule.declarationsNotAllowedMessage("entity", entity: shown))
            }
        }
        sax.elementDecl = { ctx, _, _, _ in
            guard let ctx else { return }
            XMLParseSession.with(ctx) { $0.rejectDeclaration(DiagnosticRule.declarationsNotAllowedMessage("<!ELEMENT>")) }
        }
        sax.attributeDecl = { ctx, _, _, _, _, _, tree in
            if let tree { xmlFreeEnumeration(tree) }
            guard let ctx else { return }
            XMLParseSession.with(ctx) { $0.rejectDeclaration(DiagnosticRule.declarationsNotAllowedMessage("<!ATTLIST>")) }
        }
        sax.notationDecl = { ctx, _, _, _ in
            guard let ctx else { return }
            XMLParseSession.with(ctx) { $0.rejectDeclaration(DiagnosticRule.declarationsNotAllowedMessage("<!NOTATION>")) }
        }
        sax.reference = { ctx, name in
            guard let ctx else { return }
            let shown = name.map { String(cString: $0) } ?? ""
            XMLParseSession.with(ctx) { session in
                let offset = session.currentOffset()
                session.builder.fail(.undefinedEntity, DiagnosticRule.undefinedEntityMessage(shown),
                                     at: offset.map { session.builder.tracker.location(at: $0) })
            }
        }
        sax.serror = { userData, error in
            guard let userData, let error else { return }
            XMLParseSession.with(userData) { $0.handleLibXML2Error(error) }
        }
        return sax
    }
}
