extension PlistReadError.Kind {
    /// A binary property list whose structure is broken: a trailer, offset table, object
    /// reference or object that does not fit the bplist00 layout (CFBinaryPList.c), or an
    /// object kind that is not a property-list value (fill bytes, sets, unknown markers,
    /// dictionary keys that are not strings).
    public static let invalidBinary = Self(rawValue: DiagnosticRule.invalidBinary.id)
    /// A binary property list whose object graph contains a cycle (an array or dictionary
    /// that contains itself, directly or through other containers). Shared objects are fine.
    public static let referenceCycle = Self(rawValue: DiagnosticRule.referenceCycle.id)
}

extension BinaryPlistParser {
    /// The user-facing name of an object kind from its marker byte, for messages such as
    /// `dictionary key is an integer, not a string`.
    static func kindName(ofMarker marker: UInt8) -> String {
        switch marker >> 4 {
        case 0x0:
            switch marker {
            case 0x00: return "null"
            case 0x08, 0x09: return "boolean"
            case 0x0F: return "fill byte"
            default: return "unknown object"
            }
        case 0x1: return "integer"
        case 0x2: return "real"
        case 0x3: return "date"
        case 0x4: return "data"
        case 0x5, 0x6: return "string"
        case 0x8: return "UID"
        case 0xA: return "array"
        case 0xB: return "ordered set"
        case 0xC: return "set"
        case 0xD: return "dictionary"
        default: return "unknown object"
        }
    }

    /// `a` or `an` before a kind name (`an integer`, `a UID`).
    static func withArticle(_ name: String) -> String {
        guard let first = name.first, "aeiou".contains(first) else { return "a " + name }
        return "an " + name
    }

    /// `0x0F`-style hexadecimal text of a byte.
    static func hex(_ byte: UInt8) -> String {
        let digits = String(byte, radix: 16, uppercase: true)
        return "0x" + (digits.count < 2 ? "0" + digits : digits)
    }
}
