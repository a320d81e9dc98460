import PlistKit
import Testing
@testable import PlistModelGen

/// Builds a one-document sample from a literal tree.
private func sample(_ value: PlistValue, file: String = "s.plist") -> PlistDocument {
    PlistDocument(root: PlistNode(value), format: .xml, file: file)
}

/// The properties of the object schema `schema`, or of its (array or map) element.
private func object(_ schema: Schema) -> ObjectSchema? {
    switch schema.shape {
    case .object(let o): return o
    case .array(let e), .map(let e): return object(e)
    default: return nil
    }
}

private func property(_ schema: Schema, _ key: String) -> SchemaProperty? {
    object(schema)?.properties.first { $0.key == key }
}

@Suite("SchemaInferrer: samples to Schema")
struct SchemaInferrerTests {
    @Test("a key absent or null in some objects is optional; present everywhere is required")
    func optionality() {
        let result = SchemaInferrer().infer([
            sample(["a": 1, "b": "x", "c": true]),
            sample(["a": 2, "c": true]),
            PlistDocument(root: PlistNode(.dictionary(PlistDictionary(entries: [
                .init(key: "a", value: PlistNode(3)), .init(key: "b", value: PlistNode("y")),
                .init(key: "c", value: PlistNode(.null)),
            ]))), format: .json, file: "t.json"),
        ], typeName: "Root")
        #expect(property(result.schema, "a")?.isRequired == true)
        #expect(property(result.schema, "b")?.isRequired == false)
        #expect(property(result.schema, "c")?.isRequired == false)
        #expect(object(result.schema)?.properties.map(\.key) == ["a", "b", "c"])
        #expect(result.diagnostics.isEmpty)
    }

    @Test("scalar kinds", arguments: [
        ([1, 2], .integer(.int)),
        ([1, 2.5], .real(.double)),
        ([2.5, 1], .real(.double)),
        ([0, 1], .integer(.int)),
        ([true, false], .bool),
        ([.integer(PlistInteger(UInt64.max)), 1], .integer(.uint64)),
        (["a"], .string),
        ([.date(.init(timeIntervalSince1970: 0))], .date),
        ([.data(.init([1]))], .data),
    ] as [(PlistValue, Schema.Shape)])
    func scalarKinds(values: PlistValue, expected: Schema.Shape) {
        let result = SchemaInferrer().infer([sample(["v": values])], typeName: "Root")
        #expect(property(result.schema, "v")?.schema.shape == .array(Schema(expected)))
        #expect(result.diagnostics.isEmpty)
    }

