import Foundation
import Testing
@testable import PlistKit

/// A union as plist-modelgen writes it: one case per kind, `init(from:)` tries each in turn.
enum ProbedUnion: Codable, Equatable {
    case integer(Int), string(String), array([String]), dictionary(Object)

    struct Object: Codable, Equatable { var host: String }

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let value = try? container.decode(Int.self) { self = .integer(value); return }
        if let value = try? container.decode(String.self) { self = .string(value); return }
        if let value = try? container.decode([String].self) { self = .array(value); return }
        if let value = try? container.decode(Object.self) { self = .dictionary(value); return }
        throw DecodingError.dataCorruptedError(in: container, debugDescription: "expected one of: integer, string, array, dictionary")
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .integer(let value): try container.encode(value)
        case .string(let value): try container.encode(value)
        case .array(let value): try container.encode(value)
        case .dictionary(let value): try container.encode(value)
        }
    }
}

/// A model holding a union and a plain property.
struct ProbedUnionHolder: Codable, Equatable {
    var value: ProbedUnion
    var count: Int
}

/// The schema probe describes a union (an `init(from:)` that tries several types on one
/// single-value container) as `anyOf` the types tried (issue 19): before, it read it as the
/// first type tried (`Int`), so a full validation reported every other kind as a mismatch.
@Suite("Schema probe: a union enum accepts every kind it decodes")
struct SchemaProbeUnionTests {
    @Test("the probed schema is .any with anyOf the four types tried, in order")
    func unionSchema() {
        let object = Schema(.object(ObjectSchema(name: "Object", properties: [SchemaProperty(key: "host", schema: Schema(.string))])))
        #expect(Schema(of: ProbedUnion.self) == Schema(.any, typeName: "ProbedUnion", constraints: [
            .anyOf([Schema(.integer(.int)), Schema(.string), Schema(.array(Schema(.string))), object]),
        ]))
    }

    @Test("a failing decode reports only the real mismatch, whatever kind the union holds; each kind decodes",
          arguments: [#"{"host": "h"}"#, #"["a"]"#, #""text""#, "7"])
    func unionKindsAccepted(value: String) throws {
        let document = try PlistReader().read(Data(#"{"value": \#(value), "count": "x"}"#.utf8), file: "u.json")
        #expect(throws: PlistDecodingError.self) { try PlistDecoder().decode(ProbedUnionHolder.self, from: document) }
        do {
            _ = try PlistDecoder().decode(ProbedUnionHolder.self, from: document)
        } catch let error as PlistDecodingError {
            #expect(error.diagnostics.map(\.rule) == ["type-mismatch"])
            #expect(error.diagnostics.map(\.keyPath) == ["count"])
        }
        let valid = try PlistReader().read(Data(#"{"value": \#(value), "count": 1}"#.utf8), file: "u.json")
        #expect(try PlistDecoder().decodeWithDiagnostics(ProbedUnionHolder.self, from: valid).diagnostics.isEmpty)
        #expect(Validator(schema: Schema(of: ProbedUnionHolder.self)).validate(valid).isEmpty)
    }

    @Test("a single-value wrapper that asks for one type keeps that type's schema")
    func wrapperUnchanged() {
        struct Wrapper: Decodable {
            var text: String
            init(from decoder: any Decoder) throws { text = try decoder.singleValueContainer().decode(String.self) }
        }
        #expect(Schema(of: Wrapper.self) == Schema(.string, typeName: "Wrapper"))
    }
}
