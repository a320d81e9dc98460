extension XMLPlistWriter {
    /// How an ``XMLPlistWriter`` lays out what Apple's format leaves open.
    public struct Options: Hashable, Sendable {
        /// The order dictionary keys are written in.
        public enum KeyOrder: Hashable, Sendable {
            /// Sorted by UTF-16 code units, as Apple's writer sorts them (`CFStringCompare`
            /// without options: `B` before `a`, U+1F600 before U+FF61). The default.
            case sorted
            /// The order of the tree (document order for a tree that was read).
            case preserved
        }

        /// The order dictionary keys are written in. Default: ``KeyOrder/sorted`` (Apple's).
        public var keyOrder: KeyOrder
        /// Whether a real whose node carries its source text (``PlistNode/literal``) is written
        /// with that text when it is plain decimal text that reads back to exactly the same
        /// `Double`. Default `true`: an Apple-written `0.10000000000000001` stays as it was, so
        /// that reading and rewriting an Apple-formatted file gives the same bytes, and a
        /// `Decimal` encoded by ``PlistEncoder`` keeps its exact digits in the text.
        public var preservesRealLiterals: Bool

        /// Creates options; every parameter defaults to the documented default.
        public init(keyOrder: KeyOrder = .sorted, preservesRealLiterals: Bool = true) {
            self.keyOrder = keyOrder
            self.preservesRealLiterals = preservesRealLiterals
        }
    }
}
