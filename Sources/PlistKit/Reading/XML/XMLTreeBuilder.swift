import Foundation

/// The state of one XML parse: turns libxml2's SAX2 events into a located ``PlistNode`` tree
/// with an explicit stack (no recursion, whatever the depth), checking Apple's
/// PropertyList-1.0 DTD as it goes.
///
/// One builder serves one parse and is touched only by the thread running it (through its
/// ``XMLParseSession``). The first problem is kept in ``error`` and the parser is stopped;
/// later events are ignored. A value type, so that the hot paths need no dynamic exclusivity
/// checks.
struct XMLTreeBuilder {
    /// An open `<plist>`, `<dict>` or `<array>`.
    struct Frame {
        var kind: XMLElementKind
        var location: SourceLocation
        /// The elements of an array, or the value of a plist.
        var elements: [PlistNode] = []
        /// How many elements of a streamed array went to ``XMLTreeBuilder/streaming`` instead.
        var streamed = 0
        /// The key path of a streamed array (see ``TreeStreaming``), `nil` for any other frame.
        var streamedPath: PlistPath?
        /// The entries of a dict.
        var dict = PlistDictionary()
        /// The key read last in a dict, waiting for its value. One optional value, so that
        /// setting it or taking it into an entry is one access to the frame.
        var pendingKey: PendingKey?
        /// Bit `id % 64` is set for every interned key of the dict: a key whose bit is clear
        /// is certainly new, so it is appended without searching for a duplicate.
        var keyMask: UInt64 = 0
    }

    /// A `<key>` read in a dict, waiting for its value.
    struct PendingKey {
        var key: String
        /// Where its `<key>` starts.
        var location: SourceLocation
        /// The source offset just after its `</key>`.
        var end: Int
        /// Its ``XMLKeyTable`` id, or -1 when it has none.
        var id: Int
    }

    /// An open element that holds text (`<key>`, `<string>`, `<integer>`, …).
    struct Leaf {
        var kind: XMLElementKind
        var location: SourceLocation
        /// Written as `<data/>` rather than `<data></data>`.
        var selfClosing: Bool
        /// A `<key>` where the dict expects a value.
        var inValuePosition: Bool
    }

    let options: PlistReader.Options
    var tracker: XMLLocationTracker
    /// Lines removed before libxml2's input (leading whitespace) and the columns removed on
    /// the first line, to correct libxml2's own error positions.
    let strippedLines: Int
    let strippedColumns: Int

    var frames: [Frame] = []
    var leaf: Leaf?
    var text = XMLTextBuffer()
    /// The dictionary keys seen so far, interned.
    let keys = XMLKeyTable()
    /// The `IDREF` attribute of the open `<integer>`, kept for the hint on an empty one.
    var leafIDREF: String?
    /// Where the text of the open `<data>` starts, to locate a bad character in it.
    var leafContentLocation = SourceLocation.unknown
    var root: PlistNode?
    var error: PlistReadError?
    /// Whether ``error`` is set (a cheap test for every event).
    var failed = false
    var findings = FindingList()
    var valueCount = 0
    var containerDepth = 0
    /// The size of the last array (at `2 × depth`) and dict (at `2 × depth + 1`) closed at each
    /// depth: the capacity reserved for the next one of that kind there (records of one shape
    /// then need no regrowth and no slack).
    var sizeHints: [Int] = []
    /// A namespace error held back until the element it is about is seen (an unknown element
    /// such as `<xi:include>` is named as such rather than as an undeclared prefix).
    var deferredNamespaceError: PlistReadError? {
        didSet { hasDeferredNamespaceError = deferredNamespaceError != nil }
    }
    private(set) var hasDeferredNamespaceError = false
    /// Called to stop libxml2 after the first error.
    var stop: () -> Void = {}
    /// When set, each finished element of the arrays it selects is handed to its sink instead
    /// of being kept in the tree (those arrays then stay empty).
    var streaming: TreeStreaming?
    /// The keys of the root dict's entries that ``TreeStreaming/rootDictionaryKeeps`` did not
    /// accept; set when the root dict opens under it, else `nil`.
    var omittedRootKeys: OmittedKeys?

    init(options: PlistReader.Options, tracker: XMLLocationTracker, strippedLines: Int, strippedColumns: Int) {
        self.options = options
        self.tracker = tracker
        self.strippedLines = strippedLines
        self.strippedColumns = strippedColumns
    }

