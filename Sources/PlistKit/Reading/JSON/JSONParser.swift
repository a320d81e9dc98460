/// The iterative RFC 8259 parser behind ``JSONPlistReader``: values are read by
/// ``JSONScanner``; open arrays and objects live on an explicit stack of ``Frame``s, so the
/// nesting depth of the input never becomes recursion depth.
struct JSONParser {
    var scanner: JSONScanner
    let options: PlistReader.Options
    var frames: [Frame] = []
    /// Per nesting depth, the size of the last container closed there: the capacity hint for
    /// the next one opened there (records of one shape then need no regrowth).
    var sizeHints: [Int] = []
    /// Per nesting depth, the member names of the last object closed there that was not itself
    /// of that shape (and had no repeated name): see ``Frame/followsShape``.
    var shapes: [[String]] = []
    var findings = FindingList()
    var valueCount = 0
    /// Whether a member name is being read (errors then belong to the object, not a member).
    var readingMemberName = false
    /// The arrays whose elements go to a sink as soon as each is complete instead of into the
    /// array (which then stays empty); `nil`: every value is kept.
    var streaming: TreeStreaming?
    /// The keys of the root object's members that ``TreeStreaming/rootDictionaryKeeps`` did not
    /// accept; set when the root object opens under it, else `nil`.
    var omittedRootKeys: OmittedKeys?

    /// The message for text after the one JSON value.
    static let extraDataMessage = "extra data after the JSON value"

    init(scanner: JSONScanner, options: PlistReader.Options) {
        self.scanner = scanner
        self.options = options
    }

    /// Parses the whole input: one value, surrounded by optional whitespace (and comments in
    /// lenient mode).
    /// - Throws: ``PlistReadError`` located at the offending byte, with the key path of the value
    ///   being read.
    mutating func parseDocument() throws -> PlistNode {
        do {
            let root = try parseValues()
            try scanner.skipWhitespace()
            if scanner.pos < scanner.end {
                throw scanner.error(.syntax, Self.extraDataMessage, at: scanner.pos)
            }
            return root
        } catch var error as PlistReadError {
            if error.keyPath == nil { error.keyPath = path()?.description }
            error.precedingDiagnostics = findings.diagnostics
            throw error
        }
    }

    /// Reads values until the outermost one is complete.
    private mutating func parseValues() throws -> PlistNode {
        try scanner.skipWhitespace()
        valueLoop: while true {
            // A value starts at scanner.pos (whitespace skipped).
            var node: PlistNode
            let start = scanner.pos
            guard start < scanner.end else { throw unexpectedEnd() }
            valueCount += 1
            if valueCount > options.maxValueCount {
                throw scanner.error(.limitExceeded,
                    DiagnosticRule.readerValueCountMessage(limit: options.maxValueCount), at: start)
            }
            switch scanner.base[start] {
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                let isObject = scanner.base[start] == UInt8(ascii: "{")
                if frames.count >= options.maxDepth {
                    throw scanner.error(.limitExceeded,
                        DiagnosticRule.readerDepthMessage(limit: options.maxDepth), at: start)
                }
                let location = scanner.location(at: start)
                scanner.pos += 1
                try scanner.skipWhitespace()
                let close = isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")
                if scanner.pos < scanner.end && scanner.base[scanner.pos] == close {
                    scanner.pos += 1
                    node = PlistNode(isObject ? .dictionary(PlistDictionary()) : .array([]), location: location)
                } else {
                    let streamedPath = isObject ? nil : streaming?.streamedPath(depth: frames.count) { keyPath() }
                    if isObject && frames.isEmpty && streaming?.rootDictionaryKeeps != nil { omittedRootKeys = OmittedKeys() }
                    frames.append(Frame(isObject: isObject, location: location,
                                        capacity: frames.count < sizeHints.count ? min(sizeHints[frames.count], 64) : 0,
                                        streamedPath: streamedPath))
                    if isObject { try readMemberName() }
                    continue valueLoop
                }
            case UInt8(ascii: "\""):
                let location = scanner.location(at: start)
                node = PlistNode(.string(try scanner.scanString()), location: location)
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                node = try scanner.scanNumber()
            case UInt8(ascii: "t"):
                node = try literal("true", .bool(true))
            case UInt8(ascii: "f"):
                node = try literal("false", .bool(false))
            case UInt8(ascii: "n"):
                node = try literal("null", .null)
            default:
                throw invalidValue(at: start)
            }
            node.setSourceEnd(scanner.pos)
            // The value is complete: attach it, then read separators and closing brackets.
            while true {
                guard !frames.isEmpty else { return node }
                try attach(consume node)
                try scanner.skipWhitespace()
                let top = frames.count - 1
                let isObject = frames[top].isObject
                let close = isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")
                let p = scanner.pos
                guard p < scanner.end else { throw unexpectedEnd() }
                let b = scanner.base[p]
                if b == UInt8(ascii: ",") {
                    scanner.pos += 1
                    try scanner.skipWhitespace()
                    if scanner.pos < scanner.end && scanner.base[scanner.pos] == close {
                        guard scanner.lenient else {
                            throw scanner.error(.syntax, "trailing comma", at: scanner.pos)
                        }
                        scanner.pos += 1
                        node = closeFrame(end: scanner.pos)
                        continue
                    }
                    if isObject { try readMemberName() }
                    continue valueLoop
                }
                if b == close {
                    scanner.pos += 1
                    node = closeFrame(end: scanner.pos)
                    continue
                }
                let what = isObject ? "\",\" or \"}\" after an object member" : "\",\" or \"]\" after an array element"
                throw scanner.error(.syntax, DiagnosticRule.expectedMessage(what, found: scanner.describe(at: p)), at: p)
            }
        }
    }

