import Foundation
@testable import PlistKit

/// Helpers for the JSON reader and writer tests.
enum JSONReading {
    /// Options for strict or lenient JSON.
    static func options(lenient: Bool = false, duplicateKeysAreErrors: Bool = false) -> PlistReader.Options {
        var options = PlistReader.Options()
        options.jsonSyntax = lenient ? .lenient : .strict
        if duplicateKeysAreErrors { options.duplicateKeys = .error }
        return options
    }

    /// Reads a fixture through the façade (format detected), named by its file name.
    static func read(fixture path: String, lenient: Bool = false) throws -> PlistDocument {
        let data = try Fixtures.data(path)
        return try PlistReader(options: options(lenient: lenient)).read(data, file: (path as NSString).lastPathComponent)
    }

    /// Reads JSON text with the format forced to JSON, as file `t.json`.
    static func read(_ text: String, lenient: Bool = false, duplicateKeysAreErrors: Bool = false) throws -> PlistDocument {
        var o = options(lenient: lenient, duplicateKeysAreErrors: duplicateKeysAreErrors)
        o.format = .json
        return try PlistReader(options: o).read(Data(text.utf8), file: "t.json")
    }

    /// Reads raw bytes with the format forced to JSON, as file `t.json`.
    static func read(bytes: [UInt8], options base: PlistReader.Options = PlistReader.Options()) throws -> PlistDocument {
        var o = base
        o.format = .json
        return try PlistReader(options: o).read(Data(bytes), file: "t.json")
    }

    /// The error reading `text` throws, or `nil` when it reads.
    static func error(_ text: String, lenient: Bool = false) -> PlistReadError? {
        error(bytes: Array(text.utf8), lenient: lenient)
    }

    /// The error reading `bytes` throws, or `nil` when they read.
    static func error(bytes: [UInt8], lenient: Bool = false) -> PlistReadError? {
        do {
            _ = try read(bytes: bytes, options: options(lenient: lenient))
            return nil
        } catch let e as PlistReadError {
            return e
        } catch {
            return PlistReadError(.syntax, "unexpected error type: \(error)")
        }
    }
}
