extension ValidationWalk {
    /// Checks a dictionary against a model: present, missing, null, unknown and misspelled keys.
    mutating func visitObject(_ d: PlistDictionary, _ object: CompiledObject, location: SourceLocation, path: Int) {
        if keysOnly && visitObjectAsWritten(d, object, path: path) { return }
        let lookup = KeyLookup(d, strategy: options.keyDecoding)
        var used = 0
        var missing: [Int] = []
        let properties = object.properties
        for pi in properties.indices {
            let p = properties[pi]
            let value: PlistNode?
            if let keyPath = p.keyPath {
                value = KeyLookup.follow(keyPath, in: d, strategy: options.keyDecoding)
            } else if let i = p.candidates.count == 1 ? lookup.index(of: p.key, hint: pi) : lookup.firstIndex(of: p.candidates) {
                used += 1
                let done: Bool = d.entries.withUnsafeBufferPointer { buffer in
                    // The common case, checked in place without copying the node.
                    if buffer[i].value.isNull { return false }
                    // A scalar under `keysOnly` is not checked: skip the visit (and the copies).
                    if keysOnly && p.schema.isScalar { return true }
                    visit(buffer[i].value, p.schema, parent: path, step: .key(p.key))
                    return true
                }
                if done { continue }
                value = d.entries[i].value
            } else {
                value = nil
            }
            guard let value else {
                if let dv = p.defaultValue {
                    let here = self.path(path)
                    report(.note, "default-used",
                           "missing key \(UntrustedText.quoted(p.key)) in \(here.displayName): using the default \(ScalarConversion.describeFound(PlistNode(dv)))",
                           at: location, path: here.appending(.key(p.key)))
                } else {
                    missing.append(pi)
                }
                continue
            }
            let step = PlistPath.Component.key(p.keyPath?.joined(separator: ".") ?? p.key)
            if case .null = value.value {
                if !p.acceptsNull {
                    let here = self.path(path)
                    report(.error, "null-value",
                           "\(UntrustedText.quoted(p.key)) is null at \(here.displayName), but \(p.declaration) is \(p.schema.typeName) (not optional)",
                           at: value.location, path: here.appending(step))
                }
                continue
            }
            visit(value, p.schema, parent: path, step: step)
        }

        // The properties not found and the entries not used were looked at without a visit.
        let unvisited = properties.count - used + d.count - used
        if unvisited > 0, !budget.spend(unvisited) {
            return exhausted(PlistNode(.null, location: location), parent: path, step: nil)
        }
        // Unknown keys: every entry is a property's key unless some entries were not used.
        var unknown: [Int] = []
        if !(object.isSimple && used == d.count) {
            for i in d.entries.indices where !object.knownKeys.contains(lookup.codingKey(at: i)) { unknown.append(i) }
        }
        let policy = object.additionalKeys ?? options.unknownKeys
        if unknown.isEmpty && missing.isEmpty { return }

        var paired = Set<Int>()
        var suggestions: KeySuggestion?
        // For an open dictionary (`.suggest`): every declared key, so that a near-miss of any of
        // them is reported; one that is present is named as such, never suggested.
        var openSuggestions: KeySuggestion?
        for ui in unknown {
            let entry = d.entries[ui]
            if suggestions == nil && !missing.isEmpty {
                suggestions = KeySuggestion(candidates: missing.flatMap { pi in object.properties[pi].candidates.map { ($0, pi) } })
            }
            let best = suggestions?.suggestion(for: lookup.codingKey(at: ui))
            let here = self.path(path)
            let keyPath = here.appending(.key(entry.key))
            if let best {
                let p = object.properties[best.group]
                let severity: Diagnostic.Severity = p.isRequired || policy == .error || policy == .suggest ? .error : .warning
                if !p.isRequired && policy == .ignore { continue }
                paired.insert(best.group)
                suggestions?.remove(group: best.group)
                var related: [Diagnostic] = []
                if p.isRequired {
                    related.append(Diagnostic(
                        severity: .note, rule: "missing-key",
                        message: "missing required key \(UntrustedText.quoted(p.key)) in \(here.displayName) (\(p.declaration): \(p.schema.typeName)), probably misspelled as \(UntrustedText.quoted(entry.key)) \(entry.keyLocation.line > 0 ? "on line \(entry.keyLocation.line)" : "at byte \(entry.keyLocation.offset)")",
                        file: file, location: location, keyPath: here.appending(.key(p.key)).description))
                }
                report(severity, "unknown-key", Self.unknownKeyMessage(entry.key, at: here, nearMiss: best.match, alsoPresent: false),
                       at: entry.keyLocation, path: keyPath, related: related)
            } else if policy == .suggest {
                // An open dictionary: only a near-miss of a declared key is reported.
                if openSuggestions == nil {
                    openSuggestions = KeySuggestion(candidates: object.properties.indices.flatMap { pi in
                        object.properties[pi].candidates.map { ($0, pi) }
                    })
                }
                if let near = openSuggestions?.suggestion(for: lookup.codingKey(at: ui)) {
                    let message = Self.unknownKeyMessage(entry.key, at: here, nearMiss: near.match,
                                                         alsoPresent: lookup.index(of: near.match.text) != nil)
                    report(.error, "unknown-key", message, at: entry.keyLocation, path: keyPath)
                }
            } else if policy != .ignore {
                report(policy == .error ? .error : .warning, "unknown-key",
                       "unknown key \(UntrustedText.quoted(entry.key)) at \(here.displayName)",
                       at: entry.keyLocation, path: keyPath)
            }
        }
        for pi in missing where !paired.contains(pi) {
            let p = object.properties[pi]
            guard p.isRequired else { continue }
            let here = self.path(path)
            let within = here.isRoot ? "" : " in \(here.displayName)"
            report(.error, "missing-key",
                   "missing required key \(UntrustedText.quoted(p.keyPath?.joined(separator: ".") ?? p.key))\(within) (\(object.name))",
                   at: location, path: here.appending(.key(p.key)))
        }
    }