    /// Records the first error and stops the parser.
    mutating func fail(_ kind: PlistReadError.Kind, _ message: String, at location: SourceLocation?,
              related: [Diagnostic] = []) {
        fail(PlistReadError(kind, message, at: location, keyPath: currentPath(), related: related))
    }

    /// Records `error` when it is the first and stops the parser.
    mutating func fail(_ error: PlistReadError) {
        guard !failed else { return }
        self.error = error
        failed = true
        stop()
    }

    /// The key path of the value being read: one component per open dict (its pending key) or
    /// array (the next index).
    func currentPath() -> String? {
        let path = currentKeyPath()
        return path.isRoot ? nil : path.description
    }

    /// ``currentPath()`` as a key path (the root's is empty).
    func currentKeyPath() -> PlistPath {
        var path = PlistPath()
        for frame in frames {
            switch frame.kind {
            case .dict: if let k = frame.pendingKey?.key { path.components.append(.key(k)) }
            case .array: path.components.append(.index(frame.elements.count + frame.streamed))
            default: break
            }
        }
        return path
    }

    // MARK: Events

    /// A start tag whose `<` is at `offset` in the tracked text and whose content starts at
    /// `contentOffset()` (asked only for `<data>`). `kind` is `nil` for an element outside the DTD, named by `name()`.
    /// Inlined into its one caller, the SAX callback, so that its closures are not built for
    /// every start tag (issue 5: 6.2 M instructions per 5 000 records under callgrind).
    @inline(__always)
    mutating func startElement(_ kind: XMLElementKind?, name: () -> String, offset: Int, contentOffset: () -> Int,
                               selfClosing: Bool, idref: () -> String?) {
        guard !failed else { return }
        let location = tracker.location(at: offset)
        if frames.isEmpty && root == nil && kind != .plist {
            // A bare value as the root: Apple's parser, swift-foundation, libplist, go-plist and
            // dd-plist read it as the whole property list; PlistKit keeps requiring <plist> (a
            // stray XML file is then never taken for a property list) and says so.
            let apple = kind == nil ? "" : "; Apple's parser would read this <\(UntrustedText.escaped(name()))> as the whole property list"
            fail(.wrongRoot, "root element is <\(UntrustedText.escaped(name()))>, expected <plist>\(apple)", at: location)
            return
        }
        guard let kind else {
            fail(.unknownElement, "unknown element <\(UntrustedText.escaped(name()))>", at: location)
            return
        }
        if hasDeferredNamespaceError, let deferred = deferredNamespaceError { fail(deferred); return }
        if let leafKind = leaf?.kind, let leafLocation = leaf?.location {
            if leafKind == .true || leafKind == .false {
                fail(.invalidBoolean, DiagnosticRule.mustBeEmptyMessage(leafKind.name), at: leafLocation)
            } else {
                fail(.misplacedElement, "<\(leafKind.name)> cannot contain elements; found <\(kind.name)> inside it", at: location)
            }
            return
        }
        let top = frames.count - 1
        guard top >= 0 else {
            if root != nil {
                fail(.contentAfterRoot, DiagnosticRule.extraContentMessage, at: location)
            } else {
                frames.append(Frame(kind: .plist, location: location))
            }
            return
        }
        if kind == .plist {
            fail(.misplacedElement, "<plist> is allowed only as the root element", at: location)
            return
        }
        switch frames[top].kind {
        case .dict:
            if frames[top].pendingKey == nil {
                if kind == .key {
                    beginLeaf(Leaf(kind: .key, location: location, selfClosing: selfClosing, inValuePosition: false))
                } else {
                    fail(.valueWithoutKey, "found <\(kind.name)> in <dict> where a <key> was expected", at: location)
                }
                return
            }
            if kind == .key {
                beginLeaf(Leaf(kind: .key, location: location, selfClosing: selfClosing, inValuePosition: true))
                return
            }
        case .plist where !frames[top].elements.isEmpty:
            fail(.multipleValues, "<plist> may contain only one value", at: location)
            return
        default:
            if kind == .key {
                fail(.misplacedElement, "<key> outside <dict>", at: location)
                return
            }
        }
        valueCount += 1
        if valueCount > options.maxValueCount {
            fail(.limitExceeded, DiagnosticRule.readerValueCountMessage(limit: options.maxValueCount), at: location)
            return
        }
        if kind == .dict || kind == .array {
            containerDepth += 1
            if containerDepth > options.maxDepth {
                fail(.limitExceeded, DiagnosticRule.readerDepthMessage(limit: options.maxDepth), at: location)
                return
            }
            // Decided before the frame exists: `consume frame` below is refused by the
            // compiler when a closure is formed while the frame is a live local.
            let streamedPath = kind == .array ? streaming?.streamedPath(depth: containerDepth - 1) { currentKeyPath() } : nil
            if kind == .dict && containerDepth == 1 && streaming?.rootDictionaryKeeps != nil { omittedRootKeys = OmittedKeys() }
            var frame = Frame(kind: kind, location: location, streamedPath: streamedPath)
            let hintIndex = Self.hintIndex(depth: containerDepth, isDict: kind == .dict)
            if hintIndex < sizeHints.count {
                let hint = min(sizeHints[hintIndex], 64)
                if kind == .dict { frame.dict.reserveCapacity(hint) } else { frame.elements.reserveCapacity(hint) }
            }
            frames.append(consume frame)
        } else {
            beginLeaf(Leaf(kind: kind, location: location, selfClosing: selfClosing, inValuePosition: false))
            leafIDREF = kind == .integer ? idref() : nil
            if kind == .data { leafContentLocation = tracker.location(at: contentOffset()) }
        }
    }

