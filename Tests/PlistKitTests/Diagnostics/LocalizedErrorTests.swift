import Foundation
import PlistKit
import Testing

/// Every public error reads well wherever it is shown: `error.localizedDescription` (an alert,
/// a log line) and `print(error)` give the compiler-style findings, not "The operation could
/// not be completed. (PlistKit.PlistDecodingError error 1.)".
@Suite struct LocalizedErrorTests {
    struct Model: Decodable { var name: String; var count: Int }

    /// `localizedDescription` as a caller holding `any Error` sees it, and `print`'s text.
    static func shown(_ error: any Error) -> (localized: String, printed: String) {
        (error.localizedDescription, "\(error)")
    }

    @Test func decodingErrorShowsEveryFinding() throws {
        let xml = Data("""
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>name</key><integer>1</integer></dict></plist>
            """.utf8)
        let error = try #require(throws: PlistDecodingError.self) {
            try PlistDecoder().decode(Model.self, from: xml, file: "m.plist")
        }
        let (localized, printed) = Self.shown(error)
        #expect(localized == error.description)
        #expect(printed == error.description)
        #expect(localized.hasPrefix("m.plist:2:"))
        #expect(localized.contains("error: ["))
    }

    @Test func readErrorShowsItsHeadline() throws {
        let error = try #require(throws: PlistReadError.self) {
            try PlistReader().read(Data("<plist><dict>".utf8), file: "r.plist")
        }
        let (localized, printed) = Self.shown(error)
        #expect(localized == error.description)
        #expect(printed == error.description)
        #expect(localized.hasPrefix("r.plist:1:"))
    }

    @Test func schemaKeyPathAndWriteErrorsShowTheirDescriptions() throws {
        let schemaError = JSONSchemaError(rule: "invalid-schema", message: "unknown type \"strng\" at /type",
                                          pointer: "/type", location: SourceLocation(line: 1, column: 9, offset: 8), file: "s.schema.json")
        #expect(Self.shown(schemaError).localized == "s.schema.json:1:9: error: [invalid-schema] unknown type \"strng\" at /type")
        #expect(Self.shown(schemaError).printed == Self.shown(schemaError).localized)

        let value: PlistValue = ["a": .string("x")]
        let keyPathError = try #require(throws: PlistKeyPathError.self) { _ = try value.value(forKeyPath: "b") }
        #expect(Self.shown(keyPathError).localized == #"key path "b": no key "b" in the dictionary at the root"#)

        let syntaxError = try #require(throws: PlistKeyPath.SyntaxError.self) { _ = try PlistKeyPath(parsing: "a..b") }
        #expect(Self.shown(syntaxError).localized == syntaxError.description)
        #expect(Self.shown(syntaxError).localized.hasPrefix(#"invalid key path "a..b": "#))

        let writeError = PlistWriteError(.unsupportedValue, "null cannot be written as XML")
        #expect(Self.shown(writeError).localized == "error: [unsupported-value] null cannot be written as XML")
    }

    @Test func editErrorsShowTheirDescriptions() {
        let editError = PlistEditError(edit: .insert("x", at: ["CFBundleVersion"]), reason: .alreadyExists)
        #expect(Self.shown(editError).localized == #"cannot insert at "CFBundleVersion": the key already exists"#)
        #expect(Self.shown(editError).printed == Self.shown(editError).localized)

        let sourceError = PlistSourceEditError(.unsupportedEncoding, "cannot edit UTF-16 text in place; convert the file to UTF-8 first")
        #expect(Self.shown(sourceError).localized == "cannot edit UTF-16 text in place; convert the file to UTF-8 first")
        #expect(Self.shown(sourceError).printed == Self.shown(sourceError).localized)
    }
}
