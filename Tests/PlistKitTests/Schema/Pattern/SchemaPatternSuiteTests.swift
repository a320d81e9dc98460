import Foundation
import Testing
@testable import PlistKit

/// The regular expressions of the official JSON-Schema-Test-Suite (draft 2020-12) checked
/// directly against `SchemaPattern`: every case of `pattern.json` and of the `pattern` of
/// `propertyNames.json`, and every case of `patternProperties.json` with its subschemas (only
/// `type`, `maximum` and boolean schemas occur there) evaluated by ``subschemaAccepts(_:_:)``.
///
/// The suite is read at test time from `<repository>/../shared/JSON-Schema-Test-Suite`.
@Suite struct SchemaPatternSuiteTests {
    /// A JSON value of the suite's files.
    enum JSON: Decodable, Equatable {
        case null, bool(Bool), integer(Int), number(Double), string(String), array([JSON]), object([String: JSON])

        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if container.decodeNil() { self = .null }
            else if let value = try? container.decode(Bool.self) { self = .bool(value) }
            else if let value = try? container.decode(Int.self) { self = .integer(value) }
            else if let value = try? container.decode(Double.self) { self = .number(value) }
            else if let value = try? container.decode(String.self) { self = .string(value) }
            else if let value = try? container.decode([JSON].self) { self = .array(value) }
            else { self = .object(try container.decode([String: JSON].self)) }
        }

        subscript(key: String) -> JSON? {
            if case .object(let members) = self { return members[key] }
            return nil
        }
    }

    /// One test group of a suite file.
    struct Group: Decodable {
        let description: String
        let schema: JSON
        let tests: [Test]
    }

    /// One test of a group.
    struct Test: Decodable {
        let description: String
        let data: JSON
        let valid: Bool
    }

    /// `<repository>/../shared/JSON-Schema-Test-Suite/draft2020-12`.
    static let folder = Fixtures.shared.appendingPathComponent("JSON-Schema-Test-Suite/draft2020-12")

    /// The groups of `name`, failing the test with the path when the file is missing.
    static func groups(_ name: String) throws -> [Group] {
        let url = folder.appendingPathComponent(name)
        guard FileManager.default.fileExists(atPath: url.path) else {
            Issue.record("JSON-Schema-Test-Suite file missing: \(url.path) (the shared folder is expected next to the repository)")
            return []
        }
        return try JSONDecoder().decode([Group].self, from: Data(contentsOf: url))
    }

    /// Whether `value` is valid against a `patternProperties` subschema of the suite.
    static func subschemaAccepts(_ schema: JSON, _ value: JSON) -> Bool {
        if case .bool(let accepts) = schema { return accepts }
        guard case .object(let keywords) = schema else { Issue.record("unexpected subschema \(schema)"); return false }
        var valid = true
        for (keyword, argument) in keywords {
            switch (keyword, argument) {
            case ("type", .string(let type)):
                switch (type, value) {
                case ("integer", .integer), ("number", .integer), ("number", .number), ("string", .string),
                     ("boolean", .bool), ("null", .null): break
                default: valid = false
                }
            case ("maximum", .integer(let maximum)):
                switch value {
                case .integer(let n): valid = valid && n <= maximum
                case .number(let x): valid = valid && x <= Double(maximum)
                default: break
                }
            default:
                Issue.record("unexpected keyword \(keyword) in a suite subschema")
            }
        }
        return valid
    }

    @Test func patternCases() throws {
        let groups = try Self.groups("pattern.json")
        var checked = 0
        for group in groups {
            guard case .string(let source)? = group.schema["pattern"] else { Issue.record("no pattern in \(group.description)"); continue }
            let pattern = try SchemaPattern(source)
            for test in group.tests {
                guard case .string(let text) = test.data else { continue }  // non-strings are ignored by "pattern"
                #expect(pattern.matches(text) == test.valid, "\(group.description): \(test.description)")
                checked += 1
            }
        }
        #expect(checked == 6)
    }

    @Test func propertyNamesPatternCases() throws {
        var checked = 0
        for group in try Self.groups("propertyNames.json") {
            guard case .string(let source)? = group.schema["propertyNames"]?["pattern"] else { continue }
            let pattern = try SchemaPattern(source)
            for test in group.tests {
                guard case .object(let members) = test.data else { continue }
                #expect(members.keys.allSatisfy(pattern.matches) == test.valid, "\(group.description): \(test.description)")
                checked += 1
            }
        }
        #expect(checked == 3)
    }

    @Test func patternPropertiesCases() throws {
        var checked = 0
        for group in try Self.groups("patternProperties.json") {
            guard case .object(let members)? = group.schema["patternProperties"] else { Issue.record("no patternProperties in \(group.description)"); continue }
            let compiled = try members.map { (try SchemaPattern($0.key), $0.value) }
            for test in group.tests {
                guard case .object(let properties) = test.data else { continue }  // non-objects are ignored
                let valid = properties.allSatisfy { key, value in
                    compiled.allSatisfy { pattern, subschema in !pattern.matches(key) || Self.subschemaAccepts(subschema, value) }
                }
                #expect(valid == test.valid, "\(group.description): \(test.description)")
                checked += 1
            }
        }
        #expect(checked == 22)
    }
}