    private mutating func beginLeaf(_ newLeaf: Leaf) {
        leaf = newLeaf
        text.removeAll()
    }

    /// An end tag (or the `/>` of an empty-element tag) that ends just before index `end` of
    /// the tracked text; `offset()` is where its `</` starts, when known (computed only for an
    /// error).
    /// Inlined into its one caller, the SAX callback, like ``startElement(_:name:offset:contentOffset:selfClosing:idref:)``.
    @inline(__always)
    mutating func endElement(end: Int, offset: () -> Int?) {
        guard !failed else { return }
        let sourceEnd = tracker.sourceOffset(at: end)
        if let leaf {
            self.leaf = nil
            if leaf.kind == .key {
                endKey(leaf, end: sourceEnd)
            } else if let node = makeLeafNode(leaf) {
                attach(node, end: sourceEnd)
            }
            return
        }
        guard let frame = frames.popLast() else { return }
        switch frame.kind {
        case .dict:
            containerDepth -= 1
            if let pending = frame.pendingKey {
                frames.append(frame)
                fail(.missingValue,
                     "value missing for key \(UntrustedText.quoted(pending.key)) (line \(pending.location.line)): the <dict> ends at line \(offset().map { tracker.location(at: $0).line } ?? 0)",
                     at: pending.location)
                return
            }
            recordSize(frame.dict.count, at: Self.hintIndex(depth: containerDepth + 1, isDict: true))
            // A root dict that lost entries to ``omittedRootKeys`` had more than `CF$UID`: no UID.
            let omitted = containerDepth == 0 && (omittedRootKeys?.count ?? 0) > 0
            let uid = omitted ? nil : Self.keyedArchiverUID(in: frame.dict)
            attach(PlistNode(uid ?? .dictionary(frame.dict), location: frame.location), end: sourceEnd)
        case .array:
            recordSize(frame.elements.count, at: Self.hintIndex(depth: containerDepth, isDict: false))
            containerDepth -= 1
            attach(PlistNode(.array(frame.elements), location: frame.location), end: sourceEnd)
        default:
            guard let value = frame.elements.first else {
                frames.append(frame)
                fail(.missingValue, "<plist> contains no value", at: frame.location)
                return
            }
            root = value
        }
    }

    /// Where ``sizeHints`` keeps the size of a container of `depth` (1 = the plist's value).
    private static func hintIndex(depth: Int, isDict: Bool) -> Int { 2 * depth + (isDict ? 1 : 0) }

    /// Remembers the size of a closed container (at `index` in ``sizeHints``) as the capacity
    /// hint for the next container of its kind opened at its depth.
    private mutating func recordSize(_ size: Int, at index: Int) {
        while sizeHints.count <= index { sizeHints.append(0) }
        sizeHints[index] = size
    }

    /// A `</key>` ending just before byte `end` of the source: its text becomes the pending key
    /// of the innermost dict. Inlined into ``endElement(end:offset:)``, its one caller.
    @inline(__always)
    private mutating func endKey(_ leaf: Leaf, end: Int) {
        let (key, id) = keys.key(for: text)
        let i = frames.count - 1
        guard i >= 0 else { return }
        if leaf.inValuePosition {
            let owner = frames[i].pendingKey
            fail(.missingValue,
                 "key \(UntrustedText.quoted(owner?.key ?? "")) (line \(owner?.location.line ?? 0)) has no value: found <key>\(UntrustedText.escaped(key))</key> where a value was expected",
                 at: leaf.location)
            return
        }
        frames[i].pendingKey = PendingKey(key: key, location: leaf.location, end: end, id: id ?? -1)
    }

