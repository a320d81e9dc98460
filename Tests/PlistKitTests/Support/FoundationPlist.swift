import Foundation
@testable import PlistKit
import PlistTestSupport

/// Foundation as a peer to compare with: trees turned into Foundation objects and written by
/// `PropertyListSerialization`, and the toolchain's `plutil` run on bytes.
enum FoundationPlist {
    /// The Foundation object graph of `value` (`.null` and `.uid` have none and give `nil`).
    static func object(_ value: PlistValue) -> Any? {
        switch value {
        case .string(let s): return s
        case .integer(let i):
            if let s = i.int64Value { return s }
            return i.uint64Value ?? 0
        case .real(let d): return d
        case .bool(let b): return b
        case .date(let d): return d
        case .data(let d): return d
        case .array(let a): return a.compactMap { object($0.value) }
        case .dictionary(let d):
            var out: [String: Any] = [:]
            for e in d.entries { out[e.key] = object(e.value.value) }
            return out
        case .uid, .null: return nil
        }
    }

    /// `PropertyListSerialization`'s XML for `value`.
    static func xml(_ value: PlistValue) throws -> Data {
        try PropertyListSerialization.data(fromPropertyList: object(value) ?? "", format: .xml, options: 0)
    }

    /// `plutil -convert <format> -o - <file>` on `bytes`, written to a temporary file first
    /// (``Plutil``, the one runner).
    static func plutilConvert(_ bytes: Data, to format: String = "xml1") throws -> Data {
        guard Plutil.isAvailable else { throw CocoaError(.fileNoSuchFile) }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("plistkit-\(UUID().uuidString).plist")
        try bytes.write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        return try Plutil.run(["-convert", format, "-o", "-", file.path]).stdout
    }
}
