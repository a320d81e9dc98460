import Foundation
#if canImport(CLibXML2)
internal import CLibXML2
#else
internal import libxml2  // an Apple SDK's own module (see Sources/CLibXML2/shim.h)
#endif

extension PlistReadError {
    /// Turns one libxml2 error or warning into a read error with PlistKit's own one-line
    /// wording, its line (corrected for whitespace stripped before the XML declaration) and
    /// column (libxml2's `int2`), and, for an unclosed or mismatched tag, the open tag's line.
    ///
    /// libxml2's own message is used only for codes without a wording here, escaped (it can
    /// hold a newline and raw input bytes) and prefixed with `XML error:`.
    init(libxml2 e: xmlError, builder: XMLTreeBuilder, endTag: SourceLocation?, snippet: String?) {
        var line = Int(e.line)
        var column = Int(max(0, e.int2))
        if line == 1 { column += builder.strippedColumns }
        if line > 0 { line += builder.strippedLines }
        var location: SourceLocation? = line > 0 ? SourceLocation(line: line, column: column, offset: -1) : nil
        let str1 = e.str1.map { String(cString: $0) } ?? ""
        let str2 = e.str2.map { String(cString: $0) } ?? ""
        let libxml2Message = (e.message.map { String(cString: $0) } ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
        let kind: PlistReadError.Kind
        let message: String
        var related: [Diagnostic] = []
        let openTag = builder.openElement()
        switch Int(e.code) {
        case Int(XML_ERR_TAG_NAME_MISMATCH.rawValue):
            kind = .syntax
            let openLine = openTag?.name == str1 ? openTag?.location.line ?? Int(e.int1) : Int(e.int1) + builder.strippedLines
            if let endTag { location = endTag }
            message = "end tag </\(UntrustedText.escaped(str2))> does not match <\(UntrustedText.escaped(str1))> opened at line \(openLine)"
            related = [Diagnostic.annotation("<\(UntrustedText.escaped(str1))> opened here",
                                                 location: openTag?.name == str1 ? openTag?.location : SourceLocation(line: openLine))]
        case Int(XML_ERR_DOCUMENT_END.rawValue) where openTag != nil, Int(XML_ERR_TAG_NOT_FINISHED.rawValue) where openTag != nil:
            // The push parser reports a truncated file as "extra content" at its end.
            kind = .syntax
            let open = openTag ?? (str1, SourceLocation(line: Int(e.int1)))
            message = "<\(UntrustedText.escaped(open.name))> opened at line \(open.location.line) is not closed before the end of the file"
            related = [Diagnostic.annotation("the file ends here", location: location)]
            location = open.location
        case Int(XML_ERR_DOCUMENT_END.rawValue), Int(XML_ERR_EXTRA_CONTENT.rawValue):
            kind = .contentAfterRoot
            message = DiagnosticRule.extraContentMessage
        case Int(XML_ERR_INVALID_CHAR.rawValue) where libxml2Message.hasPrefix("Input is not proper UTF-8"):
            kind = .invalidEncoding
            let bytes = str1.replacingOccurrences(of: "Bytes:", with: "").trimmingCharacters(in: .whitespacesAndNewlines)
            message = "invalid UTF-8 byte sequence (bytes \(UntrustedText.escaped(bytes, limit: 40)))"
        case Int(XML_ERR_DOCUMENT_EMPTY.rawValue):
            kind = .syntax
            if let snippet, !snippet.isEmpty {
                message = "text outside the root element: \(UntrustedText.quoted(snippet)); expected <plist>"
            } else {
                message = "no root element: expected <plist>"
            }
        case Int(XML_ERR_UNDECLARED_ENTITY.rawValue), Int(XML_WAR_UNDECLARED_ENTITY.rawValue):
            kind = .undefinedEntity
            if let l = location, l.column > str1.count + 2 { location?.column = l.column - str1.count - 2 }
            message = DiagnosticRule.undefinedEntityMessage(str1, explained: true)
        case Int(XML_ERR_INVALID_CHAR.rawValue):
            kind = .syntax
            let digits = String(UInt32(truncatingIfNeeded: e.int1), radix: 16, uppercase: true)
            message = "character U+\(String(repeating: "0", count: max(0, 4 - digits.count)) + digits) is not allowed in XML"
        case Int(XML_ERR_INVALID_CHARREF.rawValue), Int(XML_ERR_INVALID_DEC_CHARREF.rawValue), Int(XML_ERR_INVALID_HEX_CHARREF.rawValue):
            kind = .syntax
            message = "invalid character reference (\(UntrustedText.escaped(libxml2Message, limit: 120)))"
        case Int(XML_ERR_INVALID_ENCODING.rawValue):
            kind = .invalidEncoding
            message = "invalid UTF-8 byte sequence"
        case Int(XML_ERR_NAME_TOO_LONG.rawValue):
            kind = .limitExceeded
            message = "name too long (libxml2 allows 50000 characters)"
        case Int(XML_ERR_RESERVED_XML_NAME.rawValue):
            kind = .syntax
            message = "the XML declaration is allowed only at the very start of the file"
        case Int(XML_ERR_ENTITY_LOOP.rawValue):
            kind = .entityDeclaration
            message = DiagnosticRule.declarationsNotAllowedMessage("entity")
        case Int(XML_NS_ERR_UNDEFINED_NAMESPACE.rawValue):
            kind = .syntax
            message = "undeclared namespace prefix (\(UntrustedText.escaped(libxml2Message, limit: 120)))"
        default:
            kind = .syntax
            message = "XML error: \(UntrustedText.escaped(libxml2Message, limit: 120))"
        }
        self.init(kind, message, at: location, keyPath: builder.currentPath(), related: related)
    }
}

extension XMLTreeBuilder {
    /// The innermost open element (leaf or container) and where it starts.
    func openElement() -> (name: String, location: SourceLocation)? {
        if let leaf { return (leaf.kind.name, leaf.location) }
        if let frame = frames.last { return (frame.kind.name, frame.location) }
        return nil
    }
}
