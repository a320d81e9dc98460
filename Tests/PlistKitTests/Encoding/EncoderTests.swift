import Foundation
import Testing
@testable import PlistKit

@Suite struct EncoderTests {
    typealias M = EncoderModels

    static func foundationXML<T: Encodable>(_ value: T) throws -> String {
        let encoder = PropertyListEncoder()
        encoder.outputFormat = .xml
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    static func ourXML<T: Encodable>(_ value: T, options: PlistEncoder.Options = .init()) throws -> String {
        String(decoding: try PlistEncoder(options: options).encode(value), as: UTF8.self)
    }

    @Test func everyTypeGivesTheTreePropertyListEncoderGives() throws {
        #expect(try Self.ourXML(M.Everything()) == Self.foundationXML(M.Everything()))
        #expect(try Self.ourXML([M.Everything(), M.Everything()]) == Self.foundationXML([M.Everything(), M.Everything()]))
        #expect(try Self.ourXML(M.Derived()) == Self.foundationXML(M.Derived()))
        #expect(try Self.ourXML(["k": M.Inner(name: "n", score: 1)]) == Self.foundationXML(["k": M.Inner(name: "n", score: 1)]))
        #expect(try Self.ourXML([M.Nothing()]) == Self.foundationXML([M.Nothing()]))
        #expect(throws: EncodingError.self) { try PlistEncoder().encodeTree(M.Nothing()) }
    }

    @Test func everyTypeGivesTheExpectedTree() throws {
        let tree = try PlistEncoder().encodeTree(M.Everything())
        let expected: PlistValue = [
            "bool": true, "string": "a<b>&c é 😀", "int": -42, "int8": -128, "int16": 32767,
            "int32": -2147483648, "int64": .integer(PlistInteger(Int64.min)), "uint": 7, "uint8": 255,
            "uint16": 65535, "uint32": 4294967295, "uint64": .integer(PlistInteger(UInt64.max)),
            "float": .real(Double(Float(0.1))), "double": -2.5, "infinity": .real(.infinity),
            "date": .date(Date(timeIntervalSinceReferenceDate: 481_630_577)),
            "data": .data(Data([0, 1, 2, 0xFF])), "emptyData": .data(Data()),
            "optionalPresent": "here",
            "array": [1, 2, 3], "nestedArrays": [["a"], [], ["b", "c"]],
            "dictionary": ["0.jpg": 0, "a": 1, "b": 2],
            "nested": ["name": "inner", "score": 9],
            "models": [["name": "x", "score": 1], ["name": "y", "score": 2]],
            "emptyModels": [], "kind": "sports", "kinds": ["news"],
        ]
        #expect(tree == expected)
        // Declaration order is kept in the tree; `[String: T]` keys come in UTF-16 order.
        #expect(tree.dictionaryValue?.keys.first == "bool")
        #expect(tree.dictionaryValue?["dictionary"]?.value.dictionaryValue?.keys == ["0.jpg", "a", "b"])
        #expect(tree.dictionaryValue?["optionalAbsent"] == nil)
    }

    @Test func urlIsItsAbsoluteStringAndDecimalIsAnExactReal() throws {
        let node = try PlistEncoder().encodeNode(M.Deviations())
        let dictionary = try #require(node.value.dictionaryValue)
        #expect(dictionary["url"]?.value == "https://example.com/a?b=1#c")
        #expect(dictionary["decimal"]?.value == .real(3.14))
        #expect(dictionary["exactDecimal"]?.value == .real(0.1))
        #expect(dictionary["exactDecimal"]?.literal == "0.1000000000000000000001")
        let xml = try Self.ourXML(M.Deviations())
        #expect(xml.contains("<key>decimal</key>\n\t<real>3.14</real>\n"))
        #expect(xml.contains("<key>exactDecimal</key>\n\t<real>0.1000000000000000000001</real>\n"))
        #expect(xml.contains("<key>url</key>\n\t<string>https://example.com/a?b=1#c</string>\n"))
    }

    @Test func handWrittenContainersNestAndSuperEncodersFillTheirSlot() throws {
        let tree = try PlistEncoder().encodeTree(M.HandWritten())
        let expected: PlistValue = [
            "meta": ["flag": true],
            "list": ["first", [2.5], ["nothing": .null], .null, .integer(PlistInteger(UInt64.max))],
        ]
        #expect(tree == expected)
        let foundation = try PlistEncoder(options: .init(nilEncodingStrategy: .foundationNullString)).encodeTree(M.HandWritten())
        #expect(foundation.dictionaryValue?["list"]?.value.arrayValue?[3].value == "$null")
        #expect(try Self.ourXML(M.HandWritten(), options: .init(nilEncodingStrategy: .foundationNullString)) == Self.foundationXML(M.HandWritten()))
    }

    @Test func nullIsRejectedByThePlistWriterWithItsPath() {
        #expect {
            _ = try PlistEncoder().encode(M.HandWritten())
        } throws: { error in
            guard let error = error as? PlistWriteError else { return false }
            return error.kind == .unsupportedValue && error.path == ["list", 2, "nothing"]
                && error.message == "null at list[2].nothing cannot be written to an XML property list: property lists have no null"
        }
    }

