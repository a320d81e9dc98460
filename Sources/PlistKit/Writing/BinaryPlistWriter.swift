import Foundation

/// Writes a tree as a binary property list (`bplist00`, Apple's layout from CFBinaryPList.c).
///
/// ```swift
/// let bytes = try BinaryPlistWriter().write(document.root.value)
/// ```
///
/// The output is what CoreFoundation writes, and never larger than what CPython's plistlib
/// writes for the same value:
/// - Strings, integers, reals, dates, data, booleans and UIDs are written once and shared by
///   every reference to an equal value (strings compared by their exact Unicode scalars, so NFC
///   and NFD spellings stay two objects; reals by bit pattern, so `0.0` and `-0.0` stay apart).
///   Arrays and dictionaries are never merged, as in Apple's writer.
/// - Object references and offset-table entries use the smallest of 1, 2, 4 or 8 bytes that can
///   hold the object count and the offset table's offset (CoreFoundation's `_byteCount`).
/// - Integers: negative values as 8-byte two's complement (marker `0x13`), values above
///   `Int64.max` in the 16-byte form with the upper 8 bytes zero (marker `0x14`), others in
///   the smallest of 1, 2, 4 or 8 bytes. Reals as 8-byte `Float64` (`0x23`); dates as a
///   `Float64` of seconds since 2001-01-01T00:00:00Z (`0x33`).
/// - Strings as ASCII (`0x5N`) when every character is ASCII, else as big-endian UTF-16 (`0x6N`).
/// - Dictionaries keep the tree's key order; the root is object #0.
///
/// The tree is walked with an explicit stack: any depth is written without recursion.
public struct BinaryPlistWriter: Sendable {
    /// Creates a writer.
    public init() {}

    /// Encodes `value` as bplist00 bytes.
    /// - Parameter value: the root of the tree.
    /// - Returns: the whole file: header, objects, offset table and 32-byte trailer.
    /// - Throws: ``PlistWriteError`` of kind `unsupported-value` naming the key path when the
    ///   tree holds ``PlistValue/null`` (property lists have no null).
    public func write(_ value: PlistValue) throws -> Data {
        var flattener = BinaryPlistFlattener()
        try flattener.flatten(value)
        return Data(BinaryPlistEncoder.encode(flattener.objects))
    }
}
