// The `edit` fuzz target (see FuzzEntry.swift): the input is read as a property list (any
// format); a few edits — replace, insert, remove, append, rename — are derived from its tree,
// at key paths and with values picked by a generator seeded from the input's bytes, and applied
// with PlistSourceEditor. It traps when
//   - the editor throws an error that is not a documented one (PlistSourceEditError,
//     PlistWriteError, PlistEditError), or fails a batch whose edits succeed one at a time;
//   - the result does not read back as `tree.applying(edits)` (values and key order);
//   - a byte outside the spans the edits touch (the edited nodes, the containers they add to
//     or remove from) changed, or textEdits(for:) does not describe the change;
//   - the spans tracked through the batch's splices differ from those of reading the result;
//   - the batch's bytes differ from those of the same edits applied one at a time.
import Foundation

func fuzzEdit(_ bytes: UnsafeRawBufferPointer, options: PlistReader.Options) {
    let original = Data(bytes)
    guard let editor = try? PlistSourceEditor(source: original, options: options) else { return }
    var choices = FuzzChoices(seed: original)
    let edits = choices.edits(for: editor.tree)
    guard !edits.isEmpty, let intended = try? editor.tree.applying(edits) else { return }
    var single = editor
    var singleSucceeded = true
    for edit in edits where singleSucceeded {
        do { try single.apply([edit]) } catch { singleSucceeded = false }
    }
    var batch = editor
    do {
        try batch.apply(edits)
    } catch is PlistSourceEditError, is PlistWriteError, is PlistEditError {
        if singleSucceeded { fatalError("the batch failed but its edits one at a time did not: \(edits)") }
        return
    } catch {
        fatalError("undocumented error \(type(of: error)): \(error) for \(edits)")
    }
    if singleSucceeded && single.source != batch.source {
        fatalError("batch and one at a time differ for \(edits):\n\(text(batch.source))\n---\n\(text(single.source))")
    }
    // The result reads back as intended.
    var readOptions = options
    readOptions.format = editor.format
    let read: PlistNode
    if batch.source.isEmpty && editor.format == .openStep {
        read = PlistNode(.dictionary(PlistDictionary()))
    } else {
        guard let document = try? PlistReader(options: readOptions).read(batch.source) else {
            fatalError("the edited text does not read for \(edits):\n\(text(batch.source))")
        }
        read = document.root
    }
    if let difference = SourceEditCheck.firstDifference(read, intended) {
        fatalError("the edited text reads differently at \(difference) for \(edits):\n\(text(batch.source))")
    }
    guard editor.format != .binary else { return }
    // The spans tracked through the splices are those of the text.
    guard let spliced = try? editor.splicing(edits) else { fatalError("splicing failed after apply succeeded: \(edits)") }
    if spans(of: spliced.tree) != spans(of: read) {
        fatalError("tracked spans differ from the text's for \(edits):\n\(spans(of: spliced.tree))\n\(spans(of: read))")
    }
    // Only bytes inside the touched spans changed, as textEdits(for:) says.
    guard let textEdits = try? editor.textEdits(for: edits) else { fatalError("textEdits failed after apply succeeded: \(edits)") }
    var replayed = [UInt8](original)
    for edit in textEdits.reversed() { replayed.replaceSubrange(edit.range, with: Array(edit.newText.utf8)) }
    if replayed != [UInt8](batch.source) { fatalError("textEdits(for:) differs from apply for \(edits)") }
    let touched = touchedSpans(of: edits, in: editor.tree, source: [UInt8](original))
    for edit in textEdits where !touched.contains(where: { $0.lowerBound <= edit.range.lowerBound && edit.range.upperBound <= $0.upperBound }) {
        fatalError("bytes \(edit.range) outside the touched spans \(touched) changed for \(edits)")
    }
}

private func text(_ data: Data) -> String { String(decoding: data.prefix(2000), as: UTF8.self) }

/// The byte ranges of `tree`'s text that `edits` may change, merged where they touch: for each
/// edit, the span of the node it replaces, or of the container it adds to, removes from or
/// renames in — the deepest one on its path that has a span (the whole text when none has).
private func touchedSpans(of edits: [PlistEdit], in tree: PlistNode, source: [UInt8]) -> [Range<Int>] {
    var spans: [Range<Int>] = []
    for edit in edits {
        var components = edit.keyPath.components
        switch edit {
        case .replace, .append: break
        case .insert, .remove, .renameKey: components = Array(components.dropLast())
        }
        var node = tree
        var span = tree.sourceRange ?? 0..<source.count
        if case .dictionary = tree.value, source[span.lowerBound] != UInt8(ascii: "{"), source[span.lowerBound] != UInt8(ascii: "<") {
            span = 0..<source.count  // a strings file's root: the whole text
        }
        for component in components {
            guard let child = try? node.value(forKeyPath: PlistKeyPath([component])) else { break }
            node = child
            if let range = child.sourceRange { span = range }
        }
        spans.append(span)
    }
    spans.sort { $0.lowerBound < $1.lowerBound }
    var merged: [Range<Int>] = []
    for span in spans {
        if let last = merged.last, span.lowerBound <= last.upperBound {
            merged[merged.count - 1] = last.lowerBound..<max(last.upperBound, span.upperBound)
        } else {
            merged.append(span)
        }
    }
    return merged
}

