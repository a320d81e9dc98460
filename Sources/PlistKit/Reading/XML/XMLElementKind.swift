/// The elements of Apple's PropertyList-1.0 DTD.
enum XMLElementKind: UInt8, Sendable {
    case plist, dict, array, key, string, data, date, integer, real, `true`, `false`

    /// The element name, e.g. `integer`.
    var name: String {
        switch self {
        case .plist: return "plist"
        case .dict: return "dict"
        case .array: return "array"
        case .key: return "key"
        case .string: return "string"
        case .data: return "data"
        case .date: return "date"
        case .integer: return "integer"
        case .real: return "real"
        case .true: return "true"
        case .false: return "false"
        }
    }

    /// The length of ``name`` in bytes.
    var nameLength: Int {
        switch self {
        case .key: return 3
        case .dict, .data, .date, .real, .true: return 4
        case .plist, .array, .false: return 5
        case .string: return 6
        case .integer: return 7
        }
    }

    /// Whether the element holds other elements (`plist`, `dict`, `array`).
    var isContainer: Bool { self == .plist || self == .dict || self == .array }

    /// The kind named by a NUL-terminated element name, or `nil` for any other name.
    static func named(_ p: UnsafePointer<UInt8>) -> XMLElementKind? {
        switch p[0] {
        case UInt8(ascii: "k"): return matches(p, "key") ? .key : nil
        case UInt8(ascii: "s"): return matches(p, "string") ? .string : nil
        case UInt8(ascii: "i"): return matches(p, "integer") ? .integer : nil
        case UInt8(ascii: "r"): return matches(p, "real") ? .real : nil
        case UInt8(ascii: "a"): return matches(p, "array") ? .array : nil
        case UInt8(ascii: "t"): return matches(p, "true") ? .true : nil
        case UInt8(ascii: "f"): return matches(p, "false") ? .false : nil
        case UInt8(ascii: "p"): return matches(p, "plist") ? .plist : nil
        case UInt8(ascii: "d"):
            if matches(p, "dict") { return .dict }
            if matches(p, "data") { return .data }
            if matches(p, "date") { return .date }
            return nil
        default: return nil
        }
    }

    @inline(__always)
    private static func matches(_ p: UnsafePointer<UInt8>, _ name: StaticString) -> Bool {
        let q = name.utf8Start
        let n = name.utf8CodeUnitCount
        for k in 0..<n where p[k] != q[k] { return false }
        return p[n] == 0
    }
}
