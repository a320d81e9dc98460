extension PlistSourceEditor {
    /// `diagnostics` with the text edits of their fixes computed from ``source``: each fix
    /// that carries tree edits (``Diagnostic/Fix/plistEdits``, as the ``Validator``'s do) gets
    /// the byte-range ``Diagnostic/Fix/edits`` ``textEdits(for:)`` gives for them — the key's
    /// content bytes for a rename, the value's bytes for a replacement.
    ///
    /// A fix whose edits do not apply to this text (its node has no bytes, the result would not
    /// read back as intended) is dropped; in a binary property list, which has no text edits,
    /// a fix keeps its tree edits only.
    public func resolvingFixes(of diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.map { diagnostic in
            guard !diagnostic.fixes.isEmpty else { return diagnostic }
            var resolved = diagnostic
            resolved.fixes = diagnostic.fixes.compactMap { fix in
                guard fix.edits.isEmpty, !fix.plistEdits.isEmpty else { return fix }
                if format == .binary { return fix }
                guard let edits = try? textEdits(for: fix.plistEdits) else { return nil }
                var withEdits = fix
                withEdits.edits = edits
                return withEdits
            }
            return resolved
        }
    }
}
