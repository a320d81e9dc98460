import Testing
@testable import PlistModelGen

@Suite("SwiftIdentifier: keys to Swift names")
struct SwiftIdentifierTests {
    @Test("property names", arguments: [
        ("user_id", "userId"), ("userId", "userId"), ("some_variable/_text", "someVariableText"),
        ("2_hours", "_2Hours"), ("3_hours", "_3Hours"), ("default", "default"), ("class", "class"),
        ("self", "selfValue"), ("Self", "selfValue"), ("Type", "typeValue"), ("type", "type"),
        ("description", "description"), ("CodingKeys", "codingKeys"), ("Codable", "codable"),
        ("名称", "名称"), ("", "unnamed"), ("/", "unnamed"), ("___", "unnamed"),
        ("URLString", "urlString"), ("ID", "id"), ("columnImgName", "columnImgName"),
        ("0.jpg", "_0Jpg"), ("first name", "firstName"), ("kebab-case-key", "kebabCaseKey"),
        ("init", "initValue"), ("Éclair", "éclair"), ("a\u{202E}b", "aB"),
    ])
    func propertyName(key: String, expected: String) {
        #expect(SwiftIdentifier.propertyName(for: key) == expected)
    }

    @Test("type names", arguments: [
        ("questions", "Questions"), ("column_list", "ColumnList"), ("columnList", "ColumnList"),
        ("2x", "_2x"), ("", "Unnamed"), ("data", "Data"), ("vote info", "VoteInfo"),
    ])
    func typeName(text: String, expected: String) {
        #expect(SwiftIdentifier.typeName(for: text) == expected)
    }

    @Test("keywords are backticked, other names are not", arguments: [
        ("default", "`default`"), ("class", "`class`"), ("in", "`in`"), ("Any", "`Any`"),
        ("description", "description"), ("type", "type"), ("userId", "userId"),
    ])
    func escaping(name: String, expected: String) {
        #expect(SwiftIdentifier.escaped(name) == expected)
    }

    @Test("collisions are numbered in document order")
    func collisions() {
        var pool = IdentifierPool()
        let names = ["userId", "userId", "userId2", "userId"].map { pool.claim($0) }
        #expect(names == ["userId", "userId2", "userId22", "userId3"])
    }

    @Test("singular element names", arguments: [
        ("Questions", "Question"), ("Statuses", "Status"), ("ColumnList", "Column"),
        ("Categories", "Category"), ("Apps", "App"), ("App", "App"), ("Images", "Image"),
        ("Boxes", "Box"), ("Addresses", "Address"), ("People", "Person"), ("Info", "Info"),
        ("Options", "Option"), ("Responses", "Response"), ("UserList", "User"), ("Series", "Series"),
    ])
    func singular(plural: String, expected: String) {
        #expect(Singular.of(plural) == expected)
    }
}
