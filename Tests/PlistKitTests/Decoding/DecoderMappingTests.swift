import Foundation
import Testing
@testable import PlistKit

private struct Mapped: Decodable, Equatable, PlistMappable {
    var id: Int
    var columnName: String
    var timeout: Int
    static let plistMapping = PlistMapping(
        alternateKeys: ["id": ["ID"]],
        keyPaths: ["columnName": "column.columnName"],
        defaults: ["timeout": 30])
}

private struct HandWritten: Decodable, Equatable {
    var title: String
    var count: Int
    enum Keys: String, CodingKey { case title = "Title", count = "n" }
    init(title: String, count: Int) { self.title = title; self.count = count }
    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: Keys.self)
        title = try c.decode(String.self, forKey: .title)
        count = try c.decodeIfPresent(Int.self, forKey: .count) ?? 0
    }
}

/// A hand-written init that reads different keys depending on a value: probing cannot see
/// that, so the model says so in its mapping.
private struct Shape: Decodable, PlistMappable {
    var kind: String
    var size: Double
    enum Keys: String, CodingKey { case kind, radius, side }
    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: Keys.self)
        kind = try c.decode(String.self, forKey: .kind)
        size = try c.decode(Double.self, forKey: kind == "circle" ? .radius : .side)
    }
    static let plistMapping = PlistMapping(keysAreComplete: false)
}

private struct Snake: Decodable, Equatable { var userId: Int; var firstName: String }