    /// The one wording of an unknown key that is a near-miss of a declared one: "did you mean"
    /// it, or, when that key is present too, that it is a near-miss of it (never suggested then:
    /// renaming would make a duplicate).
    static func unknownKeyMessage(_ key: String, at here: PlistPath, nearMiss: KeySuggestion.Match, alsoPresent: Bool) -> String {
        let known = UntrustedText.quoted(nearMiss.text)
        let why = nearMiss.reason == .normalization ? " (the two differ only in Unicode normalisation)" : ""
        return alsoPresent
            ? "unknown key \(UntrustedText.quoted(key)) at \(here.displayName) is a near-miss of \(known), which is also present\(why)"
            : "unknown key \(UntrustedText.quoted(key)) at \(here.displayName), did you mean \(known)?\(why)"
    }

    /// The keys-only check of a dictionary that holds exactly the model's keys in the model's
    /// order, none of them null (a file written from the model): nothing to report about its
    /// keys, so only the containers below are visited. Returns `false`, having done nothing,
    /// for any other dictionary (the general path then checks it).
    private mutating func visitObjectAsWritten(_ d: PlistDictionary, _ object: CompiledObject, path: Int) -> Bool {
        guard object.isSimple, options.keyDecoding.isIdentity, d.count == object.keys.count else { return false }
        let matches = d.entries.withUnsafeBufferPointer { entries in
            object.keys.withUnsafeBufferPointer { keys in
                for i in keys.indices where !ExactKey.sameBytes(entries[i].key, keys[i]) || entries[i].value.isNull {
                    return false
                }
                return true
            }
        }
        guard matches else { return false }
        let properties = object.properties
        let entries = d.entries
        for pi in properties.indices where !properties[pi].schema.isScalar {
            visit(entries[pi].value, properties[pi].schema, parent: path, step: .key(properties[pi].key))
        }
        return true
    }
}
