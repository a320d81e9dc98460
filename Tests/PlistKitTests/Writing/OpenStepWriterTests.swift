import Foundation
import Testing
@testable import PlistKit

/// The OpenStep writer: byte-exact output, refusals, and round trips through the reader.
@Suite struct OpenStepWriterTests {
    static let tree = PlistValue.dictionary(PlistDictionary(entries: [
        .init(key: "name", value: PlistNode(.string("PlistKit"))),
        .init(key: "needs quotes", value: PlistNode(.string("a \"b\" \\ c\n\t\u{1}é"))),
        .init(key: "list", value: PlistNode(.array([PlistNode(.string("a")), PlistNode(.string("")),
                                                   PlistNode(.array([]))]))),
        .init(key: "blob", value: PlistNode(.data(Data([0x0F, 0xBE, 0x12, 0xA3, 0x44])))),
        .init(key: "empty", value: PlistNode(.dictionary(PlistDictionary()))),
        .init(key: "nested", value: PlistNode(.dictionary(PlistDictionary(entries: [
            .init(key: "k", value: PlistNode(.string("/usr/bin:1.2-x_$"))),
        ])))),
    ]))

    @Test func writesPropertyListsByteExact() throws {
        let text = String(decoding: try OpenStepPlistWriter().write(Self.tree), as: UTF8.self)
        #expect(text == """
        {
            name = PlistKit;
            "needs quotes" = "a \\"b\\" \\\\ c\\n\\t\\U0001é";
            list = (
                a,
                "",
                ()
            );
            blob = <0fbe12a3 44>;
            empty = {};
            nested = {
                k = /usr/bin:1.2-x_$;
            };
        }

        """)
    }

    @Test func writesStringsFilesByteExact() throws {
        let tree = PlistValue.dictionary(PlistDictionary(entries: [
            .init(key: "title", value: PlistNode(.string("Hello"))),
            .init(key: "list", value: PlistNode(.array([PlistNode(.string("a"))]))),
        ]))
        let text = String(decoding: try OpenStepPlistWriter(options: .init(form: .stringsFile)).write(tree), as: UTF8.self)
        #expect(text == "\"title\" = \"Hello\";\n\"list\" = (\n    \"a\"\n);\n")
        #expect(try OpenStepPlistWriter(options: .init(form: .stringsFile)).write(.dictionary(PlistDictionary())) == Data("\n".utf8))
    }

    @Test func roundTripsThroughTheReader() throws {
        var options = PlistReader.Options()
        options.format = .openStep
        for form in [OpenStepPlistWriter.Form.propertyList, .stringsFile] {
            let bytes = try OpenStepPlistWriter(options: .init(form: form)).write(Self.tree)
            #expect(try PlistReader(options: options).read(bytes).root.value == Self.tree)
            #expect(try PlistReader().read(bytes).root.value == Self.tree)
        }
        // Every scalar the writer escapes reads back the same.
        var all = String.UnicodeScalarView()
        for v in 0..<0x80 { all.append(Unicode.Scalar(UInt8(v))) }
        all.append(contentsOf: "é中😀\u{2028}".unicodeScalars)
        let string = PlistValue.string(String(all))
        #expect(try PlistReader(options: options).read(try OpenStepPlistWriter().write(string)).root.value == string)
    }

    @Test func slashPairsThatStartACommentAreQuoted() throws {
        // Scripts/fuzz openstep: the string "//" (read from '\/\/') was written bare and read
        // back as a comment.
        let strings = ["//", "/*", "a//b", "x/*", "/", "a/b", "/usr/bin/"]
        let tree = PlistValue.array(strings.map { PlistNode(.string($0)) })
        let text = String(decoding: try OpenStepPlistWriter().write(tree), as: UTF8.self)
        #expect(text == "(\n    \"//\",\n    \"/*\",\n    \"a//b\",\n    \"x/*\",\n    /,\n    a/b,\n    /usr/bin/\n)\n")
        var options = PlistReader.Options()
        options.format = .openStep
        #expect(try PlistReader(options: options).read(Data(text.utf8)).root.value == tree)
        let crash = try Fixtures.data("FuzzRegressions/openstep-escaped-slashes.strings")
        let read = try PlistReader(options: options).read(crash).root
        #expect(read.value == .string("//"))
        #expect(try PlistReader(options: options).read(try OpenStepPlistWriter().write(read.value)).root.value == read.value)
    }

    @Test func refusesTypedValuesWithTheirPathAndLocation() throws {
        let document = try PlistReader().read(Data("<plist><dict><key>a</key><array><integer>1</integer></array></dict></plist>".utf8))
        let error = #expect(throws: PlistWriteError.self) { try OpenStepPlistWriter().write(document.root) }
        #expect(error == PlistWriteError(.unsupportedValue,
            "integer 1 at a[0] cannot be written to an OpenStep property list: every OpenStep scalar is a string",
            path: ["a", 0],
            recoverySuggestion: "write it as a string, or set OpenStepPlistWriter.Options.typedValues = .gnustep for GNUstep's typed values"))
        #expect(error?.description == "error: [unsupported-value] integer 1 at a[0] cannot be written to an OpenStep property list: every OpenStep scalar is a string; write it as a string, or set OpenStepPlistWriter.Options.typedValues = .gnustep for GNUstep's typed values")
        for value in [PlistValue.real(1), .bool(true), .date(Date(timeIntervalSince1970: 0))] {
            #expect(throws: PlistWriteError.self) { try OpenStepPlistWriter().write(value) }
        }
        #expect(throws: PlistWriteError(.unsupportedValue, "UID 3 at [0] cannot be written to an OpenStep property list: only binary property lists carry UIDs", path: [0])) {
            try OpenStepPlistWriter(options: .init(typedValues: .gnustep)).write(.array([PlistNode(.uid(3))]))
        }
        #expect(throws: PlistWriteError(.unsupportedValue, "a strings file's root must be a dictionary, not an array")) {
            try OpenStepPlistWriter(options: .init(form: .stringsFile)).write(.array([]))
        }
    }

    @Test func writesGNUstepTypedValuesThatReadBack() throws {
        let tree = PlistValue.array([
            PlistNode(.integer(-12)), PlistNode(.real(1.5)), PlistNode(.bool(true)), PlistNode(.bool(false)),
            PlistNode(.date(Date(timeIntervalSince1970: 1_714_564_800.75))),
        ])
        let bytes = try OpenStepPlistWriter(options: .init(typedValues: .gnustep)).write(tree)
        #expect(String(decoding: bytes, as: UTF8.self) == "(\n    <*I-12>,\n    <*R1.5>,\n    <*BY>,\n    <*BN>,\n    <*D2024-05-01 12:00:00 +0000>\n)\n")
        var expected = tree.arrayValue!
        expected[4] = PlistNode(.date(Date(timeIntervalSince1970: 1_714_564_800)))
        #expect(try PlistReader().read(bytes).root.value == .array(expected))
    }

    /// A date in year 0000 is refused, as the reader refuses `<*D0000-…>` (GNUstep writes 0000
    /// for every earlier year): what the writer writes reads back.
    @Test func gnustepDatesStayInYearsTheReaderTakes() throws {
        let yearZero = PlistValue.array([PlistNode(.date(Date(timeIntervalSince1970: -62_135_596_800 - 86_400)))])
        #expect(throws: PlistWriteError(.unsupportedValue, "date at [0] cannot be written to an OpenStep property list: GNUstep's typed dates hold years 0001–9999 only", path: [0])) {
            try OpenStepPlistWriter(options: .init(typedValues: .gnustep)).write(yearZero)
        }
        let yearOne = PlistValue.array([PlistNode(.date(Date(timeIntervalSince1970: -62_135_596_800)))])
        let bytes = try OpenStepPlistWriter(options: .init(typedValues: .gnustep)).write(yearOne)
        #expect(try PlistReader().read(bytes).root.value == yearOne)
    }

    @Test func plistWriterAndEncoderTakeTheFormat() throws {
        #expect(try PlistWriter(format: .openStep).write(.array([PlistNode(.string("x"))])) == Data("(\n    x\n)\n".utf8))
        struct Model: Codable, Equatable { var title: String; var count: Int }
        var encoder = PlistEncoder()
        encoder.options.outputFormat = .openStep
        #expect(throws: PlistWriteError.self) { try encoder.encode(Model(title: "t", count: 2)) }
    }
}