/// Every span of a tree in document order, walked with an explicit stack.
private func spans(of root: PlistNode) -> [String] {
    var out: [String] = []
    var work: [(PlistNode, String)] = [(root, "")]
    while let (node, path) = work.popLast() {
        out.append("\(path) \(node.sourceRange.map { "\($0)" } ?? "-")")
        switch node.value {
        case .array(let elements):
            for (i, element) in elements.enumerated().reversed() { work.append((element, "\(path)[\(i)]")) }
        case .dictionary(let dictionary):
            for (i, entry) in dictionary.entries.enumerated().reversed() {
                work.append((entry.value, "\(path).\(i)"))
                out.append("\(path).\(i) key \(entry.keyRange.map { "\($0)" } ?? "-")")
            }
        default:
            break
        }
    }
    return out
}

/// Choices driven by a SplitMix64 generator seeded with the FNV-1a hash of the input.
private struct FuzzChoices {
    var state: UInt64
    let input: [UInt8]

    init(seed: Data) {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in seed { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        state = hash
        input = [UInt8](seed)
    }

    mutating func next(_ bound: Int) -> Int {
        state &+= 0x9e37_79b9_7f4a_7c15
        var z = state
        z = (z ^ (z >> 30)) &* 0xbf58_476d_1ce4_e5b9
        z = (z ^ (z >> 27)) &* 0x94d0_49bb_1331_11eb
        z ^= z >> 31
        return bound <= 0 ? 0 : Int(z % UInt64(bound))
    }

    static let strings = ["", "x", "two words", "a\"b", "<&>", "line\nbreak", "ü", "back\\slash", "/* c */", "// c",
                          "tab\there", "-->", "a;b=c", "}", ")", "42", "CFBundleVersion"]

    mutating func string() -> String {
        if next(4) == 0 && !input.isEmpty {
            let start = next(input.count)
            return String(decoding: input[start..<min(input.count, start + 1 + next(8))], as: UTF8.self)
        }
        return Self.strings[next(Self.strings.count)]
    }

    mutating func value() -> PlistValue {
        switch next(12) {
        case 0: return .integer(7)
        case 1: return .bool(true)
        case 2: return .real(2.5)
        case 3: return .data(Data([0, 1, 255]))
        case 4: return .date(Date(timeIntervalSince1970: 0))
        case 5: return .dictionary(PlistDictionary(entries: [.init(key: string(), value: PlistNode(.string(string())))]))
        case 6: return .array([PlistNode(.string(string())), PlistNode(.string(string()))])
        case 7: return .dictionary(PlistDictionary())
        case 8: return .array([])
        default: return .string(string())
        }
    }

    /// One to four edits that apply, one after the other, to `tree`.
    mutating func edits(for tree: PlistNode) -> [PlistEdit] {
        var current = tree
        var edits: [PlistEdit] = []
        for _ in 0..<(1 + next(4)) {
            let nodes = Self.nodes(of: current)
            let (path, node) = nodes[next(nodes.count)]
            let edit: PlistEdit
            switch (next(6), node.value) {
            case (0, _): edit = .replace(path, with: value())
            case (1, .dictionary), (5, .dictionary): edit = next(2) == 0 ? .insert(value(), at: path.appending(key: string())) : .replace(path.appending(key: string()), with: value())
            case (1, .array(let elements)): edit = .insert(value(), at: path.appending(index: next(elements.count + 1)))
            case (2, _) where !path.isRoot: edit = .remove(path)
            case (3, .array): edit = .append(value(), toArrayAt: path)
            case (4, .dictionary(let dictionary)) where !dictionary.isEmpty:
                edit = .renameKey(path.appending(key: dictionary.entries[next(dictionary.count)].key), to: string())
            default: edit = .replace(path, with: value())
            }
            guard let applied = try? current.applying(edit) else { continue }
            current = applied
            edits.append(edit)
        }
        return edits
    }

    /// Up to 64 nodes of `root` with their key paths, in document order.
    static func nodes(of root: PlistNode) -> [(PlistKeyPath, PlistNode)] {
        var out: [(PlistKeyPath, PlistNode)] = []
        var work: [(PlistKeyPath, PlistNode)] = [(PlistKeyPath([]), root)]
        while let (path, node) = work.popLast(), out.count < 64 {
            out.append((path, node))
            switch node.value {
            case .array(let elements):
                for (i, element) in elements.enumerated().reversed() { work.append((path.appending(index: i), element)) }
            case .dictionary(let dictionary):
                for entry in dictionary.entries.reversed() { work.append((path.appending(key: entry.key), entry.value)) }
            default:
                break
            }
        }
        return out
    }
}

private extension PlistKeyPath {
    func appending(key: String) -> PlistKeyPath { PlistKeyPath(components + [Component(key: key)]) }
    func appending(index: Int) -> PlistKeyPath { PlistKeyPath(components + [Component(index: index)]) }
}
