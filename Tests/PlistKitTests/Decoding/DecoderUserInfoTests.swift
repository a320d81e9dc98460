import Foundation
import Testing
@testable import PlistKit

/// `PlistDecoder.Options.userInfo` reaches every `init(from:)`, as Foundation's
/// `PropertyListDecoder.userInfo` does: the root, nested models and the elements of a streamed
/// array.
@Suite struct DecoderUserInfoTests {
    static let unit = CodingUserInfoKey(rawValue: "unit")!

    /// A price whose unit comes from the decoder's `userInfo`.
    struct Price: Decodable, Equatable {
        var amount: Int
        var unit: String
        enum CodingKeys: String, CodingKey { case amount }
        init(amount: Int, unit: String) { self.amount = amount; self.unit = unit }
        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            amount = try container.decode(Int.self, forKey: .amount)
            unit = decoder.userInfo[DecoderUserInfoTests.unit] as? String ?? "none"
        }
    }

    struct Order: Decodable, Equatable { var price: Price }

    static var options: PlistDecoder.Options {
        var options = PlistDecoder.Options()
        options.userInfo[unit] = "EUR"
        return options
    }

    @Test func nestedModelsReadTheUserInfo() throws {
        let data = Data(#"{"price": {"amount": 3}}"#.utf8)
        #expect(try PlistDecoder(options: Self.options).decode(Order.self, from: data) == Order(price: Price(amount: 3, unit: "EUR")))
        #expect(try PlistDecoder().decode(Order.self, from: data) == Order(price: Price(amount: 3, unit: "none")))
    }

    @Test func streamedElementsReadTheUserInfo() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("userinfo-\(UUID().uuidString).plist")
        defer { try? FileManager.default.removeItem(at: url) }
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><array>
            <dict><key>amount</key><integer>1</integer></dict>
            <dict><key>amount</key><integer>2</integer></dict>
            </array></plist>
            """
        try Data(xml.utf8).write(to: url)
        let prices = try PlistDecoder(options: Self.options).decode([Price].self, contentsOf: url)
        #expect(prices == [Price(amount: 1, unit: "EUR"), Price(amount: 2, unit: "EUR")])
    }
}
