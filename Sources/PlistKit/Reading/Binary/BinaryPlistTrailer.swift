/// The 32-byte trailer at the end of a bplist00 file, validated against the buffer.
///
/// Layout (CFBinaryPList.c, `CFBinaryPlistTrailer`): 5 unused bytes, a sort-version byte,
/// the size in bytes of each offset-table entry, the size in bytes of each object reference,
/// then three big-endian `UInt64`s: the number of objects, the reference number of the root
/// object, and the byte offset of the offset table. The file is laid out as
/// `bplist00` · objects · offset table · trailer, and — as CoreFoundation requires — the
/// offset table ends exactly where the trailer starts.
struct BinaryPlistTrailer: Sendable {
    /// Bytes per offset-table entry, 1…8.
    let offsetSize: Int
    /// Bytes per object reference inside arrays and dictionaries, 1…8.
    let refSize: Int
    /// Number of objects (entries in the offset table), at least 1.
    let objectCount: Int
    /// Reference number of the root object, `< objectCount`.
    let topObject: Int
    /// Byte offset of the offset table; also the end (exclusive) of the object data.
    let offsetTableOffset: Int
    /// Byte offset of the trailer.
    let trailerStart: Int

    /// The length of the trailer in bytes.
    static let length = 32
    /// The length of the `bplist00` header in bytes.
    static let headerLength = 8

    /// Reads and checks the trailer of `bytes`.
    ///
    /// - Throws: ``PlistReadError`` of kind `invalid-binary` at the offending trailer field when
    ///   the file is too short, the header is not `bplist00`, a size is not 1…8 bytes or too small
    ///   for what it must address, there are no objects, the root is not among them, or the
    ///   offset table is not between the header and the trailer (this includes an object count
    ///   such as 2^32 whose table cannot fit in the file, found before anything is allocated);
    ///   `limit-exceeded` when the object count is above `maxValueCount`.
    init(_ bytes: UnsafeRawBufferPointer, maxValueCount: Int) throws {
        let minimum = Self.headerLength + 1 + Self.length
        guard bytes.count >= minimum else {
            throw PlistReadError(.invalidBinary,
                "binary plist of \(bytes.count) bytes is too short: it needs the 8-byte header, one object and the 32-byte trailer",
                at: .byteOffset(0))
        }
        guard bytes.starts(with: "bplist00".utf8) else {
            let version = String(decoding: UnsafeRawBufferPointer(rebasing: bytes[0..<8]), as: UTF8.self)
            // CoreFoundation checks only `bplist0` and reads the rest as bplist00; PlistKit stays
            // strict (a later version may change the layout) and says what Apple would do.
            let apple = bytes.starts(with: "bplist0".utf8) ? "; Apple's parser reads any bplist0? header as bplist00" : ""
            throw PlistReadError(.invalidBinary,
                "unsupported binary plist version \(UntrustedText.quoted(version)) (only bplist00 is read\(apple))",
                at: .byteOffset(0))
        }
        let t = bytes.count - Self.length
        trailerStart = t
        offsetSize = Int(bytes[t + 6])
        refSize = Int(bytes[t + 7])
        guard (1...8).contains(offsetSize) else {
            throw PlistReadError(.invalidBinary,
                "trailer gives an offset size of \(offsetSize) bytes; it must be 1 to 8", at: .byteOffset(t + 6))
        }
        guard (1...8).contains(refSize) else {
            throw PlistReadError(.invalidBinary,
                "trailer gives an object reference size of \(refSize) bytes; it must be 1 to 8", at: .byteOffset(t + 7))
        }
        let rawCount = BinaryPlistTrailer.uint64(bytes, t + 8)
        let rawTop = BinaryPlistTrailer.uint64(bytes, t + 16)
        let rawTable = BinaryPlistTrailer.uint64(bytes, t + 24)
        guard rawCount > 0 else {
            throw PlistReadError(.invalidBinary, "trailer declares no objects", at: .byteOffset(t + 8))
        }
        guard rawTop < rawCount else {
            throw PlistReadError(.invalidBinary,
                "trailer names object #\(rawTop) as the root, but there are only \(rawCount) objects", at: .byteOffset(t + 16))
        }
        guard let table = Int(exactly: rawTable), table >= Self.headerLength + 1, table < t else {
            throw PlistReadError(.invalidBinary,
                "trailer puts the offset table at byte \(rawTable), outside the file's object area (bytes 9 to \(t - 1))",
                at: .byteOffset(t + 24))
        }
        // count * offsetSize, then + table, both overflow-checked: a count of 2^32 or 2^63 is
        // rejected here, before any allocation.
        var end: Int?
        if let count = Int(exactly: rawCount) {
            let (size, o1) = count.multipliedReportingOverflow(by: offsetSize)
            let (sum, o2) = table.addingReportingOverflow(size)
            if !o1 && !o2 { end = sum }
        }
        guard let tableEnd = end, tableEnd <= t else {
            throw PlistReadError(.invalidBinary,
                "trailer declares \(rawCount) objects, but their offset table of \(offsetSize)-byte entries at byte \(table) runs past the trailer at byte \(t)",
                at: .byteOffset(t + 8))
        }
        guard tableEnd == t else {
            throw PlistReadError(.invalidBinary,
                "\(t - tableEnd) unexpected bytes between the end of the offset table (byte \(tableEnd)) and the trailer (byte \(t))",
                at: .byteOffset(tableEnd))
        }
        let count = (tableEnd - table) / offsetSize
        if refSize < 8 && UInt64(truncatingIfNeeded: count) >= (1 as UInt64) << (8 * refSize) {
            throw PlistReadError(.invalidBinary,
                "object references of \(refSize) bytes cannot address all \(count) objects", at: .byteOffset(t + 7))
        }
        if offsetSize < 8 && UInt64(truncatingIfNeeded: table) >= (1 as UInt64) << (8 * offsetSize) {
            throw PlistReadError(.invalidBinary,
                "offsets of \(offsetSize) bytes cannot reach the offset table at byte \(table)", at: .byteOffset(t + 6))
        }
        if count > maxValueCount {
            throw PlistReadError(.limitExceeded,
                "binary plist declares \(count) objects, more than the limit of \(maxValueCount) (raise PlistReader.Options.maxValueCount)",
                at: .byteOffset(t + 8))
        }
        guard let top = Int(exactly: rawTop) else {  // unreachable: rawTop < count
            throw PlistReadError(.invalidBinary, "trailer root object #\(rawTop) is out of range", at: .byteOffset(t + 16))
        }
        objectCount = count
        topObject = top
        offsetTableOffset = table
    }

    /// The big-endian `UInt64` at `position`; the caller guarantees 8 readable bytes.
    @inline(__always)
    static func uint64(_ bytes: UnsafeRawBufferPointer, _ position: Int) -> UInt64 {
        UInt64(bigEndian: bytes.loadUnaligned(fromByteOffset: position, as: UInt64.self))
    }
}
