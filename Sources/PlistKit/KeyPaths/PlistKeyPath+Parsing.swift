extension PlistKeyPath {
    /// Parses the notation described on ``PlistKeyPath`` (what PlistKit prints, and plutil's
    /// dotted form).
    ///
    /// - Throws: ``SyntaxError`` naming the offset of the first character that does not fit:
    ///   an empty component (`a..b`, `.a`, `a.`), `\` outside quotes, an unterminated or
    ///   unknown escape, an unterminated quoted key, an empty or non-numeric subscript, an index
    ///   above `Int.max`, text after `]` other than `.` or `[`, or an unescaped `…` (a path
    ///   shortened for printing).
    /// - Complexity: O(n) in the length of `text`.
    public init(parsing text: String) throws {
        var parser = KeyPathParser(text: text)
        components = try parser.parse()
    }
}

/// The one parser of key path text (see ``PlistKeyPath``).
struct KeyPathParser {
    let text: String
    private let scalars: [Unicode.Scalar]
    private var i = 0

    init(text: String) {
        self.text = text
        scalars = Array(text.unicodeScalars)
    }

    private func fail(_ reason: String, at offset: Int) -> PlistKeyPath.SyntaxError {
        PlistKeyPath.SyntaxError(text: text, offset: offset, reason: reason)
    }

    private static let shortened = "shortened key path (\"…\" marks text left out when it was printed; a key holding \"…\" is written [\"\\u{2026}\"])"

    mutating func parse() throws -> [PlistKeyPath.Component] {
        if scalars.isEmpty || text == "(root)" { return [] }
        var out: [PlistKeyPath.Component] = []
        var first = true
        while i < scalars.count {
            switch scalars[i] {
            case "[":
                out.append(try subscriptComponent())
            case "." where !first:
                i += 1
                out.append(try name())
            default:
                guard first else { throw fail("expected \".\" or \"[\" after \"]\"", at: i) }
                out.append(try name())
            }
            first = false
        }
        return out
    }

    /// A bare name, up to the next `.` or `[`.
    private mutating func name() throws -> PlistKeyPath.Component {
        let start = i
        var key = String.UnicodeScalarView()
        while i < scalars.count, scalars[i] != ".", scalars[i] != "[" {
            switch scalars[i] {
            case "\\":
                throw fail("\"\\\" outside quotes (write a key holding \".\", \"[\" or \"\\\" quoted, as in [\"0.jpg\"])", at: i)
            case "\u{2026}":
                throw fail(Self.shortened, at: i)
            default:
                key.append(scalars[i])
            }
            i += 1
        }
        guard i > start else { throw fail("empty component", at: i) }
        return PlistKeyPath.Component(String(key))
    }

    /// `[digits]` or `["quoted"]`.
    private mutating func subscriptComponent() throws -> PlistKeyPath.Component {
        let open = i
        i += 1
        guard i < scalars.count else { throw fail("unterminated subscript", at: open) }
        let component: PlistKeyPath.Component
        if scalars[i] == "\"" {
            component = PlistKeyPath.Component(key: try quoted())
        } else {
            let start = i
            var value = 0
            while i < scalars.count, let d = Self.digit(scalars[i]) {
                let (times, o1) = value.multipliedReportingOverflow(by: 10)
                let (plus, o2) = times.addingReportingOverflow(d)
                guard !o1, !o2 else { throw fail("index too large", at: start) }
                value = plus
                i += 1
            }
            guard i > start else { throw fail("expected an index or a quoted key after \"[\"", at: i) }
            component = PlistKeyPath.Component(index: value)
        }
        guard i < scalars.count, scalars[i] == "]" else { throw fail("expected \"]\"", at: i) }
        i += 1
        return component
    }

    /// A quoted key from its opening `"`, unescaped.
    private mutating func quoted() throws -> String {
        let open = i
        i += 1
        var key = String.UnicodeScalarView()
        while i < scalars.count {
            let s = scalars[i]
            switch s {
            case "\"":
                i += 1
                return String(key)
            case "\u{2026}":
                throw fail(Self.shortened, at: i)
            case "\\":
                guard i + 1 < scalars.count else { throw fail("unterminated escape", at: i) }
                switch scalars[i + 1] {
                case "\"": key.append("\""); i += 2
                case "\\": key.append("\\"); i += 2
                case "n": key.append("\n"); i += 2
                case "t": key.append("\t"); i += 2
                case "r": key.append("\r"); i += 2
                case "u": key.append(try unicodeEscape())
                default:
                    throw fail("unknown escape (only \\\", \\\\, \\n, \\t, \\r and \\u{XXXX} are escapes)", at: i)
                }
            default:
                key.append(s)
                i += 1
            }
        }
        throw fail("unterminated quoted key", at: open)
    }

    /// `\u{X…}` (1 to 8 hex digits naming a Unicode scalar), from its `\`.
    private mutating func unicodeEscape() throws -> Unicode.Scalar {
        let start = i
        i += 2
        guard i < scalars.count, scalars[i] == "{" else { throw fail("invalid \\u escape (expected \\u{XXXX})", at: start) }
        i += 1
        var value: UInt32 = 0
        var count = 0
        while i < scalars.count, scalars[i] != "}" {
            guard count < 8, let h = Self.hexDigit(scalars[i]) else {
                throw fail("invalid \\u escape (expected \\u{XXXX})", at: start)
            }
            value = value << 4 | h
            count += 1
            i += 1
        }
        guard i < scalars.count, count > 0, let scalar = Unicode.Scalar(value) else {
            throw fail("invalid \\u escape (expected \\u{XXXX})", at: start)
        }
        i += 1
        return scalar
    }

    private static func digit(_ s: Unicode.Scalar) -> Int? {
        s.value >= 0x30 && s.value <= 0x39 ? Int(s.value - 0x30) : nil
    }

    private static func hexDigit(_ s: Unicode.Scalar) -> UInt32? {
        switch s.value {
        case 0x30...0x39: return s.value - 0x30
        case 0x41...0x46: return s.value - 0x41 + 10
        case 0x61...0x66: return s.value - 0x61 + 10
        default: return nil
        }
    }
}
