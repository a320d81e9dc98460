import Foundation
import PlistKit

/// Keys aimed at the generated Swift (issue 19 #5, issue 15 #14): each must stay data — inside
/// a string literal or a comment — and every identifier made from it must compile and read
/// differently from every other.
enum HostileKeys {
    /// Keys that would end a string literal or a comment, start a directive, or break a line.
    static let breakers = [
        "a\"b", "a\\b", "\\(exit(1))", "\"\"\"", "#\"", "\"#", "\\u{41}", "*/", "/*", "// x", "a\nb", "a\rb",
        "a\tb", "#sourceLocation(file: \"x.swift\", line: 1)", "#if false", "#warning(\"x\")", "@main",
        "; exit(1);", "}", "{", "\") ; fatalError(\"", "\\", "\\\\", "\"\n}\nfunc pwn() {}\nenum X: String { case a = \"",
        "\u{0}nul", "x\u{85}nel", "x\u{2028}ls", "x\u{2029}ps", "x\u{7F}del", "\u{1B}[31mred", "a\u{202E}b",
    ]

    /// Keys that read `isAdmin` once invisible or replacement characters are ignored.
    static let lookalikes = [
        "isAdmin", "is\u{202E}Admin", "a\u{2066}b\u{2069}", "is\u{61C}Admin", "is\u{200E}Admin", "is\u{AD}Admin",
        "is\u{200B}Admin", "isAdmin\u{3164}", "isAdmin\u{1160}", "isAdmin\u{FFA0}", "isAdmin\u{E0061}",
        "isAdmin\u{FE0F}", "isAdmin\u{E0100}", "is\u{FEFF}Admin", "is\u{FFF9}Admin", "isAdmin\u{FFFC}",
        "isAdmin\u{FFFD}", "is\u{180E}Admin", "\u{301}admin", "isAdmin\u{17B4}", "is\u{2060}Admin",
    ]

    /// Keywords, trap names and names Codable or the standard library use.
    static let keywords = [
        "init", "self", "Self", "Type", "Protocol", "deinit", "subscript", "super", "default", "class", "_", "__",
        "$0", "$x", "Any", "any", "some", "async", "await", "actor", "macro", "package", "consume", "copy", "each",
        "borrowing", "consuming", "sending", "isolated", "nonisolated", "Sendable", "Codable", "CodingKeys",
        "codingKeys", "rawValue", "stringValue", "intValue", "hashValue", "description", "encode", "init(from:)",
        "true", "false", "nil", "in", "where", "is", "as", "try", "throws", "rethrows", "operator", "get", "set",
        "willSet", "didSet", "mutating", "lazy", "optional", "required", "override", "final", "open", "indirect",
        "associatedtype", "typealias", "fileprivate", "internal", "private", "public", "static", "let", "var",
        "func", "import", "inout", "return", "guard", "repeat", "switch", "while", "defer", "do", "catch",
        "throw", "case", "enum", "struct", "extension", "protocol", "#selector", "#file", "Element", "`", "a`b",
        "`default`", "``", "String", "Int", "Data", "Date", "Bool", "Double", "URL", "Optional",
    ]

    /// Keys that collide once sanitised, and type names that collide in one scope.
    static let collisions = [
        "user_id", "userId", "UserId", "user-id", "user id", "userId2", "user_id2", "user.id", "USER_ID", "userID",
        "", "/", "unnamed", "_unnamed", "2x", "_2x", "２x", "名称", "データ", "ﾃ", "question", "questions", "Question",
    ]

    /// A dictionary of `keys` with small values; `nested` makes every value a dictionary (so every
    /// key also names a type), `arrays` an array of one dictionary.
    static func dictionary(_ keys: [String], nested: Bool = false, arrays: Bool = false) -> PlistValue {
        var d = PlistDictionary()
        for key in keys where d[key] == nil {
            let inner: PlistValue = .dictionary(PlistDictionary(entries: [.init(key: "x", value: PlistNode(1))]))
            d[key] = PlistNode(arrays ? .array([PlistNode(inner)]) : nested ? inner : .integer(1))
        }
        return .dictionary(d)
    }

    /// `count` distinct keys that all sanitise to `a`: `a` followed by separators only.
    static func separatorKeys(_ count: Int) -> [String] {
        let separators = Array(" !\"#$%&'()*+,-./:;<=>?@[\\]^`{|}~")
        return (0..<count).map { i in
            var key = "a"
            var j = i
            repeat {
                key.append(separators[j % separators.count])
                j /= separators.count
            } while j > 0
            return key
        }
    }

    /// The text of `source` outside string literals and `//` comments (literals and comments are
    /// replaced by one space each). The generator writes only one-line literals and comments.
    static func code(outsideLiteralsOf source: String) -> String {
        var out = String.UnicodeScalarView()
        var scalars = source.unicodeScalars.makeIterator()
        var previous: Unicode.Scalar?
        while let scalar = scalars.next() {
            if scalar == "/" && previous == "/" {
                out.removeLast()
                while let next = scalars.next(), next != "\n" {}
                out.append(" ")
                out.append("\n")
                previous = nil
                continue
            }
            if scalar == "\"" {
                var escaped = false
                while let next = scalars.next() {
                    if escaped { escaped = false; continue }
                    if next == "\\" { escaped = true; continue }
                    if next == "\"" { break }
                }
                out.append(" ")
                previous = nil
                continue
            }
            out.append(scalar)
            previous = scalar
        }
        return String(out)
    }
}
