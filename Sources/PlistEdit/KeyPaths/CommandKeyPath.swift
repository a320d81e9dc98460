import PlistKit

/// A key path as `plist-edit`'s plutil verbs take it: plutil's dotted form or PlistKit's one
/// notation (``PlistKeyPath``), told apart by one rule.
///
/// **The rule**: a path holding a `[` that is not escaped by `\` is in PlistKit's notation and is
/// parsed by ``PlistKeyPath/init(parsing:)`` — exactly what `plist-lint` prints, so a path copied
/// from a diagnostic (`images["0.jpg"].title`, `[1].options`) names the same node. Any other
/// path is in plutil's form: components separated by `.`; `\` makes the next character literal
/// (`com\.apple\.developer\.team-identifier` is one key, `\\` a backslash, `\[` a bracket);
/// each component is a dictionary key, or an index when it is all ASCII digits and applied to
/// an array (as `plutil` and KVC read it); an empty component is the empty key.
///
/// In both forms the empty path and `(root)` are the root. A path in plutil's form and without
/// `\`, empty components or `…` means the same in both notations (`a.b.3`).
enum CommandKeyPath {
    /// Whether `text` is read in PlistKit's notation (see the type's rule).
    static func isPlistKitNotation(_ text: String) -> Bool {
        var escaped = false
        for scalar in text.unicodeScalars {
            if escaped { escaped = false; continue }
            if scalar == "\\" { escaped = true } else if scalar == "[" { return true }
        }
        return false
    }

    /// Parses `text` under the rule above.
    ///
    /// - Throws: ``PlistKeyPath/SyntaxError`` for a malformed path in PlistKit's notation;
    ///   ``EditFailure`` (reason only) for a plutil path ending in a lone `\`.
    static func parse(_ text: String) throws -> PlistKeyPath {
        if text.isEmpty || text == "(root)" { return .root }
        if isPlistKitNotation(text) { return try PlistKeyPath(parsing: text) }
        var components: [PlistKeyPath.Component] = []
        var key = String.UnicodeScalarView()
        var escaped = false
        for scalar in text.unicodeScalars {
            if escaped {
                key.append(scalar)
                escaped = false
            } else if scalar == "\\" {
                escaped = true
            } else if scalar == "." {
                components.append(PlistKeyPath.Component(String(key)))
                key = String.UnicodeScalarView()
            } else {
                key.append(scalar)
            }
        }
        if escaped {
            throw EditFailure("", "invalid key path \(UntrustedText.quoted(text)): it ends with a lone \"\\\" (write \"\\\\\" for a backslash)")
        }
        components.append(PlistKeyPath.Component(String(key)))
        return PlistKeyPath(components)
    }
}