@Suite struct DecoderMappingTests {
    @Test func alternateKeysKeyPathsAndDefaults() throws {
        let root = Tree.dict(1, [("ID", 2, 5), ("column", 3, ["columnName": "Home"])])
        let r = try PlistDecoder().decodeWithDiagnostics(Mapped.self, from: root, file: "c.plist")
        #expect(r.value == Mapped(id: 5, columnName: "Home", timeout: 30))
        #expect(r.diagnostics.map(\.description) == [
            "c.plist:1:1: note: [default-used] missing key \"timeout\" in (root): using the default number 30",
        ])
        let first = Tree.dict(1, [("id", 2, 7), ("ID", 3, 5), ("column", 4, ["columnName": "Me"]), ("timeout", 5, 9)])
        #expect(try PlistDecoder().decode(Mapped.self, from: first) == Mapped(id: 7, columnName: "Me", timeout: 9))
    }

    @Test func keyPathMissingIsReported() {
        let root = Tree.dict(1, [("id", 2, 5), ("column", 3, ["name": "Home"])])
        #expect(headlines { _ = try PlistDecoder().decode(Mapped.self, from: root, file: "c.plist") } == [
            "c.plist:1:1: note: [default-used] missing key \"timeout\" in (root): using the default number 30",
            "c.plist:1:1: error: [missing-key] missing required key \"column.columnName\" (Mapped)",
        ])
    }

    @Test func handWrittenInitFromWithCustomCodingKeys() throws {
        let root = Tree.dict(1, [("Title", 2, "x"), ("n", 3, 4)])
        #expect(try PlistDecoder().decode(HandWritten.self, from: root) == HandWritten(title: "x", count: 4))
        let misspelled = Tree.dict(1, [("title", 2, "x")])
        #expect(headlines { _ = try PlistDecoder().decode(HandWritten.self, from: misspelled, file: "h.plist") } == [
            "h.plist:2:2: error: [unknown-key] unknown key \"title\" at (root), did you mean \"Title\"?",
            "h.plist:1:1: note: [missing-key] missing required key \"Title\" in (root) (HandWritten.Title: String), probably misspelled as \"title\" on line 2",
        ])
    }

    @Test func valueDependentInitIsCheckedByTheDecoder() throws {
        let circle = Tree.dict(1, [("kind", 2, "circle"), ("radius", 3, 2.5)])
        #expect(try PlistDecoder().decode(Shape.self, from: circle).size == 2.5)
        let broken = Tree.dict(1, [("kind", 2, "circle"), ("side", 3, 2.5)])
        #expect(headlines { _ = try PlistDecoder().decode(Shape.self, from: broken, file: "s.plist") } == [
            "s.plist:1:1: error: [missing-key] missing required key \"radius\"",
        ])
    }

    @Test func snakeCaseKeys() throws {
        var o = PlistDecoder.Options()
        o.keyDecodingStrategy = .convertFromSnakeCase
        let root = Tree.dict(1, [("user_id", 2, 1), ("first_name", 3, "Ann")])
        #expect(try PlistDecoder(options: o).decode(Snake.self, from: root) == Snake(userId: 1, firstName: "Ann"))
        #expect(PlistDecoder.KeyDecodingStrategy.camelCase(fromSnakeCase: "_private_key_") == "_privateKey_")
        #expect(PlistDecoder.KeyDecodingStrategy.camelCase(fromSnakeCase: "URL_path") == "URLPath")
        // As written, snake_case keys are probable misspellings of the camelCase properties.
        #expect(headlines { _ = try PlistDecoder().decode(Snake.self, from: root, file: "s.plist") } == [
            "s.plist:2:2: error: [unknown-key] unknown key \"user_id\" at (root), did you mean \"userId\"?",
            "s.plist:1:1: note: [missing-key] missing required key \"userId\" in (root) (Snake.userId: Int), probably misspelled as \"user_id\" on line 2",
            "s.plist:3:2: error: [unknown-key] unknown key \"first_name\" at (root), did you mean \"firstName\"?",
            "s.plist:1:1: note: [missing-key] missing required key \"firstName\" in (root) (Snake.firstName: String), probably misspelled as \"first_name\" on line 3",
        ])
    }

    @Test func customKeyStrategy() throws {
        var o = PlistDecoder.Options()
        o.keyDecodingStrategy = .custom { $0.lowercased() == "userid" ? "userId" : $0 == "FirstName" ? "firstName" : $0 }
        let root = Tree.dict(1, [("USERID", 2, 1), ("FirstName", 3, "Ann")])
        #expect(try PlistDecoder(options: o).decode(Snake.self, from: root) == Snake(userId: 1, firstName: "Ann"))
    }

    @Test func unknownKeyPolicies() throws {
        let root = Tree.dict(1, [("name", 2, "a"), ("icon", 3, "b"), ("colour", 4, "blue")])
        let warned = try PlistDecoder().decodeWithDiagnostics(AppInfo.self, from: root, file: "a.plist")
        #expect(warned.diagnostics.map(\.description) == ["a.plist:4:2: warning: [unknown-key] unknown key \"colour\" at (root)"])
        var o = PlistDecoder.Options()
        o.unknownKeys = .ignore
        #expect(try PlistDecoder(options: o).decodeWithDiagnostics(AppInfo.self, from: root).diagnostics.isEmpty)
        o.unknownKeys = .error
        #expect(headlines { _ = try PlistDecoder(options: o).decode(AppInfo.self, from: root, file: "a.plist") } == [
            "a.plist:4:2: error: [unknown-key] unknown key \"colour\" at (root)",
        ])
    }

    @Test func duplicateKeyStrictness() throws {
        let dup = Diagnostic(severity: .warning, rule: "duplicate-key", message: "duplicate key \"name\"", file: "a.plist",
                             location: SourceLocation(line: 4, column: 2))
        let doc = PlistDocument(root: Tree.dict(1, [("name", 2, "a"), ("icon", 3, "b")]), format: .xml, diagnostics: [dup], file: "a.plist")
        #expect(try PlistDecoder().decodeWithDiagnostics(AppInfo.self, from: doc).diagnostics == [dup])
        var o = PlistDecoder.Options()
        o.reader.duplicateKeys = .error
        #expect(headlines { _ = try PlistDecoder(options: o).decode(AppInfo.self, from: doc) } == [
            "a.plist:4:2: error: [duplicate-key] duplicate key \"name\"",
        ])
    }
}
