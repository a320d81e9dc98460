import Foundation
import Testing
@testable import PlistKit

/// A model whose own `init(from:)` rejects a negative `n` (an error the schema cannot foresee).
struct StreamingPicky: Decodable, Equatable {
    var n: Int
    enum CodingKeys: String, CodingKey { case n }
    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        n = try c.decode(Int.self, forKey: .n)
        if n < 0 { throw DecodingError.dataCorruptedError(forKey: .n, in: c, debugDescription: "negative") }
    }
}

/// A model that swallows a mistyped `n` (the decode succeeds where a full validation reports it).
struct StreamingLenient: Decodable, Equatable {
    var n: Int?
    enum CodingKeys: String, CodingKey { case n }
    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        n = try? c.decode(Int.self, forKey: .n)
    }
}

/// What a decode gives: the value (described) and diagnostics, or the thrown diagnostics.
enum DecodeOutcome: Equatable, CustomStringConvertible {
    case value(String, [Diagnostic])
    case failure([Diagnostic])

    init<T>(_ body: () throws -> PlistDecodingResult<T>) {
        do {
            let r = try body()
            self = .value(String(describing: r.value), r.diagnostics)
        } catch let e as PlistDecodingError {
            self = .failure(e.diagnostics)
        } catch {
            self = .failure([Diagnostic(severity: .error, rule: "not-a-PlistDecodingError", message: "\(error)")])
        }
    }

    var description: String {
        switch self {
        case .value(let v, let ds): return "value \(v.prefix(200)) + \(ds.map(\.description))"
        case .failure(let ds): return "failure \(ds.map(\.description))"
        }
    }
}

/// `decode([Element].self, contentsOf:)` streams a UTF-8 XML file into the array: the results
/// must be those of reading the whole file and decoding the tree, at any chunk size.
@Suite struct StreamingDecodeTests {
    struct Row: Sendable, CustomTestStringConvertible {
        var fixture: String
        var type: String
        var options: String
        /// (in memory, streamed) for a chunk size (nil: the default), on one thread or pipelined.
        var run: @Sendable (Int?, StreamPipeline.Policy.Use) -> (DecodeOutcome, DecodeOutcome)
        var testDescription: String { "\(fixture) as \(type)\(options.isEmpty ? "" : " (\(options))")" }
    }

    static func row<T: Decodable & SendableMetatype>(_ fixture: String, _ type: T.Type, _ label: String = "",
                                  _ configure: @escaping @Sendable (inout PlistDecoder.Options) -> Void = { _ in }) -> Row {
        Row(fixture: fixture, type: "\(T.self)", options: label) { chunkSize, use in
            let url = Fixtures.url(fixture)
            var options = PlistDecoder.Options()
            configure(&options)
            let inMemory = DecodeOutcome {
                try PlistDecoder(options: options).decodeWithDiagnostics(T.self, from: try Data(contentsOf: url), file: url.path)
            }
            if let chunkSize { options.reader.streamChunkSize = chunkSize }
            options.reader.pipeline.use = use
            let streamed = DecodeOutcome { try PlistDecoder(options: options).decodeWithDiagnostics(T.self, contentsOf: url) }
            return (inMemory, streamed)
        }
    }

    static let badFiles = ["bad-base64", "bad-date", "bad-integer", "duplicate-key", "entity-declaration",
                           "key-in-value-position", "key-outside-dict", "mangled-declaration", "questions-misspelled",
                           "trailing-content", "trailing-key", "two-values", "unclosed-tag", "unknown-element"]

