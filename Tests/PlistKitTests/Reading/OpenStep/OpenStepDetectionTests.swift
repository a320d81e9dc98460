import Foundation
import Testing
@testable import PlistKit

/// Which reader takes bytes when no format is given (PlistFormatDetector and the JSON →
/// OpenStep fallback of PlistReader).
@Suite struct OpenStepDetectionTests {
    static func read(_ bytes: [UInt8]) throws -> PlistDocument { try PlistReader().read(Data(bytes)) }
    static func read(_ text: String) throws -> PlistDocument { try read(Array(text.utf8)) }

    /// The rule for text valid in both: it is JSON. `12` is then the integer 12 (OpenStep
    /// would read the string "12"); `{}` and `"a"` are the same tree either way.
    @Test func textValidAsJSONAndOpenStepIsJSON() throws {
        let empty = try Self.read("{}")
        #expect(empty.format == .json)
        #expect(empty.root.value == .dictionary(PlistDictionary()))
        let string = try Self.read("\"a\"")
        #expect(string.format == .json)
        #expect(string.root.value == .string("a"))
        let number = try Self.read("12")
        #expect(number.format == .json)
        #expect(number.root.value == .integer(12))
        // `[]` is JSON only: OpenStep arrays use parentheses.
        #expect(try Self.read("[]").format == .json)
        #expect(try Self.read("()").format == .openStep)
    }

    @Test func textThatIsNotJSONIsReadAsOpenStep() throws {
        #expect(try Self.read("{ a = b; }").format == .openStep)
        #expect(try Self.read("// generated\n{ \"a\" = \"b\"; }").format == .openStep)
        #expect(try Self.read("\"title\" = \"Hello\";").format == .openStep)
        #expect(try Self.read("title = Hello;").format == .openStep)
        #expect(try Self.read("'quoted'").root.value == .string("quoted"))
        #expect(try Self.read("<0fbe>").root.value == .data(Data([0x0F, 0xBE])))
        #expect(try Self.read("<*I7>").root.value == .integer(7))
        #expect(try Self.read("<?xml version=\"1.0\"?><plist version=\"1.0\"><string>x</string></plist>").format == .xml)
        #expect(try Self.read("/* only a comment */").root.value == .dictionary(PlistDictionary()))
    }

    @Test func utf16StringsFilesAreOpenStep() throws {
        let text = "/* Greeting */\n\"hello\" = \"Grüß dich 😀\";\n"
        let little = [0xFF, 0xFE] + Array(text.data(using: .utf16LittleEndian)!)
        let big = [0xFE, 0xFF] + Array(text.data(using: .utf16BigEndian)!)
        let noMark = Array(text.data(using: .utf16LittleEndian)!)
        for bytes in [little, big, noMark] {
            let document = try Self.read(bytes)
            #expect(document.format == .openStep)
            #expect(document.root.value == .dictionary(PlistDictionary(entries: [.init(key: "hello", value: PlistNode(.string("Grüß dich 😀")))])))
            let entry = try #require(document.root.value.dictionaryValue?.entry(forKey: "hello"))
            #expect(entry.keyLocation.line == 2 && entry.keyLocation.column == 1)
            #expect(entry.value.location.column == 11)
            #expect(entry.keyLocation.offset == (bytes == noMark ? 30 : 32))
        }
        // A byte-order mark alone: an empty strings file.
        #expect(try Self.read([0xFF, 0xFE]).root.value == .dictionary(PlistDictionary()))
        // A UTF-16 XML file stays XML.
        let xml = [0xFF, 0xFE] + Array("<plist version=\"1.0\"><true/></plist>".data(using: .utf16LittleEndian)!)
        #expect(try Self.read(xml).format == .xml)
    }

    /// Text neither reader takes: the error of the reader that read further, and a note with
    /// the other reader's error, so each reader's expectation is named.
    @Test func textNoReaderTakesNamesBothReaders() {
        do {
            _ = try Self.read("{\n  name = \"x\"\n  other = y;\n}")
            Issue.record("no error")
        } catch let error as PlistReadError {
            #expect(error.description == "<input>:3:3: error: [syntax] missing \";\" after the value of \"name\", found \"o\"")
            #expect(error.related.map(\.description) == ["<input>:2:3: note: [syntax] read as JSON: expected a member name in double quotes, found \"n\""])
        } catch { Issue.record(error) }
        do {
            _ = try Self.read("{\"a\": 1,}")
            Issue.record("no error")
        } catch let error as PlistReadError {
            #expect(error.description == "<input>:1:9: error: [syntax] trailing comma")
            // OpenStep stopped at the `:` only JSON has: JSON text with a mistake, no note.
            #expect(error.related.isEmpty)
        } catch { Issue.record(error) }
        do {
            // OpenStep stops at the `:` of a JSON member even when it reads further: JSON's error.
            _ = try Self.read("// note\n{\"a\": 1}")
            Issue.record("no error")
        } catch let error as PlistReadError {
            #expect(error.description == "<input>:1:1: error: [syntax] comments are not allowed in JSON (PlistReader.Options.jsonSyntax = .lenient allows them)")
            #expect(error.related.isEmpty)
        } catch { Issue.record(error) }
    }

    @Test func publicDetectionNamesOpenStep() {
        #expect(PlistFormat.detected(in: Data("( a )".utf8)) == .openStep)
        #expect(PlistFormat.detected(in: Data("<0f>".utf8)) == .openStep)
        #expect(PlistFormat.detected(in: Data("<dict/>".utf8)) == .xml)
        #expect(PlistFormat.openStep.description == "OpenStep")
        #expect(PlistFormat(rawValue: "openstep") == .openStep)
        // Text that starts as JSON may: the reader that takes it, or whose error is reported.
        #expect(PlistFormat.detected(in: Data("\"a\" = \"b\";".utf8)) == .openStep)
        #expect(PlistFormat.detected(in: Data("{ a = b; ".utf8)) == .openStep)
        #expect(PlistFormat.detected(in: Data("{\"a\": 1,}".utf8)) == .json)
        #expect(PlistFormat.detected(in: Data("{\"a\": 1}".utf8)) == .json)
    }
}
