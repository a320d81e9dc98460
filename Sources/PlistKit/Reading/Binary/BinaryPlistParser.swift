/// The state of one bplist00 read: the buffer, the validated trailer, the values of objects
/// already decoded, and the explicit stack of containers being filled.
///
/// Objects are visited depth-first without recursion. Each object is decoded once; its value is
/// kept (`memo`) so that shared references reuse it. `weights` says where each object stands:
/// `0` not yet read, `-1` a container still on the stack (reaching it again is a reference
/// cycle), `n > 0` read, standing for `n` values (1 for a scalar, 1 + its values' weights for a
/// container) — what a shared reference adds to the value count.
struct BinaryPlistParser {
    /// One array or dictionary being filled.
    struct Frame {
        let object: Int
        let offset: Int
        let isDictionary: Bool
        let count: Int
        let refsStart: Int
        var next = 0
        /// 1 + the values below it, counting shared containers once per appearance.
        var weight = 1
        var elements: [PlistNode] = []
        var dictionary = PlistDictionary()
        var key = ""
        var keyLocation = SourceLocation.unknown
    }

    /// What an object turned out to be.
    enum Header {
        case value(PlistValue)
        case container(isDictionary: Bool, count: Int, refsStart: Int)
    }

    static let inProgress = -1

    let bytes: UnsafeRawBufferPointer
    let trailer: BinaryPlistTrailer
    let options: PlistReader.Options
    /// End (exclusive) of the object data: the offset table's offset.
    let objectsEnd: Int
    var memo: [PlistValue?]
    var weights: [Int]
    var produced = 0
    var stack: [Frame] = []
    /// Whether a dictionary key (not a value) is being decoded, for the key path of errors.
    var decodingKey = false
    var findings: [Diagnostic] = []

    init(bytes: UnsafeRawBufferPointer, trailer: BinaryPlistTrailer, options: PlistReader.Options) {
        self.bytes = bytes
        self.trailer = trailer
        self.options = options
        self.objectsEnd = trailer.offsetTableOffset
        // objectCount <= file size / offsetSize: bounded by the input, checked by the trailer.
        self.memo = [PlistValue?](repeating: nil, count: trailer.objectCount)
        self.weights = [Int](repeating: 0, count: trailer.objectCount)
    }

    /// Decodes the root object and everything below it.
    /// - Throws: ``PlistReadError`` located at the offending byte, with the key path filled in.
    mutating func parse() throws -> PlistNode {
        do {
            return try walk()
        } catch var error as PlistReadError {
            if error.keyPath == nil {
                let path = currentPath()
                if !path.isRoot { error.keyPath = path.description }
            }
            throw error
        }
    }

    /// The key path of the value being decoded: one step per open container.
    func currentPath() -> PlistPath {
        var components: [PlistPath.Component] = []
        components.reserveCapacity(stack.count)
        for (i, frame) in stack.enumerated() {
            if i == stack.count - 1 && decodingKey { break }
            guard frame.next > 0 else { break }
            components.append(frame.isDictionary ? .key(frame.key) : .index(frame.next - 1))
        }
        return PlistPath(components)
    }

