import Foundation

/// Decodes the base64 text of `<data>` (RFC 4648 alphabet) as plist files write it.
///
/// XML whitespace (space, tab, CR, LF) anywhere is skipped: Apple writes data wrapped at a
/// fixed width and indented with tabs. Everything else outside `A–Z a–z 0–9 + /` is an error
/// naming the character (strict), or is skipped and counted (lenient, CoreFoundation's
/// behaviour). `=` may only pad the last group to four characters (`xx==`, `xxx=`); `====`
/// and padding in the middle are errors. Text without padding is accepted with all the bytes
/// it encodes (`AAECAwQ` gives 5 bytes) and reported as ``Result-swift.struct/isUnpadded``,
/// because CoreFoundation keeps only the complete groups; a lone last character (which cannot
/// encode a byte) is an error.
enum Base64Decoder {
    /// Why a text is not base64.
    enum Failure: Error, Equatable {
        /// The byte at this index (into the UTF-8 text) is outside the alphabet.
        case invalidCharacter(at: Int)
        /// `=` at this index is not valid padding.
        case invalidPadding(at: Int)
        /// The significant characters leave one character over after the last group.
        case truncated(significantCharacters: Int)
    }

    /// A decoded text.
    struct Result: Equatable {
        /// All bytes the text encodes.
        var bytes: Data
        /// Whether the last group was incomplete and unpadded (2 or 3 characters).
        var isUnpadded: Bool
        /// The number of bytes in complete four-character groups (what CoreFoundation keeps).
        var bytesInCompleteGroups: Int
        /// Characters outside the alphabet that were skipped (lenient mode only).
        var skippedCharacters: Int
        /// The index of the first skipped character, when any.
        var firstSkippedIndex: Int?
    }

