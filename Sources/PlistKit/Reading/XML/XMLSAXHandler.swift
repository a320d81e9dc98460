import Foundation
internal import CLibXML2

/// The SAX2 callbacks PlistKit gives libxml2. Each one finds the ``XMLTreeBuilder`` through
/// the context's user data and forwards the event. Callbacks not set here (comments,
/// processing instructions, `getEntity`, `externalSubset`, …) are ignored by libxml2, so no
/// entity is ever resolved and no external subset is ever read.
enum XMLSAXHandler {
    /// A handler with `initialized = XML_SAX2_MAGIC` and PlistKit's callbacks.
    static func make() -> xmlSAXHandler {
        var sax = xmlSAXHandler()
        sax.initialized = UInt32(XML_SAX2_MAGIC)
        sax.startElementNs = { ctx, localname, prefix, _, _, _, nbAttributes, _, attributes in
            guard let builder = XMLSAXHandler.builder(ctx), let localname else { return }
            builder.handleStart(localname: localname, prefix: prefix, attributeCount: Int(nbAttributes), attributes: attributes)
        }
        sax.endElementNs = { ctx, _, _, _ in
            guard let builder = XMLSAXHandler.builder(ctx) else { return }
            builder.handleEnd()
        }
        sax.characters = { ctx, ch, len in
            guard let builder = XMLSAXHandler.builder(ctx), let ch, len > 0 else { return }
            builder.handleCharacters(UnsafeBufferPointer(start: ch, count: Int(len)))
        }
        sax.cdataBlock = sax.characters
        sax.ignorableWhitespace = sax.characters
        sax.entityDecl = { ctx, name, _, _, _, _ in
            guard let builder = XMLSAXHandler.builder(ctx) else { return }
            let shown = name.map { String(cString: $0) } ?? ""
            builder.rejectDeclaration("entity declarations are not allowed in property lists (<!ENTITY \(UntrustedText.escaped(shown))>)",
                                      kind: .entityDeclaration)
        }
        sax.unparsedEntityDecl = { ctx, name, _, _, _ in
            guard let builder = XMLSAXHandler.builder(ctx) else { return }
            let shown = name.map { String(cString: $0) } ?? ""
            builder.rejectDeclaration("entity declarations are not allowed in property lists (<!ENTITY \(UntrustedText.escaped(shown))>)",
                                      kind: .entityDeclaration)
        }
        sax.elementDecl = { ctx, _, _, _ in
            XMLSAXHandler.builder(ctx)?.rejectDeclaration("<!ELEMENT> declarations are not allowed in property lists", kind: .entityDeclaration)
        }
        sax.attributeDecl = { ctx, _, _, _, _, _, tree in
            if let tree { xmlFreeEnumeration(tree) }
            XMLSAXHandler.builder(ctx)?.rejectDeclaration("<!ATTLIST> declarations are not allowed in property lists", kind: .entityDeclaration)
        }
        sax.notationDecl = { ctx, _, _, _ in
            XMLSAXHandler.builder(ctx)?.rejectDeclaration("<!NOTATION> declarations are not allowed in property lists", kind: .entityDeclaration)
        }
        sax.reference = { ctx, name in
            guard let builder = XMLSAXHandler.builder(ctx) else { return }
            let shown = name.map { String(cString: $0) } ?? ""
            builder.fail(.undefinedEntity, "undefined entity &\(UntrustedText.escaped(shown));", at: builder.currentLocation())
        }
        sax.serror = { userData, error in
            guard let builder = XMLSAXHandler.builder(userData), let error else { return }
            builder.handleLibXML2Error(error)
        }
        return sax
    }

    @inline(__always)
    static func builder(_ ctx: UnsafeMutableRawPointer?) -> XMLTreeBuilder? {
        guard let ctx else { return nil }
        return Unmanaged<XMLTreeBuilder>.fromOpaque(ctx).takeUnretainedValue()
    }
}

extension XMLTreeBuilder {
    /// The index (in the tracked text) of libxml2's current input position, and the start of
    /// the markup that ends there (the `<` found scanning back), or `nil` without a context.
    private func markupStart() -> (start: Int, current: Int, selfClosing: Bool)? {
        guard let input = parserContext?.pointee.input, let cur = input.pointee.cur, let base = input.pointee.base else { return nil }
        let current = parseStart + Int(input.pointee.consumed) + (cur - base)
        var p = cur - 1
        while p > base, p.pointee != UInt8(ascii: "<") { p -= 1 }
        // In startElementNs libxml2 stands on the `>` or the `/` of `/>`.
        let selfClosing = cur.pointee == UInt8(ascii: "/")
        return (current - (cur - p), current, selfClosing)
    }

    /// The location of libxml2's current input position.
    func currentLocation() -> SourceLocation? {
        guard let m = markupStart() else { return nil }
        return tracker.location(at: m.current)
    }

    func handleStart(localname: UnsafePointer<UInt8>, prefix: UnsafePointer<UInt8>?, attributeCount: Int,
                     attributes: UnsafeMutablePointer<UnsafePointer<UInt8>?>?) {
        guard error == nil else { return }
        let markup = markupStart()
        let location = markup.map { tracker.location(at: $0.start) } ?? .unknown
        let kind = prefix == nil ? XMLElementKind.named(localname) : nil
        startElement(kind, name: {
            let local = String(cString: localname)
            return prefix.map { String(cString: $0) + ":" + local } ?? local
        }, at: location, selfClosing: markup?.selfClosing ?? false, idref: {
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

    func handleEnd() {
        guard error == nil else { return }
        endElement(at: { [self] in
            markupStart().map { tracker.location(at: $0.start) } ?? .unknown
        })
    }

    func handleCharacters(_ chunk: UnsafeBufferPointer<UInt8>) {
        guard error == nil else { return }
        characters(chunk, location: { [self] index in
            guard let input = parserContext?.pointee.input, let base = input.pointee.base, let end = input.pointee.end,
                  let m = markupStart() else { return .unknown }
            // libxml2 passes plain text straight from its buffer; other text (after a
            // reference, or non-ASCII text it copied) is located at the current position.
            if let start = chunk.baseAddress, start >= base, start < end {
                return tracker.location(at: parseStart + Int(input.pointee.consumed) + (start - base) + index)
            }
            return tracker.location(at: max(0, m.current - chunk.count + index))
        })
    }

    func rejectDeclaration(_ message: String, kind: PlistReadError.Kind) {
        fail(kind, message, at: currentLocation().map { SourceLocation(line: $0.line, column: 0, offset: -1) })
    }

    /// Any libxml2 error or warning fails the file (refused loads are only warnings there).
    func handleLibXML2Error(_ error: UnsafePointer<xmlError>) {
        guard self.error == nil else { return }
        let converted = PlistReadError(libxml2: error.pointee, builder: self)
        if error.pointee.code == Int32(XML_NS_ERR_UNDEFINED_NAMESPACE.rawValue) {
            // Reported before the element's callback: let an unknown element be named first.
            if deferredNamespaceError == nil { deferredNamespaceError = converted }
            return
        }
        fail(converted)
    }
}
