extension PlistNode {
    /// Moves the spans of this tree (every ``sourceRange`` and ``PlistDictionary/Entry/keyRange``,
    /// and the location of a scalar without a span)
    /// as replacing `range` of the source by `length` bytes moves the text they stand for:
    ///
    /// - a span that ends at or before `range`'s start stays (at an insertion point, the
    ///   sibling that ends there does not take in the new text);
    /// - a span that starts at or after `range`'s end moves by the change in length (at an
    ///   insertion point, the element that starts there moves behind the new text);
    /// - a span around `range` — a container, a key whose content is renamed, the node being
    ///   replaced — keeps its start and grows or shrinks by the change in length;
    /// - a span inside `range` or across one of its ends is dropped (`nil`): its node is being
    ///   replaced or removed.
    ///
    /// Subtrees that end before `range` are not entered; walked with an explicit stack.
    ///
    /// - Complexity: O(nodes not before `range`); nothing when the length does not change.
    mutating func moveSpans(replacing range: Range<Int>, by length: Int) {
        let move = SpanMove(range: range, delta: length - range.count)
        guard move.delta != 0 else { return }
        var root = self
        self = PlistNode(.null)
        guard let first = move.enter(&root) else {
            self = root
            return
        }
        var stack = [first]
        while let top = stack.indices.last {
            if let child = stack[top].advance(by: move) {
                stack.append(child)
                continue
            }
            let finished = stack.removeLast().closed
            guard let parent = stack.indices.last else {
                self = finished
                return
            }
            stack[parent].putBack(finished)
        }
    }
}

/// One replacement of a source range, as ``PlistNode/moveSpans(replacing:by:)`` applies it to
/// spans.
private struct SpanMove {
    let range: Range<Int>
    let delta: Int

    /// Where `span` is after the replacement, or `nil` when its text is replaced.
    func moved(_ span: Range<Int>) -> Range<Int>? {
        if span.upperBound <= range.lowerBound { return span }
        if span.lowerBound >= range.upperBound { return (span.lowerBound + delta)..<(span.upperBound + delta) }
        if span.lowerBound <= range.lowerBound && span.upperBound >= range.upperBound {
            let upper = span.upperBound + delta
            return upper > span.lowerBound ? span.lowerBound..<upper : nil
        }
        return nil
    }

    /// Moves `node`'s own span; for a container whose children may move, takes its children out
    /// (a frame to walk them), leaving the node empty.
    func enter(_ node: inout PlistNode) -> SpanFrame? {
        if let span = node.sourceRange {
            // Before the range: nothing inside moves.
            if span.upperBound <= range.lowerBound { return nil }
            if span.lowerBound >= range.upperBound {
                node.location.offset += delta  // after it: the same length, moved
            } else {
                // Around the range, or replaced: a replaced container's children are walked too,
                // so that none keeps a span of text that is gone (a duplicate key's later value
                // can lie inside an earlier entry's extent).
                node.sourceRange = moved(span)
            }
        } else if !node.isContainer && node.location.offset >= range.upperBound {
            // A scalar without bytes of its own (a strings file's `key;`) is located at its key:
            // the location moves with the text after the range. (An emptied strings file's root
            // keeps its location: where its first key will go.)
            node.location.offset += delta
        }
        guard node.isContainer else { return nil }
        let value = node.value
        node.value = .null
        switch value {
        case .array(let elements): return SpanFrame(node: node, elements: elements, isDictionary: false)
        case .dictionary(let dictionary): return SpanFrame(node: node, dictionary: dictionary, isDictionary: true)
        default: return nil
        }
    }

    /// Moves the span of `entry`'s key.
    func moveKey(of entry: inout PlistDictionary.Entry) {
        guard let span = entry.keyRange, span.upperBound > range.lowerBound else { return }
        if span.lowerBound >= range.upperBound {
            entry.keyLocation.offset += delta
        } else {
            entry.keyRange = moved(span)
        }
    }
}

/// A container whose children ``PlistNode/moveSpans(replacing:by:)`` is walking, taken out of
/// its node.
private struct SpanFrame {
    var node: PlistNode
    var elements: [PlistNode] = []
    var dictionary = PlistDictionary()
    let isDictionary: Bool
    /// The index after the last child visited (the child taken out to be walked, if any).
    var next = 0

    /// The node with its children back.
    var closed: PlistNode {
        var node = node
        node.value = isDictionary ? .dictionary(dictionary) : .array(elements)
        return node
    }

    /// Moves the spans of the children (and keys) from ``next`` on, up to the first whose own
    /// children must be walked too: that one is taken out and returned as its frame, to be put
    /// back by ``putBack(_:)``. `nil` when every child is done.
    mutating func advance(by move: SpanMove) -> SpanFrame? {
        var frame: SpanFrame?
        if isDictionary {
            next = dictionary.updateEntries(from: next) { entry in
                move.moveKey(of: &entry)
                frame = move.enter(&entry.value)
                return frame == nil
            }
            return frame
        }
        while next < elements.count && frame == nil {
            frame = move.enter(&elements[next])
            next += 1
        }
        return frame
    }

    /// Puts the walked child back in its place.
    mutating func putBack(_ child: PlistNode) {
        if isDictionary {
            _ = dictionary.updateEntries(from: next - 1) { entry in
                entry.value = child
                return false
            }
        } else {
            elements[next - 1] = child
        }
    }
}
