/// An integer from a property list, exact over the whole plist range.
///
/// The plist integer range is the union of `Int64` and `UInt64`:
/// −9 223 372 036 854 775 808 … 18 446 744 073 709 551 615. Values that fit in `Int64` are
/// stored signed; values above `Int64.max` are stored unsigned, so `UInt64.max` never reads
/// as `-1` and `-1` never reads as `UInt64.max`. Binary plists store the unsigned half as
/// 16-byte integers (bplist00 layout, marker `0x14`).
public struct PlistInteger: Hashable, Sendable, Comparable, CustomStringConvertible {
    @usableFromInline internal enum Storage: Hashable, Sendable {
        case signed(Int64)
        case unsigned(UInt64)  // always > Int64.max
    }

    @usableFromInline internal let storage: Storage

    /// Creates a plist integer from any `Int64`.
    @inlinable public init(_ value: Int64) { storage = .signed(value) }

    /// Creates a plist integer from an `Int`.
    @inlinable public init(_ value: Int) { storage = .signed(Int64(value)) }

    /// Creates a plist integer from any `UInt64`; values up to `Int64.max` are stored signed.
    @inlinable public init(_ value: UInt64) {
        storage = value <= UInt64(Int64.max) ? .signed(Int64(value)) : .unsigned(value)
    }

    /// Creates a plist integer from any binary integer, or returns `nil` when it lies outside
    /// `Int64.min ... UInt64.max`.
    @inlinable public init?<T: BinaryInteger>(exactly value: T) {
        if let s = Int64(exactly: value) { storage = .signed(s) }
        else if let u = UInt64(exactly: value) { storage = .unsigned(u) }
        else { return nil }
    }

    /// The value as `Int64`, or `nil` when it is above `Int64.max`.
    @inlinable public var int64Value: Int64? {
        if case .signed(let s) = storage { return s }
        return nil
    }

    /// The value as `UInt64`, or `nil` when it is negative.
    @inlinable public var uint64Value: UInt64? {
        switch storage {
        case .signed(let s): return s >= 0 ? UInt64(s) : nil
        case .unsigned(let u): return u
        }
    }

    /// Whether the value is below zero.
    @inlinable public var isNegative: Bool {
        if case .signed(let s) = storage { return s < 0 }
        return false
    }

    /// Converts to any fixed-width integer type, or `nil` when out of that type's range.
    @inlinable public func exactly<T: FixedWidthInteger>(_: T.Type = T.self) -> T? {
        switch storage {
        case .signed(let s): return T(exactly: s)
        case .unsigned(let u): return T(exactly: u)
        }
    }

    /// The nearest `Double` (exact up to 2^53 in magnitude).
    @inlinable public var doubleValue: Double {
        switch storage {
        case .signed(let s): return Double(s)
        case .unsigned(let u): return Double(u)
        }
    }

    /// Decimal text, e.g. `-1` or `18446744073709551615`.
    public var description: String {
        switch storage {
        case .signed(let s): return String(s)
        case .unsigned(let u): return String(u)
        }
    }

    /// Orders by numeric value over the whole range, `Int64.min` … `UInt64.max`.
    public static func < (lhs: PlistInteger, rhs: PlistInteger) -> Bool {
        switch (lhs.storage, rhs.storage) {
        case (.signed(let a), .signed(let b)): return a < b
        case (.signed, .unsigned): return true
        case (.unsigned, .signed): return false
        case (.unsigned(let a), .unsigned(let b)): return a < b
        }
    }
}

extension PlistInteger: ExpressibleByIntegerLiteral {
    /// Creates a plist integer from an integer literal within `Int64`.
    public init(integerLiteral value: Int64) { self.init(value) }
}
