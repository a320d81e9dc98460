import Foundation
import Testing
@testable import PlistKit

/// The mapping cases of /work/shared/cases (inputs copied to Fixtures/Cases), with the exact
/// expected reports.
@Suite struct DecoderCaseTests {
    static func read(_ folder: String, _ file: String) throws -> PlistDocument {
        try PlistReader().read(Fixtures.data("Cases/\(folder)/\(file)"), file: file)
    }

    static var lenient: PlistDecoder {
        var o = PlistDecoder.Options()
        o.valueCoercion = .kvcLike
        return PlistDecoder(options: o)
    }

    static let report022 = [
        "input.plist:20:3: warning: [unknown-key] unknown key \"colour\" at [1]",
        "input.plist:26:3: error: [unknown-key] unknown key \"optoins\" at [2], did you mean \"options\"?",
        "input.plist:23:2: note: [missing-key] missing required key \"options\" in [2] (AppConfig.options: [String]), probably misspelled as \"optoins\" on line 26",
        "input.plist:36:3: error: [unknown-key] unknown key \"Timeout\" at [3], did you mean \"timeout\"?",
        "input.plist:31:2: note: [missing-key] missing required key \"timeout\" in [3] (AppConfig.timeout: Int), probably misspelled as \"Timeout\" on line 36",
    ]