    private static let table: [UInt8] = {
        var t = [UInt8](repeating: 0xFF, count: 256)
        let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)
        for (i, c) in alphabet.enumerated() { t[Int(c)] = UInt8(i) }
        for ws in [0x20, 0x09, 0x0A, 0x0D] { t[ws] = 0xFE }
        t[Int(UInt8(ascii: "="))] = 0xFD
        return t
    }()

    /// Decodes `text` (UTF-8 bytes).
    /// - Parameter skipInvalid: skip characters outside the alphabet instead of failing.
    static func decode(_ text: UnsafeBufferPointer<UInt8>, skipInvalid: Bool = false) -> Swift.Result<Result, Failure> {
        if let plain = decodePlain(text) { return .success(plain) }
        let capacity = text.count / 4 * 3 + 3
        // Decoded into scratch memory (on the stack when small), then copied once into `Data`.
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { scratch in
            Self.table.withUnsafeBufferPointer { table in
                decode(text, skipInvalid: skipInvalid, table: table, into: scratch)
            }
        }
    }

    private static func decode(_ text: UnsafeBufferPointer<UInt8>, skipInvalid: Bool, table: UnsafeBufferPointer<UInt8>,
                               into out: UnsafeMutableBufferPointer<UInt8>) -> Swift.Result<Result, Failure> {
        var count = 0
        var quad: UInt32 = 0
        var inQuad = 0
        var padding = 0
        var skipped = 0
        var firstSkipped: Int?
        let n = text.count
        var i = 0
        // Alphabet characters and whitespace until the first '='.
        while i < n {
            let v = table[Int(text[i])]
            if v < 64 {
                quad = quad << 6 | UInt32(v)
                inQuad += 1
                if inQuad == 4 {
                    out[count] = UInt8(truncatingIfNeeded: quad >> 16)
                    out[count + 1] = UInt8(truncatingIfNeeded: quad >> 8)
                    out[count + 2] = UInt8(truncatingIfNeeded: quad)
                    count += 3
                    quad = 0
                    inQuad = 0
                }
            } else if v == 0xFD {
                break
            } else if v != 0xFE {
                guard skipInvalid else { return .failure(.invalidCharacter(at: i)) }
                skipped += 1
                if firstSkipped == nil { firstSkipped = i }
            }
            i += 1
        }
        // From the first '=': only padding and whitespace.
        while i < n {
            let v = table[Int(text[i])]
            if v < 64 {
                return .failure(.invalidPadding(at: i))
            } else if v == 0xFD {
                // '=' completes a group of 2 or 3 characters, at most 2 of them.
                if padding == 0 && inQuad < 2 { return .failure(.invalidPadding(at: i)) }
                padding += 1
                if inQuad + padding > 4 { return .failure(.invalidPadding(at: i)) }
            } else if v != 0xFE {
                guard skipInvalid else { return .failure(.invalidCharacter(at: i)) }
                skipped += 1
                if firstSkipped == nil { firstSkipped = i }
            }
            i += 1
        }
        let significant = count / 3 * 4 + inQuad
        let complete = count
        if padding > 0 && inQuad + padding != 4 { return .failure(.invalidPadding(at: text.count)) }
        switch inQuad {
        case 0: break
        case 1: return .failure(.truncated(significantCharacters: significant))
        case 2:
            out[count] = UInt8(truncatingIfNeeded: quad >> 4)
            count += 1
        default:
            out[count] = UInt8(truncatingIfNeeded: quad >> 10)
            out[count + 1] = UInt8(truncatingIfNeeded: quad >> 2)
            count += 2
        }
        let bytes = out.baseAddress.map { Data(bytes: $0, count: count) } ?? Data()
        return .success(Result(bytes: bytes, isUnpadded: inQuad > 0 && padding == 0,
                               bytesInCompleteGroups: complete, skippedCharacters: skipped,
                               firstSkippedIndex: firstSkipped))
    }

    /// The usual form, decoded four characters at a time straight into the `Data`: groups of
    /// four alphabet characters, the last one possibly padded (`xx==`, `xxx=`), nothing else (no
    /// whitespace). `nil` for any other text, which ``decode(_:skipInvalid:)`` reads (and
    /// rejects) character by character; for this form both give the same result.
    private static func decodePlain(_ text: UnsafeBufferPointer<UInt8>) -> Result? {
        let n = text.count
        guard n > 0, n % 4 == 0 else { return nil }
        let padding = text[n - 1] != UInt8(ascii: "=") ? 0 : (text[n - 2] == UInt8(ascii: "=") ? 2 : 1)
        let groups = n / 4
        let byteCount = groups * 3 - padding
        var data = Data(count: byteCount)
        let decoded: Bool = table.withUnsafeBufferPointer { t in
            data.withUnsafeMutableBytes { (out: UnsafeMutableRawBufferPointer) -> Bool in
                var o = 0
                for g in 0..<groups {
                    let i = 4 * g
                    let a = t[Int(text[i])], b = t[Int(text[i + 1])], c = t[Int(text[i + 2])], d = t[Int(text[i + 3])]
                    // Alphabet values are below 64; whitespace, "=" and the rest are 0xFD and above.
                    if (a | b | c | d) < 64 {
                        let q = UInt32(a) << 18 | UInt32(b) << 12 | UInt32(c) << 6 | UInt32(d)
                        out[o] = UInt8(truncatingIfNeeded: q >> 16)
                        out[o + 1] = UInt8(truncatingIfNeeded: q >> 8)
                        out[o + 2] = UInt8(truncatingIfNeeded: q)
                        o += 3
                        continue
                    }
                    // Only the last group may hold padding, and only in its last one or two places.
                    guard g == groups - 1, padding > 0, (a | b) < 64, d == 0xFD,
                          padding == 2 ? c == 0xFD : c < 64 else { return false }
                    let q = UInt32(a) << 18 | UInt32(b) << 12 | (padding == 2 ? 0 : UInt32(c) << 6)
                    out[o] = UInt8(truncatingIfNeeded: q >> 16)
                    if padding == 1 { out[o + 1] = UInt8(truncatingIfNeeded: q >> 8) }
                }
                return true
            }
        }
        guard decoded else { return nil }
        return Result(bytes: data, isUnpadded: false, bytesInCompleteGroups: (padding > 0 ? groups - 1 : groups) * 3,
                      skippedCharacters: 0, firstSkippedIndex: nil)
    }

    /// Decodes a Swift string; see ``decode(_:skipInvalid:)``.
    static func decode(_ text: String, skipInvalid: Bool = false) -> Swift.Result<Result, Failure> {
        var copy = text
        return copy.withUTF8 { decode($0, skipInvalid: skipInvalid) }
    }
}