    private mutating func walk() throws -> PlistNode {
        let root = trailer.topObject
        let rootOffset = try objectOffset(root)
        switch try header(of: root, at: rootOffset) {
        case .value(let value):
            produced = 1
            return PlistNode(value, location: .byteOffset(rootOffset))
        case .container(let isDictionary, let count, let refsStart):
            try push(root, at: rootOffset, isDictionary: isDictionary, count: count, refsStart: refsStart)
        }
        let refSize = trailer.refSize
        while let top = stack.indices.last {
            let i = stack[top].next
            guard i < stack[top].count else {
                let frame = stack.removeLast()
                let value: PlistValue = frame.isDictionary ? .dictionary(frame.dictionary) : .array(frame.elements)
                memo[frame.object] = value
                weights[frame.object] = frame.weight
                let node = PlistNode(value, location: .byteOffset(frame.offset))
                if stack.isEmpty { return node }
                // Its values were counted while it was filled: only the parent's weight grows.
                try append(node, weight: frame.weight, counted: true)
                continue
            }
            stack[top].next = i + 1
            let valueRefPosition: Int
            let refsStart = stack[top].refsStart
            if stack[top].isDictionary {
                decodingKey = true
                let keyRef = try reference(at: refsStart + i * refSize)
                let (key, keyOffset) = try decodeKey(keyRef)
                stack[top].key = key
                stack[top].keyLocation = .byteOffset(keyOffset)
                decodingKey = false
                valueRefPosition = refsStart + (stack[top].count + i) * refSize
            } else {
                valueRefPosition = refsStart + i * refSize
            }
            let child = try reference(at: valueRefPosition)
            let childOffset = try objectOffset(child)
            let weight = weights[child]
            if weight > 0, let value = memo[child] {
                try append(PlistNode(value, location: .byteOffset(childOffset)), weight: weight)
            } else if weight == Self.inProgress {
                throw PlistReadError(.referenceCycle,
                    "reference cycle: object #\(child) (\(Self.kindName(ofMarker: bytes[childOffset]))) contains itself",
                    at: .byteOffset(childOffset))
            } else {
                switch try header(of: child, at: childOffset) {
                case .value(let value):
                    memo[child] = value
                    weights[child] = 1
                    try append(PlistNode(value, location: .byteOffset(childOffset)), weight: 1)
                case .container(let isDictionary, let count, let refsStart):
                    try push(child, at: childOffset, isDictionary: isDictionary, count: count, refsStart: refsStart)
                }
            }
        }
        // Unreachable: the loop returns when the root frame is finished.
        throw PlistReadError(.invalidBinary, "binary plist has no root object", at: .byteOffset(rootOffset))
    }

    private mutating func push(_ object: Int, at offset: Int, isDictionary: Bool, count: Int, refsStart: Int) throws {
        guard stack.count < options.maxDepth else {
            throw PlistReadError(.limitExceeded,
                "nesting too deep (more than \(options.maxDepth) levels; raise PlistReader.Options.maxDepth)",
                at: .byteOffset(offset))
        }
        try countValues(1, at: offset)
        var frame = Frame(object: object, offset: offset, isDictionary: isDictionary, count: count, refsStart: refsStart)
        // count is bounded by the object data (count * refSize fits before the offset table).
        if !isDictionary { frame.elements.reserveCapacity(count) }
        weights[object] = Self.inProgress
        stack.append(frame)
    }

    private mutating func append(_ node: consuming PlistNode, weight: Int, counted: Bool = false) throws {
        if !counted { try countValues(weight, at: node.location.offset) }
        let top = stack.count - 1
        stack[top].weight += weight
        if stack[top].isDictionary {
            let entry = PlistDictionary.Entry(key: stack[top].key, keyLocation: stack[top].keyLocation, value: node)
            if let old = stack[top].dictionary.insert(entry) {
                try reportDuplicate(old, entry)
            }
        } else {
            stack[top].elements.append(node)
        }
    }

    /// Counts values against ``PlistReader/Options/maxValueCount``.
    private mutating func countValues(_ values: Int, at offset: Int) throws {
        let (sum, overflow) = produced.addingReportingOverflow(values)
        guard !overflow, sum <= options.maxValueCount else {
            throw PlistReadError(.limitExceeded,
                "binary plist holds more than \(options.maxValueCount) values, counting shared objects at each place they appear (raise PlistReader.Options.maxValueCount)",
                at: .byteOffset(offset))
        }
        produced = sum
    }

    private mutating func reportDuplicate(_ old: PlistDictionary.Entry, _ new: PlistDictionary.Entry) throws {
        let first = old.keyLocation.offset
        let message = "duplicate key \(UntrustedText.quoted(new.key)) (first defined at byte \(first))"
        if options.duplicateKeys == .error {
            throw PlistReadError(.binaryDuplicateKey, message, at: new.keyLocation)
        }
        findings.append(Diagnostic(severity: .warning, rule: "duplicate-key",
            message: message + "; the value at byte \(new.value.location.offset) wins",
            location: new.keyLocation, keyPath: currentPath().description))
    }
}
