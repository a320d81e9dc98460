import Foundation
import PlistKit

/// One measured case: a name, the input it reads, and the work.
struct BenchCase: Sendable {
    enum Input: String, Sendable { case xml, json, binary }
    var name: String
    var input: Input
    /// The Foundation case this one is compared with, if any.
    var peer: String?
    var run: @Sendable (Data) throws -> Int
    /// When set, the case reads its input file itself — what a caller of
    /// `decode(_:contentsOf:)` gets — and ``run`` is not used.
    var runFile: (@Sendable (URL) throws -> Int)? = nil

    /// Runs the case once on `file`, whose bytes `data()` gives (asked only when the case
    /// works on bytes in memory).
    func perform(file: URL, data: () throws -> Data) throws -> Int {
        if let runFile { return try runFile(file) }
        return try run(data())
    }
}

enum BenchError: Error, CustomStringConvertible {
    case failed(String)
    var description: String { if case .failed(let s) = self { return s }; return "" }
}

extension BenchCase {
    static let all: [BenchCase] = [
        BenchCase(name: "libxml2 SAX2, empty callbacks (floor)", input: .xml, peer: nil) { data in
            let n = data.withUnsafeBytes { SAXFloor.parse($0) }
            guard n > 0 else { throw BenchError.failed("SAX floor: not well-formed") }
            return n
        },
        BenchCase(name: "PlistKit XML → tree", input: .xml, peer: "Foundation PropertyListSerialization") { data in
            let document = try PlistReader().read(data)
            return document.root.value.arrayValue?.count ?? 0
        },
        // From the file URL: the file is parsed while read and each record decoded as its
        // element ends (see the footnote in Report).
        BenchCase(name: "PlistKit XML → [Record] (full report)", input: .xml, peer: "Foundation PropertyListDecoder XML",
                  run: { _ in throw BenchError.failed("reads its file") },
                  runFile: { url in try PlistKitDecoding.records(contentsOf: url).count }),
        BenchCase(name: "Foundation PropertyListSerialization", input: .xml, peer: nil) { data in
            let value = try PropertyListSerialization.propertyList(from: data, format: nil)
            return (value as? [Any])?.count ?? 0
        },
        BenchCase(name: "Foundation PropertyListDecoder XML", input: .xml, peer: nil) { data in
            try PropertyListDecoder().decode([Record].self, from: data).count
        },
        BenchCase(name: "PlistKit JSON → [Record]", input: .json, peer: "Foundation JSONDecoder") { data in
            try PlistKitDecoding.records(from: data).count
        },
        BenchCase(name: "Foundation JSONDecoder", input: .json, peer: nil) { data in
            let decoder = JSONDecoder()
            decoder.dateDecodingStrategy = .iso8601
            return try decoder.decode([Record].self, from: data).count
        },
        BenchCase(name: "PlistKit binary → [Record]", input: .binary, peer: "Foundation PropertyListDecoder binary") { data in
            try PlistKitDecoding.records(from: data).count
        },
        BenchCase(name: "Foundation PropertyListDecoder binary", input: .binary, peer: nil) { data in
            try PropertyListDecoder().decode([Record].self, from: data).count
        },
        // Last, so the indices above stay: the case above it on one thread, to show what the
        // second thread brings.
        BenchCase(name: "PlistKit XML → [Record] (full report), one thread", input: .xml, peer: "Foundation PropertyListDecoder XML",
                  run: { _ in throw BenchError.failed("reads its file") },
                  runFile: { url in try PlistKitDecoding.records(contentsOf: url, oneThread: true).count }),
    ]
}
