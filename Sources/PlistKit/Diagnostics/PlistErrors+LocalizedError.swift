import Foundation

// Foundation's `LocalizedError` for every public error, so that `error.localizedDescription`
// (and an alert or a log that shows it) gives the compiler-style findings instead of "The
// operation could not be completed. (PlistKit.PlistDecodingError error 1.)". The text is each
// error's `description`, the same `print(error)` shows.

extension PlistReadError: LocalizedError {
    /// The compiler-style headline, as ``description``:
    /// `b-bad.plist:7:3: error: [syntax] …`.
    public var errorDescription: String? { description }
}

extension PlistDecodingError: LocalizedError {
    /// Every finding, one compiler-style headline per line, as ``description``.
    public var errorDescription: String? { description }
}

extension JSONSchemaError: LocalizedError {
    /// The compiler-style headline naming the schema file, line and JSON Pointer, as
    /// ``description``.
    public var errorDescription: String? { description }
}

extension PlistKeyPathError: LocalizedError {
    /// The key path, the failing component and why, as ``description``.
    public var errorDescription: String? { description }
}

extension PlistKeyPath.SyntaxError: LocalizedError {
    /// What is wrong with the key path text and where, as ``description``.
    public var errorDescription: String? { description }
}

extension PlistWriteError: LocalizedError {
    /// `error: [rule] message`, as ``description``.
    public var errorDescription: String? { description }
}

extension PlistEditError: LocalizedError {
    /// The verb, the key path and why the edit cannot be made, as ``description``:
    /// `cannot insert at "CFBundleVersion": the key already exists`.
    public var errorDescription: String? { description }
}

extension PlistSourceEditError: LocalizedError {
    /// The one-line ``message``, as ``description``.
    public var errorDescription: String? { description }
}
