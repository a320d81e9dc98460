/// The byte buffer and tree walk behind ``JSONPlistWriter``.
struct JSONOutput {
    let options: JSONPlistWriter.Options
    var bytes: [UInt8] = []

    /// One open array or object.
    struct Frame {
        let isObject: Bool
        let elements: [PlistNode]
        let members: [PlistDictionary.Entry]
        var next = 0
        var count: Int { isObject ? members.count : elements.count }
    }

    var stack: [Frame] = []
    /// The indentation and line ending of the pretty layout (two spaces and LF by default).
    var layout = TextLayout(indentUnit: [0x20, 0x20])
    /// What stands between a member name and its value in the pretty layout.
    var prettyColon: [UInt8] = Array(" : ".utf8)

    init(options: JSONPlistWriter.Options) {
        self.options = options
        bytes.reserveCapacity(4096)
    }

    /// Appends `root` as a complete document, walking containers with an explicit stack.
    mutating func write(_ root: PlistNode) throws {
        let pretty = options.layout == .pretty
        var pending: PlistNode? = root
        while true {
            if let node = pending {
                pending = nil
                switch node.value {
                case .array(let elements):
                    if elements.isEmpty {
                        append("[]")
                    } else {
                        bytes.append(UInt8(ascii: "["))
                        stack.append(Frame(isObject: false, elements: elements, members: []))
                    }
                case .dictionary(let dictionary):
                    if dictionary.isEmpty {
                        append("{}")
                    } else {
                        bytes.append(UInt8(ascii: "{"))
                        let members = options.sortsKeys
                            ? dictionary.entries.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
                            : dictionary.entries
                        stack.append(Frame(isObject: true, elements: [], members: members))
                    }
                default:
                    try writeScalar(node)
                }
            }
            guard let top = stack.indices.last else { break }
            let index = stack[top].next
            if index < stack[top].count {
                if index > 0 { bytes.append(UInt8(ascii: ",")) }
                if pretty { newline(indent: stack.count) }
                stack[top].next = index + 1
                if stack[top].isObject {
                    let member = stack[top].members[index]
                    writeString(member.key)
                    if pretty { bytes.append(contentsOf: prettyColon) } else { bytes.append(UInt8(ascii: ":")) }
                    pending = member.value
                } else {
                    pending = stack[top].elements[index]
                }
            } else {
                let isObject = stack.removeLast().isObject
                if pretty { newline(indent: stack.count) }
                bytes.append(isObject ? UInt8(ascii: "}") : UInt8(ascii: "]"))
            }
        }
        if options.endsWithNewline { bytes.append(0x0A) }
    }

    /// The key path of the value being written: for each open container, the element or member
    /// most recently started.
    func path() -> PlistPath {
        PlistPath(stack.map { frame in
            frame.isObject ? .key(frame.members[frame.next - 1].key) : .index(frame.next - 1)
        })
    }

    mutating func append(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    mutating func newline(indent level: Int) {
        bytes.append(contentsOf: layout.lineEnding)
        layout.indent(level, into: &bytes)
    }
}
