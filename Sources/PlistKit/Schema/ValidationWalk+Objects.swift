extension ValidationWalk {
    /// Whether `declared` is `key` behind a framework prefix of two or three capital ASCII
    /// letters (`CF`, `NS`, `UI`, `LS`, `GKS`…).
    static func isDeclaredKeyWithoutPrefix(_ key: String, _ declared: String) -> Bool {
        let k = key.utf8, d = declared.utf8
        let extra = d.count - k.count
        guard extra >= 2, extra <= 3, d.dropFirst(extra).elementsEqual(k) else { return false }
        return d.prefix(extra).allSatisfy { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") }
    }

    /// Checks a dictionary against a model: present, missing, null, unknown and misspelled keys.
    /// The root dictionary (`path` −1) also has the keys of ``omittedRootKeys``, unknown keys
    /// whose entries the reader did not keep: they are reported with the unknown keys of `d`,
    /// in document order.
    mutating func visitObject(_ d: PlistDictionary, _ object: CompiledObject, location: SourceLocation, path: Int) {
        let omitted = path == -1 ? omittedRootKeys.take() : nil
        let omittedCount = omitted?.count ?? 0
        if omittedCount == 0, visitObjectAsWritten(d, object, path: path) { return }
        let lookup = KeyLookup(d, strategy: options.keyDecodingStrategy)
        var used = 0
        var missing: [Int] = []
        let properties = object.properties
        for pi in properties.indices {
            let p = properties[pi]
            let value: PlistNode?
            // The keys as written in the file that lead to the value (more than one for a key path).
            var keys: [String] = []
            if p.keys.keyPath != nil {
                if let found = p.keys.value(in: lookup, strategy: options.keyDecodingStrategy) {
                    value = found.node
                    keys = found.keys
                } else {
                    value = nil
                }
            } else if let i = p.keys.index(in: lookup, hint: pi) {
                used += 1
                let done: Bool = d.entries.withUnsafeBufferPointer { buffer in
                    // The common case, checked in place without copying the node.
                    if buffer[i].value.isNull { return false }
                    // A scalar under `keysOnly` is not checked: skip the visit (and the copies).
                    if keysOnly && p.schema.isScalar { return true }
                    visit(buffer[i].value, p.schema, parent: path, step: .key(buffer[i].key))
                    return true
                }
                if done { continue }
                value = d.entries[i].value
                keys = [d.entries[i].key]
            } else {
                value = nil
            }
            guard let value else {
                if let dv = p.defaultValue {
                    let here = self.path(path)
                    report(.note, .defaultUsed,
                           DiagnosticRule.defaultUsedMessage(p.key, in: here.displayName, default: ScalarConversion.describeFound(PlistNode(dv))),
                           at: location, path: here.appending(.key(p.key)))
                } else {
                    missing.append(pi)
                }
                continue
            }
            // The steps of a key path but the last are the dictionaries on the way.
            var parent = path
            for key in keys.dropLast() { parent = pathIndex(parent: parent, step: .key(key)) }
            let step = PlistPath.Component.key(keys.last ?? p.key)
            if case .null = value.value {
                if !p.acceptsNull {
                    let here = self.path(path)
                    let there = self.path(parent: parent, step: step)
                    report(.error, .nullValue,
                           DiagnosticRule.nullPropertyMessage(p.key, at: here.displayName, declaration: p.declaration, type: p.schema.typeName),
                           at: value.location, path: there)
                }
                continue
            }
            visit(value, p.schema, parent: parent, step: step)
        }

        // The properties not found and the entries not used were looked at without a visit.
        let unvisited = properties.count - used + d.count - used + omittedCount
        if unvisited > 0, !budget.spend(unvisited) {
            return exhausted(PlistNode(.null, location: location), parent: path, step: nil)
        }
        // Unknown keys: every entry is a property's key unless some entries were not used.
        var unknown: [Int] = []
        if !(object.isSimple && used == d.count) {
            for i in d.entries.indices where !object.knownKeys.contains(lookup.codingKey(at: i)) { unknown.append(i) }
        }
        let policy = object.additionalKeys ?? options.unknownKeys
        if unknown.isEmpty && omittedCount == 0 && missing.isEmpty { return }

        var paired = Set<Int>()
        var suggestions: KeySuggestion?
        // For an open dictionary (`.suggest`): every declared key, so that a near-miss of any of
        // them is reported; one that is present is named as such, never suggested.
        var openSuggestions: KeySuggestion?
        // The unknown entries of `d` and the omitted keys, merged by where each key is written.
        var next = 0, nextOmitted = 0
        while next < unknown.count || nextOmitted < omittedCount {
            let entry: (key: String, keyLocation: SourceLocation)
            let codingKey: String
            if let omitted, nextOmitted < omittedCount,
               next == unknown.count || omitted[nextOmitted].location < d.entries[unknown[next]].keyLocation {
                let record = omitted[nextOmitted]
                nextOmitted += 1
                // Omitted only under the identity key strategy: the key is its coding key.
                (entry, codingKey) = ((record.key, record.location), record.key)
            } else {
                let ui = unknown[next]
                next += 1
                (entry, codingKey) = ((d.entries[ui].key, d.entries[ui].keyLocation), lookup.codingKey(at: ui))
            }
            if suggestions == nil && !missing.isEmpty {
                // The missing properties' keys (none of which is present, or the property
                // would not be missing): the prepared list without the others' groups.
                var prepared = object.keySuggestions
                var isMissing = [Bool](repeating: false, count: object.properties.count)
                for pi in missing { isMissing[pi] = true }
                for pi in object.properties.indices where !isMissing[pi] { prepared.remove(group: pi) }
                suggestions = prepared
            }
            var best = suggestions?.suggestion(for: codingKey)
            // An open dictionary holds the project's own keys too: one that is a declared key
            // without its framework prefix (`BundleVersion`, `Environment` beside
            // `CFBundleVersion`, `LSEnvironment`) is a custom key, not a slip.
            if policy == .suggest, let b = best, Self.isDeclaredKeyWithoutPrefix(entry.key, b.match.text) { best = nil }
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
                        severity: .note, rule: .missingKey,
                        message: DiagnosticRule.missingKeyMisspeltMessage(
                            p.key, in: here.displayName, declared: Self.declared(object.name, "\(p.declaration): \(p.schema.typeName)"),
                            misspelling: entry.key, at: entry.keyLocation),
                        file: file, location: location, keyPath: here.appending(.key(p.key)).description))
                }
                // The suggestion is a missing property's key, so renaming makes no duplicate.
                let fixes = p.keys.keyPath == nil ? [Self.renameFix(keyPath, to: p.key)] : []
                report(severity, .unknownKey, Self.unknownKeyMessage(entry.key, at: here, nearMiss: best.match, alsoPresent: false),
                       at: entry.keyLocation, path: keyPath, related: related, fixes: fixes)
            } else if policy == .suggest {
                // An open dictionary: only a near-miss of a declared key is reported.
                if openSuggestions == nil {
                    openSuggestions = object.nearMisses
                }
                if var near = object.titleIndex[ExactKey(entry.key)].map({ KeySuggestion.Match(index: object.keyCandidateCount + $0, text: entry.key, reason: .spelling) })
                    ?? openSuggestions?.suggestion(for: codingKey)?.match
                    ?? modifiedKeySuggestion(codingKey, object, &openSuggestions) {
                    // A title (the candidates after the keys) stands for its property's key.
                    if near.index >= object.keyCandidateCount {
                        near.text = object.properties[object.titles[near.index - object.keyCandidateCount].property].key
                    }
                    if Self.isDeclaredKeyWithoutPrefix(entry.key, near.text) { continue }
                    let alsoPresent = lookup.index(of: near.text) != nil || omitted?.contains(near.text) == true
                    let message = Self.unknownKeyMessage(entry.key, at: here, nearMiss: near, alsoPresent: alsoPresent)
                    report(.error, .unknownKey, message, at: entry.keyLocation, path: keyPath,
                           fixes: alsoPresent ? [] : [Self.renameFix(keyPath, to: near.text)])
                }
            } else if policy != .ignore {
                report(policy == .error ? .error : .warning, .unknownKey,
                       DiagnosticRule.unknownKeyMessage(entry.key, at: here.displayName),
                       at: entry.keyLocation, path: keyPath)
            }
        }
        for pi in missing where !paired.contains(pi) {
            let p = object.properties[pi]
            guard p.isRequired else { continue }
            let here = self.path(path)
            let within = here.isRoot ? "" : " in \(here.displayName)"
            let missingPath = PlistPath((p.keys.keyPath ?? [p.key]).map { .key($0) })
            let name = p.keys.keyPath == nil ? p.key : missingPath.description
            report(.error, .missingKey, DiagnosticRule.missingKeyMessage(name) + within + Self.declared(object.name, object.name),
                   at: location, path: PlistPath(here.components + missingPath.components))
        }
    }

    /// The type a "expected …" message names: the schema's type name when every name in it
    /// is a model's or Swift's (`[String]`, `[AppInfo]`, see ``declared(_:_:)``), else the
    /// container in the plist's words (`array`, `dictionary`): never `[items]`, a JSON
    /// Schema pointer's last step.
    static func shownType(_ schema: CompiledSchema) -> String {
        let names = schema.typeName.split(whereSeparator: { "[]:?, ".contains($0) })
        if names.allSatisfy({ !declared(String($0), "").isEmpty }) { return schema.typeName }
        switch schema.kind {
        case .array: return "array"
        case .map, .object: return "dictionary"
        default: return schema.typeName
        }
    }

    /// ` (text)` naming the model declaration a key belongs to (`(AppInfo.icon: String)`),
    /// or "" when the object's name is not a model's: a JSON Schema object is named by its
    /// title or by the last step of its pointer (`accessedAPIType`, `items`), names its file's
    /// reader never wrote and that mean nothing in a plist. A model name is a Swift type name:
    /// it starts with an upper-case letter and holds only letters, digits, `_` and `.`.
    static func declared(_ objectName: String, _ text: String) -> String {
        guard let first = objectName.unicodeScalars.first, first.properties.isUppercase,
              objectName.unicodeScalars.allSatisfy({ $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_" || $0 == "." })
        else { return "" }
        return " (\(text))"
    }

    /// An unknown key that is a near-miss of a declared one, in `unknown-key`'s wording
    /// (``DiagnosticRule/unknownKeyMessage(_:at:nearMiss:alsoPresent:normalization:)``): "did
    /// you mean" it, or, when that key is present too, that it is a near-miss of it (never
    /// suggested then: renaming would make a duplicate).
    static func unknownKeyMessage(_ key: String, at here: PlistPath, nearMiss: KeySuggestion.Match, alsoPresent: Bool) -> String {
        DiagnosticRule.unknownKeyMessage(key, at: here.displayName, nearMiss: nearMiss.text, alsoPresent: alsoPresent,
                                         normalization: nearMiss.reason == .normalization)
    }

    /// The check of a dictionary that holds exactly the model's keys in the model's order,
    /// none of them null (a file written from the model): nothing to report about its keys,
    /// so only the values are visited (under ``keysOnly`` only the containers), without
    /// resolving keys. Returns `false`, having done nothing, for any other dictionary (the
    /// general path then checks it).
    private mutating func visitObjectAsWritten(_ d: PlistDictionary, _ object: CompiledObject, path: Int) -> Bool {
        guard object.isSimple, options.keyDecodingStrategy.isIdentity, d.count == object.keys.count else { return false }
        let matches = d.entries.withUnsafeBufferPointer { entries in
            object.keys.withUnsafeBufferPointer { keys in
                for i in keys.indices where !ExactKey.sameBytes(entries[i].key, keys[i]) || entries[i].value.isNull {
                    return false
                }
                return true
            }
        }
        guard matches else { return false }
        // Read in place: neither the properties nor the values are copied.
        object.properties.withUnsafeBufferPointer { properties in
            d.entries.withUnsafeBufferPointer { entries in
                for pi in properties.indices {
                    let schema = properties[pi].schema
                    // The common case decided before a step is made for the path.
                    if isDecidedInPlace(entries[pi].value, schema) { continue }
                    visit(entries[pi].value, schema, parent: path, step: .key(entries[pi].key))
                }
            }
        }
        return true
    }
}
