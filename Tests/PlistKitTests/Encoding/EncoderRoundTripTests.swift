import Foundation
import Testing
@testable import PlistKit

/// `decode(encode(x)) == x` through every format, for the seed models and a model using every
/// supported type.
@Suite struct EncoderRoundTripTests {
    typealias M = EncoderModels

    static func roundTrip<T: Codable & Equatable>(_ value: T, _ options: PlistEncoder.Options = .init(),
                                                  decoder: PlistDecoder = PlistDecoder()) throws -> T {
        let data = try PlistEncoder(options: options).encode(value)
        return try decoder.decode(T.self, from: data)
    }

    /// XML and binary carry every kind. JSON is left out: it writes dates as ISO 8601 strings
    /// and data as base64 strings, which the decoder (strict by default) does not turn back into
    /// `Date` and `Data`; the seed and mapped models below round-trip through JSON too.
    @Test(arguments: [PlistFormat.xml, .binary])
    func everyTypeRoundTrips(format: PlistFormat) throws {
        let value = M.Everything()
        #expect(try Self.roundTrip(value, .init(outputFormat: format)) == value)
        #expect(try Self.roundTrip([value, value], .init(outputFormat: format)) == [value, value])
        let tree = try PlistEncoder().encodeNode(value)
        #expect(try PlistDecoder().decode(M.Everything.self, from: tree) == value)
    }

    @Test func urlAndDecimalRoundTripExactlyThroughXML() throws {
        let back = try Self.roundTrip(M.Deviations())
        #expect(back == M.Deviations())
        #expect(back.exactDecimal == Decimal(string: "0.1000000000000000000001"))
    }

    /// The formats that hold typed scalars: OpenStep has only strings (its writer refuses
    /// numbers, booleans and dates; OpenStepWriterTests covers it).
    static let typedFormats = PlistFormat.allCases.filter { $0 != .openStep }

    @Test(arguments: typedFormats)
    func seedModelsRoundTrip(format: PlistFormat) throws {
        let options = PlistEncoder.Options(outputFormat: format)
        let apps = [AppInfo(name: "QQ", icon: "icon_00"), AppInfo(name: "微博", icon: "icon_01")]
        let questions = [Question(answer: "A", title: "Which?", icon: "q1", options: ["a", "b", "c", "d"])]
        let columns = [Column(columnName: "News", columnImgName: "news", columnClassName: "NewsViewController")]
        let images: ImageInfo = ["0.jpg": "first", "1.jpg": "second"]
        #expect(try Self.roundTrip(apps, options) == apps)
        #expect(try Self.roundTrip(questions, options) == questions)
        #expect(try Self.roundTrip(columns, options) == columns)
        #expect(try Self.roundTrip(images, options) == images)
        #expect(try Self.roundTrip([Contact(checked: true)], options) == [Contact(checked: true)])
    }

    @Test func keyStrategiesRoundTripWithTheDecodersInverse() throws {
        var snakeDecoder = PlistDecoder()
        snakeDecoder.options.keyDecodingStrategy = .convertFromSnakeCase
        let columns = [Column(columnName: "News", columnImgName: "news", columnClassName: "NewsViewController")]
        let encoded = try PlistEncoder(options: .init(keyEncodingStrategy: .convertToSnakeCase)).encodeTree(columns)
        #expect(encoded.arrayValue?.first?.value.dictionaryValue?.keys == ["column_name", "column_img_name", "column_class_name"])
        #expect(try Self.roundTrip(columns, .init(keyEncodingStrategy: .convertToSnakeCase), decoder: snakeDecoder) == columns)

        var customDecoder = PlistDecoder()
        customDecoder.options.keyDecodingStrategy = .custom { $0.lowercased() }
        struct Lower: Codable, Equatable { var name: String; var icon: String }
        #expect(try Self.roundTrip([Lower(name: "n", icon: "i")], .init(keyEncodingStrategy: .custom { $0.uppercased() }), decoder: customDecoder) == [Lower(name: "n", icon: "i")])
    }

    struct Mapped: Codable, Equatable, PlistMappable {
        var id: Int
        var columnName: String
        var columnImgName: String
        var timeout: Int
        static let plistMapping = PlistMapping(
            alternateKeys: ["id": ["ID"]],
            keyPaths: ["columnName": "column.columnName", "columnImgName": "column.image.name"],
            defaults: ["timeout": 30])
    }

    @Test(arguments: typedFormats)
    func mappedModelsAreWrittenWhereTheDecoderReadsThem(format: PlistFormat) throws {
        let value = Mapped(id: 7, columnName: "News", columnImgName: "news", timeout: 5)
        let tree = try PlistEncoder().encodeTree(value)
        #expect(tree == ["id": 7, "column": ["columnName": "News", "image": ["name": "news"]], "timeout": 5])
        #expect(tree.dictionaryValue?.keys == ["id", "column", "timeout"])
        #expect(try Self.roundTrip(value, .init(outputFormat: format)) == value)
        #expect(try Self.roundTrip([value, value], .init(outputFormat: format)) == [value, value])
    }

    @Test func inheritanceRoundTripsThroughSuperEncoder() throws {
        let back = try PlistDecoder().decode(M.Derived.self, from: PlistEncoder().encode(M.Derived()))
        #expect(back.derivedValue == "d" && back.baseValue == 1)
    }
}
