import Foundation
import Testing
@testable import PlistKit

/// nst/JSONTestSuite (`Fixtures/JSONTestSuite/`, MIT): every `y_` file is accepted, every `n_`
/// file rejected with a located ``PlistReadError``, every `i_` file gets the verdict in
/// ``implementationDefined``, and every `test_transform` file the value or error in
/// ``transforms``. All in strict mode.
@Suite struct JSONTestSuiteTests {
    static let parsing = Fixtures.url("JSONTestSuite/test_parsing")
    static let transform = Fixtures.url("JSONTestSuite/test_transform")

    static func files(_ folder: URL, prefix: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
            .filter { $0.hasPrefix(prefix) && $0.hasSuffix(".json") }.sorted()
    }

    static func read(_ folder: URL, _ name: String) throws -> PlistDocument {
        var options = PlistReader.Options()
        options.format = .json
        return try PlistReader(options: options).read(Data(contentsOf: folder.appendingPathComponent(name)), file: name)
    }

    @Test func corpusIsComplete() {
        #expect(Self.files(Self.parsing, prefix: "y_").count == 95)
        #expect(Self.files(Self.parsing, prefix: "n_").count == 188)
        #expect(Self.files(Self.parsing, prefix: "i_").count == 35)
        #expect(Self.files(Self.transform, prefix: "").count == 22)
        #expect(Set(Self.files(Self.parsing, prefix: "i_")) == Set(Self.implementationDefined.keys))
        #expect(Set(Self.files(Self.transform, prefix: "")) == Set(Self.transforms.keys))
    }

    @Test(arguments: files(parsing, prefix: "y_"))
    func accepts(_ name: String) throws {
        _ = try Self.read(Self.parsing, name)
    }

    @Test(arguments: files(parsing, prefix: "n_"))
    func rejects(_ name: String) throws {
        let error = try #require(throws: PlistReadError.self) { try Self.read(Self.parsing, name) }
        #expect(error.location != nil || error.kind == .emptyFile)
        #expect(error.file == name)
    }

    /// The verdict for each `i_` file: `nil` = accepted, else the rule id of the error.
    static let implementationDefined: [String: String?] = [
        // Underflow reads as 0.0 (IEEE, as Foundation); overflow is an error, never infinity.
        "i_number_double_huge_neg_exp.json": nil,
        "i_number_real_underflow.json": nil,
        "i_number_huge_exp.json": "number-out-of-range",
        "i_number_neg_int_huge_exp.json": "number-out-of-range",
        "i_number_pos_double_huge_exp.json": "number-out-of-range",
        "i_number_real_neg_overflow.json": "number-out-of-range",
        "i_number_real_pos_overflow.json": "number-out-of-range",
        // Integers beyond 64 bits: a real with the exact digits kept as the literal.
        "i_number_too_big_neg_int.json": nil,
        "i_number_too_big_pos_int.json": nil,
        "i_number_very_big_negative_int.json": nil,
        // Unpaired surrogate escapes are errors (a String cannot hold them).
        "i_object_key_lone_2nd_surrogate.json": "invalid-string",
        "i_string_1st_surrogate_but_2nd_missing.json": "invalid-string",
        "i_string_1st_valid_surrogate_2nd_invalid.json": "invalid-string",
        "i_string_incomplete_surrogate_and_escape_valid.json": "invalid-string",
        "i_string_incomplete_surrogate_pair.json": "invalid-string",
        "i_string_incomplete_surrogates_escape_valid.json": "invalid-string",
        "i_string_invalid_lonely_surrogate.json": "invalid-string",
        "i_string_invalid_surrogate.json": "invalid-string",
        "i_string_inverted_surrogates_U+1D11E.json": "invalid-string",
        "i_string_lone_second_surrogate.json": "invalid-string",
        // Bytes that are not UTF-8 are errors with their offset (RFC 8259 §8.1).
        "i_string_UTF-8_invalid_sequence.json": "invalid-encoding",
        "i_string_UTF8_surrogate_U+D800.json": "invalid-encoding",
        "i_string_invalid_utf-8.json": "invalid-encoding",
        "i_string_iso_latin_1.json": "invalid-encoding",
        "i_string_lone_utf8_continuation_byte.json": "invalid-encoding",
        "i_string_not_in_unicode_range.json": "invalid-encoding",
        "i_string_overlong_sequence_2_bytes.json": "invalid-encoding",
        "i_string_overlong_sequence_6_bytes.json": "invalid-encoding",
        "i_string_overlong_sequence_6_bytes_null.json": "invalid-encoding",
        "i_string_truncated-utf-8.json": "invalid-encoding",
        // UTF-16 and UTF-32 are not read: JSON exchanged between systems is UTF-8.
        "i_string_UTF-16LE_with_BOM.json": "invalid-encoding",
        "i_string_utf16BE_no_BOM.json": "invalid-encoding",
        "i_string_utf16LE_no_BOM.json": "invalid-encoding",
        // 500 levels are within the default depth limit of 512; a UTF-8 BOM is skipped.
        "i_structure_500_nested_arrays.json": nil,
        "i_structure_UTF-8_BOM_empty_object.json": nil,
    ]

