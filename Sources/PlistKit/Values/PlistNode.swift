/// A value of a property list together with where it was read.
///
/// `location` is the start tag (XML), first character (JSON, OpenStep) or object offset
/// (binary); ``sourceRange`` is every byte the value occupies in a text source.
/// `literal` keeps the source text of a number when the value alone would lose it: XML and
/// JSON reals (so `Decimal` decodes exactly from the text), and JSON integers beyond the
/// 64-bit range (stored as `.real` with their exact digits here). It is `nil` otherwise.
/// Equality ignores `location`, `sourceRange` and `literal`.
///
/// An array or dictionary no more than `maxUnboxedHeight` levels high (the common case) is
/// held directly, with its height; releasing it recurses at most that many levels. A taller
/// one is held in a reference box whose `deinit` takes the tree apart with an explicit work
/// list, so a tree of any depth (say 100 000 nested arrays built in code) is destroyed
/// without overflowing the stack. A node is boxed exactly when it is taller than the limit,
/// so everything below an unboxed node is unboxed too.
public struct PlistNode: Sendable {
    private var storage: Storage
    // Declared between `storage` and `location`, this sits in the padding after the storage
    // enum: the node stays 40 bytes (PlistNodeLayoutTests). 0 when unknown.
    private var storedLength: UInt32 = 0

    /// Where the value starts in its source.
    public var location: SourceLocation

    /// Creates a node.
    public init(_ value: PlistValue, location: SourceLocation = .unknown, literal: String? = nil) {
        self.storage = Storage(value, literal: literal)
        self.location = location
    }

    /// The bytes of the source the value occupies (0-based, end exclusive), or `nil` when not
    /// known: values built in code, values of binary property lists (which have no formatting
    /// to keep: only ``location`` is set there) and values longer than 4 GiB.
    ///
    /// | Format | Range |
    /// |---|---|
    /// | XML | the element with its tags: `<string>…</string>`, `<true/>`, `<dict>…</dict>` |
    /// | JSON | the value's text: `"…"` with its quotes, `12.5`, `{…}`, `[…]` |
    /// | OpenStep | the value's text: `"…"` or `'…'` with its quotes, an unquoted string, `<…>`, `{…}`, `(…)`; the whole file for the root of a strings file |
    ///
    /// Setting a range sets ``location``'s offset to its lower bound (line and column are kept).
    public var sourceRange: Range<Int>? {
        get {
            guard storedLength > 0, location.offset >= 0 else { return nil }
            return location.offset..<(location.offset + Int(storedLength))
        }
        set {
            guard let newValue else { storedLength = 0; return }
            location.offset = newValue.lowerBound
            storedLength = UInt32(exactly: newValue.count) ?? 0
        }
    }

    /// Records that the value ends just before byte `end` of its source (its start being
    /// ``location``'s offset): what a reader calls when it reaches the end of the value.
    @inline(__always)
    mutating func setSourceEnd(_ end: Int) {
        let length = end &- location.offset
        storedLength = location.offset >= 0 && length > 0 && length <= Int(UInt32.max) ? UInt32(truncatingIfNeeded: length) : 0
    }

    /// The number's source text, when it carries more than `value` (see the type's docs).
    /// Stored only with a value; setting it on a node whose value is a container has no effect.
    public var literal: String? {
        get {
            switch storage {
            case .literal(let box): return box.literal
            case .packedReal(_, let packed): return Storage.unpack(packed)
            default: return nil
            }
        }
        set { storage = Storage(value, literal: newValue) }
    }

    /// The value.
    ///
    /// - Complexity: O(1) to read. Setting an array or dictionary (as creating a node with
    ///   one) reads its children's heights, O(n) in their number, and allocates a box only
    ///   when it is more than `maxUnboxedHeight` levels high.
    public var value: PlistValue {
        get {
            switch storage {
            case .scalar(let v): return v
            case .shallow(let v, _): return v
            case .container(let box): return box.value
            case .literal(let box): return box.value
            case .packedReal(let d, _): return .real(d)
            }
        }
        set { storage = Storage(newValue, literal: nil) }
    }

    /// Whether the value is `.null`, without copying it out.
    var isNull: Bool {
        switch storage {
        case .scalar(let v): if case .null = v { return true }
        case .shallow, .container, .packedReal: return false
        case .literal(let box): if case .null = box.value { return true }
        }
        return false
    }