    @Test func case022MisspelledKeys() throws {
        let doc = try Self.read("022-map-misspelled-key", "input.plist")
        #expect(headlines { _ = try PlistDecoder().decode([AppConfig].self, from: doc) } == Self.report022)
        let collected = try PlistDecoder().decodeElements(AppConfig.self, from: doc)
        #expect(collected.elements == [AppConfig(name: "alpha", options: ["fast"], timeout: 30),
                                       AppConfig(name: "beta", options: [], timeout: 10), nil, nil])
        #expect(PlistDecodingError(diagnostics: collected.diagnostics).description.split(separator: "\n").map(String.init) == Self.report022)
    }

    @Test func case023MissingVersusNull() throws {
        let doc = try Self.read("023-map-missing-vs-null-path", "input.json")
        #expect(headlines { _ = try PlistDecoder().decode(Package.self, from: doc) } == [
            "input.json:5:5: error: [missing-key] missing required key \"name\" in dependencies[1] (Dependency)",
            "input.json:6:15: error: [null-value] \"name\" is null at dependencies[2], but Dependency.name is String (not optional)",
            "input.json:9:22: error: [missing-key] missing required key \"message\" in meta.error (ErrorInfo)",
        ])
    }

    @Test func case024StrictReportsEveryMismatch() throws {
        let doc = try Self.read("024-map-numeric-strings", "input.json")
        #expect(headlines { _ = try PlistDecoder().decode(Item.self, from: doc) } == [
            "input.json:2:9: error: [type-mismatch] id: expected Int, found string \"19\"",
            "input.json:4:10: error: [type-mismatch] age: expected Int, found string \"4\"",
            "input.json:5:12: error: [type-mismatch] price: expected Double, found string \"7.50\"",
            "input.json:6:12: error: [type-mismatch] order: expected Int, found string \"1\"",
            "input.json:7:13: error: [type-mismatch] userId: expected Int64, found string \"148423162444258920\"",
            "input.json:8:11: error: [type-mismatch] code: expected String, found number 103976",
            "input.json:9:12: error: [type-mismatch] count: expected Int, found string \" 12\"",
            "input.json:10:13: error: [type-mismatch] amount: expected Int, found string \"1,234\"",
            "input.json:11:12: error: [type-mismatch] limit: expected Int, found string \"12abc\"",
            "input.json:12:12: error: [type-mismatch] empty: expected Int, found string \"\"",
        ])
    }

    @Test func case024LenientConvertsExactlyAndRejectsTheRest() throws {
        let doc = try Self.read("024-map-numeric-strings", "input.json")
        #expect(headlines { _ = try Self.lenient.decode(Item.self, from: doc) } == [
            "input.json:2:9: note: [coercion] id: coerced string \"19\" to Int",
            "input.json:4:10: note: [coercion] age: coerced string \"4\" to Int",
            "input.json:5:12: note: [coercion] price: coerced string \"7.50\" to Double",
            "input.json:6:12: note: [coercion] order: coerced string \"1\" to Int",
            "input.json:7:13: note: [coercion] userId: coerced string \"148423162444258920\" to Int64",
            "input.json:8:11: note: [coercion] code: coerced number 103976 to String",
            "input.json:9:12: error: [type-mismatch] count: expected Int, found string \" 12\" (leading or trailing whitespace is not trimmed)",
            "input.json:10:13: error: [type-mismatch] amount: expected Int, found string \"1,234\" (grouping separators are not accepted)",
            "input.json:11:12: error: [type-mismatch] limit: expected Int, found string \"12abc\" (trailing characters after the number)",
            "input.json:12:12: error: [type-mismatch] empty: expected Int, found string \"\" (empty string is not a number)",
        ])
        var o = PlistDecoder.Options()
        o.valueCoercion = .kvcLike
        o.unknownKeys = .ignore
        let item = try PlistDecoder(options: o).decode(ItemAccepted.self, from: doc)
        #expect(item.id == 19 && item.name == "John Doe" && item.age == 4 && item.price == 7.5 && item.order == 1)
        #expect(item.userId == 148_423_162_444_258_920)
        #expect(item.code == "103976")
    }

    @Test func case026ErrorPathThroughBothArrayLevels() throws {
        let doc = try Self.read("026-map-nested-array-of-models", "input.json")
        let errors = headlines { _ = try Self.lenient.decode(Report.self, from: doc) }.filter { $0.contains("error:") }
        #expect(errors == [
            "input.json:20:65: error: [type-mismatch] retBody[1].operatLists[1].orderAmount: expected Decimal, found string \"abc\"",
        ])
        var bytes = try Fixtures.data("Cases/026-map-nested-array-of-models/input.json")
        bytes = Data(String(decoding: bytes, as: UTF8.self).replacingOccurrences(of: "\"abc\"", with: "\"17.5\"").utf8)
        let report = try Self.lenient.decode(Report.self, from: bytes, file: "input.json")
        #expect(report.retHead.errMsg == "操作成功")
        #expect(report.retBody.count == 3)
        #expect(report.retBody.map(\.operatLists.count) == [2, 2, 0])
        #expect(report.retBody[0].operatLists[1].orderAmount == Decimal(string: "1360.00"))
        #expect(report.retBody[1].operatLists[1].orderAmount == Decimal(string: "17.5"))
        #expect(report.matrix == [[1, 2], [], [3]])
    }

    @Test func case028FloatIntoIntAndRanges() throws {
        let doc = try Self.read("028-map-float-into-int-and-range", "input.json")
        #expect(headlines { _ = try PlistDecoder().decode(Thing.self, from: doc) } == [
            "input.json:2:12: error: [type-mismatch] value: 18.18 is not an integer (expected Int)",
            "input.json:5:13: error: [out-of-range] negOne: -1 is out of range for UInt64",
            "input.json:6:19: error: [out-of-range] tooBigForInt: 18446744073709551615 is out of range for Int",
            "input.json:7:11: error: [out-of-range] int8: 300 is out of range for Int8",
            "input.json:8:58: error: [type-mismatch] dialog.displayType: expected Int, found string \"\"",
        ])
    }

    @Test func rendersLikeTheCompilerFromAFile() throws {
        let url = Fixtures.url("Cases/022-map-misspelled-key/input.plist")
        do {
            _ = try PlistDecoder().decode([AppConfig].self, contentsOf: url, file: "input.plist")
            Issue.record("no error")
        } catch let e as PlistDecodingError {
            let text = e.rendered(source: Array(try Fixtures.data("Cases/022-map-misspelled-key/input.plist")))
            #expect(text.hasPrefix("""
                input.plist:20:3: warning: [unknown-key] unknown key "colour" at [1]
                \t\t<key>colour</key>
                \t\t^
                input.plist:26:3: error: [unknown-key] unknown key "optoins" at [2], did you mean "options"?
                \t\t<key>optoins</key>
                \t\t^
                input.plist:23:2: note: [missing-key] missing required key "options" in [2] (AppConfig.options: [String]), probably misspelled as "optoins" on line 26
                \t<dict>
                \t^

                """))
        }
    }

    @Test func readErrorsAreOneDiagnostic() {
        #expect(headlines { _ = try PlistDecoder().decode([AppConfig].self, contentsOf: Fixtures.url("Cases/none.plist"), file: "none.plist") }
            == ["none.plist: error: [io] no such file"])
        let bad = headlines { _ = try PlistDecoder().decode([AppConfig].self, from: Data("<plist><array><dict></array></plist>".utf8), file: "bad.plist") }
        #expect(bad == ["bad.plist:1:21: error: [syntax] end tag </array> does not match <dict> opened at line 1",
                        "bad.plist:1:15: note: <dict> opened here"])
    }
}
