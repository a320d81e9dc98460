extension DiagnosticRule {
    /// Warnings about files PlistKit reads but Apple's parser (CoreFoundation's
    /// `CFPropertyList`) rejects: accepted so the rest of the file can be checked, reported so
    /// the file is fixed before it ships (errors under `plist-lint --strict`).
    static let appleConformanceRules: [DiagnosticRule] = [commentInText, utf16WithoutBOM, wideUID]

    /// `comment-in-text`: An XML comment inside `<string>` or `<key>`, which Apple's parser rejects.
    package static let commentInText = DiagnosticRule("comment-in-text", .warning,
        summary: "An XML comment inside <string> or <key>, which Apple's parser rejects.",
        explanation: """
        XML allows a comment anywhere in text, and libxml2 drops it, so PlistKit reads the \
        string without it. CoreFoundation's parser does not: it stops with "Encountered \
        improper CDATA opening" and the app gets no property list at all. Move the comment \
        outside the element.

        Bad:
            <key>name</key><string>App<!-- TODO rename --></string>

        Good:
            <!-- TODO rename -->
            <key>name</key><string>App</string>
        """
    )

    /// `utf16-without-bom`: UTF-16 XML without a byte-order mark, which Apple's parser rejects.
    static let utf16WithoutBOM = DiagnosticRule("utf16-without-bom", .warning,
        summary: "UTF-16 XML without a byte-order mark, which Apple's parser rejects.",
        explanation: """
        PlistKit recognises UTF-16 XML from its first bytes (`<` followed by a zero byte, or \
        the reverse) and reads it. CoreFoundation needs a byte-order mark (FF FE or FE FF) to \
        read UTF-16 and rejects the file without one. Save the file as UTF-8, or as UTF-16 \
        with a byte-order mark.

        Bad:
            3C 00 3F 00 78 00 6D 00 6C 00 …        (<?xml in UTF-16LE, no BOM)

        Good:
            FF FE 3C 00 3F 00 78 00 6D 00 6C 00 …  (with a BOM), or UTF-8
        """
    )

    /// `wide-uid`: A binary plist UID wider than 32 bits, which Apple's parser rejects.
    package static let wideUID = DiagnosticRule("wide-uid", .warning,
        summary: "A binary plist UID wider than 32 bits, which Apple's parser rejects.",
        explanation: """
        A UID (an `NSKeyedArchiver` object reference, marker 0x8N in bplist00) may be stored \
        in up to 16 bytes, and PlistKit reads any width; CoreFoundation reads UIDs of at most \
        4 bytes and rejects the file otherwise. Such a UID never comes from Apple's archiver: \
        the file was made or altered by another tool.

        Bad:
            0x87 00 00 00 01 00 00 00 00       (a UID of 8 bytes: 4 294 967 296)

        Good:
            0x83 00 00 00 2A                   (a UID of 4 bytes: 42)
        """
    )
}
