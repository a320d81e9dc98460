import Foundation

extension PlistValue: Equatable {
    /// Structural equality ignoring locations and literal text.
    ///
    /// Dictionaries are equal when they have the same keys (exact UTF-8) with equal values, in
    /// any order. Reals are equal when `==` holds or both are NaN, so a tree always equals
    /// itself. Walks with an explicit stack: a tree of any depth compares without recursion.
    public static func == (lhs: PlistValue, rhs: PlistValue) -> Bool {
        var stack: [(PlistValue, PlistValue)] = [(lhs, rhs)]
        while let (a, b) = stack.popLast() {
            switch (a, b) {
            case (.string(let x), .string(let y)):
                guard x.utf8.elementsEqual(y.utf8) else { return false }
            case (.integer(let x), .integer(let y)):
                guard x == y else { return false }
            case (.real(let x), .real(let y)):
                guard x == y || (x.isNaN && y.isNaN) else { return false }
            case (.bool(let x), .bool(let y)):
                guard x == y else { return false }
            case (.date(let x), .date(let y)):
                guard x == y else { return false }
            case (.data(let x), .data(let y)):
                guard x == y else { return false }
            case (.uid(let x), .uid(let y)):
                guard x == y else { return false }
            case (.null, .null):
                break
            case (.array(let x), .array(let y)):
                guard x.count == y.count else { return false }
                for i in x.indices { stack.append((x[i].value, y[i].value)) }
            case (.dictionary(let x), .dictionary(let y)):
                guard x.count == y.count else { return false }
                for entry in x.entries {
                    guard let other = y[entry.key] else { return false }
                    stack.append((entry.value.value, other.value))
                }
            default:
                return false
            }
        }
        return true
    }
}

extension PlistNode: Equatable {
    /// Equal when the values are equal; locations and literal text are ignored.
    public static func == (lhs: PlistNode, rhs: PlistNode) -> Bool { lhs.value == rhs.value }
}

extension PlistDictionary: Equatable {
    /// Equal when both hold the same keys with equal values, in any order.
    public static func == (lhs: PlistDictionary, rhs: PlistDictionary) -> Bool {
        PlistValue.dictionary(lhs) == PlistValue.dictionary(rhs)
    }
}

extension PlistValue: Hashable {
    /// Hashes consistently with `==`: dictionary entries are combined order-independently,
    /// locations are ignored, and the tree is walked with an explicit stack.
    public func hash(into hasher: inout Hasher) {
        // A scalar (what `enum` and `uniqueItems` hash most) without the work list.
        switch self {
        case .array, .dictionary: break
        default: return Self.hashScalar(self, into: &hasher)
        }
        var stack: [PlistValue] = [self]
        while let v = stack.popLast() {
            switch v {
            case .array(let a):
                hasher.combine(8); hasher.combine(a.count)
                for n in a.reversed() { stack.append(n.value) }
            case .dictionary(let d):
                // Order-independent: combine the keys' hashes commutatively; values by key order
                // of a sorted copy so that equal dictionaries hash equally.
                hasher.combine(9); hasher.combine(d.count)
                for e in d.entries.sorted(by: { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }).reversed() {
                    stack.append(e.value.value)
                    stack.append(.string(e.key))
                }
            default:
                Self.hashScalar(v, into: &hasher)
            }
        }
    }

    /// Hashes a value other than an array or dictionary (a string's UTF-8 bytes at once).
    private static func hashScalar(_ v: PlistValue, into hasher: inout Hasher) {
        switch v {
        case .string(var s):
            hasher.combine(0)
            hasher.combine(s.utf8.count)
            s.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
        case .integer(let i): hasher.combine(1); hasher.combine(i)
        case .real(let d): hasher.combine(2); hasher.combine(d.isNaN ? Double.nan.bitPattern : (d == 0 ? 0 : d.bitPattern))
        case .bool(let b): hasher.combine(3); hasher.combine(b)
        case .date(let d): hasher.combine(4); hasher.combine(d)
        case .data(let d): hasher.combine(5); hasher.combine(d)
        case .uid(let u): hasher.combine(6); hasher.combine(u)
        case .null: hasher.combine(7)
        case .array, .dictionary: break
        }
    }
}

extension PlistNode: Hashable {
    /// Hashes the value only, consistently with `==`.
    public func hash(into hasher: inout Hasher) { value.hash(into: &hasher) }
}

extension PlistDictionary: Hashable {
    /// Hashes consistently with `==`.
    public func hash(into hasher: inout Hasher) { PlistValue.dictionary(self).hash(into: &hasher) }
}
