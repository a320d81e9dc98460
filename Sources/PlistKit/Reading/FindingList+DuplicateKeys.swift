/// The one place a reader reports a key repeated in a dictionary, so that the same document
/// gives the same words in every format (XML, JSON, OpenStep, binary); only the locations differ,
/// as the formats do (`line:column` in text, `byte N` in a binary plist).
///
/// Every reader keeps the first key's position and takes the later value, as
/// `CFDictionarySetValue` and Foundation's parsers do. Under
/// ``PlistReader/DuplicateKeyPolicy/lastWinsWithWarning`` the document gets a `duplicate-key`
/// warning at the second key, `duplicate key "k" (first defined at 2:3); the later value wins`,
/// with an annotation at the first definition (``Diagnostic/annotation(_:file:location:)``,
/// `first definition of "k"`); under ``PlistReader/DuplicateKeyPolicy/error`` the read
/// fails with `duplicate key "k" (first defined at 2:3)` and the same note.
extension FindingList {
    /// Whether a repeated key needs a finding built: past ``limit`` a warning is only counted
    /// here (no message or key path is built: 100 000 duplicates nested 500 deep took 14 s
    /// building paths nobody sees). A reader asks this before it computes the key path for
    /// ``recordDuplicateKey(_:first:at:policy:keyPath:)``.
    mutating func admitsDuplicateKey(policy: PlistReader.DuplicateKeyPolicy) -> Bool {
        if policy != .error && !hasRoom(for: .warning) {
            countDropped(.warning)
            return false
        }
        return true
    }

    /// Records the repetition of `key` (first at `first`, again at `location`) as `policy` says.
    ///
    /// - Parameter keyPath: the key path of the repeated key's value.
    /// - Returns: the error to stop the read with under ``PlistReader/DuplicateKeyPolicy/error``,
    ///   else `nil`.
    mutating func recordDuplicateKey(_ key: String, first: SourceLocation, at location: SourceLocation,
                                     policy: PlistReader.DuplicateKeyPolicy, keyPath: String?) -> PlistReadError? {
        // The first definition is only a place: an annotation, of the finding's rule.
        let note = Diagnostic.annotation(DiagnosticRule.firstDefinitionMessage(key), location: first)
        let message = DiagnosticRule.duplicateKeyMessage(key, firstAt: first)
        if policy == .error {
            return PlistReadError(.duplicateKey, message, at: location, keyPath: keyPath, related: [note])
        }
        append(Diagnostic(severity: .warning, rule: .duplicateKey, message: message + DiagnosticRule.laterValueWins,
                          location: location, keyPath: keyPath, related: [note]))
        return nil
    }
}
