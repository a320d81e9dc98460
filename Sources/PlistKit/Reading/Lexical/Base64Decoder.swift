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

    /// Decodes a Swift string; see ``decode(_:skipInvalid:)``.
    static func decode(_ text: String, skipInvalid: Bool = false) -> Swift.Result<Result, Failure> {
        var copy = text
        return copy.withUTF8 { decode($0, skipInvalid: skipInvalid) }
    }
}
