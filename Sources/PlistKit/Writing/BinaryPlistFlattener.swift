import Foundation

/// Turns a tree into the numbered object list of a bplist00 file: containers in pre-order
/// (a dictionary's keys before its values, as CoreFoundation and plistlib order them), each
/// scalar value once however often it occurs.
struct BinaryPlistFlattener {
    /// One object of the file.
    enum Object {
        /// A string, integer, real, boolean, date, data or UID.
        case scalar(PlistValue)
        /// The object numbers of the elements.
        case array([Int])
        /// The object numbers of the keys and of the values, in the same order.
        case dictionary(keys: [Int], values: [Int])
    }

    /// The identity of a scalar for uniquing: strings by exact UTF-8 bytes (never canonical
    /// equivalence), reals and dates by bit pattern.
    enum ScalarKey: Hashable {
        case string(ExactKey)
        case integer(PlistInteger)
        case real(UInt64)
        case bool(Bool)
        case date(UInt64)
        case data(Data)
        case uid(UInt64)
    }

    private struct Frame {
        let id: Int
        let nodes: [PlistNode]
        let keys: [String]?
        var next = 0
        var refs: [Int]
    }

    private(set) var objects: [Object] = []
    private var unique: [ScalarKey: Int] = [:]

    /// Numbers every object below `root`.
    /// - Throws: ``PlistWriteError`` `unsupported-value` for a null, with its key path.
    mutating func flatten(_ root: PlistValue) throws {
        var stack: [Frame] = []
        if let frame = try add(root, stack: stack) { stack.append(frame) }
        while let top = stack.indices.last {
            let i = stack[top].next
            guard i < stack[top].nodes.count else {
                let frame = stack.removeLast()
                if let keys = frame.keys {
                    objects[frame.id] = .dictionary(keys: Array(frame.refs[..<keys.count]),
                                                    values: Array(frame.refs[keys.count...]))
                } else {
                    objects[frame.id] = .array(frame.refs)
                }
                continue
            }
            stack[top].next = i + 1
            let child = stack[top].nodes[i].value
            if let frame = try add(child, stack: stack) {
                stack[top].refs.append(frame.id)
                stack.append(frame)
            } else {
                stack[top].refs.append(lastAddedID)
            }
        }
    }

    /// The number of the scalar most recently passed to `add`.
    private var lastAddedID = 0

    /// Numbers one value: a scalar is looked up or appended (its number left in `lastAddedID`);
    /// a container gets a number and a frame to fill, which is returned.
    private mutating func add(_ value: PlistValue, stack: [Frame]) throws -> Frame? {
        let key: ScalarKey
        switch value {
        case .string(let s): key = .string(ExactKey(s))
        case .integer(let i): key = .integer(i)
        case .real(let d): key = .real(d.bitPattern)
        case .bool(let b): key = .bool(b)
        case .date(let d): key = .date(d.timeIntervalSinceReferenceDate.bitPattern)
        case .data(let d): key = .data(d)
        case .uid(let u): key = .uid(u)
        case .null:
            let path = Self.path(stack)
            throw PlistWriteError(.unsupportedValue,
                DiagnosticRule.cannotBeWrittenMessage("null", at: path.displayName, "to a binary property list: property lists have no null"),
                path: path)
        case .array(let elements):
            let id = objects.count
            objects.append(.array([]))
            var refs: [Int] = []
            refs.reserveCapacity(elements.count)
            return Frame(id: id, nodes: elements, keys: nil, refs: refs)
        case .dictionary(let dictionary):
            let id = objects.count
            objects.append(.array([]))
            let entries = dictionary.entries
            var refs: [Int] = []
            refs.reserveCapacity(entries.count * 2)
            var keys: [String] = []
            keys.reserveCapacity(entries.count)
            for entry in entries {
                keys.append(entry.key)
                refs.append(uniqued(.string(ExactKey(entry.key)), .string(entry.key)))
            }
            return Frame(id: id, nodes: entries.map(\.value), keys: keys, refs: refs)
        }
        lastAddedID = uniqued(key, value)
        return nil
    }

    /// The number of the scalar equal to `value`, appended when new. One hash lookup: the
    /// `default:` subscript inserts the candidate number only when the key is absent.
    private mutating func uniqued(_ key: ScalarKey, _ value: PlistValue) -> Int {
        let candidate = objects.count
        let id = Self.read(&unique[key, default: candidate])
        if id == candidate { objects.append(.scalar(value)) }
        return id
    }

    @inline(__always)
    private static func read(_ slot: inout Int) -> Int { slot }

    /// The key path of the value being added below the open containers.
    private static func path(_ stack: [Frame]) -> PlistPath {
        PlistPath(stack.map { frame in
            if let keys = frame.keys { return .key(keys[frame.next - 1]) }
            return .index(frame.next - 1)
        })
    }
}
