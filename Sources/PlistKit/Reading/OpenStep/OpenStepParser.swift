/// The iterative OpenStep parser behind ``OpenStepPlistReader``: tokens are read by
/// ``OpenStepScanner``; open arrays and dictionaries live on an explicit stack of ``Frame``s,
/// so the nesting depth of the input never becomes recursion depth.
///
/// Grammar (CoreFoundation's `CFOldStylePList.c`):
/// - value: `{` dictionary `}`, `(` array `)`, `<` data `>`, a quoted or an unquoted string;
/// - dictionary: `key = value;` pairs, or `key;` (the strings-file shortcut: the value is the
///   key); a key is a quoted or unquoted string;
/// - array: values separated by `,`, with an optional trailing `,`;
/// - document: whitespace only is an empty dictionary; a value, or, when the first value is a
///   string followed by more text, the pairs of a dictionary without braces (a strings file).
struct OpenStepParser {
    var scanner: OpenStepScanner
    let options: PlistReader.Options
    var frames: [Frame] = []
    /// Per nesting depth, the size of the last container closed there: the capacity hint for
    /// the next one opened there.
    var sizeHints: [Int] = []
    var findings = FindingList()
    var valueCount = 0
    /// Whether a key is being read (errors then belong to the dictionary, not an entry).
    var readingKey = false
    /// Whether syntax only OpenStep has was read: `=` or `;` after a key, `(`, `<…>`, a
    /// string in `'` (``OpenStepPlistReader/readNotingSyntax(_:)``).
    var usedOpenStepSyntax = false

    init(scanner: OpenStepScanner, options: PlistReader.Options) {
        self.scanner = scanner
        self.options = options
    }

    /// Parses the whole input.
    /// - Throws: ``PlistReadError`` located at the offending character, with the key path of
    ///   the value being read.
    mutating func parseDocument() throws -> PlistNode {
        do {
            let start = scanner
            try scanner.skipWhitespace()
            if scanner.isAtEnd {
                // CoreFoundation: "A file consisting only of whitespace (or empty) is now
                // defined to be an empty dictionary".
                return PlistNode(.dictionary(PlistDictionary()), location: start.location)
            }
            let root = try parseValues()
            try scanner.skipWhitespace()
            if scanner.isAtEnd { return root }
            guard root.value.stringValue != nil else {
                throw scanner.error(.syntax, "extra data after the property list, found \(scanner.describeNext())")
            }
            // A string followed by more text: a strings file, a dictionary without braces.
            scanner = start
            valueCount = 0
            findings = FindingList()
            frames = [Frame(kind: .stringsFile, location: start.location)]
            try scanner.skipWhitespace()
            guard try readKey() else { return closeFrame() }
            return try parseValues(first: try readEquals())
        } catch var error as PlistReadError {
            if error.keyPath == nil { error.keyPath = path()?.description }
            error.precedingDiagnostics = findings.diagnostics
            throw error
        }
    }

    /// Reads values until the outermost one is complete (with a strings-file frame on the
    /// stack: until its end).
    ///
    /// - Parameter first: a value already complete (a strings file's first `key;`), or `nil`
    ///   when a value starts at the cursor.
    private mutating func parseValues(first: PlistNode? = nil) throws -> PlistNode {
        var pending = first
        valueLoop: while true {
            // `nil`: a container was opened; its first value or key is next.
            guard var complete = try pending ?? parseValueStart() else { continue valueLoop }
            pending = nil
            while true {
                guard !frames.isEmpty else { return complete }
                try attach(complete)
                try scanner.skipWhitespace()
                let top = frames.count - 1
                if frames[top].kind == .array {
                    switch try scanner.peek() {
                    case UInt32(UInt8(ascii: ",")):
                        try scanner.advance()
                        try scanner.skipWhitespace()
                        if try scanner.peek() == UInt32(UInt8(ascii: ")")) {
                            try scanner.advance()
                            complete = closeFrame()
                            continue
                        }
                        continue valueLoop
                    case UInt32(UInt8(ascii: ")")):
                        try scanner.advance()
                        complete = closeFrame()
                        continue
                    case nil:
                        throw unexpectedEnd()
                    default:
                        throw scanner.error(.syntax, DiagnosticRule.expectedMessage("\",\" or \")\" after an array element", found: scanner.describeNext()))
                    }
                }
                guard try scanner.peek() == UInt32(UInt8(ascii: ";")) else {
                    throw scanner.error(.syntax,
                        "missing \";\" after the value of \(UntrustedText.quoted(frames[top].key)), found \(scanner.describeNext())")
                }
                try scanner.advance()
                try scanner.skipWhitespace()
                if frames[top].kind == .dictionary, try scanner.peek() == UInt32(UInt8(ascii: "}")) {
                    try scanner.advance()
                    complete = closeFrame()
                    continue
                }
                if try !readKey() {
                    complete = closeFrame()
                    continue
                }
                if let shortcut = try readEquals() {
                    complete = shortcut
                    continue
                }
                continue valueLoop
            }
        }
    }