    /// Whether the value is an array or a dictionary, without copying it out.
    var isContainer: Bool {
        switch storage {
        case .shallow, .container: return true
        case .scalar, .literal, .packedReal: return false
        }
    }

    /// A scalar kind a value can be tested for in place (``has(_:)``).
    enum InPlaceKind: UInt8 {
        /// `.string`.
        case string
        /// `.bool`.
        case bool
        /// `.integer` within `Int64`'s range, without source text.
        case int64
        /// `.real`, with or without source text.
        case real
        /// `.date`.
        case date
        /// `.data`.
        case data
    }

    /// Whether the value is of `kind`, tested in place (no copy of the value, no retain of a
    /// string or data): the validator's check of a value whose schema asks nothing more.
    @inline(__always)
    func has(_ kind: InPlaceKind) -> Bool {
        switch (kind, storage) {
        case (.string, .scalar(.string)), (.bool, .scalar(.bool)), (.date, .scalar(.date)), (.data, .scalar(.data)),
             (.real, .scalar(.real)), (.real, .packedReal):
            return true
        case (.int64, .scalar(.integer(let i))):
            return i.int64Value != nil
        case (.real, .literal(let box)):
            if case .real = box.value { return true }
            return false
        default:
            return false
        }
    }

    // Read in place by the decoder's hot paths: no copy of the whole value (and no release of
    // one) for the common scalar kinds; `nil` sends the caller to its general path.

    /// The text, when the value is a `.string`.
    @inline(__always)
    var stringIfString: String? {
        if case .scalar(.string(let s)) = storage { return s }
        return nil
    }

    /// The boolean, when the value is a `.bool`.
    @inline(__always)
    var boolIfBool: Bool? {
        if case .scalar(.bool(let b)) = storage { return b }
        return nil
    }

    /// The integer, when the value is an `.integer` without source text.
    @inline(__always)
    var integerIfInteger: PlistInteger? {
        if case .scalar(.integer(let i)) = storage { return i }
        return nil
    }

    /// The number, when the value is a `.real` (with or without its source text).
    @inline(__always)
    var realIfReal: Double? {
        switch storage {
        case .scalar(.real(let d)), .packedReal(let d, _): return d
        case .literal(let box): if case .real(let d) = box.value { return d }
        default: break
        }
        return nil
    }

    /// The array's elements, when the value is an `.array`.
    @inline(__always)
    var arrayIfArray: [PlistNode]? {
        switch storage {
        case .shallow(.array(let items), _): return items
        case .container(let box): if case .array(let items) = box.value { return items }
        default: break
        }
        return nil
    }

    /// The dictionary, when the value is a `.dictionary`.
    @inline(__always)
    var dictionaryIfDictionary: PlistDictionary? {
        switch storage {
        case .shallow(.dictionary(let d), _): return d
        case .container(let box): if case .dictionary(let d) = box.value { return d }
        default: break
        }
        return nil
    }

    /// The height up to which an array or dictionary is held without a box: releasing an
    /// unboxed tree recurses at most this many levels (a few hundred bytes of stack each).
    static let maxUnboxedHeight = 64

    /// The number of container levels from this node down (0 for a scalar, 1 for an array or
    /// dictionary of scalars), or `nil` when it is above `maxUnboxedHeight`.
    var height: Int? {
        switch storage {
        case .scalar, .literal, .packedReal: return 0
        case .shallow(_, let height): return Int(height)
        case .container: return nil
        }
    }

    private enum Storage: Sendable {
        case scalar(PlistValue)
        /// An array or dictionary of at most `maxUnboxedHeight` levels (its height, ≥ 1).
        case shallow(PlistValue, UInt8)
        /// A taller array or dictionary.
        case container(ContainerBox)
        case literal(LiteralBox)
        /// A `.real` whose source text is 1 to 8 ASCII bytes (most are), packed little-endian
        /// and zero-padded: no box to allocate.
        case packedReal(Double, UInt64)

