/// A container being filled by a ``PlistEncoder``: a reference type, so that a nested
/// container handed out before its parent is finished writes into the parent's tree (the role
/// of swift-foundation's `_PlistEncodingStorage` references).
final class PlistEncodingBox {
    /// What the box has become.
    enum Kind {
        /// Nothing encoded yet; frozen as an empty dictionary, as Foundation does for a value
        /// whose `encode(to:)` encodes nothing.
        case unset
        /// One value from a single-value container.
        case value
        case dictionary
        case array
    }

    /// A child of a dictionary or array: a finished node, or a box filled later.
    enum Child {
        case node(PlistNode)
        case box(PlistEncodingBox)
    }

    var kind: Kind = .unset
    /// The value, when `kind == .value`.
    var value = PlistNode(.null)
    /// The keys of a dictionary, parallel to `children`.
    var keys: [String] = []
    /// Dictionary values or array elements.
    var children: [Child] = []

    /// Appends a dictionary entry (a repeated key replaces the earlier value when frozen).
    func append(key: String, _ child: Child) {
        keys.append(key)
        children.append(child)
    }

    /// The finished tree, built bottom-up with an explicit stack (no recursion).
    func freeze() -> PlistNode {
        struct Frame {
            let box: PlistEncodingBox
            var next = 0
            var built: [PlistNode] = []
        }
        var stack = [Frame(box: self)]
        var result = PlistNode(.dictionary(PlistDictionary()))
        while !stack.isEmpty {
            let top = stack.count - 1
            let box = stack[top].box
            var pushed = false
            if box.kind == .dictionary || box.kind == .array {
                while stack[top].next < box.children.count {
                    let child = box.children[stack[top].next]
                    stack[top].next += 1
                    switch child {
                    case .node(let node):
                        stack[top].built.append(node)
                    case .box(let inner):
                        switch inner.kind {
                        case .value: stack[top].built.append(inner.value)
                        case .unset: stack[top].built.append(PlistNode(.dictionary(PlistDictionary())))
                        case .dictionary, .array:
                            stack.append(Frame(box: inner))
                            pushed = true
                        }
                    }
                    if pushed { break }
                }
            }
            if pushed { continue }
            let frame = stack.removeLast()
            let node: PlistNode
            switch box.kind {
            case .unset: node = PlistNode(.dictionary(PlistDictionary()))
            case .value: node = box.value
            case .array: node = PlistNode(.array(frame.built))
            case .dictionary:
                var dictionary = PlistDictionary()
                for (key, child) in zip(box.keys, frame.built) {
                    dictionary.insert(PlistDictionary.Entry(key: key, value: child))
                }
                node = PlistNode(.dictionary(dictionary))
            }
            if stack.isEmpty {
                result = node
            } else {
                stack[stack.count - 1].built.append(node)
            }
        }
        return result
    }
}