    static let rows: [Row] = [
        row("app.plist", [AppInfo].self),
        row("app.plist", [Question].self),
        row("app.plist", [String].self),
        row("app.plist", [AppInfo].self, "unknown keys are errors") { $0.unknownKeys = .error },
        row("questions.plist", [Question].self),
        row("questions.plist", [AppInfo].self),
        row("questions.plist", [Question].self, "KVC-like") { $0.valueCoercion = .kvcLike },
        row("columnList.plist", [Column].self),
        row("columnList.plist", [Question].self),
        row("imageInfo.plist", [String].self),
        row("app.json", [AppInfo].self),
        row("app.bplist", [AppInfo].self),
        row("Cases/022-map-misspelled-key/input.plist", [AppConfig].self),
        row("Cases/022-map-misspelled-key/input.plist", [AppConfig].self, "KVC-like") { $0.valueCoercion = .kvcLike },
        row("Cases/011-xml-dict-key-scoping/duplicate-keys.plist", [AppConfig].self),
        row("Cases/011-xml-dict-key-scoping/duplicate-keys.plist", [AppConfig].self, "duplicate keys are errors") { $0.reader.duplicateKeys = .error },
        row("Cases/001-xml-integer-lexical-forms/input.plist", [Int].self),
        row("Cases/001-xml-integer-lexical-forms/input.plist", [UInt8].self),
        row("Cases/008-xml-prolog-variants/warn-leading-whitespace.plist", [String].self),
        row("Attacks/utf8-bom.plist", [String].self),
        row("Streaming/picky.plist", [StreamingPicky].self),
        row("Streaming/lenient-then-bad.plist", [StreamingLenient].self),
        row("Streaming/lenient-ok.plist", [StreamingLenient].self),
        row("Streaming/lenient-ok.plist", [StreamingLenient].self, "KVC-like") { $0.valueCoercion = .kvcLike },
        row("Streaming/attributes-split.plist", [String].self),
        row("Streaming/attributes-split.plist", [String].self, "2 attributes") { $0.reader.maxAttributesPerElement = 2 },
        row("Streaming/syntax-then-attributes.plist", [String].self, "2 attributes") { $0.reader.maxAttributesPerElement = 2 },
        row("questions.plist", [Question].self, "at most 20 values") { $0.reader.maxValueCount = 20 },
    ] + badFiles.map { row("Bad/\($0).plist", [Question].self) }

    /// On one thread and pipelined (the read on a second thread, see ``StreamPipeline``).
    @Test(arguments: rows, [StreamPipeline.Policy.Use.never, .always])
    func streamedEqualsInMemory(_ row: Row, _ use: StreamPipeline.Policy.Use) {
        for chunkSize in [nil, 1, 2, 3, 7, 64] {
            let (inMemory, streamed) = row.run(chunkSize, use)
            #expect(streamed == inMemory, "chunk size \(chunkSize.map(String.init) ?? "default")")
        }
    }

    static func elementsRow<E: Decodable & SendableMetatype>(_ fixture: String, _ type: E.Type, _ label: String = "",
                                                             _ configure: @escaping @Sendable (inout PlistDecoder.Options) -> Void = { _ in }) -> Row {
        Row(fixture: fixture, type: "elements of \(E.self)", options: label) { chunkSize, use in
            let url = Fixtures.url(fixture)
            var options = PlistDecoder.Options()
            configure(&options)
            func outcome(_ body: () throws -> PlistPartialResult<E>) -> DecodeOutcome {
                DecodeOutcome {
                    let r = try body()
                    return PlistDecodingResult(value: r.elements.map { $0.map { "\($0)" } ?? "nil" }, diagnostics: r.diagnostics)
                }
            }
            let decoder = PlistDecoder(options: options)
            let inMemory = outcome {
                let document: PlistDocument
                do {
                    document = try PlistReader(options: options.reader).read(try Data(contentsOf: url), file: url.path)
                } catch let e as PlistReadError {
                    throw PlistDecodingError(diagnostics: [e.diagnostic])
                }
                return try decoder.decodeElements(E.self, from: document)
            }
            if let chunkSize { options.reader.streamChunkSize = chunkSize }
            options.reader.pipeline.use = use
            let streamed = outcome { try PlistDecoder(options: options).decodeElements(E.self, contentsOf: url) }
            return (inMemory, streamed)
        }
    }

