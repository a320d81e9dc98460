import PlistKit

/// Builds located trees in tests without a reader.
enum Tree {
    /// A value at `line:column`.
    static func at(_ line: Int, _ column: Int = 1, _ value: PlistValue, literal: String? = nil) -> PlistNode {
        PlistNode(value, location: SourceLocation(line: line, column: column), literal: literal)
    }

    /// A dictionary at `line`, its keys at the lines given, the values at the same lines.
    static func dict(_ line: Int, _ entries: [(String, Int, PlistValue)]) -> PlistNode {
        var d = PlistDictionary()
        for (k, l, v) in entries {
            d.insert(.init(key: k, keyLocation: SourceLocation(line: l, column: 2), value: at(l, 3, v)))
        }
        return at(line, 1, .dictionary(d))
    }

    /// A dictionary at `line` of located entries.
    static func dict(_ line: Int, nodes: [(String, PlistNode)]) -> PlistNode {
        var d = PlistDictionary()
        for (k, n) in nodes { d.insert(.init(key: k, keyLocation: SourceLocation(line: n.location.line, column: 2), value: n)) }
        return at(line, 1, .dictionary(d))
    }
}

/// The headlines of the diagnostics of a thrown ``PlistDecodingError`` (empty when nothing
/// or something else was thrown).
func headlines(_ body: () throws -> Void) -> [String] {
    do {
        try body()
        return []
    } catch let e as PlistDecodingError {
        return e.description.split(separator: "\n").map(String.init)
    } catch {
        return ["unexpected: \(error)"]
    }
}
