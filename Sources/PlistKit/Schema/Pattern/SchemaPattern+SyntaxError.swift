extension SchemaPattern {
    /// Why a pattern was not accepted, and where.
    ///
    /// ``description`` reads e.g. `nothing to repeat before "*" (at offset 0)`. Pattern text
    /// quoted in ``reason`` is escaped with ``UntrustedText``.
    struct SyntaxError: Error, Sendable, Hashable, CustomStringConvertible {
        /// The offset of the offending construct in the pattern, in Unicode scalars from 0.
        let offset: Int

        /// What is wrong or unsupported, e.g. `lookahead (?=…) is not supported`.
        let reason: String

        /// Creates an error at scalar `offset`.
        init(_ reason: String, at offset: Int) {
            self.reason = reason
            self.offset = offset
        }

        /// `reason (at offset N)`.
        var description: String { "\(reason) (at offset \(offset))" }
    }
}
