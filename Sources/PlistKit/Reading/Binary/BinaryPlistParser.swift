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
        /// The object number of `key`.
        var keyObject = 0
        /// Whether the keys so far are, in order, the key objects of the last dictionary closed
        /// at this depth (``BinaryPlistParser/shapes``): each is then new without a lookup.
        var followsShape = true
        /// Whether a key was repeated (the dictionary's keys are then no shape).
        var hadDuplicate = false
    }

    /// What an object turned out to be.
    enum Header {
        case value(PlistValue)
        case container(isDictionary: Bool, count: Int, refsStart: Int)
    }

    static let inProgress = -1
    /// Values a document may always stand for, whatever its size
    /// (``PlistReader/Options/maxValuesPerInputByte`` is checked above this).
    static let expansionAllowance = 1_000_000

    let bytes: UnsafeRawBufferPointer
    let trailer: BinaryPlistTrailer
    let options: PlistReader.Options
    /// End (exclusive) of the object data: the offset table's offset.
    let objectsEnd: Int
    /// The most values the shared objects may expand the document to (see
    /// ``PlistReader/Options/maxValuesPerInputByte``).
    let expansionLimit: Int
    var memo: [PlistValue?]
    var weights: [Int]
    var produced = 0
    var stack: [Frame] = []
    /// Per nesting depth, the key objects of the last dictionary closed there that was not
    /// itself of that shape and had no repeated key (distinct keys: one object is one string).
    var shapes: [[Int]] = []
    /// Whether a dictionary key (not a value) is being decoded, for the key path of errors.
    var decodingKey = false
    var findings = FindingList()

    init(bytes: UnsafeRawBufferPointer, trailer: BinaryPlistTrailer, options: PlistReader.Options) {
        self.bytes = bytes
        self.trailer = trailer
        self.options = options
        self.objectsEnd = trailer.offsetTableOffset
        let (perByte, overflow) = bytes.count.multipliedReportingOverflow(by: max(options.maxValuesPerInputByte, 0))
        self.expansionLimit = max(Self.expansionAllowance, overflow ? Int.max : perByte)
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
        var current: Frame
        switch try header(of: root, at: rootOffset) {
        case .value(let value):
            produced = 1
            return PlistNode(value, location: .byteOffset(rootOffset))
        case .container(let isDictionary, let count, let refsStart):
            current = try open(root, at: rootOffset, isDictionary: isDictionary, count: count, refsStart: refsStart, depth: 1)
        }
        // `current` is the innermost open container; `stack` holds the ones around it. On an
        // error `current` is pushed too, so that `currentPath()` sees every level.
        let refSize = trailer.refSize
        while true {
            do {
                let i = current.next
                if i == current.count {
                    if current.isDictionary && !current.followsShape && !current.hadDuplicate { keepShape(of: current) }
                    let value: PlistValue = current.isDictionary ? .dictionary(current.dictionary) : .array(current.elements)
                    memo[current.object] = value
                    weights[current.object] = current.weight
                    let node = PlistNode(value, location: .byteOffset(current.offset))
                    let weight = current.weight
                    guard let parent = stack.popLast() else { return node }
                    current = parent
                    // Its values were counted while it was filled: only the parent's weight grows.
                    try append(node, weight: weight, to: &current)
                    continue
                }
                current.next = i + 1
                let valueRefPosition: Int
                if current.isDictionary {
                    decodingKey = true
                    let keyRef = try reference(at: current.refsStart + i * refSize)
                    let (key, keyOffset) = try decodeKey(keyRef)
                    current.key = key
                    current.keyLocation = .byteOffset(keyOffset)
                    current.keyObject = keyRef
                    decodingKey = false
                    valueRefPosition = current.refsStart + (current.count + i) * refSize
                } else {
                    valueRefPosition = current.refsStart + i * refSize
                }
                let child = try reference(at: valueRefPosition)
                let childOffset = try objectOffset(child)
                let weight = weights[child]
                if weight > 0, let value = memo[child] {
                    try countValues(weight, at: childOffset)
                    try append(PlistNode(value, location: .byteOffset(childOffset)), weight: weight, to: &current)
                } else if weight == Self.inProgress {
                    throw PlistReadError(.referenceCycle,
                        "reference cycle: object #\(child) (\(Self.kindName(ofMarker: bytes[childOffset]))) contains itself",
                        at: .byteOffset(childOffset))
                } else {
                    switch try header(of: child, at: childOffset) {
                    case .value(let value):
                        memo[child] = value
                        weights[child] = 1
                        try countValues(1, at: childOffset)
                        try append(PlistNode(value, location: .byteOffset(childOffset)), weight: 1, to: &current)
                    case .container(let isDictionary, let count, let refsStart):
                        let frame = try open(child, at: childOffset, isDictionary: isDictionary, count: count,
                                             refsStart: refsStart, depth: stack.count + 2)
                        stack.append(current)
                        current = frame
                    }
                }
            } catch {
                stack.append(current)
                throw error
            }
        }
    }

    /// A frame for a container about to be filled at nesting level `depth` (the root is 1),
    /// after the depth and value-count checks.
    private mutating func open(_ object: Int, at offset: Int, isDictionary: Bool, count: Int, refsStart: Int,
                               depth: Int) throws -> Frame {
        guard depth <= options.maxDepth else {
            throw PlistReadError(.limitExceeded,
                DiagnosticRule.readerDepthMessage(limit: options.maxDepth),
                at: .byteOffset(offset))
        }
        try countValues(1, at: offset)
        // Every element (or entry's value) counts at least one: a container that cannot fit is
        // rejected before any of its references is followed.
        guard count <= options.maxValueCount - produced else { throw tooManyValues(at: offset) }
        var frame = Frame(object: object, offset: offset, isDictionary: isDictionary, count: count, refsStart: refsStart)
        // count is bounded by the object data (count * refSize fits before the offset table)
        // and by the values still allowed (checked above).
        if isDictionary { frame.dictionary.reserveCapacity(count) } else { frame.elements.reserveCapacity(count) }
        weights[object] = Self.inProgress
        return frame
    }

    /// Adds a value to `frame` (an element, or the value of the frame's current key).
    private mutating func append(_ node: consuming PlistNode, weight: Int, to frame: inout Frame) throws {
        frame.weight += weight
        if frame.isDictionary {
            let entry = PlistDictionary.Entry(key: frame.key, keyLocation: frame.keyLocation, value: node)
            if frame.followsShape {
                // `frame` is the innermost open container: its depth is the number of frames
                // around it. Keys so far are the shape's key objects, which are distinct
                // strings: so is this one when it is the shape's next key object.
                let depth = stack.count, k = frame.dictionary.count
                if depth < shapes.count, k < shapes[depth].count, shapes[depth][k] == frame.keyObject {
                    frame.dictionary.appendNew(entry)
                    return
                }
                frame.followsShape = false
            }
            if let old = frame.dictionary.insertRead(entry) {
                frame.hadDuplicate = true
                try reportDuplicate(old, entry)
            }
        } else {
            frame.elements.append(node)
        }
    }

    /// Keeps the key objects of `frame`, a dictionary just filled without a repeated key, as
    /// the shape of its depth. Its key references were all read (and checked) while it was filled.
    private mutating func keepShape(of frame: Frame) {
        let depth = stack.count
        while shapes.count <= depth { shapes.append([]) }
        shapes[depth].removeAll(keepingCapacity: true)
        for i in 0..<frame.count {
            shapes[depth].append(Int(truncatingIfNeeded: readUInt(at: frame.refsStart + i * trailer.refSize, size: trailer.refSize)))
        }
    }

    /// Counts values against ``PlistReader/Options/maxValueCount``.
    private mutating func countValues(_ values: Int, at offset: Int) throws {
        let (sum, overflow) = produced.addingReportingOverflow(values)
        guard !overflow, sum <= options.maxValueCount else { throw tooManyValues(at: offset) }
        guard sum <= expansionLimit else {
            throw PlistReadError(.limitExceeded,
                "binary plist of \(bytes.count) bytes stands for more than \(expansionLimit) values through shared objects (more than \(options.maxValuesPerInputByte) per byte of input; raise PlistReader.Options.maxValuesPerInputByte)",
                at: .byteOffset(offset))
        }
        produced = sum
    }

    /// The `limit-exceeded` error of ``PlistReader/Options/maxValueCount``.
    private func tooManyValues(at offset: Int) -> PlistReadError {
        PlistReadError(.limitExceeded,
            "binary plist holds more than \(options.maxValueCount) values, counting shared objects at each place they appear (raise PlistReader.Options.maxValueCount)",
            at: .byteOffset(offset))
    }

    /// Reports a key repeated in one dictionary (the later value has replaced the earlier one, as
    /// `CFDictionarySetValue` does) as ``PlistReader/Options/duplicateKeys`` says. `stack` holds
    /// the containers around the dictionary.
    private mutating func reportDuplicate(_ old: PlistDictionary.Entry, _ new: PlistDictionary.Entry) throws {
        guard findings.admitsDuplicateKey(policy: options.duplicateKeys) else { return }
        if let error = findings.recordDuplicateKey(new.key, first: old.keyLocation, at: new.keyLocation,
                                                   policy: options.duplicateKeys, keyPath: currentPath().appending(.key(new.key)).description) {
            throw error
        }
    }
}
