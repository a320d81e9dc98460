/// The serialisations of a property list PlistKit reads and writes.
public enum PlistFormat: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// XML property list (Apple's PropertyList-1.0 DTD).
    case xml
    /// Binary property list (`bplist00`).
    case binary
    /// JSON (RFC 8259).
    case json
    /// OpenStep ("old-style" ASCII, NeXT) property lists and `.strings` files, in
    /// CoreFoundation's grammar (`CFOldStylePList.c`); raw value `openstep`.
    case openStep = "openstep"

    /// `XML`, `binary`, `JSON` or `OpenStep`, as shown to users.
    public var description: String {
        switch self {
        case .xml: return "XML"
        case .binary: return "binary"
        case .json: return "JSON"
        case .openStep: return "OpenStep"
        }
    }
}
