import Foundation
import Testing
@testable import PlistKit

/// ``PlistReader/read(_:file:streaming:)`` (what `plist-lint` reads a file with, issue 16
/// item 7): the streamed path over bytes in memory gives what the whole read gives — the
/// elements of the streamed arrays handed over in order, each with its locations, and the same
/// format, findings and errors — for every fixture, streaming the root array only or every array.
@Suite struct SinkReadTests {
    /// A sunk read: the outcome (its root emptied when elements were handed over) and the
    /// elements' trees.
    static func sunk(_ data: Data, _ options: PlistReader.Options = PlistReader.Options()) -> (ReadOutcome, [String]) {
        var elements: [String] = []
        let outcome = ReadOutcome {
            try PlistReader(options: options).read(data, file: "f.plist", streaming: .rootArray(into: { node, index in
                #expect(index == elements.count)
                elements.append(node.debugDescription)
            }))
        }
        return (outcome, elements)
    }

    @Test(arguments: StreamingReaderTests.fixtures)
    func sunkReadEqualsWholeRead(_ fixture: String) throws {
        let data = try Fixtures.data(fixture)
        let whole = ReadOutcome { try PlistReader().read(data, file: "f.plist") }
        let (outcome, elements) = Self.sunk(data)
        // No element handed over, or an error (after elements perhaps): what the whole read gives.
        if elements.isEmpty || { if case .error = outcome { true } else { false } }() {
            #expect(outcome == whole)
            return
        }
        // Elements were handed over: the whole read's root is an array of exactly them.
        let document = try PlistReader().read(data, file: "f.plist")
        #expect(document.root.value.arrayValue?.map(\.debugDescription) == elements)
        guard case .document(_, let format, let findings, let file) = outcome else {
            Issue.record("\(fixture): \(outcome)")
            return
        }
        #expect(format == document.format && findings == document.diagnostics && file == document.file)
    }

    /// Streaming every array: the tree is the whole read's with every array emptied, and the
    /// element handed over last for each key path is the whole read's element there (itself
    /// with its arrays emptied, since they were handed over first); every element of the whole
    /// tree was handed over. A key written twice hands over both values' elements; the tree
    /// keeps the last.
    @Test(arguments: StreamingReaderTests.fixtures + jsonFixtures)
    func everyArrayStreamedEqualsWholeRead(_ fixture: String) throws {
        let data = try Fixtures.data(fixture)
        let whole = ReadOutcome { try PlistReader().read(data, file: "f.plist") }
        var handed: [String: String] = [:]
        let outcome = ReadOutcome {
            try PlistReader().read(data, file: "f.plist", streaming: TreeStreaming(.matching({ _ in true })) { node, path, index in
                handed[path.appending(.index(index)).description] = node.debugDescription
            })
        }
        // Nothing handed over (no array; binary, OpenStep or UTF-16 text, read whole), or an
        // error: what the whole read gives.
        guard !handed.isEmpty, case .document = whole, case .document(let tree, let format, let findings, let file) = outcome else {
            #expect(outcome == whole)
            return
        }
        let document = try PlistReader().read(data, file: "f.plist")
        #expect(tree == Self.emptied(document.root).debugDescription)
        #expect(format == document.format && findings == document.diagnostics && file == document.file)
        var expected: [String: String] = [:]
        Self.arrayElements(of: document.root, at: PlistPath(), into: &expected)
        for (path, element) in expected { #expect(handed[path] == element, "\(fixture) \(path)") }
    }

    /// `node` with every array in it emptied (locations and spans kept).
    static func emptied(_ node: PlistNode) -> PlistNode {
        var copy = node
        switch node.value {
        case .array: copy.value = .array([])
        case .dictionary(let dictionary):
            var emptiedDictionary = dictionary
            _ = emptiedDictionary.updateEntries(from: 0) { entry in
                entry.value = emptied(entry.value)
                return true
            }
            copy.value = .dictionary(emptiedDictionary)
        default: break
        }
        return copy
    }

    /// Each array element under `node` (at `path`), emptied, by its key path's description.
    static func arrayElements(of node: PlistNode, at path: PlistPath, into out: inout [String: String]) {
        switch node.value {
        case .array(let elements):
            for (i, element) in elements.enumerated() {
                let elementPath = path.appending(.index(i))
                out[elementPath.description] = emptied(element).debugDescription
                arrayElements(of: element, at: elementPath, into: &out)
            }
        case .dictionary(let dictionary):
            for entry in dictionary.entries { arrayElements(of: entry.value, at: path.appending(.key(entry.key)), into: &out) }
        default: break
        }
    }

    /// Every JSON text among the fixtures (JSONTestSuite's included), not schemas.
    static let jsonFixtures: [String] = {
        let root = Fixtures.root
        let all = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.fileSizeKey])?
            .compactMap { $0 as? URL } ?? []
        return all.filter { url in
            url.pathExtension == "json" && !url.lastPathComponent.hasSuffix(".schema.json") && !url.path.contains("PluginConsumer")
                && ((try? url.resourceValues(forKeys: [.fileSizeKey]).fileSize) ?? 0) <= 200_000
        }.map { String($0.path.dropFirst(root.path.count + 1)) }.sorted()
    }()

    @Test(arguments: jsonFixtures)
    func sunkJSONReadEqualsWholeRead(_ fixture: String) throws {
        try sunkReadEqualsWholeRead(fixture)
    }

    @Test func aJSONArrayIsHandedOverElementByElementWithItsIndexInErrors() throws {
        let (outcome, elements) = Self.sunk(Data("\u{FEFF} [{\"n\": 1}, 2,\n \"x\"]".utf8))
        #expect(elements == ["{ @1:3\n  \"n\" => 1 @1:9\n}", "2 @1:13", "\"x\" @2:2"])
        guard case .document(let tree, .json, [], "f.plist") = outcome else {
            Issue.record("\(outcome)")
            return
        }
        #expect(tree == "[] @1:2")
        // An error in the third element names index 2 although the first two were not kept.
        let (failed, before) = Self.sunk(Data(#"[1, 2, {"a": tru}]"#.utf8))
        #expect(before == ["1 @1:2", "2 @1:5"])
        #expect(failed == ReadOutcome { try PlistReader().read(Data(#"[1, 2, {"a": tru}]"#.utf8), file: "f.plist") })
    }

    @Test func anArrayOfRecordsIsHandedOverElementByElement() throws {
        let data = Data("""
            <plist version="1.0"><array>
            <dict><key>n</key><integer>1</integer></dict>
            <dict><key>n</key><integer>2</integer></dict>
            </array></plist>
            """.utf8)
        let (outcome, elements) = Self.sunk(data)
        #expect(elements.count == 2)
        guard case .document(let tree, .xml, [], "f.plist") = outcome else {
            Issue.record("\(outcome)")
            return
        }
        #expect(tree == PlistReader().readEmptyArrayDescription(data))
    }

    @Test func overTheSizeLimitIsTheWholeReadsError() {
        var options = PlistReader.Options()
        options.maxInputSize = 10
        let data = Data("<plist><array><integer>1</integer></array></plist>".utf8)
        #expect(Self.sunk(data, options).0 == ReadOutcome { try PlistReader(options: options).read(data, file: "f.plist") })
    }
}

extension PlistReader {
    /// The description of the root of `data` read whole, with its elements removed (what a
    /// sunk read returns).
    fileprivate func readEmptyArrayDescription(_ data: Data) -> String? {
        guard let root = try? read(data).root else { return nil }
        return PlistNode(.array([]), location: root.location).debugDescription
    }
}