    /// Reads `"name" :` of the innermost object into its frame, leaving the scanner at the value.
    private mutating func readMemberName() throws {
        let p = scanner.pos
        guard p < scanner.end else { throw unexpectedEnd() }
        guard scanner.base[p] == UInt8(ascii: "\"") else {
            throw scanner.error(.syntax, DiagnosticRule.expectedMessage("a member name in double quotes", found: scanner.describe(at: p)), at: p)
        }
        let location = scanner.location(at: p)
        readingMemberName = true
        let key = try scanner.scanMemberName()
        readingMemberName = false
        let top = frames.count - 1
        frames[top].key = key
        frames[top].keyLocation = location
        frames[top].keyEnd = scanner.pos
        try scanner.skipWhitespace()
        let colon = scanner.pos
        guard colon < scanner.end else { throw unexpectedEnd() }
        guard scanner.base[colon] == UInt8(ascii: ":") else {
            throw scanner.error(.syntax, DiagnosticRule.expectedMessage("\":\" after member name \(UntrustedText.quoted(key))", found: scanner.describe(at: colon)), at: colon)
        }
        scanner.pos += 1
        try scanner.skipWhitespace()
    }

    /// `true`, `false` or `null` at the cursor.
    private mutating func literal(_ word: StaticString, _ value: PlistValue) throws -> PlistNode {
        let start = scanner.pos
        let count = word.utf8CodeUnitCount
        guard start + count <= scanner.end,
              memcmpEqual(scanner.base + start, word.utf8Start, count),
              start + count == scanner.end || !Self.isWordByte(scanner.base[start + count]) else {
            throw invalidValue(at: start)
        }
        scanner.pos += count
        return PlistNode(value, location: scanner.location(at: start))
    }

    private func memcmpEqual(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, _ n: Int) -> Bool {
        for k in 0..<n where a[k] != b[k] { return false }
        return true
    }

    /// Bytes that continue a bare word (`truex`, `nulls`): letters, digits, `_`, and non-ASCII.
    private static func isWordByte(_ b: UInt8) -> Bool {
        switch b {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), 0x80...0xFF:
            return true
        default:
            return false
        }
    }

    /// The error for a byte at `p` that cannot start a value: a bare word (`NaN`, `.5`, `+1`,
    /// `'a'`) is quoted whole, a structural character or other byte is named.
    private func invalidValue(at p: Int) -> PlistReadError {
        let b = scanner.base[p]
        switch b {
        case UInt8(ascii: ","), UInt8(ascii: "]"), UInt8(ascii: "}"), UInt8(ascii: ":"):
            return scanner.error(.syntax, DiagnosticRule.expectedMessage("a value", found: scanner.describe(at: p)), at: p)
        default:
            break
        }
        guard b > 0x20 && b != 0x7F else {
            return scanner.error(.syntax, "invalid value: \(scanner.describe(at: p))", at: p)
        }
        var e = p
        while e < scanner.end, e - p < 100 {
            let c = scanner.base[e]
            if c <= 0x20 || c == 0x7F || c == UInt8(ascii: ",") || c == UInt8(ascii: "]") || c == UInt8(ascii: "}")
                || c == UInt8(ascii: ":") || c == UInt8(ascii: "[") || c == UInt8(ascii: "{") || c == UInt8(ascii: "\"") { break }
            e += 1
        }
        var q = p
        var continuation = 0
        while q < e {
            if scanner.base[q] < 0x80 { q += 1; continue }
            guard let n = scanner.utf8SequenceLength(at: q) else {
                var error = scanner.invalidUTF8(at: q)
                error.location?.column -= continuation
                return error
            }
            continuation += n - 1
            q += n
        }
        let word = String(decoding: UnsafeBufferPointer(start: scanner.base + p, count: max(e - p, 1)), as: UTF8.self)
        return scanner.error(.syntax, "invalid value \(UntrustedText.quoted(word))", at: p)
    }

    /// The error for the end of the input where more was required.
    private func unexpectedEnd() -> PlistReadError {
        if let frame = frames.last {
            let kind = frame.isObject ? "object" : "array"
            return scanner.error(.syntax, DiagnosticRule.unterminatedJSONMessage(kind, openedAt: frame.location), at: scanner.end)
        }
        return scanner.error(.syntax, DiagnosticRule.expectedMessage("a value", found: "the end of the file"), at: scanner.end)
    }
}
