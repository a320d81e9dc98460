import Foundation
import Testing
@testable import PlistKit

/// Byte-exact before → edit → after pairs for JSON (pretty and compact) and OpenStep.
@Suite struct SourceEditorJSONOpenStepTests {
    static let pretty = """
    {
      "name" : "Demo",
      "version" : 42,
      "modes" : [
        "audio"
      ],
      "empty" : {}
    }
    """

    @Test func jsonPrettyReplaceInsertRemoveRename() throws {
        #expect(try sourceEdited(Self.pretty, [.replace(["version"], with: 43)])
                == Self.pretty.replacingOccurrences(of: "42", with: "43"))
        #expect(try sourceEdited(Self.pretty, [.insert(["a\"b": true], at: ["new"])])
                == Self.pretty.replacingOccurrences(of: "\"empty\" : {}\n", with: "\"empty\" : {},\n  \"new\" : {\n    \"a\\\"b\" : true\n  }\n"))
        #expect(try sourceEdited(Self.pretty, [.remove(["name"])])
                == Self.pretty.replacingOccurrences(of: "  \"name\" : \"Demo\",\n", with: ""))
        #expect(try sourceEdited(Self.pretty, [.remove(["empty"])])
                == Self.pretty.replacingOccurrences(of: "],\n  \"empty\" : {}", with: "]"))
        #expect(try sourceEdited(Self.pretty, [.renameKey(["name"], to: "title\n")])
                == Self.pretty.replacingOccurrences(of: "\"name\"", with: "\"title\\n\""))
        #expect(try sourceEdited(Self.pretty, [.append("fetch", toArrayAt: ["modes"]), .insert("x", at: ["empty", "k"])])
                == Self.pretty.replacingOccurrences(of: "\"audio\"\n", with: "\"audio\",\n    \"fetch\"\n")
                    .replacingOccurrences(of: "\"empty\" : {}", with: "\"empty\" : {\n    \"k\" : \"x\"\n  }"))
    }

    @Test func anElementInsertedFirstIsSeparatedAsTheOthersAre() throws {
        // Found trying plist-edit as a user: `-insert tags.0` gave `["z","a", "b"]`.
        #expect(try sourceEdited(#"{"tags": ["a", "b"]}"#, [.insert("z", at: ["tags", 0])]) == #"{"tags": ["z", "a", "b"]}"#)
        #expect(try sourceEdited(#"{"tags": [ "a" ]}"#, [.insert("z", at: ["tags", 0])]) == #"{"tags": [ "z", "a" ]}"#)
        #expect(try sourceEdited("{\n  \"tags\": [\n    \"a\",\n    \"b\"\n  ]\n}\n", [.insert("z", at: ["tags", 0])])
                == "{\n  \"tags\": [\n    \"z\",\n    \"a\",\n    \"b\"\n  ]\n}\n")
        #expect(try sourceEdited("(a, b)", [.insert("z", at: [0])]) == "(z, a, b)")
    }

    @Test func jsonColonStyleAndCRLFFollowTheFile() throws {
        let text = "{\r\n    \"a\": 1\r\n}\r\n"
        #expect(try sourceEdited(text, [.insert(["x": 2], at: ["b"])])
                == "{\r\n    \"a\": 1,\r\n    \"b\": {\r\n        \"x\": 2\r\n    }\r\n}\r\n")
    }

    @Test func jsonCompactStaysCompact() throws {
        let text = #"{"a":1,"b":[true,false],"c":{}}"#
        #expect(try sourceEdited(text, [.insert("x", at: ["d"])]) == #"{"a":1,"b":[true,false],"c":{},"d":"x"}"#)
        #expect(try sourceEdited(text, [.remove(["a"])]) == #"{"b":[true,false],"c":{}}"#)
        #expect(try sourceEdited(text, [.remove(["b", 1])]) == #"{"a":1,"b":[true],"c":{}}"#)
        #expect(try sourceEdited(text, [.insert(["k": [1]], at: ["c", "z"])]) == #"{"a":1,"b":[true,false],"c":{"z":{"k":[1]}}}"#)
        #expect(try sourceEdited(text, [.insert(0, at: ["b", 0])]) == #"{"a":1,"b":[0,true,false],"c":{}}"#)
    }

    static let openStep = """
    {
        name = Demo;
        "title" = "A \\"quoted\\" title";
        list = (one, two);
    }

    """

    @Test func openStepEdits() throws {
        #expect(try sourceEdited(Self.openStep, [.replace(["name"], with: "Two words")])
                == Self.openStep.replacingOccurrences(of: "name = Demo;", with: "name = \"Two words\";"))
        #expect(try sourceEdited(Self.openStep, [.insert("v", at: ["new"])])
                == Self.openStep.replacingOccurrences(of: "(one, two);\n", with: "(one, two);\n    new = v;\n"))
        #expect(try sourceEdited(Self.openStep, [.remove(["title"])])
                == Self.openStep.replacingOccurrences(of: "    \"title\" = \"A \\\"quoted\\\" title\";\n", with: ""))
        #expect(try sourceEdited(Self.openStep, [.renameKey(["title"], to: "sub\"title"), .renameKey(["name"], to: "a b")])
                == Self.openStep.replacingOccurrences(of: "\"title\" =", with: "\"sub\\\"title\" =")
                    .replacingOccurrences(of: "name =", with: "\"a b\" ="))
        #expect(try sourceEdited(Self.openStep, [.append("three", toArrayAt: ["list"]), .remove(["list", 0])])
                == Self.openStep.replacingOccurrences(of: "(one, two)", with: "(two, three)"))
    }

    @Test func stringsFileKeysAndValuesStayQuoted() throws {
        let text = "/* Title */\n\"hello\" = \"Hello\";\n\"bye\" = \"Bye\";\n"
        #expect(try sourceEdited(text, [.insert("New", at: ["new"])]) == text + "\"new\" = \"New\";\n")
        #expect(try sourceEdited(text, [.remove(["hello"])]) == "/* Title */\n\"bye\" = \"Bye\";\n")
        #expect(try sourceEdited(text, [.replace(["bye"], with: "Ciao")]) == text.replacingOccurrences(of: "\"Bye\"", with: "\"Ciao\""))
    }

    @Test func binaryIsWrittenAgainWhole() throws {
        let data = try BinaryPlistWriter().write(["a": 1, "b": "x"] as PlistValue)
        var editor = try PlistSourceEditor(source: data)
        try editor.apply([.replace(["a"], with: 2)])
        #expect(try PlistReader().read(editor.source).root.value == ["a": 2, "b": "x"])
        #expect(throws: PlistSourceEditError.self) { try editor.textEdits(for: [.remove(["a"])]) }
    }

    @Test func refusalsChangeNothing() throws {
        // UTF-16 text is refused, not transcoded.
        var utf16 = Data([0xFF, 0xFE])
        utf16.append("\"a\" = \"b\";\n".data(using: .utf16LittleEndian)!)
        var editor = try PlistSourceEditor(source: utf16)
        #expect(throws: PlistSourceEditError(.unsupportedEncoding, "cannot edit UTF-16 text in place; convert the file to UTF-8 first")) {
            try editor.apply([.replace(["a"], with: "c")])
        }
        #expect(editor.source == utf16)
        // A value the format cannot hold: OpenStep has no integers (the writer refuses).
        var openStep = try PlistSourceEditor(source: Data(Self.openStep.utf8))
        #expect(throws: PlistWriteError.self) { try openStep.apply([.replace(["name"], with: 1)]) }
        // JSON has no dates: the spliced text reads back as a string, so nothing changes.
        var json = try PlistSourceEditor(source: Data(Self.pretty.utf8))
        #expect(throws: PlistSourceEditError.self) { try json.apply([.replace(["name"], with: .date(Date(timeIntervalSince1970: 0)))]) }
        #expect(json.source == Data(Self.pretty.utf8))
        // An edit that does not apply to the tree.
        #expect(throws: PlistEditError.self) { try json.apply([.insert(1, at: ["name"])]) }
    }
}