    /// Adds a finished value, which ends just before byte `end` of the source, to the innermost
    /// open container. The end is recorded here, on the node this function owns: a node made
    /// in a local `var`, given its end and then passed on was copied (and the copy's strings
    /// retained) by the optimizer, 33 instructions per node under callgrind.
    private mutating func attach(_ node: consuming PlistNode, end: Int) {
        node.setSourceEnd(end)
        let i = frames.count - 1
        guard i >= 0 else { return }
        guard frames[i].kind == .dict else {
            if let path = frames[i].streamedPath, let streaming {
                streaming.sink(node, path, frames[i].streamed)
                frames[i].streamed += 1
                return
            }
            frames[i].elements.append(node)
            return
        }
        // The key moves from the frame into the entry (no retain and release of its string);
        // it is put back only for a duplicate, whose finding names it in the key path.
        guard let pending = frames[i].pendingKey.take() else { return }
        // frames[0] is <plist>: frames[1] is the root dict. `CF$UID` is kept, so that a root
        // written as a keyed archiver's UID reads as one.
        if i == 1, omittedRootKeys != nil, let keeps = streaming?.rootDictionaryKeeps,
           !keeps(pending.key), !ExactKey.sameBytes(pending.key, "CF$UID") {
            if let first = omittedRootKeys?.insert(pending.key, at: pending.location) ?? nil {
                recordDuplicate(pending, first: first)
            }
            return
        }
        if pending.id >= 0 {
            let bit: UInt64 = 1 << UInt64(pending.id & 63)
            if frames[i].keyMask & bit == 0 {
                frames[i].keyMask |= bit
                frames[i].dict.appendNew(PlistDictionary.Entry(key: pending.key, keyLocation: pending.location, keyEnd: pending.end, value: node))
                return
            }
        }
        guard let old = frames[i].dict.insertRead(PlistDictionary.Entry(key: pending.key, keyLocation: pending.location, keyEnd: pending.end, value: node)) else { return }
        recordDuplicate(pending, first: old.keyLocation)
    }

    /// Reports the innermost dict's key `pending`, first written at `first`, written again.
    private mutating func recordDuplicate(_ pending: PendingKey, first: SourceLocation) {
        guard findings.admitsDuplicateKey(policy: options.duplicateKeys) else { return }
        let i = frames.count - 1
        frames[i].pendingKey = pending
        if let error = findings.recordDuplicateKey(pending.key, first: first, at: pending.location,
                                                   policy: options.duplicateKeys, keyPath: currentPath()) {
            fail(error)
            return
        }
        frames[i].pendingKey = nil
    }

    /// Character data (text, CDATA, resolved references) whose first byte is at `offset` in
    /// the tracked text (exactly for plain text, approximately after a reference).
    @inline(__always)
    mutating func characters(_ chunk: UnsafeBufferPointer<UInt8>, offset: () -> Int) {
        guard !failed else { return }
        if leaf != nil {
            guard text.count + chunk.count <= options.maxStringLength else { failTextTooLong(); return }
            text.append(contentsOf: chunk)
            return
        }
        // Between elements: only whitespace may stand here.
        var first = 0
        while first < chunk.count, XMLIntake.isSpace(chunk[first]) { first += 1 }
        guard first < chunk.count else { return }
        failUnexpectedText(chunk, first: first, offset: offset())
    }

    private mutating func failTextTooLong() {
        guard let leaf else { return }
        fail(.limitExceeded,
             DiagnosticRule.readerStringLengthMessage(limit: options.maxStringLength, what: "<\(leaf.kind.name)> text"),
             at: leaf.location)
    }

    private mutating func failUnexpectedText(_ chunk: UnsafeBufferPointer<UInt8>, first: Int, offset: Int) {
        let top = frames.count - 1
        guard top >= 0 else { return }
        var end = first
        while end < chunk.count, end - first < 200, chunk[end] != 0x0A { end += 1 }
        let shown = String(decoding: UnsafeBufferPointer(rebasing: chunk[first..<end]), as: UTF8.self)
        fail(.unexpectedText, "unexpected text \(UntrustedText.quoted(shown)) in <\(frames[top].kind.name)>", at: tracker.location(at: offset + first))
    }

    /// The accumulated text as a `String` (libxml2 has already checked it is UTF-8).
    func makeString() -> String {
        String(decoding: text.bytes, as: UTF8.self)
    }
}
