extension PlistReader {
    /// How a ``PlistReader`` reads: the format, the strictness of lexical rules, and the limits
    /// that keep hostile input bounded. Every limit exceeded is a located
    /// ``PlistReadError`` of kind `limit-exceeded` naming the limit and this option.
    public struct Options: Sendable {
        /// The format to read, or `nil` (the default) to detect it from the bytes.
        public var format: PlistFormat?

        /// Maximum nesting of arrays and dictionaries. Default 512, Apple's limit
        /// (CoreFoundation and swift-foundation's JSON scanner).
        public var maxDepth: Int = 512
        /// Maximum input size in bytes, checked before parsing. Default 1 GiB: a legitimate
        /// 80 MB plist needs no flag. (`plist-lint` sets a lower default for CI.)
        public var maxInputSize: Int = 1 << 30
        /// Maximum length in bytes of one string, key or data text. Default 64 MiB.
        public var maxStringLength: Int = 64 << 20
        /// Maximum number of values (elements or objects) in one document. Default 50 000 000.
        /// In a binary plist a shared object counts at each place it appears.
        public var maxValueCount: Int = 50_000_000
        /// Binary plists only: how many values the document may stand for per byte of input,
        /// counting a shared object at each place it appears. bplist00 lets one object be
        /// referenced from many places (Apple's writer shares equal strings, numbers, dates and
        /// data; Python's `plistlib` shares a container written twice), so without this a
        /// 50-byte file of nested shared arrays stands for 50 000 000 values, which every walk
        /// of the tree (comparing, printing, writing, decoding) then visits. A file that shares
        /// only scalars stands for at most one value per byte (each placement is a reference
        /// of at least one byte). Only checked above 1 000 000 values, so no small file is
        /// refused by it. Default 8. Exceeded: a `limit-exceeded` error at the object where the
        /// expansion passed it.
        public var maxValuesPerInputByte: Int = 8
        /// Maximum number of attributes on one XML element (a pre-scan before libxml2, whose
        /// duplicate-attribute check is quadratic in 2.9.14). Default 64.
        public var maxAttributesPerElement: Int = 64

        /// What to do with characters outside the base64 alphabet in `<data>`.
        public var base64: Base64Policy = .strict
        /// Which JSON grammar to accept.
        public var jsonSyntax: JSONSyntax = .strict
        /// Whether a key repeated in one dictionary is a warning (later value wins) or an error.
        public var duplicateKeys: DuplicateKeyPolicy = .lastWinsWithWarning

        /// Bytes read from a file at a time when it is parsed while read (see
        /// ``PlistReader/readStreaming(contentsOf:file:elementSink:)``). Internal: tests
        /// use tiny chunks to prove results do not depend on them.
        var streamChunkSize = 256 << 10
        /// Whether a streamed read with an element sink runs on two threads (see
        /// ``StreamPipeline``). Internal: tests force the pipeline on and off.
        var pipeline = StreamPipeline.Policy()

        /// The defaults described on each property.
        public init() {}
    }

    /// How `<data>` text outside the base64 alphabet is treated.
    public enum Base64Policy: Sendable, Hashable {
        /// Any character other than the base64 alphabet, `=` padding and XML whitespace is an
        /// error naming the character and its line (default; a silently altered blob is worse
        /// than a failure).
        case strict
        /// Skip characters outside the alphabet as CoreFoundation does, with a warning.
        case appleCompatible
    }

    /// The JSON grammar accepted.
    public enum JSONSyntax: Sendable, Hashable {
        /// RFC 8259 exactly (default): no trailing commas, no comments, one value.
        case strict
        /// Also one trailing comma directly before `]` or `}`, and `//` and `/* */` comments.
        case lenient
    }

    /// How a key repeated in one dictionary is treated.
    public enum DuplicateKeyPolicy: Sendable, Hashable {
        /// The later value wins (as CoreFoundation, PlistBuddy and Foundation do) and the
        /// document gets a `duplicate-key` warning naming both lines (default).
        case lastWinsWithWarning
        /// The document is rejected at the second occurrence.
        case error
    }
}
