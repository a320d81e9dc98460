/// A file path given as the bytes the system takes rather than as a `String`: a name that is
/// not valid UTF-8 (a file named with byte 0xFF), which Swift and Foundation repair to U+FFFD
/// and so can never reach, is reached this way. For `plist-lint`, which walks folders and reads
/// arguments by their bytes; not API.
@_spi(PlistLint)
public enum RawFilePath {
    /// Calls `body` with `path` as a NUL-terminated C string, valid only during the call.
    ///
    /// - Parameters:
    ///   - path: the path's bytes, without a NUL (a NUL would end the path there, as in C).
    ///   - body: the call to make with the C string; what it throws is rethrown.
    /// - Returns: what `body` returns.
    public static func withCString<R>(_ path: [UInt8], _ body: (UnsafePointer<CChar>) throws -> R) rethrows -> R {
        try (path + [0]).withUnsafeBufferPointer { bytes in
            // Never nil: the buffer holds at least the NUL.
            try bytes.withMemoryRebound(to: CChar.self) { try body($0.baseAddress!) }
        }
    }
}