    /// Starts the value at the cursor (whitespace skipped): a complete scalar, or `nil` after
    /// opening a container (its first key or value is then at the cursor, or it is closed and
    /// returned when empty).
    private mutating func parseValueStart() throws -> PlistNode? {
        guard let c = try scanner.peek() else { throw unexpectedEnd() }
        valueCount += 1
        if valueCount > options.maxValueCount {
            throw scanner.error(.limitExceeded, DiagnosticRule.readerValueCountMessage(limit: options.maxValueCount))
        }
        let location = scanner.location
        switch c {
        case UInt32(UInt8(ascii: "{")), UInt32(UInt8(ascii: "(")):
            if c == UInt32(UInt8(ascii: "(")) { usedOpenStepSyntax = true }
            if frames.count >= options.maxDepth {
                throw scanner.error(.limitExceeded, DiagnosticRule.readerDepthMessage(limit: options.maxDepth))
            }
            let isDictionary = c == UInt32(UInt8(ascii: "{"))
            try scanner.advance()
            try scanner.skipWhitespace()
            let close = UInt32(UInt8(ascii: isDictionary ? "}" : ")"))
            if try scanner.peek() == close {
                try scanner.advance()
                var node = PlistNode(isDictionary ? .dictionary(PlistDictionary()) : .array([]), location: location)
                node.setSourceEnd(scanner.pos)
                return node
            }
            frames.append(Frame(kind: isDictionary ? .dictionary : .array, location: location,
                                capacity: frames.count < sizeHints.count ? min(sizeHints[frames.count], 64) : 0))
            guard isDictionary else { return nil }
            guard try readKey() else { throw unexpectedEnd() }
            if let shortcut = try readEquals() { return shortcut }
            return nil
        case UInt32(UInt8(ascii: "<")):
            usedOpenStepSyntax = true
            var node = PlistNode(try scanner.scanAngleBrackets(), location: location)
            node.setSourceEnd(scanner.pos)
            return node
        case UInt32(UInt8(ascii: "\"")), UInt32(UInt8(ascii: "'")):
            if c == UInt32(UInt8(ascii: "'")) { usedOpenStepSyntax = true }
            var node = PlistNode(.string(try scanner.scanQuotedString()), location: location)
            node.setSourceEnd(scanner.pos)
            return node
        default:
            guard OpenStepScanner.isUnquotedCharacter(c) else {
                throw scanner.error(.syntax, DiagnosticRule.expectedMessage("a value", found: scanner.describeNext()))
            }
            var node = PlistNode(.string(try scanner.scanUnquotedString()), location: location)
            node.setSourceEnd(scanner.pos)
            return node
        }
    }

    /// Reads the key of the next entry of the innermost dictionary into its frame, leaving the
    /// cursor after it and its whitespace.
    /// - Returns: `false` at the end of the input in a strings file (no more entries).
    private mutating func readKey() throws -> Bool {
        let top = frames.count - 1
        guard let c = try scanner.peek() else {
            if frames[top].kind == .stringsFile { return false }
            throw unexpectedEnd()
        }
        let location = scanner.location
        readingKey = true
        let key: String
        if c == UInt32(UInt8(ascii: "\"")) || c == UInt32(UInt8(ascii: "'")) {
            if c == UInt32(UInt8(ascii: "'")) { usedOpenStepSyntax = true }
            key = try scanner.scanQuotedString()
        } else if OpenStepScanner.isUnquotedCharacter(c) {
            key = try scanner.scanUnquotedString()
        } else {
            let what = frames[top].kind == .stringsFile ? "a key (a quoted or unquoted string)" : "a key (a quoted or unquoted string) or \"}\""
            throw scanner.error(.syntax, DiagnosticRule.expectedMessage(what, found: scanner.describeNext()))
        }
        readingKey = false
        frames[top].key = key
        frames[top].keyLocation = location
        frames[top].keyEnd = scanner.pos
        try scanner.skipWhitespace()
        return true
    }

    /// Reads `=` (the value follows) or sees `;` after a key.
    /// - Returns: the value of a `key;` entry (the key itself, as CoreFoundation reads the
    ///   strings-file shortcut), or `nil` after `=` with the cursor at the value.
    private mutating func readEquals() throws -> PlistNode? {
        let top = frames.count - 1
        switch try scanner.peek() {
        case UInt32(UInt8(ascii: "=")):
            usedOpenStepSyntax = true
            try scanner.advance()
            try scanner.skipWhitespace()
            return nil
        case UInt32(UInt8(ascii: ";")):
            usedOpenStepSyntax = true
            valueCount += 1
            // The value is the key's own text: it has no bytes of its own (no source range).
            return PlistNode(.string(frames[top].key), location: frames[top].keyLocation)
        default:
            throw scanner.error(.syntax,
                DiagnosticRule.expectedMessage("\"=\" or \";\" after the key \(UntrustedText.quoted(frames[top].key))", found: scanner.describeNext()))
        }
    }

    /// The error for the end of the input where more was required.
    private func unexpectedEnd() -> PlistReadError {
        if let frame = frames.last {
            switch frame.kind {
            case .array: return scanner.error(.syntax, DiagnosticRule.unterminatedOpenStepMessage("array", openedAt: frame.location))
            case .dictionary: return scanner.error(.syntax, DiagnosticRule.unterminatedOpenStepMessage("dictionary", openedAt: frame.location))
            case .stringsFile:
                return scanner.error(.syntax, DiagnosticRule.expectedMessage("a value for the key \(UntrustedText.quoted(frame.key))", found: "the end of the file"))
            }
        }
        return scanner.error(.syntax, DiagnosticRule.expectedMessage("a value", found: "the end of the file"))
    }
}
