/// Turns arbitrary property-list keys into Swift identifiers.
///
/// The rules (case 030 of the field cases; each line is a bug other generators shipped):
/// - Words are split on every character that cannot appear in a Swift identifier and on `_`
///   (`some_variable/_text` → `some`, `variable`, `text`); the separators are dropped.
/// - Property names are lowerCamelCase without acronym upper-casing (`user_id` → `userId`,
///   `URLString` → `urlString`), matching `JSONDecoder.KeyDecodingStrategy.convertFromSnakeCase`.
/// - A name that would start with a digit keeps its digits behind `_` (`2_hours` → `_2Hours`).
/// - Characters allowed in identifiers by *The Swift Programming Language*, "Lexical Structure",
///   are kept, so `名称` stays `名称`.
/// - A key with no identifier characters at all (`""`, `"/"`) is named `unnamed`.
/// - Keywords are escaped with backticks (`` `default` ``); names that compile but mislead are
///   renamed with a `Value` suffix (`self` → `selfValue`, `Type` → `typeValue`).
/// - Collisions inside one type are resolved in document order by ``IdentifierPool``.
package enum SwiftIdentifier {
    /// The name used for a key that has no identifier characters (the empty key).
    package static let unnamed = "unnamed"

    /// The most Unicode scalars of a key that names are made from: a 1 MB key gives a name
    /// of its first 100 (then made unique by ``IdentifierPool`` as any other collision).
    package static let maxNameScalars = 100

    /// The words of `key`: maximal runs of kept characters (``isKeptCharacter(_:)``) other
    /// than `_`; a word never starts with a combining mark.
    package static func words(of key: String) -> [String] {
        var words: [String] = []
        var current = String.UnicodeScalarView()
        var kept = 0
        for scalar in key.unicodeScalars {
            if kept >= maxNameScalars { break }
            if scalar != "_" && isKeptCharacter(scalar) {
                if current.isEmpty && isMark(scalar) { continue }
                current.append(scalar)
                kept += 1
            } else if !current.isEmpty {
                words.append(String(current))
                current = String.UnicodeScalarView()
            }
        }
        if !current.isEmpty { words.append(String(current)) }
        return words
    }

    /// The lowerCamelCase property name for `key`, before keyword escaping and collision
    /// handling: `user_id` → `userId`, `2_hours` → `_2Hours`, `Type` → `typeValue`,
    /// `""` → `unnamed`.
    package static func propertyName(for key: String) -> String {
        let parts = words(of: key)
        guard let first = parts.first else { return unnamed }
        var name = lowercasedLeadingWord(first)
        for word in parts.dropFirst() { name += capitalizedFirst(word) }
        let asWritten = first + parts.dropFirst().map(capitalizedFirst).joined()
        if SwiftReservedNames.trapMemberNames.contains(asWritten) {
            return lowercasedLeadingWord(asWritten) + "Value"
        }
        return digitGuarded(name)
    }

    /// Whether `name` may be given as a type name (`--type-name`, `typeName` and `typeNames` in
    /// `plist-modelgen.json`): a Swift identifier of kept characters (``isKeptCharacter(_:)``
    /// and `_`) that does not start with a digit or a mark, is not a keyword and not `_`.
    /// At most 256 UTF-8 bytes.
    package static func isValidTypeName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, name.utf8.count <= 256,
              first == "_" || (isIdentifierHead(first) && isKeptCharacter(first) && !isMark(first)),
              name != "_", !SwiftReservedNames.keywords.contains(name) else { return false }
        return name.unicodeScalars.allSatisfy { $0 == "_" || isKeptCharacter($0) }
    }

    /// The property names of a model with `keys`, in order: ``propertyName(for:)`` made unique
    /// by one ``IdentifierPool`` in key order (`user_id`, `userId` → `userId`, `userId2`).
    package static func propertyNames(for keys: [String]) -> [String] {
        var pool = IdentifierPool()
        return keys.map { pool.claim(propertyName(for: $0)) }
    }

    /// The UpperCamelCase type name for `text` (a key or a file name stem), before reserved
    /// names and collisions are handled: `column_list` → `ColumnList`, `2x` → `_2x`,
    /// `""` → `Unnamed`.
    package static func typeName(for text: String) -> String {
        let parts = words(of: text)
        guard !parts.isEmpty else { return "Unnamed" }
        return digitGuarded(parts.map(capitalizedFirst).joined())
    }

    /// `name` as written in source: in backticks when it is a keyword (`` `default` ``).
    package static func escaped(_ name: String) -> String {
        SwiftReservedNames.keywords.contains(name) ? "`\(name)`" : name
    }

    /// Whether generated identifiers keep `scalar`: a Swift identifier character
    /// (``isIdentifierCharacter(_:)``) that is also visible and unambiguous: a letter, a digit
    /// or other number, or a combining mark (Unicode general categories L, N, Mn, Mc), and not a
    /// default-ignorable code point (Unicode's DerivedCoreProperties: soft hyphen U+00AD, Arabic
    /// letter mark U+061C, BOM U+FEFF, Hangul fillers U+115F, U+1160, U+3164, U+FFA0, tags,
    /// variation selectors). So `is\u{AD}Admin` and `isAdmin` never become two properties that
    /// both read `isAdmin`, and U+FFF9–U+FFFD (which swiftc rejects) never reach the source.
    package static func isKeptCharacter(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.value < 0x80 { return isIdentifierCharacter(scalar) }
        guard isIdentifierCharacter(scalar), !scalar.properties.isDefaultIgnorableCodePoint else { return false }
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
             .decimalNumber, .letterNumber, .otherNumber, .nonspacingMark, .spacingMark:
            return true
        default:
            return false
        }
    }

    private static func isMark(_ scalar: Unicode.Scalar) -> Bool {
        let category = scalar.properties.generalCategory
        return category == .nonspacingMark || category == .spacingMark || category == .enclosingMark
    }

    /// Whether `scalar` may appear in a Swift identifier (identifier-head or identifier-character
    /// of the Swift book's grammar).
    package static func isIdentifierCharacter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x30...0x39, 0x0300...0x036F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE20...0xFE2F: return true
        default: return isIdentifierHead(scalar)
        }
    }

    /// Whether `scalar` may start a Swift identifier (the Swift book's identifier-head).
    package static func isIdentifierHead(_ scalar: Unicode.Scalar) -> Bool {
        let v = scalar.value
        switch v {
        case 0x41...0x5A, 0x61...0x7A, 0x5F: return true
        case 0xA8, 0xAA, 0xAD, 0xAF, 0xB2...0xB5, 0xB7...0xBA: return true
        case 0xBC...0xBE, 0xC0...0xD6, 0xD8...0xF6, 0xF8...0xFF: return true
        case 0x100...0x2FF, 0x370...0x167F, 0x1681...0x180D, 0x180F...0x1DBF: return true
        case 0x1E00...0x1FFF: return true
        case 0x200B...0x200D, 0x202A...0x202E, 0x203F...0x2040, 0x2054, 0x2060...0x206F: return false
        case 0x2070...0x20CF, 0x2100...0x218F, 0x2460...0x24FF, 0x2776...0x2793: return true
        case 0x2C00...0x2DFF, 0x2E80...0x2FFF: return true
        case 0x3004...0x3007, 0x3021...0x302F, 0x3031...0x303F, 0x3040...0xD7FF: return true
        case 0xF900...0xFD3D, 0xFD40...0xFDCF, 0xFDF0...0xFE1F, 0xFE30...0xFE44: return true
        case 0xFE47...0xFFFD: return true
        case 0x10000...0x1FFFD, 0x20000...0x2FFFD, 0x30000...0x3FFFD, 0x40000...0x4FFFD: return true
        case 0x50000...0x5FFFD, 0x60000...0x6FFFD, 0x70000...0x7FFFD, 0x80000...0x8FFFD: return true
        case 0x90000...0x9FFFD, 0xA0000...0xAFFFD, 0xB0000...0xBFFFD, 0xC0000...0xCFFFD: return true
        case 0xD0000...0xDFFFD, 0xE0000...0xEFFFD: return true
        default: return false
        }
    }

    /// `_` + name when the name starts with a character that cannot start an identifier.
    static func digitGuarded(_ name: String) -> String {
        guard let first = name.unicodeScalars.first, !isIdentifierHead(first) else { return name }
        return "_" + name
    }

    /// The first word of a lowerCamelCase name: a leading run of capitals is lowered, except
    /// the last one when lowercase letters follow (`URLString` → `urlString`, `ID` → `id`).
    static func lowercasedLeadingWord(_ word: String) -> String {
        let chars = Array(word)
        var upperRun = 0
        while upperRun < chars.count, chars[upperRun].isUppercase { upperRun += 1 }
        if upperRun == 0 { return word }
        if upperRun == 1 || upperRun == chars.count {
            return String(chars[0..<upperRun]).lowercased() + String(chars[upperRun...])
        }
        if chars[upperRun].isLowercase {
            return String(chars[0..<(upperRun - 1)]).lowercased() + String(chars[(upperRun - 1)...])
        }
        return String(chars[0..<upperRun]).lowercased() + String(chars[upperRun...])
    }

    /// The word with its first character upper-cased (`hours` → `Hours`, `名称` unchanged).
    static func capitalizedFirst(_ word: String) -> String {
        guard let first = word.first else { return word }
        return first.uppercased() + word.dropFirst()
    }
}