    @Test(arguments: implementationDefined.keys.sorted())
    func implementationDefinedVerdict(_ name: String) throws {
        let expected = Self.implementationDefined[name] ?? nil
        do {
            _ = try Self.read(Self.parsing, name)
            #expect(expected == nil, "accepted, expected \(expected ?? "")")
        } catch let error as PlistReadError {
            #expect(error.kind.rawValue == expected, "\(error)")
            #expect(error.location != nil)
        }
    }

    enum Transform: Sendable {
        case value(PlistValue, literal: String? = nil, findings: Int = 0)
        case error(String)
    }

    static let transforms: [String: Transform] = [
        "number_-9223372036854775808.json": .value([.integer(PlistInteger(Int64.min))]),
        "number_-9223372036854775809.json": .value([.real(-9223372036854775809.0)], literal: "-9223372036854775809"),
        "number_1.0.json": .value([.real(1.0)], literal: "1.0"),
        "number_1.000000000000000005.json": .value([.real(1.0)], literal: "1.000000000000000005"),
        "number_1000000000000000.json": .value([.integer(1_000_000_000_000_000)]),
        "number_10000000000000000999.json": .value([.integer(PlistInteger(UInt64(10_000_000_000_000_000_999)))]),
        "number_1e-999.json": .value([.real(0)], literal: "1E-999"),
        "number_1e6.json": .value([.real(1_000_000)], literal: "1E6"),
        "number_9223372036854775807.json": .value([.integer(PlistInteger(Int64.max))]),
        "number_9223372036854775808.json": .value([.integer(PlistInteger(UInt64(1) << 63))]),
        // Keys are compared by their scalars: NFC and NFD spellings stay two keys.
        "object_key_nfc_nfd.json": .value(["\u{E9}": "NFC", "e\u{301}": "NFD"]),
        "object_key_nfd_nfc.json": .value(["e\u{301}": "NFD", "\u{E9}": "NFC"]),
        // The last value wins, with a duplicate-key warning.
        "object_same_key_different_values.json": .value(["a": 2], findings: 1),
        "object_same_key_same_value.json": .value(["a": 1], findings: 1),
        "object_same_key_unclear_values.json": .value(["a": 0], findings: 1),
        "string_1_escaped_invalid_codepoint.json": .error("invalid-string"),
        "string_2_escaped_invalid_codepoints.json": .error("invalid-string"),
        "string_3_escaped_invalid_codepoints.json": .error("invalid-string"),
        "string_1_invalid_codepoint.json": .error("invalid-encoding"),
        "string_2_invalid_codepoints.json": .error("invalid-encoding"),
        "string_3_invalid_codepoints.json": .error("invalid-encoding"),
        "string_with_escaped_NULL.json": .value(["A\u{0}B"]),
    ]

    @Test(arguments: transforms.keys.sorted())
    func transformVerdict(_ name: String) throws {
        let expected = try #require(Self.transforms[name])
        switch expected {
        case .value(let value, let literal, let findings):
            let document = try Self.read(Self.transform, name)
            #expect(document.root.value == value)
            #expect(document.diagnostics.count == findings)
            if case .array(let elements) = document.root.value {
                #expect(elements.first?.literal == literal)
                if case .real(let d)? = elements.first?.value, case .real(let e) = value.arrayValue?.first?.value {
                    #expect(d.bitPattern == e.bitPattern)
                }
            }
        case .error(let kind):
            let error = try #require(throws: PlistReadError.self) { try Self.read(Self.transform, name) }
            #expect(error.kind.rawValue == kind)
            #expect(error.location == SourceLocation(line: 1, column: 3, offset: 2))
        }
    }
}
