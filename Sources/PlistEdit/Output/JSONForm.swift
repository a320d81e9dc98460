import PlistKit

/// What `-convert json` and `-extract … json` refuse, as plutil refuses it ("Invalid object in
/// plist for JSON format"): a date or data value, which JSON has no type for. (PlistKit's JSON
/// writer would write them as strings, and reading the file back would give strings.)
enum JSONForm {
    /// The key path and kind of the first date or data value in `node` (document order), or
    /// `nil` when the whole tree has a JSON form. Walked with an explicit stack.
    static func firstValueWithoutJSONForm(in node: PlistNode) -> (path: PlistKeyPath, kind: String)? {
        var stack: [(PlistNode, [PlistKeyPath.Component])] = [(node, [])]
        while let (node, path) = stack.popLast() {
            switch node.value {
            case .date, .data: return (PlistKeyPath(path), node.value.kindName)
            case .array(let elements):
                for (i, element) in elements.enumerated().reversed() { stack.append((element, path + [PlistKeyPath.Component(index: i)])) }
            case .dictionary(let dictionary):
                for entry in dictionary.entries.reversed() { stack.append((entry.value, path + [PlistKeyPath.Component(key: entry.key)])) }
            default: break
            }
        }
        return nil
    }
}
