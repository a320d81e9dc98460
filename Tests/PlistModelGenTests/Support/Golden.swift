import Foundation
import Testing

/// Golden-file comparison: `actual` must equal `Fixtures/<path>` byte for byte. With
/// `RECORD_GOLDEN=1` in the environment the file is (re)written instead and the test passes.
/// A mismatch fails with a line diff (`-` expected, `+` actual) and the first differing line.
enum Golden {
    static var isRecording: Bool { ProcessInfo.processInfo.environment["RECORD_GOLDEN"] == "1" }

    static func check(_ actual: String, against path: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let url = Fixtures.url(path)
        if isRecording {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(actual.utf8).write(to: url)
            return
        }
        guard let expectedData = FileManager.default.contents(atPath: url.path) else {
            Issue.record("missing golden file Fixtures/\(path); run with RECORD_GOLDEN=1 to create it", sourceLocation: sourceLocation)
            return
        }
        let expected = String(decoding: expectedData, as: UTF8.self)
        if expected != actual {
            Issue.record("Fixtures/\(path) differs (re-record with RECORD_GOLDEN=1):\n\(diff(expected, actual))", sourceLocation: sourceLocation)
        }
    }

    /// A small line diff: common prefix and suffix are skipped, the middle shown as -/+ lines.
    static func diff(_ expected: String, _ actual: String) -> String {
        let a = expected.components(separatedBy: "\n"), b = actual.components(separatedBy: "\n")
        var start = 0
        while start < a.count, start < b.count, a[start] == b[start] { start += 1 }
        var endA = a.count, endB = b.count
        while endA > start, endB > start, a[endA - 1] == b[endB - 1] { endA -= 1; endB -= 1 }
        var out = "@@ line \(start + 1) @@\n"
        for line in a[start..<endA] { out += "-" + line + "\n" }
        for line in b[start..<endB] { out += "+" + line + "\n" }
        return out
    }
}
