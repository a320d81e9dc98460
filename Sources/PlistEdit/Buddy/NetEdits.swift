import PlistKit

/// The net change between two trees as few ``PlistEdit``s: what a long PlistBuddy script is
/// written as, so that a script of many commands (10 000 `Set`s of one key, `Add` then
/// `Delete`…) costs the splices of what it changed, not of every command.
///
/// Dictionaries: keys only in the old tree are removed, keys only in the new one inserted in
/// the new order (after the others, where an insert puts them), keys in both compared in turn —
/// unless the keys in both changed order or a new key comes before an old one, when the
/// dictionary is replaced whole. Arrays: elements compared by index, extra elements appended
/// or removed from the end; any other change replaces the array whole. Scalars that differ
/// are replaced. Walked with an explicit stack.
enum NetEdits {
    /// The edits that turn `old` into `new` (values and key order), or `nil` when there are
    /// more than `limit`.
    static func edits(from old: PlistNode, to new: PlistNode, limit: Int) -> [PlistEdit]? {
        var out: [PlistEdit] = []
        var work: [(PlistNode, PlistNode, [PlistKeyPath.Component])] = [(old, new, [])]
        while let (a, b, path) = work.popLast() {
            if out.count > limit { return nil }
            let here = PlistKeyPath(path)
            switch (a.value, b.value) {
            case (.dictionary(let da), .dictionary(let db)):
                let commonOld = da.entries.filter { db.index(forKey: $0.key) != nil }.map(\.key)
                let commonNew = db.entries.filter { da.index(forKey: $0.key) != nil }.map(\.key)
                let firstAdded = db.entries.firstIndex { da.index(forKey: $0.key) == nil } ?? db.count
                let lastCommon = db.entries.lastIndex { da.index(forKey: $0.key) != nil } ?? -1
                guard commonOld == commonNew, firstAdded > lastCommon else {
                    out.append(.replace(here, with: b.value))
                    continue
                }
                for entry in da.entries where db.index(forKey: entry.key) == nil {
                    out.append(.remove(PlistKeyPath(path + [PlistKeyPath.Component(key: entry.key)])))
                }
                for entry in db.entries {
                    let component = PlistKeyPath.Component(key: entry.key)
                    if let old = da[entry.key] {
                        work.append((old, entry.value, path + [component]))
                    } else {
                        out.append(.insert(entry.value.value, at: PlistKeyPath(path + [component])))
                    }
                }
            case (.array(let ea), .array(let eb)):
                if eb.count >= ea.count {
                    for i in ea.indices { work.append((ea[i], eb[i], path + [PlistKeyPath.Component(index: i)])) }
                    for element in eb[ea.count...] { out.append(.append(element.value, toArrayAt: here)) }
                } else if zip(ea, eb).allSatisfy({ sameInOrder($0.0, $0.1) }) {
                    for i in (eb.count..<ea.count).reversed() { out.append(.remove(PlistKeyPath(path + [PlistKeyPath.Component(index: i)]))) }
                } else {
                    out.append(.replace(here, with: b.value))
                }
            default:
                if a.value.isContainer || b.value.isContainer || a.value != b.value || a.value.kindName != b.value.kindName {
                    out.append(.replace(here, with: b.value))
                }
            }
        }
        return out.count > limit ? nil : out
    }

    /// Whether `a` and `b` hold equal values with dictionary keys in the same order. Walked
    /// with an explicit stack.
    static func sameInOrder(_ a: PlistNode, _ b: PlistNode) -> Bool {
        var work: [(PlistNode, PlistNode)] = [(a, b)]
        while let (x, y) = work.popLast() {
            switch (x.value, y.value) {
            case (.dictionary(let dx), .dictionary(let dy)):
                guard dx.keys == dy.keys else { return false }
                for (ex, ey) in zip(dx.entries, dy.entries) { work.append((ex.value, ey.value)) }
            case (.array(let ax), .array(let ay)):
                guard ax.count == ay.count else { return false }
                for (ex, ey) in zip(ax, ay) { work.append((ex, ey)) }
            default:
                guard x.value == y.value, x.value.kindName == y.value.kindName else { return false }
            }
        }
        return true
    }
}
