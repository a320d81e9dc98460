// What Apple's XML parser does differently: comments inside text (rejected there) and
// keyed-archiver UIDs written as `<dict><key>CF$UID</key>…` (read as UIDs there).
extension XMLTreeBuilder {
    /// Reports a comment inside `<string>` or `<key>`: libxml2 drops it and the text around it
    /// reads as one string, but CoreFoundation's XML parser rejects the whole file
    /// ("Encountered improper CDATA opening"), so a file that passes here would fail on Apple
    /// platforms. A warning (rule `comment-in-text`; an error under `plist-lint --strict`).
    /// Comments elsewhere are ignored.
    mutating func noteComment(at location: SourceLocation?) {
        guard !failed, let leaf, leaf.kind == .string || leaf.kind == .key else { return }
        findings.append(Diagnostic(severity: .warning, rule: XMLFindingRule.commentInText,
            message: "comment inside <\(leaf.kind.name)>: Apple's parser rejects the file (\"Encountered improper CDATA opening\")",
            location: location ?? leaf.location, keyPath: currentPath()))
    }
}

extension XMLTreeBuilder {
    /// The UID an XML `<dict>` stands for when it is exactly `<key>CF$UID</key>` and an
    /// `<integer>` in 0…4294967295: how `NSKeyedArchiver`'s UIDs are written in XML. Apple's XML
    /// parser, swift-foundation, libplist and go-plist read it as a UID, as PlistKit's binary
    /// reader reads the binary twin (marker `0x8N`), so one document gives one tree. Other
    /// values (negative, above 32 bits, not integers) leave the dictionary as it is.
    static func keyedArchiverUID(in dictionary: PlistDictionary) -> PlistValue? {
        guard dictionary.count == 1, let entry = dictionary.entries.first, entry.key == "CF$UID",
              case .integer(let n) = entry.value.value, let value = n.exactly(UInt32.self) else { return nil }
        return .uid(UInt64(value))
    }
}