    @Test func topLevelScalarsAreAllowed() throws {
        #expect(try PlistEncoder().encodeTree(5) == 5)
        #expect(try PlistEncoder().encodeTree("s") == "s")
        #expect(try PlistEncoder().encodeTree(Optional<Int>.none) == .null)
        #expect(try Self.ourXML(true).contains("<plist version=\"1.0\">\n<true/>\n</plist>\n"))
    }

    @Test func misusedContainersAreEncodingErrors() {
        for (value, message) in [
            (M.TwoSingleValues() as any Encodable, "a second value was encoded through a single value container"),
            (M.MixedContainers() as any Encodable, "a keyed container was requested after a value or an unkeyed container was encoded by the same encoder"),
        ] {
            #expect {
                _ = try PlistEncoder().encodeTree(value)
            } throws: { error in
                guard case EncodingError.invalidValue(_, let context) = error else { return false }
                return context.debugDescription == message
            }
        }
    }

    static let snakeCaseKeys = [
        "simple", "camelCase", "myURLProperty", "URL", "url", "aURL", "URLValue", "_leading", "trailing_",
        "already_snake", "HTTPServer", "oneTwoThree", "number1Value", "x", "", "ÉtéÀ", "straßeName",
        "ABC", "aBC", "a", "AbcDef", "columnImgName", "columnClassName", "ID",
    ]

    @Test func snakeCaseMatchesJSONEncoder() throws {
        let encoder = JSONEncoder()
        encoder.keyEncodingStrategy = .convertToSnakeCase
        for name in Self.snakeCaseKeys {
            let json = try encoder.encode(M.DynamicKeys(names: [name]))
            let object = try JSONSerialization.jsonObject(with: json) as? [String: Any]
            let foundation = object?.keys.first
            let ours = try PlistEncoder(options: .init(keyEncodingStrategy: .convertToSnakeCase)).encodeTree(M.DynamicKeys(names: [name]))
            #expect(ours.dictionaryValue?.keys.first == foundation, "key \(name)")
        }
    }

    @Test func keyStrategiesRenamePropertiesButNotDictionaryKeys() throws {
        struct Model: Encodable {
            var columnName = "c"
            var imageInfo = ["fooBar.jpg": "x"]
            var nested = Nested()
            struct Nested: Encodable { var innerKey = 1 }
        }
        let snake = try PlistEncoder(options: .init(keyEncodingStrategy: .convertToSnakeCase)).encodeTree(Model())
        #expect(snake == ["column_name": "c", "image_info": ["fooBar.jpg": "x"], "nested": ["inner_key": 1]])
        let custom = try PlistEncoder(options: .init(keyEncodingStrategy: .custom({ $0.uppercased() }))).encodeTree(Model())
        #expect(custom == ["COLUMNNAME": "c", "IMAGEINFO": ["fooBar.jpg": "x"], "NESTED": ["INNERKEY": 1]])
    }

    @Test func outputFormatSelectsTheWriter() throws {
        let xml = try PlistEncoder().encode(M.Inner(name: "n", score: 1))
        #expect(String(decoding: xml, as: UTF8.self) == Self.foundationXMLString(M.Inner(name: "n", score: 1)))
    }

    static func foundationXMLString<T: Encodable>(_ value: T) -> String {
        (try? foundationXML(value)) ?? ""
    }

    @Test func userInfoReachesEncodeTo() throws {
        struct ReadsUserInfo: Encodable {
            let key: CodingUserInfoKey
            func encode(to encoder: any Encoder) throws {
                var container = encoder.singleValueContainer()
                try container.encode((encoder.userInfo[key] as? String ?? "") + "value")
            }
        }
        let key = try #require(CodingUserInfoKey(rawValue: "prefix"))
        let tree = try PlistEncoder(options: .init(userInfo: [key: "my-"])).encodeTree(ReadsUserInfo(key: key))
        #expect(tree == "my-value")
    }
}