    @Test("0 is never a Bool: integers and booleans conflict and become an enum with a warning")
    func zeroIsNotBool() {
        let result = SchemaInferrer().infer([sample(["flag": 0]), sample(["flag": true])], typeName: "Root")
        #expect(property(result.schema, "flag")?.schema == Schema(.any, typeName: "Root.Flag"))
        #expect(result.declarations.first?.nested == [TypeDeclaration(
            name: "Flag", qualifiedName: "Root.Flag",
            kind: .union([UnionCase(name: "integer", schema: Schema(.integer(.int))), UnionCase(name: "bool", schema: Schema(.bool))]))])
        #expect(result.diagnostics.map(\.description) == [
            "s.plist: warning: [type-conflict] flag is a boolean here and an integer elsewhere; generated as an enum with one case per kind",
        ])
    }

    @Test("integer vs string: warning at the second kind with a note at the first, generated as an enum")
    func integerVersusString() {
        let first = PlistDocument(root: PlistNode(.array([
            PlistNode(.dictionary(PlistDictionary(entries: [
                .init(key: "answer", keyLocation: SourceLocation(line: 5, column: 3, offset: 60),
                      value: PlistNode(12, location: SourceLocation(line: 6, column: 3, offset: 80))),
            ])), location: SourceLocation(line: 4, column: 2, offset: 50)),
            PlistNode(.dictionary(PlistDictionary(entries: [
                .init(key: "answer", keyLocation: SourceLocation(line: 9, column: 3, offset: 120),
                      value: PlistNode("twelve", location: SourceLocation(line: 10, column: 3, offset: 140))),
            ])), location: SourceLocation(line: 8, column: 2, offset: 110)),
        ])), format: .xml, file: "questions.plist")
        let result = SchemaInferrer().infer([first], typeName: "questions")
        #expect(property(result.schema, "answer")?.schema == Schema(.any, typeName: "Question.Answer"))
        #expect(result.diagnostics.count == 1)
        let text = DiagnosticRenderer(showsSourceLine: false).render(result.diagnostics)
        #expect(text == """
            questions.plist:10:3: warning: [type-conflict] [1].answer is a string here and an integer elsewhere; generated as an enum with one case per kind
            questions.plist:6:3: note: first seen as an integer here

            """)
        #expect(result.diagnostics.first?.keyPath == "[1].answer")
    }

    @Test("empty arrays do not erase an element type learnt elsewhere")
    func emptyArrays() {
        let result = SchemaInferrer().infer([
            sample(["options": []]), sample(["options": ["a", "b"]]), sample(["options": []]),
        ], typeName: "Root")
        #expect(property(result.schema, "options")?.schema.shape == .array(Schema(.string)))
        #expect(result.diagnostics.isEmpty)
    }

    @Test("an array empty in every sample gets String elements and a warning")
    func alwaysEmpty() {
        let result = SchemaInferrer().infer([sample(["tags": []])], typeName: "Root")
        #expect(property(result.schema, "tags")?.schema.shape == .array(Schema(.string)))
        #expect(result.diagnostics.map(\.description) == [
            "s.plist: warning: [unknown-element-type] the array at tags is empty in every sample; its elements are generated as String",
        ])
    }

    @Test("arrays of dictionaries merge their elements and are named in the singular", arguments: [
        ("questions", "Question"), ("statuses", "Status"), ("columnList", "Column"), ("categories", "Category"),
    ])
    func elementNames(key: String, expected: String) {
        let result = SchemaInferrer().infer([sample([key: [["id": 1], ["id": 2, "extra": "x"]]])], typeName: "Root")
        let element = property(result.schema, key).flatMap { object($0.schema) }
        #expect(element?.name == "Root." + expected)
        #expect(element?.properties.map(\.key) == ["id", "extra"])
        #expect(element?.properties.map(\.isRequired) == [true, false])
    }

    @Test("a root array is named by the singular of the type name")
    func rootArray() {
        let result = SchemaInferrer().infer([sample([["title": "a"]])], typeName: "questions")
        #expect(result.rootTypeName == "Questions")
        #expect(object(result.schema)?.name == "Question")
    }

    @Test("a root array of arrays of dictionaries: one element model, no numbering")
    func rootArrayOfArrays() {
        let result = SchemaInferrer().infer([sample([[["title": "a"]], [["title": "b"]]])], typeName: "questions")
        #expect(object(result.schema)?.name == "Question")
        let source = SwiftModelRenderer().render(result)
        #expect(source.contains("typealias Questions = [[Question]]\n"))
    }

    @Test("nested dictionaries never shadow Swift or Foundation names", arguments: [
        "data", "date", "URL", "string", "codable", "codingKeys", "decoder", "type",
    ])
    func reservedNames(key: String) {
        let result = SchemaInferrer().infer([sample([key: ["x": 1]])], typeName: "Root")
        let name = property(result.schema, key).flatMap { object($0.schema) }?.name
        #expect(name == "Root.Root" + SwiftIdentifier.typeName(for: key))
    }

    @Test("map heuristic: data keys with one value kind become [String: T]")
    func maps() {
        let result = SchemaInferrer().infer([sample([
            "vote_info": ["1": 51, "2": 23, "3": 60],
            "images": ["0.jpg": ["width": 640], "1.jpg": ["width": 320, "alt": "x"]],
            "mixed": ["1": 1, "2": "two"],
            "named": ["width": 1, "height": 2],
            "byID": ["E621E1F8-C36C-495A-93FC-0C247A3E6E5F": ["n": 1], "0B1A7F32-6A3D-4C2B-9E55-6F0F1E2D3C4B": ["n": 2.5]],
        ])], typeName: "Root")
        #expect(property(result.schema, "byID").map { object($0.schema)?.name } == "Root.ByID")
        #expect(property(result.schema, "byID").flatMap { object($0.schema) }?.properties.first?.schema.shape == .real(.double))
        #expect(property(result.schema, "vote_info")?.schema.shape == .map(Schema(.integer(.int))))
        guard case .map(let image)? = property(result.schema, "images")?.schema.shape else {
            Issue.record("images is not a map"); return
        }
        #expect(object(image)?.name == "Root.Image")
        #expect(object(image)?.properties.map(\.isRequired) == [true, false])
        #expect(object(property(result.schema, "mixed")!.schema)?.properties.count == 2)
        #expect(object(property(result.schema, "named")!.schema)?.name == "Root.Named")
    }

    @Test("values nested deeper than the limit are not inspected, with one warning")
    func depthLimit() {
        var value: PlistValue = ["leaf": 1]
        for _ in 0..<20 { value = ["child": value] }
        var options = SchemaInferrer.Options()
        options.maxDepth = 5
        let result = SchemaInferrer(options: options).infer([sample(value)], typeName: "Root")
        #expect(result.diagnostics.map(\.rule) == ["depth-limit"])
    }

    @Test("deep input is walked without recursion (10 000 levels)")
    func deepInput() {
        var value: PlistValue = 1
        for _ in 0..<10_000 { value = .array([PlistNode(value)]) }
        let result = SchemaInferrer().infer([sample(value)], typeName: "Root")
        #expect(result.diagnostics.map(\.rule) == ["depth-limit"])
    }
}
