import Foundation

// Decoding of single objects (bplist00 object formats, CFBinaryPList.c):
//
//   null 0000 0000 · false 0000 1000 · true 0000 1001 · fill 0000 1111
//   int  0001 0nnn + 2^nnn big-endian bytes (1, 2, 4 unsigned; 8 signed; 16: see below)
//   real 0010 0nnn + 2^nnn bytes (4 or 8) · date 0011 0011 + 8-byte Float64
//   data 0100 nnnn [int] bytes · ASCII string 0101 nnnn [int] bytes
//   UTF-16 string 0110 nnnn [int] big-endian code units · UID 1000 nnnn + nnnn+1 bytes
//   array 1010 nnnn [int] refs · set 1100 nnnn [int] refs · dict 1101 nnnn [int] keyrefs valrefs
//
// where nnnn = 1111 means the count follows as an int object. Every read below is bounds-checked
// against the end of the object data (the offset table's offset) first.

extension BinaryPlistParser {
    /// The byte offset of object `index` (`index < objectCount`), read from the offset table.
    /// - Throws: `invalid-binary` at the table entry when the offset is outside the object data.
    func objectOffset(_ index: Int) throws -> Int {
        let entry = trailer.offsetTableOffset + index * trailer.offsetSize  // inside the table
        let raw = readUInt(at: entry, size: trailer.offsetSize)
        guard let offset = Int(exactly: raw), offset >= BinaryPlistTrailer.headerLength, offset < objectsEnd else {
            throw PlistReadError(.invalidBinary,
                "offset table gives object #\(index) the offset \(raw), outside the object data (bytes 8 to \(objectsEnd - 1))",
                at: .byteOffset(entry))
        }
        return offset
    }

    /// The object number stored at `position` (a reference inside an array or dictionary).
    /// - Throws: `invalid-binary` at the reference when it names no object.
    func reference(at position: Int) throws -> Int {
        let raw = readUInt(at: position, size: trailer.refSize)
        guard let index = Int(exactly: raw), index < trailer.objectCount else {
            throw PlistReadError(.invalidBinary,
                "reference to object #\(raw), but there are only \(trailer.objectCount) objects",
                at: .byteOffset(position))
        }
        return index
    }

    /// Decodes the key object `index` of a dictionary, which must be a string.
    mutating func decodeKey(_ index: Int) throws -> (String, Int) {
        let offset = try objectOffset(index)
        if weights[index] > 0, case .string(let key)? = memo[index] { return (key, offset) }
        let marker = bytes[offset]
        guard marker >> 4 == 0x5 || marker >> 4 == 0x6,
              case .value(let value) = try header(of: index, at: offset), case .string(let key) = value else {
            throw PlistReadError(.invalidBinary,
                "dictionary key is \(Self.withArticle(Self.kindName(ofMarker: marker))), not a string (object #\(index))",
                at: .byteOffset(offset))
        }
        memo[index] = value
        weights[index] = 1
        return (key, offset)
    }

    /// Decodes object `index` at `offset`: a scalar's value, or a container's count and where
    /// its references start (checked to lie within the object data).
    /// The rule id of the warning for a UID above 32 bits.
    static let wideUIDRule = DiagnosticRule.wideUID.id

