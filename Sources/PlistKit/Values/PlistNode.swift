/// A value of a property list together with where it was read.
///
/// `location` is the start tag (XML), first character (JSON) or object offset (binary).
/// `literal` keeps the source text of a number when the value alone would lose it: XML and
/// JSON reals (so `Decimal` decodes exactly from the text), and JSON integers beyond the
/// 64-bit range (stored as `.real` with their exact digits here). It is `nil` otherwise.
/// Equality ignores `location` and `literal`.
///
/// Arrays and dictionaries are held in a reference box whose `deinit` takes the tree apart
/// with an explicit work list, so a tree of any depth (say 100 000 nested arrays built in
/// code) is destroyed without recursion and without overflowing the stack.
public struct PlistNode: Sendable {
    private var storage: Storage

    /// Where the value starts in its source.
    public var location: SourceLocation

    /// Creates a node.
    public init(_ value: PlistValue, location: SourceLocation = .unknown, literal: String? = nil) {
        self.storage = Storage(value, literal: literal)
        self.location = location
    }

    /// The number's source text, when it carries more than `value` (see the type's docs).
    /// Stored only with a value; setting it on a node whose value is a container has no effect.
    public var literal: String? {
        get {
            if case .literal(let box) = storage { return box.literal }
            return nil
        }
        set { storage = Storage(value, literal: newValue) }
    }

    /// The value.
    ///
    /// - Complexity: O(1) to read; setting a container allocates one box.
    public var value: PlistValue {
        get {
            switch storage {
            case .scalar(let v): return v
            case .container(let box): return box.value
            case .literal(let box): return box.value
            }
        }
        set { storage = Storage(newValue, literal: nil) }
    }

    /// Whether the value is an array or a dictionary, without copying it out.
    var isContainer: Bool {
        if case .container = storage { return true }
        return false
    }

    private enum Storage: Sendable {
        case scalar(PlistValue)
        case container(ContainerBox)
        case literal(LiteralBox)

        init(_ value: PlistValue, literal: String?) {
            switch value {
            case .array, .dictionary: self = .container(ContainerBox(value))
            default: self = literal.map { .literal(LiteralBox(value, $0)) } ?? .scalar(value)
            }
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

    /// Holds an `.array` or `.dictionary`. Immutable after `init` except inside `deinit`, where
    /// the box is its own sole owner; hence `@unchecked Sendable` is sound.
    private final class ContainerBox: @unchecked Sendable {
        var value: PlistValue

        init(_ value: PlistValue) { self.value = value }

        deinit {
            // Leaves only: the ordinary release is shallow, no work list needed.
            guard ContainerBox.hasContainerChild(value) else { return }
            var work: [PlistNode] = []
            ContainerBox.moveChildren(of: &value, into: &work)
            while var node = work.popLast() {
                guard case .container(var box) = node.storage else { continue }
                node.storage = .scalar(.null)  // drop the node's reference: the box may now be unique
                if isKnownUniquelyReferenced(&box) {
                    ContainerBox.moveChildren(of: &box.value, into: &work)
                }
            }
        }

        private static func hasContainerChild(_ value: PlistValue) -> Bool {
            switch value {
            case .array(let nodes): return nodes.contains { $0.isContainer }
            case .dictionary(let dictionary): return dictionary.entries.contains { $0.value.isContainer }
            default: return false
            }
        }

        private static func moveChildren(of value: inout PlistValue, into work: inout [PlistNode]) {
            switch value {
            case .array(let nodes):
                value = .null
                work.append(contentsOf: nodes)
            case .dictionary(let dictionary):
                value = .null
                for entry in dictionary.entries { work.append(entry.value) }
            default:
                break
            }
        }
    }
}