    static let elementRows: [Row] = [
        elementsRow("app.plist", AppInfo.self),
        elementsRow("app.plist", Question.self),
        elementsRow("questions.plist", Question.self),
        elementsRow("imageInfo.plist", String.self),
        elementsRow("app.json", AppInfo.self),
        elementsRow("Cases/022-map-misspelled-key/input.plist", AppConfig.self),
        elementsRow("Cases/011-xml-dict-key-scoping/duplicate-keys.plist", AppConfig.self, "duplicate keys are errors") { $0.reader.duplicateKeys = .error },
        elementsRow("Streaming/picky.plist", StreamingPicky.self),
        elementsRow("Streaming/lenient-then-bad.plist", StreamingLenient.self),
        elementsRow("Streaming/bad-element.plist", AppConfig.self),
        elementsRow("Bad/questions-misspelled.plist", Question.self),
        elementsRow("Bad/unclosed-tag.plist", Question.self),
    ]

    @Test(arguments: elementRows, [StreamPipeline.Policy.Use.never, .always])
    func streamedElementsEqualInMemory(_ row: Row, _ use: StreamPipeline.Policy.Use) {
        for chunkSize in [nil, 1, 3, 64] {
            let (inMemory, streamed) = row.run(chunkSize, use)
            #expect(streamed == inMemory, "chunk size \(chunkSize.map(String.init) ?? "default")")
        }
    }

    @Test func case022ElementsFromTheFile() throws {
        let collected = try PlistDecoder().decodeElements(AppConfig.self, contentsOf: Fixtures.url("Cases/022-map-misspelled-key/input.plist"),
                                                          file: "input.plist")
        #expect(collected.elements == [AppConfig(name: "alpha", options: ["fast"], timeout: 30),
                                       AppConfig(name: "beta", options: [], timeout: 10), nil, nil])
        #expect(PlistDecodingError(diagnostics: collected.diagnostics).description.split(separator: "\n").map(String.init)
                == DecoderCaseTests.report022)
    }

    /// The cases above with exact expectations: streaming is really used, and reports as documented.
    @Test func seedArraysDecode() throws {
        let questions = try PlistDecoder().decodeWithDiagnostics([Question].self, contentsOf: Fixtures.url("questions.plist"))
        #expect(questions.value.count == 10 && questions.diagnostics.isEmpty)
        #expect(questions.value[3].options[2] == "宫锁心玉")
        var options = PlistDecoder.Options()
        options.reader.streamChunkSize = 5
        let columns = try PlistDecoder(options: options).decode([Column].self, contentsOf: Fixtures.url("columnList.plist"))
        #expect(columns.first == Column(columnName: "首页", columnImgName: "tabbar_home", columnClassName: "HomeViewController"))
    }

    @Test(arguments: [StreamPipeline.Policy.Use.never, .always])
    func decoderFailureIsLocatedInTheStreamedElement(_ use: StreamPipeline.Policy.Use) {
        let url = Fixtures.url("Streaming/picky.plist")
        var options = PlistDecoder.Options()
        options.reader.pipeline.use = use
        #expect(headlines { _ = try PlistDecoder(options: options).decode([StreamingPicky].self, contentsOf: url, file: "picky.plist") } == [
            "picky.plist:11:3: error: [type-mismatch] [1].n: negative",
            "picky.plist:16:3: warning: [unknown-key] unknown key \"extra\" at [2]",
        ])
    }

    @Test(arguments: [StreamPipeline.Policy.Use.never, .always])
    func fullValidationOfEarlierElementsAfterALaterFailure(_ use: StreamPipeline.Policy.Use) {
        let url = Fixtures.url("Streaming/lenient-then-bad.plist")
        var options = PlistDecoder.Options()
        options.reader.pipeline.use = use
        #expect(headlines { _ = try PlistDecoder(options: options).decode([StreamingLenient].self, contentsOf: url, file: "l.plist") } == [
            "l.plist:6:3: error: [type-mismatch] [0].n: expected Int, found string \"abc\"",
            "l.plist:11:3: warning: [unknown-key] unknown key \"colour\" at [1]",
            "l.plist:14:2: error: [type-mismatch] [2]: expected StreamingLenient, found string \"not a dictionary\"",
            "l.plist:17:3: error: [type-mismatch] [3].n: 1.5 is not an integer (expected Int)",
        ])
    }
}
