import Foundation
@testable import PlistKit

/// Helpers for the XML reader tests: read a fixture or an inline document, or get the error.
enum XMLTest {
    /// Reads `Fixtures/<path>`, naming the file by its last component.
    static func read(_ path: String, options: PlistReader.Options = .init()) throws -> PlistDocument {
        try PlistReader(options: options).read(Fixtures.data(path), file: (path as NSString).lastPathComponent)
    }

    /// The error reading `Fixtures/<path>` throws, or `nil` when it reads.
    static func error(_ path: String, options: PlistReader.Options = .init()) -> PlistReadError? {
        do {
            _ = try read(path, options: options)
            return nil
        } catch {
            return error as? PlistReadError
        }
    }

    /// Reads an inline document named `t.plist`.
    static func read(xml: String, options: PlistReader.Options = .init()) throws -> PlistDocument {
        try PlistReader(options: options).read(Data(xml.utf8), file: "t.plist")
    }

    /// The error reading an inline document throws, or `nil`.
    static func error(xml: String, options: PlistReader.Options = .init()) -> PlistReadError? {
        do {
            _ = try read(xml: xml, options: options)
            return nil
        } catch {
            return error as? PlistReadError
        }
    }

    /// `<plist version="1.0">` + body + `</plist>` on lines 1–3, so the body starts at line 2.
    static func wrap(_ body: String) -> String {
        "<plist version=\"1.0\">\n" + body + "\n</plist>\n"
    }
}
