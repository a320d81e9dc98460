import Foundation
import PlistKit

/// PlistKit's side of the record cases: bytes → `[Record]` with the full report (unknown-key
/// warnings on, every finding collected), format detected from the bytes.
enum PlistKitDecoding {
    static func records(from data: Data) throws -> [Record] {
        let result = try PlistDecoder().decodeWithDiagnostics([Record].self, from: data)
        guard result.diagnostics.isEmpty else { throw BenchError.failed("unexpected findings: \(result.diagnostics.prefix(3))") }
        return result.value
    }

    /// The same from a file URL, as `decode([Record].self, contentsOf:)` callers do: a UTF-8
    /// XML file is streamed into the array (never whole in memory, no whole tree).
    /// Above 1 MiB on two cores the file is read on a second thread while this one decodes,
    /// unless `oneThread`.
    static func records(contentsOf url: URL, oneThread: Bool = false) throws -> [Record] {
        var options = PlistDecoder.Options()
        if oneThread { options.reader.readsOnSecondThread = false }
        let result = try PlistDecoder(options: options).decodeWithDiagnostics([Record].self, contentsOf: url)
        guard result.diagnostics.isEmpty else { throw BenchError.failed("unexpected findings: \(result.diagnostics.prefix(3))") }
        return result.value
    }
}
