/// The PlistKit keywords that word or compare what JSON Schema cannot (`x-plist-message` and
/// `x-plist-equal-length`), and the wording of a failed `pattern`.
extension ValidationWalk {
    /// Checks a value whose schema has an `x-plist-message`: as ``visit(_:_:parent:step:)``
    /// does, then the errors its assertions reported about the value itself (not a wrong kind,
    /// not those of its keys or elements) take that text after the key path.
    mutating func visitWorded(_ message: String, _ node: PlistNode, _ schema: CompiledSchema,
                              parent: Int, step: PlistPath.Component?) {
        let start = findings.count, keyStart = keyFindings.count
        guard visitKind(node, schema, parent: parent, step: step) else { return }
        checkConstraints(node, schema, parent: parent, step: step)
        guard start < findings.count || keyStart < keyFindings.count else { return }
        let here = path(parent: parent, step: step)
        let key = here.description
        let text = Self.worded(message, found: node)
        let reword = { (d: inout Diagnostic) in
            guard d.severity == .error, d.keyPath == key, !Self.keepsItsWords.contains(d.rule) else { return }
            d.message = here.displayName + ": " + text + Self.suggestionTail(of: d.message)
        }
        findings.rewrite(from: start, reword)
        keyFindings.rewrite(from: keyStart, reword)
    }

    /// The placeholder of an `x-plist-message` text that is replaced by what was found
    /// (`number 2`, `string "prod"`), so that a schema can word its rule and still show the value.
    static let foundPlaceholder = "{found}"

    /// `message` with ``foundPlaceholder`` replaced by the description of `node`.
    static func worded(_ message: String, found node: PlistNode) -> String {
        guard message.contains(foundPlaceholder) else { return message }
        return message.replacingOccurrences(of: foundPlaceholder, with: ScalarConversion.describeFound(node))
    }

    /// The "did you mean" a finding ends with (`; did you mean "webcredentials:"?`), kept when an
    /// `x-plist-message` rewords it: the schema's text cannot know the near-miss. "" when none.
    static func suggestionTail(of message: String) -> String {
        guard let range = message.range(of: suggestionMarker, options: .backwards),
              let end = message.range(of: "\"?", range: message.index(after: range.upperBound)..<message.endIndex) else { return "" }
        return String(message[range.lowerBound..<end.upperBound])
    }

    /// How a suggestion appended to a finding begins.
    static let suggestionMarker = "; did you mean "

    /// The longest pattern a "does not match" message quotes; a longer one is described by its
    /// length (a schema words such a rule with `x-plist-message`). Never cut: a regular
    /// expression cut short reads as another one.
    static let quotedPatternLimit = 160

    /// The message of a string that `pattern` does not match: the pattern in full (or its length
    /// when longer than ``quotedPatternLimit``), and, when the pattern starts with a choice of
    /// literal words and a separator (`^(applinks|webcredentials|…):`) and the string starts
    /// with a near-miss of one of them, that word: `did you mean "webcredentials:"?`.
    static func patternMismatch(_ value: PlistValue, _ text: String, _ pattern: CompiledPattern) -> String {
        let source = pattern.source
        let shown = source.unicodeScalars.count <= quotedPatternLimit
            ? "the pattern \(UntrustedText.quoted(source, limit: quotedPatternLimit))"
            : "the form its schema's pattern (\(source.unicodeScalars.count) characters) requires"
        var message = DiagnosticRule.patternMismatchMessage(show(value), shown: shown)
        if let near = nearestLeadingWord(text, pattern: source) {
            message += suggestionMarker + UntrustedText.quoted(near) + "?"
        }
        return message
    }

    /// For a pattern `^(w1|w2|…)S…` (literal words, then a literal separator `S`) and a text
    /// `xS…` whose `x` is none of the words but within 2 edits of one: that word and `S`.
    static func nearestLeadingWord(_ text: String, pattern: String) -> String? {
        guard pattern.hasPrefix("^("), let close = pattern.firstIndex(of: ")") else { return nil }
        let words = pattern[pattern.index(pattern.startIndex, offsetBy: 2)..<close].split(separator: "|", omittingEmptySubsequences: false)
        let isWord = { (w: Substring) in !w.isEmpty && w.unicodeScalars.allSatisfy { $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_" || $0 == "-" } }
        guard words.count > 1, words.allSatisfy(isWord) else { return nil }
        let after = pattern[pattern.index(after: close)...]
        guard let separator = after.first, ":=@#/,;".contains(separator) else { return nil }
        guard let cut = text.firstIndex(of: separator) else { return nil }
        let written = Array(text[..<cut].unicodeScalars)
        guard written.count <= KeySuggestion.maxLength, !words.contains(where: { $0.unicodeScalars.elementsEqual(written) }) else { return nil }
        var best: (word: Substring, distance: Int)?
        for word in words {
            guard let d = KeySuggestion.distance(Array(word.unicodeScalars), written, limit: 2), d <= 2, d < (best?.distance ?? 3) else { continue }
            best = (word, d)
        }
        return best.map { String($0.word) + String(separator) }
    }

    /// The findings an `x-plist-message` never rewords: a value of the wrong kind, a spent
    /// budget, a broken schema.
    static let keepsItsWords: Set<String> = Set([DiagnosticRule.typeMismatch, .nullValue, .limitExceeded, .invalidSchema].map(\.id))

    /// `x-plist-equal-length`: each array under `keys` whose length differs from the first
    /// one's is reported at its value (rule `invalid-size`).
    mutating func checkEqualLength(_ keys: [String], _ node: PlistNode, parent: Int, step: PlistPath.Component?) {
        guard let d = node.dictionaryIfDictionary else { return }
        var first: (key: String, count: Int)?
        for key in keys {
            guard let value = d[key], let items = value.arrayIfArray else { continue }
            guard let f = first else {
                first = (key, items.count)
                continue
            }
            guard items.count != f.count else { continue }
            if onlyCounts(.error) { return }
            let here = pathIndex(parent: parent, step: step)
            reportValue(.error, .invalidSize,
                        DiagnosticRule.unequalLengthMessage(elements: Self.elements(items.count), firstKey: f.key, firstCount: f.count, keys: keys),
                        node: value, parent: here, step: .key(key))
        }
    }

    /// "1 element", "2 elements".
    static func elements(_ n: Int) -> String { n == 1 ? "1 element" : "\(n) elements" }
}
