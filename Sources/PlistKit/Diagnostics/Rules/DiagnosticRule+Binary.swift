extension DiagnosticRule {
    /// Rules of the binary reader (bplist00, as CFBinaryPList.c writes it).
    static let binaryRules: [DiagnosticRule] = [
        invalidBinary, referenceCycle,
    ]

    /// `invalid-binary`: A binary property list whose trailer, offset table, references or objects do not fit the bplist00 layout.
    package static let invalidBinary = DiagnosticRule("invalid-binary", .error,
        summary: "A binary property list whose trailer, offset table, references or objects do not fit the bplist00 layout.",
        explanation: """
        The file is truncated or corrupt, or holds an object that is not a property-list \
        value (a set, fill bytes, a dictionary key that is not a string). The location is \
        the byte offset of the broken structure.

        Bad:
            a bplist00 file cut short by a failed download

        Good:
            the file as `plutil -convert binary1` writes it
        """
    )

    /// `reference-cycle`: A binary property list whose object graph contains a cycle.
    package static let referenceCycle = DiagnosticRule("reference-cycle", .error,
        summary: "A binary property list whose object graph contains a cycle.",
        explanation: """
        An array or dictionary that contains itself, directly or through other \
        containers, would make every reader loop or recurse without end. Shared objects \
        (one string referenced twice) are fine; cycles are refused.

        Bad:
            object 1 = array [object 1]

        Good:
            object 1 = array [object 2], object 2 = string "a"
        """
    )
}

// MARK: Message templates of `invalid-binary`

extension DiagnosticRule {
    /// `invalid-binary`: object #`index`'s `what` (`string of 12 bytes`, `length of data`)
    /// would end past the object data, which ends at byte `end`.
    static func runsPastObjectDataMessage(_ what: String, end: Int, object index: Int) -> String {
        "\(what) runs past the end of the object data at byte \(end) (object #\(index))"
    }
}