    mutating func header(of index: Int, at offset: Int) throws -> Header {
        let marker = bytes[offset]
        let low = Int(marker & 0x0F)
        switch marker >> 4 {
        case 0x0:
            switch marker {
            case 0x00: return .value(.null)
            case 0x08: return .value(.bool(false))
            case 0x09: return .value(.bool(true))
            case 0x0F:
                throw PlistReadError(.invalidBinary, "fill byte 0x0F is not an object (object #\(index))", at: .byteOffset(offset))
            default:
                throw unknownMarker(marker, index, offset)
            }
        case 0x1:
            guard low <= 4 else {
                throw PlistReadError(.invalidBinary,
                    "integer marker \(Self.hex(marker)) gives a size of 2^\(low) bytes; only 1, 2, 4, 8 and 16 are read (object #\(index))",
                    at: .byteOffset(offset))
            }
            let size = 1 << low
            try ensure(offset + 1, size, "integer of \(size) bytes", index, offset)
            return .value(.integer(try integer(at: offset + 1, size: size, index, offset)))
        case 0x2:
            guard low == 2 || low == 3 else {
                throw PlistReadError(.invalidBinary,
                    "real marker \(Self.hex(marker)) gives a size of 2^\(low) bytes; only 4 and 8 are read (object #\(index))",
                    at: .byteOffset(offset))
            }
            let size = 1 << low
            try ensure(offset + 1, size, "real of \(size) bytes", index, offset)
            if size == 4 {
                let bits = UInt32(truncatingIfNeeded: readUInt(at: offset + 1, size: 4))
                return .value(.real(Double(Float(bitPattern: bits))))
            }
            return .value(.real(Double(bitPattern: readUInt(at: offset + 1, size: 8))))
        case 0x3:
            guard marker == 0x33 else { throw unknownMarker(marker, index, offset) }
            try ensure(offset + 1, 8, "date", index, offset)
            let seconds = Double(bitPattern: readUInt(at: offset + 1, size: 8))
            // The XML form (YYYY-MM-DDTHH:MM:SSZ) holds years 0001 to 9999 only; NaN and the
            // infinities are no time at all.
            guard seconds.isFinite, seconds >= Self.earliestDate, seconds < Self.dateLimit else {
                throw PlistReadError(.invalidDate,
                    DiagnosticRule.invalidDateMessage("(object #\(index))", "\(seconds) seconds from 2001-01-01T00:00:00Z is not a time in the years 0001 to 9999"),
                    at: .byteOffset(offset))
            }
            return .value(.date(Date(timeIntervalSinceReferenceDate: seconds)))
        case 0x4:
            let (count, start) = try length(marker, "data", index, offset)
            try ensure(start, count, "data of \(count) bytes", index, offset)
            try checkStringLimit(count, "data", offset)
            return .value(.data(Data(UnsafeRawBufferPointer(rebasing: bytes[start..<(start + count)]))))
        case 0x5:
            let (count, start) = try length(marker, "string", index, offset)
            try ensure(start, count, "string of \(count) bytes", index, offset)
            try checkStringLimit(count, "string", offset)
            return .value(.string(try asciiString(start, count, index, offset)))
        case 0x6:
            let (count, start) = try length(marker, "string", index, offset)
            let (byteCount, overflow) = count.multipliedReportingOverflow(by: 2)
            try ensure(start, overflow ? Int.max : byteCount, "string of \(count) UTF-16 code units", index, offset)
            try checkStringLimit(byteCount, "string", offset)
            return .value(.string(try utf16String(start, count, index, offset)))
        case 0x8:
            let size = low + 1
            try ensure(offset + 1, size, "UID of \(size) bytes", index, offset)
            guard size <= 8 || readUInt(at: offset + 1, size: size - 8) == 0 else {
                throw PlistReadError(.invalidInteger,
                    DiagnosticRule.notIn64BitsMessage("UID", object: index), at: .byteOffset(offset))
            }
            let uid = readUInt(at: offset + 1 + max(0, size - 8), size: min(size, 8))
            if uid > UInt64(UInt32.max) {
                // Read (the format holds 64 bits), but CoreFoundation fails the whole file on a
                // UID above UINT32_MAX (CFBinaryPList.c), so it is worth a word.
                findings.append(Diagnostic(severity: .warning, rule: Self.wideUIDRule,
                    message: "UID \(uid) is above 4294967295: Apple's parser rejects the file (object #\(index))",
                    location: .byteOffset(offset), keyPath: currentPath().description))
            }
            return .value(.uid(uid))
        case 0xA, 0xD:
            let isDictionary = marker >> 4 == 0xD
            let what = isDictionary ? "dictionary" : "array"
            let (count, start) = try length(marker, what, index, offset)
            let (refs, o1) = count.multipliedReportingOverflow(by: isDictionary ? 2 * trailer.refSize : trailer.refSize)
            try ensure(start, o1 ? Int.max : refs,
                       isDictionary ? "dictionary of \(count) entries" : "array of \(count) elements", index, offset)
            return .container(isDictionary: isDictionary, count: count, refsStart: start)
        case 0xB, 0xC:
            throw PlistReadError(.invalidBinary,
                "\(Self.kindName(ofMarker: marker)) (marker \(Self.hex(marker))) is not a property-list value (object #\(index))",
                at: .byteOffset(offset))
        default:
            throw unknownMarker(marker, index, offset)
        }
    }

