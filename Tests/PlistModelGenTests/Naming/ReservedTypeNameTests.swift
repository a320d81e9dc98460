import Testing
@testable import PlistModelGen

@Suite("Reserved type names")
struct ReservedTypeNameTests {
    @Test("standard library and Foundation names are reserved type names", arguments: [
        "MainActor", "KeyPath", "AnyKeyPath", "StringProtocol", "StaticString", "Copyable", "Escapable",
        "ObjectIdentifier", "Unmanaged", "BinaryInteger", "FixedWidthInteger", "Sequence", "Collection",
        "Result", "Error", "Never", "Void", "Any", "Hashable", "Equatable", "Identifiable", "Sendable",
        "Encodable", "Decodable", "Optional", "Array", "Dictionary", "Set", "Character", "Substring",
        "Int", "Int8", "UInt64", "Float", "Double", "Bool", "Task", "Actor", "NSObject", "NSCoding",
        "Locale", "TimeZone", "Calendar", "UUID",
    ])
    func reserved(name: String) {
        #expect(SwiftReservedNames.typeNames.contains(name))
    }
}