        init(_ value: PlistValue, literal: String?) {
            switch value {
            case .array(let nodes):
                // Read in place: no copy (and retain) of each child to learn its height.
                self = nodes.withUnsafeBufferPointer { buffer in Storage(container: value, count: buffer.count) { buffer[$0].height } }
            case .dictionary(let dictionary):
                self = dictionary.entries.withUnsafeBufferPointer { buffer in
                    Storage(container: value, count: buffer.count) { buffer[$0].value.height }
                }
            default:
                guard let literal else { self = .scalar(value); return }
                if case .real(let d) = value, let packed = Storage.pack(literal) {
                    self = .packedReal(d, packed)
                } else {
                    self = .literal(LiteralBox(value, literal))
                }
            }
        }

        /// `text` packed into a word when it is 1 to 8 ASCII bytes other than NUL (so the
        /// length is where the zero bytes start), else `nil`.
        static func pack(_ text: String) -> UInt64? {
            var text = text
            return text.withUTF8 { bytes -> UInt64? in
                guard bytes.count >= 1 && bytes.count <= 8 else { return nil }
                var packed: UInt64 = 0
                for (k, b) in bytes.enumerated() {
                    guard b != 0 && b < 0x80 else { return nil }
                    packed |= UInt64(b) << UInt64(8 * k)
                }
                return packed
            }
        }

        /// The text ``pack(_:)`` packed.
        static func unpack(_ packed: UInt64) -> String {
            let count = (64 - packed.leadingZeroBitCount + 7) / 8
            return withUnsafeBytes(of: packed.littleEndian) { String(decoding: $0.prefix(count), as: UTF8.self) }
        }

        /// The array or dictionary `value` whose `count` elements or values have the heights
        /// `height(i)` (``PlistNode/height``): unboxed, with its own height, unless a child is
        /// boxed (`nil`) or already ``PlistNode/maxUnboxedHeight`` levels high. (A closure
        /// over indices rather than a lazy sequence: no generic iterator in debug builds, where
        /// every edit of a large dictionary runs this.)
        @inline(__always)
        private init(container value: PlistValue, count: Int, height: (Int) -> Int?) {
            var below = 0
            for i in 0..<count {
                guard let height = height(i), height < PlistNode.maxUnboxedHeight else {
                    self = .container(ContainerBox(value))
                    return
                }
                below = max(below, height)
            }
            // below + 1 ≤ maxUnboxedHeight (64), so the conversion cannot fail.
            self = .shallow(value, UInt8(truncatingIfNeeded: below + 1))
        }
    }

    /// A scalar with its source text, kept out of line so that nodes without one stay small.
    private final class LiteralBox: Sendable {
        let value: PlistValue
        let literal: String
        init(_ value: PlistValue, _ literal: String) {
            self.value = value
            self.literal = literal
        }
    }

    /// Holds an `.array` or `.dictionary` taller than ``PlistNode/maxUnboxedHeight``. Its
    /// unboxed children are released the ordinary way (a bounded recursion). Immutable after `init` except inside `deinit`, where
    /// the box is its own sole owner; hence `@unchecked Sendable` is sound.
    private final class ContainerBox: @unchecked Sendable {
        var value: PlistValue

        init(_ value: PlistValue) { self.value = value }

        deinit {
            // Only the boxes of container children go on the work list (scalars and unboxed
            // containers are released with their array or dictionary); each box is taken apart only when
            // this walk holds its last reference, so no release here recurses.
            var work: [ContainerBox] = []
            ContainerBox.takeChildren(of: &value, into: &work)
            while var box = work.popLast() {
                if isKnownUniquelyReferenced(&box) {
                    ContainerBox.takeChildren(of: &box.value, into: &work)
                }
            }
        }

        /// Appends the boxes of `value`'s container children to `work` and empties `value`
        /// when it has any (a leaf container is left for the ordinary, shallow release).
        private static func takeChildren(of value: inout PlistValue, into work: inout [ContainerBox]) {
            let before = work.count
            switch value {
            case .array(let nodes):
                nodes.withUnsafeBufferPointer { buffer in
                    for node in buffer { if case .container(let box) = node.storage { work.append(box) } }
                }
            case .dictionary(let dictionary):
                dictionary.entries.withUnsafeBufferPointer { buffer in
                    for entry in buffer { if case .container(let box) = entry.value.storage { work.append(box) } }
                }
            default:
                return
            }
            if work.count != before { value = .null }
        }
    }
}
