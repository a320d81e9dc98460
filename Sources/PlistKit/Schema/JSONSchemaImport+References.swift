extension JSONSchemaImporter {
    /// A `$ref`: its target inlined, or ``Schema/Shape/reference(_:)`` while the target is
    /// being imported (recursion through a keyword that descends into a value). Chains of
    /// bare `$ref`s are followed in a loop; a cycle that does not descend is an error.
    mutating func reference(_ refNode: PlistNode, pointer: String) throws -> Schema {
        guard case .string(let ref) = refNode.value else {
            throw invalid(DiagnosticRule.keywordMustBeMessage("$ref", "a string"), pointer, refNode)
        }
        var target = try resolve(ref, node: refNode, pointer: pointer)
        var chain: [String] = []
        // Cycles are found with Brent's algorithm (one remembered pointer, no set of every
        // link: a set of 99 000 links took 4 MB), then named from `chain` on the error path.
        var remembered = target.pointer
        var power = 1
        var length = 0
        while resolved[target.pointer] == nil, chainEnds[target.pointer] == nil, inProgress[target.pointer] == nil,
              case .dictionary(let td) = target.node.value, let next = td["$ref"], case .string(let nextRef) = next.value,
              td.entries.allSatisfy({ $0.key == "$ref" || Self.annotations.contains($0.key) || Self.ignoredAnnotations.contains($0.key) }),
              target.pointer.isEmpty || td["$id"] == nil {
            let nextTarget = try resolve(nextRef, node: next, pointer: target.pointer + "/$ref")
            try countNodes(1, pointer: target.pointer, node: target.node)
            chain.append(target.pointer)
            if nextTarget.pointer == remembered {
                throw invalid(DiagnosticRule.referenceCycleMessage(ref, "leads back to \(UntrustedText.quoted("#" + Self.firstRepeated(chain + [nextTarget.pointer]))) through \"$ref\"s alone, so it describes no value"), pointer, refNode)
            }
            length += 1
            if length == power {
                remembered = nextTarget.pointer
                power *= 2
                length = 0
            }
            target = nextTarget
        }
        let s = try importTarget(target.pointer, target.node, ref: ref, refNode: refNode, pointer: pointer)
        if case .reference = s.shape {} else {
            // Each link of the chain names the target it ends at (not a copy of its schema:
            // 99 000 copies took 35 MB). Room is made once, not by doubling.
            let end = chainEnds[target.pointer] ?? target.pointer
            chainEnds.reserveCapacity(chainEnds.count + chain.count)
            for p in chain { chainEnds[p] = end }
        }
        return s
    }

    /// The first pointer of a `$ref` chain that appears a second time (the chain is known to
    /// hold a cycle).
    static func firstRepeated(_ chain: [String]) -> String {
        var seen: Set<String> = []
        for p in chain where !seen.insert(p).inserted { return p }
        return chain.last ?? ""
    }

    /// Imports (once) the schema at the canonical `target` pointer.
    mutating func importTarget(_ target: String, _ node: PlistNode, ref: String, refNode: PlistNode, pointer: String) throws -> Schema {
        let imported = chainEnds[target] ?? target
        if let s = resolved[imported] {
            try countNodes(sizes[imported] ?? 1, pointer: pointer, node: refNode)
            return s
        }
        if let depth = inProgress[target] {
            guard depth < descent else {
                throw invalid(DiagnosticRule.referenceCycleMessage(ref, "leads back into its own schema without descending into a property or element, so it never ends"), pointer, refNode)
            }
            if definitionNames[target] == nil {
                recursive.append(target)
                var name = target.isEmpty ? "Root" : UntrustedText.escaped(Self.nameFromPointer(target), limit: 200)
                let base = name
                var n = 2
                while definitionNames.values.contains(name) {
                    name = base + String(n)
                    n += 1
                }
                definitionNames[target] = name
            }
            return Schema(.reference(definitionNames[target] ?? ""))
        }
        inProgress[target] = descent
        defer { inProgress[target] = nil }
        let before = nodeCount
        var s = try schema(node, pointer: target)
        sizes[target] = nodeCount - before
        if case .object(var o) = s.shape, case .dictionary(let td) = node.value, td["title"] == nil {
            o.name = target.isEmpty ? "Root" : UntrustedText.escaped(Self.nameFromPointer(target), limit: 200)
            s.shape = .object(o)
        }
        resolved[target] = s
        return s
    }

    /// The canonical pointer (RFC 6901, `/a/b`, `""` for the root) and the node a local `$ref`
    /// names. Throws for a reference that is not local, a malformed pointer (`~2`, bad
    /// percent-encoding) or one that names nothing.
    func resolve(_ ref: String, node: PlistNode, pointer: String) throws -> (pointer: String, node: PlistNode) {
        guard ref.hasPrefix("#") else {
            throw unsupported(DiagnosticRule.nonLocalReferenceMessage(ref), pointer, node)
        }
        guard let fragment = Self.percentDecoded(ref.utf8.dropFirst()) else {
            throw invalid(DiagnosticRule.referenceMessage(ref, "has a malformed percent-encoding"), pointer, node)
        }
        if fragment.isEmpty { return ("", root) }
        guard fragment.hasPrefix("/") else {
            throw unsupported(DiagnosticRule.nonLocalReferenceMessage(ref), pointer, node)
        }
        var current = root
        var canonical = ""
        let tokens = fragment.dropFirst().split(separator: "/", omittingEmptySubsequences: false)
        for raw in tokens {
            guard let token = JSONPointer.strictUnescape(raw) else {
                throw invalid(DiagnosticRule.referenceMessage(ref, "is not a valid JSON Pointer (\"~\" must be followed by 0 or 1, RFC 6901)"), pointer, node)
            }
            var next: PlistNode?
            switch current.value {
            case .dictionary(let d): next = d[token]
            case .array(let items):
                if let i = Int(token), String(i) == token, items.indices.contains(i) { next = items[i] }
            default: break
            }
            guard let found = next else {
                if tokens.first == "$defs", canonical.isEmpty || canonical == "/$defs" {
                    throw invalid(DiagnosticRule.referenceMessage(ref, "names no entry of \"$defs\""), pointer, node)
                }
                throw invalid(DiagnosticRule.referenceMessage(ref, "points to nothing in this document"), pointer, node)
            }
            current = found
            canonical += "/" + JSONPointer.escape(token)
        }
        return (canonical, current)
    }

    /// `bytes` with `%XX` decoded (a URI fragment, RFC 3986 §2.1), or `nil` when an escape is
    /// malformed or the result is not UTF-8.
    static func percentDecoded(_ bytes: Substring.UTF8View) -> String? {
        var out: [UInt8] = []
        var i = bytes.startIndex
        while i < bytes.endIndex {
            let b = bytes[i]
            if b == UInt8(ascii: "%") {
                let h = bytes.index(after: i)
                guard h < bytes.endIndex, bytes.index(after: h) < bytes.endIndex,
                      let hi = hex(bytes[h]), let lo = hex(bytes[bytes.index(after: h)]) else { return nil }
                out.append(hi << 4 | lo)
                i = bytes.index(h, offsetBy: 2)
            } else {
                out.append(b)
                i = bytes.index(after: i)
            }
        }
        return String(validating: out, as: UTF8.self)
    }

    private static func hex(_ b: UInt8) -> UInt8? {
        switch b {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return b - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return b - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return b - UInt8(ascii: "A") + 10
        default: return nil
        }
    }
}
