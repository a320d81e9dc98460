/// A `pattern` or `patternProperties` key compiled once with the schema: the
/// ``SchemaPattern``, or why its source is not one (a ``SchemaConstraint`` built in code is
/// not checked the way the JSON Schema import checks it).
struct CompiledPattern {
    /// The source text as written in the schema.
    let source: String
    /// The compiled pattern, or the reason it could not be compiled.
    let compiled: Result<SchemaPattern, SchemaPattern.SyntaxError>

    init(_ source: String) {
        self.source = source
        do throws(SchemaPattern.SyntaxError) {
            compiled = .success(try SchemaPattern(source))
        } catch {
            compiled = .failure(error)
        }
    }

    /// The source escaped and bounded for a message, in quotes.
    var quoted: String { UntrustedText.quoted(source) }
}
