import Foundation
import PlistKit
import PlistTestSupport

extension Plutil {
    /// The value tree plutil writes for `arguments` applied to `source` (given `-o -` and a
    /// copy of `source` as the file), or `nil` when plutil fails.
    static func tree(after arguments: [String], on source: String) throws -> PlistValue? {
        let dir = try TempEditDirectory.make(["in.plist": source])
        defer { try? FileManager.default.removeItem(at: dir) }
        let (status, out) = try run(arguments + ["-o", "-", dir.appendingPathComponent("in.plist").path])
        guard status == 0 else { return nil }
        return try PlistReader().read(out).root.value
    }
}
