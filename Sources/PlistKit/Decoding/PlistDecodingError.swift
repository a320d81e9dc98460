/// The error ``PlistDecoder`` throws: every finding of one decode, not just the first.
///
/// `diagnostics` holds the errors together with the warnings and notes of the same run, sorted
/// by position in the document; ``description`` renders them like the compiler, one headline
/// per line (`app.plist:26:3: error: [unknown-key] unknown key "optoins" at [2], did you mean
/// "options"?`). Use ``rendered(source:renderer:)`` to add the source lines and carets.
public struct PlistDecodingError: Error, Sendable, CustomStringConvertible {
    /// Every finding, in document order.
    public var diagnostics: [Diagnostic]

    /// Creates an error from findings.
    public init(diagnostics: [Diagnostic]) { self.diagnostics = diagnostics }

    /// The findings of severity `error`.
    public var errors: [Diagnostic] { diagnostics.filter { $0.severity == .error } }

    /// One compiler-style headline per finding (related notes included), joined by newlines.
    public var description: String {
        var lines: [String] = []
        for d in diagnostics {
            lines.append(d.description)
            for r in d.related {
                var note = r
                if note.file == nil { note.file = d.file }
                lines.append(note.description)
            }
        }
        return lines.joined(separator: "\n")
    }

    /// The findings rendered with `renderer`, with source lines and carets when `source` holds
    /// the bytes of the file.
    public func rendered(source: [UInt8]? = nil, renderer: DiagnosticRenderer = DiagnosticRenderer()) -> String {
        renderer.render(diagnostics, source: source)
    }
}

/// A decoded value together with the warnings and notes found while decoding it (unknown keys
/// under the `warn` policy, coercions applied, defaults used, duplicate keys), in document order.
public struct PlistDecodingResult<Value> {
    /// The decoded value.
    public var value: Value
    /// Warnings and notes (never errors: any error makes the decode throw).
    public var diagnostics: [Diagnostic]

    /// Creates a result.
    public init(value: Value, diagnostics: [Diagnostic]) {
        self.value = value
        self.diagnostics = diagnostics
    }
}

extension PlistDecodingResult: Sendable where Value: Sendable {}