    /// 0001-01-01T00:00:00Z in seconds from 2001-01-01T00:00:00Z, the earliest date accepted.
    static let earliestDate: Double = -63_113_904_000
    /// 10000-01-01T00:00:00Z in seconds from 2001-01-01T00:00:00Z: dates must be earlier.
    static let dateLimit: Double = 252_423_993_600

    /// A bplist00 integer of `size` bytes at `position`: 1, 2 and 4 bytes unsigned, 8 bytes
    /// signed (two's complement), 16 bytes only when the upper 8 bytes are zero (Apple's form for
    /// values above `Int64.max`), read as unsigned.
    private func integer(at position: Int, size: Int, _ index: Int, _ offset: Int) throws -> PlistInteger {
        switch size {
        case 8:
            return PlistInteger(Int64(bitPattern: readUInt(at: position, size: 8)))
        case 16:
            guard readUInt(at: position, size: 8) == 0 else {
                throw PlistReadError(.invalidInteger,
                    DiagnosticRule.notIn64BitsMessage("integer", object: index), at: .byteOffset(offset))
            }
            return PlistInteger(readUInt(at: position + 8, size: 8))
        default:
            return PlistInteger(readUInt(at: position, size: size))
        }
    }

    /// The count in the marker's low nibble, or — when it is `0xF` — in the int object after the
    /// marker; returns the count and where the content starts.
    private func length(_ marker: UInt8, _ what: String, _ index: Int, _ offset: Int) throws -> (Int, Int) {
        let low = Int(marker & 0x0F)
        if low != 0x0F { return (low, offset + 1) }
        let position = offset + 1
        try ensure(position, 1, "length of \(what)", index, offset)
        let lengthMarker = bytes[position]
        guard lengthMarker >> 4 == 0x1, lengthMarker & 0x0F <= 3 else {
            throw PlistReadError(.invalidBinary,
                "length of \(what) has marker \(Self.hex(lengthMarker)); it must be an integer of 1, 2, 4 or 8 bytes (object #\(index))",
                at: .byteOffset(position))
        }
        let size = 1 << Int(lengthMarker & 0x0F)
        try ensure(position + 1, size, "length of \(what)", index, offset)
        let raw = readUInt(at: position + 1, size: size)
        guard let count = Int(exactly: raw) else {
            throw PlistReadError(.invalidBinary,
                DiagnosticRule.runsPastObjectDataMessage("\(what) of \(raw) items", end: objectsEnd, object: index),
                at: .byteOffset(offset))
        }
        return (count, position + 1 + size)
    }

    /// Checks that `count` bytes from `start` lie before the end of the object data.
    @inline(__always)
    private func ensure(_ start: Int, _ count: Int, _ what: @autoclosure () -> String, _ index: Int, _ offset: Int) throws {
        let (end, overflow) = start.addingReportingOverflow(count)
        guard !overflow, end <= objectsEnd else {
            throw PlistReadError(.invalidBinary,
                DiagnosticRule.runsPastObjectDataMessage(what(), end: objectsEnd, object: index),
                at: .byteOffset(offset))
        }
    }

    private func checkStringLimit(_ byteCount: Int, _ what: String, _ offset: Int) throws {
        guard byteCount <= options.maxStringLength else {
            throw PlistReadError(.limitExceeded,
                DiagnosticRule.readerStringLengthMessage(limit: options.maxStringLength, what: what),
                at: .byteOffset(offset))
        }
    }

    private func unknownMarker(_ marker: UInt8, _ index: Int, _ offset: Int) -> PlistReadError {
        PlistReadError(.invalidBinary,
            "unknown object marker \(Self.hex(marker)) (object #\(index))", at: .byteOffset(offset))
    }

    /// The unsigned big-endian integer of `size` (1…8) bytes at `position`; the caller has
    /// checked that the bytes are in the buffer.
    @inline(__always)
    func readUInt(at position: Int, size: Int) -> UInt64 {
        switch size {
        case 1: return UInt64(bytes[position])
        case 2: return UInt64(UInt16(bigEndian: bytes.loadUnaligned(fromByteOffset: position, as: UInt16.self)))
        case 4: return UInt64(UInt32(bigEndian: bytes.loadUnaligned(fromByteOffset: position, as: UInt32.self)))
        case 8: return UInt64(bigEndian: bytes.loadUnaligned(fromByteOffset: position, as: UInt64.self))
        default:
            var value: UInt64 = 0
            for i in 0..<size { value = value << 8 | UInt64(bytes[position + i]) }
            return value
        }
    }
}
