extension PlistEncoder.KeyEncodingStrategy {
    /// `key` converted from camelCase to snake_case by the rules of Foundation's `JSONEncoder`
    /// (`KeyEncodingStrategy.convertToSnakeCase`): uppercase letters (Unicode categories Lu
    /// and Lt) start words, a run of them before a lowercase letter (Ll) is its own word except
    /// for its last letter, which starts the next word; words are lowercased and joined by `_`.
    static func snakeCase(_ key: String) -> String {
        let scalars = Array(key.unicodeScalars)
        guard !scalars.isEmpty else { return key }
        func isUpper(_ s: Unicode.Scalar) -> Bool {
            let c = s.properties.generalCategory
            return c == .uppercaseLetter || c == .titlecaseLetter
        }
        func isLower(_ s: Unicode.Scalar) -> Bool { s.properties.generalCategory == .lowercaseLetter }
        var words: [Range<Int>] = []
        var wordStart = 0
        var searchStart = 1
        let end = scalars.count
        while let upper = (searchStart..<end).first(where: { isUpper(scalars[$0]) }) {
            words.append(wordStart..<upper)
            guard let lower = (upper..<end).first(where: { isLower(scalars[$0]) }) else {
                wordStart = upper
                searchStart = end
                break
            }
            if lower == upper + 1 {
                wordStart = upper
            } else {
                words.append(upper..<(lower - 1))
                wordStart = lower - 1
            }
            searchStart = lower + 1
        }
        words.append(wordStart..<end)
        return words.map { range in
            var word = String.UnicodeScalarView()
            word.append(contentsOf: scalars[range])
            return String(word).lowercased()
        }.joined(separator: "_")
    }
}
