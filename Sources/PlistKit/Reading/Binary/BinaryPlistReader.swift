/// Reads binary property lists (`bplist00`) into a located tree.
///
/// The layout is Apple's (CFBinaryPList.c): the `bplist00` header, the objects, an offset
/// table of big-endian offsets (1–8 bytes each), and a 32-byte trailer (see
/// ``BinaryPlistTrailer``). Objects are decoded straight from the buffer, each at most once:
/// shared objects (one object referenced from several places, as Apple's writer emits for
/// repeated strings and numbers) are decoded once and their value reused.
///
/// Every object type of bplist00 is read: null (`0x00`, read as ``PlistValue/null``), booleans,
/// integers of 1, 2, 4 (unsigned) and 8 (signed) bytes, 16-byte integers whose upper 8 bytes are
/// zero (the unsigned values above `Int64.max`), reals of 4 and 8 bytes, dates (a `Float64` of
/// seconds since 2001-01-01T00:00:00Z), data, ASCII and UTF-16BE strings, UIDs (as
/// ``PlistValue/uid(_:)``), arrays and dictionaries. Fill bytes (`0x0F`), sets and ordered sets
/// (`0xCN`, `0xBN`, which no property list can hold and Apple's own reader only accepts from
/// keyed archives), the bplist1x-only markers (URL, UUID, UTF-8 string) and unassigned markers
/// are errors.
///
/// Hardened for hostile input: every offset, count and length is checked against the buffer
/// with overflow-checked arithmetic before use; object counts whose offset table cannot fit
/// (such as 2^32) are rejected before anything is allocated; reference cycles are an error
/// (shared references are fine); nesting is limited by ``PlistReader/Options/maxDepth`` and the
/// number of values — counting a shared container once per place it appears — by
/// ``PlistReader/Options/maxValueCount`` and, relative to the file's size, by
/// ``PlistReader/Options/maxValuesPerInputByte``; the walk uses an explicit stack, never recursion.
///
/// A node's location is ``SourceLocation/byteOffset(_:)`` of its object; a dictionary key's
/// location is the offset of the key's string object.
struct BinaryPlistReader {
    /// The limits and policies in force.
    let options: PlistReader.Options

    /// Reads a whole bplist00 buffer.
    /// - Throws: ``PlistReadError`` of kind `invalid-binary` (broken layout, unsupported object,
    ///   dictionary key that is not a string), `reference-cycle`, `invalid-integer`,
    ///   `invalid-encoding`, `duplicate-key` (only with ``PlistReader/DuplicateKeyPolicy/error``) or
    ///   `limit-exceeded`, located at the offending byte and naming the object number and the key
    ///   path of the value being read.
    func read(_ bytes: UnsafeRawBufferPointer) throws -> PlistDocument {
        let trailer = try BinaryPlistTrailer(bytes, maxValueCount: options.maxValueCount)
        var parser = BinaryPlistParser(bytes: bytes, trailer: trailer, options: options)
        let root = try parser.parse()
        return PlistDocument(root: root, format: .binary, diagnostics: parser.findings.diagnostics)
    }
}
