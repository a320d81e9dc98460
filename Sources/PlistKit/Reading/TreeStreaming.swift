/// What a reader does not keep of a document: the arrays it hands over element by element
/// (each element of a streamed array goes to ``sink`` as soon as it ends and is not kept, so
/// the array stays empty in the returned tree and memory holds one element's tree at a time),
/// and the root dictionary's entries whose keys ``rootDictionaryKeeps`` does not accept
/// (their values are dropped as they end; their keys are kept in
/// ``PlistDocument/omittedRootKeys``, enough to report them and to find repeated ones).
///
/// The streamed decode streams the root array (``Selection/root``); `plist-lint` streams every
/// array whose elements its schema checks one at a time (``Selection/matching(_:)``, see
/// ``Validator/elementValidation(file:)``), or every array when no schema applies. Read by the
/// XML and JSON readers (``XMLTreeBuilder``, ``JSONParser``); the other readers hold the tree.
package struct TreeStreaming {
    /// Which arrays stream.
    package enum Selection {
        /// No array (a read that only omits root dictionary entries).
        case none
        /// The root array only: decided by depth, without building a key path.
        case root
        /// Every array whose key path (`[]` for the root, `items[2].tags`) the predicate
        /// accepts, asked once as the array opens.
        case matching((PlistPath) -> Bool)
    }

    /// Which arrays stream.
    package var selection: Selection
    /// Receives each element of a streamed array as it ends: the element, the array's key
    /// path and the element's index in it.
    package var sink: (PlistNode, PlistPath, Int) -> Void

    /// When set, the root dictionary keeps only the entries whose key this accepts (exactly, by
    /// its bytes); the others' keys go to ``PlistDocument/omittedRootKeys``. `plist-lint` omits
    /// the keys a model's validation only needs the names of (``Validator/rootDictionaryKeeps``)
    /// and, when no schema applies, every entry. Its answer must depend on the key alone.
    package var rootDictionaryKeeps: (@Sendable (String) -> Bool)?

    /// Streams the arrays `selection` names into `sink`, and keeps the root dictionary's entries
    /// `rootDictionaryKeeps` accepts (all when `nil`).
    package init(_ selection: Selection, rootDictionaryKeeps: (@Sendable (String) -> Bool)? = nil,
                 sink: @escaping (PlistNode, PlistPath, Int) -> Void) {
        self.selection = selection
        self.rootDictionaryKeeps = rootDictionaryKeeps
        self.sink = sink
    }

    /// Streams the root array's elements into `elementSink`, which gets each with its index.
    package static func rootArray(into elementSink: @escaping (PlistNode, Int) -> Void) -> TreeStreaming {
        TreeStreaming(.root) { node, _, index in elementSink(node, index) }
    }

    /// Whether the array opening at `depth` (0: the root) streams; `path` builds its key path
    /// and is called only for ``Selection/matching(_:)``. Returns the path to hand to
    /// ``sink``, or `nil` when the array keeps its elements.
    func streamedPath(depth: Int, path: () -> PlistPath) -> PlistPath? {
        switch selection {
        case .none:
            return nil
        case .root:
            return depth == 0 ? PlistPath() : nil
        case .matching(let accepts):
            let p = path()
            return accepts(p) ? p : nil
        }
    }
}
