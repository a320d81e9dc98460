/// The three serialisations of a property list PlistKit reads and writes.
public enum PlistFormat: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// XML property list (Apple's PropertyList-1.0 DTD).
    case xml
    /// Binary property list (`bplist00`).
    case binary
    /// JSON (RFC 8259).
    case json

    /// `XML`, `binary` or `JSON`, as shown to users.
    public var description: String {
        switch self {
        case .xml: return "XML"
        case .binary: return "binary"
        case .json: return "JSON"
        }
    }
}
