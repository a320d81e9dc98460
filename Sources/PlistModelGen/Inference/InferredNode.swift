import PlistKit

/// What inference has learnt about every value found at one position of the samples (one
/// property of one model, or the elements of one array), merged over all samples.
///
/// A reference type so that the observation walk can update it in place from an explicit
/// stack; never escapes ``SchemaInferrer``.
final class InferredNode {
    /// The kinds of value seen, with where each was first seen, in first-seen order.
    private(set) var kinds: [(kind: ValueKind, origin: ValueOrigin)] = []
    /// How many `null` values were seen (JSON samples).
    var nullCount = 0
    /// Whether some integer was negative / above `Int64.max`.
    var hasNegativeInteger = false
    var hasIntegerAboveInt64 = false

    /// The merged elements of every array seen here (created by the first array).
    var element: InferredNode?
    /// Where the first array was seen, for diagnostics about element types.
    var arrayCount = 0

    /// Whether some container here was below the depth limit and not inspected.
    var isTruncated = false

    /// How many dictionaries were seen here.
    var objectCount = 0
    /// The keys of those dictionaries in first-seen order, each with its merged values.
    private(set) var fields: [InferredField] = []
    private var fieldIndex: [ExactKey: Int] = [:]

    /// Records one value of `kind`.
    func record(_ kind: ValueKind, at origin: ValueOrigin) {
        if !kinds.contains(where: { $0.kind == kind }) { kinds.append((kind, origin)) }
    }

    /// The field for `key`, created (at the end of the order) when new.
    func field(_ key: String, keyOrigin: ValueOrigin) -> InferredField {
        let exact = ExactKey(key)
        if let i = fieldIndex[exact] { return fields[i] }
        let field = InferredField(key: key, keyOrigin: keyOrigin)
        fieldIndex[exact] = fields.count
        fields.append(field)
        return field
    }

    /// The element node, created when absent.
    func elementNode() -> InferredNode {
        if let element { return element }
        let node = InferredNode()
        element = node
        return node
    }

    /// What this node learnt from the values of `kind` only (no nulls): the arrays' elements for
    /// `.array`, the dictionaries' fields for `.dictionary`. Shares the child nodes.
    func restricted(to kind: ValueKind) -> InferredNode {
        let node = InferredNode()
        if let origin = kinds.first(where: { $0.kind == kind })?.origin { node.record(kind, at: origin) }
        node.isTruncated = isTruncated
        switch kind {
        case .array:
            node.element = element
            node.arrayCount = arrayCount
        case .dictionary:
            node.objectCount = objectCount
            node.fields = fields
            node.fieldIndex = fieldIndex
        case .integer:
            node.hasNegativeInteger = hasNegativeInteger
            node.hasIntegerAboveInt64 = hasIntegerAboveInt64
        default:
            break
        }
        return node
    }

    /// Folds everything `other` has learnt into this node (an explicit stack, no recursion).
    func absorb(_ other: InferredNode) {
        var stack: [(InferredNode, InferredNode)] = [(other, self)]
        while let (source, target) = stack.popLast() {
            for (kind, origin) in source.kinds { target.record(kind, at: origin) }
            target.nullCount += source.nullCount
            target.hasNegativeInteger = target.hasNegativeInteger || source.hasNegativeInteger
            target.hasIntegerAboveInt64 = target.hasIntegerAboveInt64 || source.hasIntegerAboveInt64
            target.arrayCount += source.arrayCount
            target.isTruncated = target.isTruncated || source.isTruncated
            target.objectCount += source.objectCount
            if let sourceElement = source.element {
                stack.append((sourceElement, target.elementNode()))
            }
            for sourceField in source.fields {
                let targetField = target.field(sourceField.key, keyOrigin: sourceField.keyOrigin)
                targetField.presentCount += sourceField.presentCount
                stack.append((sourceField.node, targetField.node))
            }
        }
    }
}

/// One key of the dictionaries merged into an ``InferredNode``.
final class InferredField {
    /// The key exactly as written.
    let key: String
    /// Where the key was first seen.
    let keyOrigin: ValueOrigin
    /// In how many of the dictionaries the key was present with a non-null value.
    var presentCount = 0
    /// The merged values.
    let node = InferredNode()

    init(key: String, keyOrigin: ValueOrigin) {
        self.key = key
        self.keyOrigin = keyOrigin
    }
}

/// The kind of one sample value, as inference distinguishes them.
enum ValueKind: Hashable {
    case string, integer, real, bool, date, data, uid, array, dictionary

    /// The kind's name in messages, as ``PlistValue/kindName`` spells it.
    var name: String {
        switch self {
        case .string: return "string"
        case .integer: return "integer"
        case .real: return "real"
        case .bool: return "boolean"
        case .date: return "date"
        case .data: return "data"
        case .uid: return "UID"
        case .array: return "array"
        case .dictionary: return "dictionary"
        }
    }

    /// Whether the kind is an array or a dictionary.
    var isContainer: Bool { self == .array || self == .dictionary }
}

/// Where a sample value was seen: file, location and key path.
struct ValueOrigin {
    var file: String?
    var location: SourceLocation
    var path: PlistPath
}

/// A dictionary key compared by its exact UTF-8 bytes, as ``PlistDictionary`` compares keys
/// (Swift `String` equality would merge NFC and NFD spellings of one key).
struct ExactKey: Hashable {
    let text: String
    init(_ text: String) { self.text = text }
    static func == (a: ExactKey, b: ExactKey) -> Bool { a.text.utf8.elementsEqual(b.text.utf8) }
    func hash(into hasher: inout Hasher) { for byte in text.utf8 { hasher.combine(byte) } }
}
