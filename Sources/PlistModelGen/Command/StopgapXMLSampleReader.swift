import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import PlistKit

// TEMPORARY: used only while PlistKit's XML reader is the placeholder on `main`. Remove once
// `XMLPlistReader` has landed. No locations; dates and data decoded leniently.
final class StopgapXMLSampleReader: NSObject, XMLParserDelegate {
    private enum Frame { case array([PlistNode]), dict(PlistDictionary, pendingKey: String?) }
    private var stack: [Frame] = []
    private var text = ""
    private var root: PlistNode?

    static func read(_ data: Data, file: String) throws -> PlistDocument {
        let reader = StopgapXMLSampleReader()
        let parser = XMLParser(data: data)
        parser.delegate = reader
        guard parser.parse(), let root = reader.root else {
            throw PlistReadError(.syntax, "not a well-formed XML property list", file: file)
        }
        return PlistDocument(root: root, format: .xml, file: file)
    }

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
                qualifiedName: String?, attributes: [String: String] = [:]) {
        text = ""
        switch name {
        case "array": stack.append(.array([]))
        case "dict": stack.append(.dict(PlistDictionary(), pendingKey: nil))
        default: break
        }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) { text += string }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        let value: PlistValue
        switch name {
        case "key":
            if case .dict(let d, _)? = stack.last { stack[stack.count - 1] = .dict(d, pendingKey: text) }
            return
        case "string": value = .string(text)
        case "integer": value = PlistInteger(exactly: Int64(text.trimmingCharacters(in: .whitespaces)) ?? 0).map { .integer($0) } ?? .integer(0)
        case "real": value = .real(Double(text.trimmingCharacters(in: .whitespaces)) ?? 0)
        case "true": value = .bool(true)
        case "false": value = .bool(false)
        case "date": value = .date(ISO8601DateFormatter().date(from: text) ?? Date(timeIntervalSince1970: 0))
        case "data": value = .data(Data(base64Encoded: text.filter { !$0.isWhitespace }) ?? Data())
        case "array":
            guard case .array(let elements)? = stack.popLast() else { return }
            value = .array(elements)
        case "dict":
            guard case .dict(let d, _)? = stack.popLast() else { return }
            value = .dictionary(d)
        default: return
        }
        text = ""
        let node = PlistNode(value)
        switch stack.last {
        case .array(var elements)?:
            elements.append(node)
            stack[stack.count - 1] = .array(elements)
        case .dict(var d, let key?)?:
            d.insert(PlistDictionary.Entry(key: key, value: node))
            stack[stack.count - 1] = .dict(d, pendingKey: nil)
        default:
            root = node
        }
    }
}
