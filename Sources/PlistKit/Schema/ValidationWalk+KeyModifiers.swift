/// Suggestions for keys written with device or platform modifiers
/// (``ObjectSchema/keyModifiers``): `UISupportedInterfaceOrientations~ipda` →
/// `UISupportedInterfaceOrientations~ipad`.
extension ValidationWalk {
    /// The most modifiers one key is split into.
    static let maximumKeyModifiers = 3

    /// For an unknown `key` of an open dictionary written as a declared key followed by
    /// modifiers (each starting with `~` or `-`), where the declared key or a modifier is a
    /// near-miss (``KeySuggestion``) and everything else is exact: the corrected key. `nil`
    /// when the object declares no modifiers, when the key has no such form, or when nothing
    /// is misspelled (`CFBundleIdentifier~iphone`: a specialised key the schema does not list,
    /// accepted as any unknown key of an open dictionary is).
    /// `keys` is the open dictionary's suggestion list (keys first, then titles).
    func modifiedKeySuggestion(_ key: String, _ object: CompiledObject, _ keys: inout KeySuggestion?) -> KeySuggestion.Match? {
        guard !object.keyModifiers.isEmpty, key.utf8.count <= KeySuggestion.maxLength,
              let cut = key.firstIndex(where: { $0 == "~" || $0 == "-" }), cut != key.startIndex else { return nil }
        var segments: [String] = []
        for ch in key[cut...] {
            if ch == "~" || ch == "-" {
                guard segments.count < Self.maximumKeyModifiers else { return nil }
                segments.append(String(ch))
            } else {
                segments[segments.count - 1].append(ch)
            }
        }
        let base = String(key[..<cut])
        var changed = false
        var fixed = base
        if !object.knownKeys.contains(base) {
            guard let near = keys?.suggestion(for: base)?.match, near.index < object.keyCandidateCount else { return nil }
            fixed = near.text
            changed = true
        }
        var modifiers = KeySuggestion(candidates: object.keyModifiers)
        for segment in segments {
            if object.keyModifiers.contains(segment) {
                fixed += segment
                continue
            }
            guard let near = modifiers.suggestion(for: segment)?.match else { return nil }
            fixed += near.text
            changed = true
        }
        guard changed else { return nil }
        return KeySuggestion.Match(index: 0, text: fixed, reason: .spelling)
    }
}
