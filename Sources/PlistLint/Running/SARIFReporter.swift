import Foundation
import PlistKit

/// `--output-format sarif`: one SARIF 2.1.0 log (OASIS, sarif-schema-2.1.0.json) on stdout
/// after every file is checked, for GitHub code scanning and other SARIF consumers.
///
/// - `runs[0].tool.driver`: `name` `plist-lint`, `version`, and `rules`: the whole catalogue
///   (``DiagnosticRule/catalogue``, sorted by id) with `shortDescription` (the summary),
///   `fullDescription` (the explanation's first paragraph), `help` (the whole explanation, text
///   and Markdown) and `defaultConfiguration.level`.
/// - One result per top-level finding: `ruleId`, `ruleIndex`, `level` (`error`, `warning`,
///   `note`), `message.text`, a location whose `artifactLocation.uri` is the file's path
///   relative to the current directory (a relative argument as given, an absolute one under the
///   current directory made relative; `uriBaseId` `%SRCROOT%`: run plist-lint from the
///   repository root and they are repository-relative; any other absolute path becomes a
///   `file://` URI), `region` with `startLine`/`startColumn` (columns in Unicode
///   scalars: `columnKind` `unicodeCodePoints`) or, for a binary plist, `byteOffset`, and the
///   key path as a logical location. Related notes (the first definition of a duplicate key, an
///   unclosed tag) are `relatedLocations`.
/// - `partialFingerprints["plistLintFinding/v1"]`: a hash of the rule, the file's URI, the key
///   path (or, without one, the message with its digits masked) and the finding's ordinal
///   among equal keys — never a line number, so inserting a line above a finding keeps it.
struct SARIFReporter: Sendable {
    /// The `$schema` a consumer validates against.
    static let schemaURI = "https://json.schemastore.org/sarif-2.1.0.json"

    static func document(_ results: [FileResult]) -> String {
        let base = FileManager.default.currentDirectoryPath
        let rules = DiagnosticRule.catalogue
        var index: [String: Int] = [:]
        for (i, rule) in rules.enumerated() { index[rule.id] = i }

        var out = "{\"$schema\": \(q(schemaURI)), \"version\": \"2.1.0\", \"runs\": [{\n"
        out += "\"tool\": {\"driver\": {\"name\": \"plist-lint\", \"version\": \(q(PlistLintCommand.version)), "
        out += "\"semanticVersion\": \(q(PlistLintCommand.version)), \"rules\": [\n"
        out += rules.map(rule).joined(separator: ",\n")
        out += "\n]}},\n\"columnKind\": \"unicodeCodePoints\",\n\"results\": ["
        var lines: [String] = []
        for result in results {
            var ordinals: [String: Int] = [:]
            for d in result.diagnostics where !d.rule.isEmpty {
                // The file's own path bytes when the finding is about it; a note's other file
                // (a schema) by its printed name.
                let uri = d.file == nil || d.file == result.path
                    ? artifactURI(bytes: result.pathBytes ?? Array(result.path.utf8), relativeTo: base)
                    : artifactURI(d.file ?? result.path, relativeTo: base)
                let key = fingerprintKey(d, uri: uri)
                let ordinal = ordinals[key, default: 0]
                ordinals[key] = ordinal + 1
                lines.append(self.result(d, uri: uri, base: base, ruleIndex: index[d.rule],
                                         fingerprint: fingerprint(key + "\u{0}" + String(ordinal))))
            }
        }
        out += lines.isEmpty ? "" : "\n" + lines.joined(separator: ",\n") + "\n"
        out += "]}]}\n"
        return out
    }

    private static func q(_ s: String) -> String { JSONReporter.string(s) }

    private static func level(_ severity: Diagnostic.Severity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .note: return "note"
        }
    }

    private static func rule(_ r: DiagnosticRule) -> String {
        let firstParagraph = r.explanation.components(separatedBy: "\n\n").first ?? r.explanation
        return "{\"id\": \(q(r.id)), \"shortDescription\": {\"text\": \(q(r.summary))}, "
            + "\"fullDescription\": {\"text\": \(q(firstParagraph))}, "
            + "\"help\": {\"text\": \(q(r.explanation)), \"markdown\": \(q(r.explanation))}, "
            + "\"defaultConfiguration\": {\"level\": \(q(level(r.defaultSeverity)))}}"
    }

    private static func result(_ d: Diagnostic, uri: String, base: String, ruleIndex: Int?, fingerprint: String) -> String {
        var fields = ["\"ruleId\": \(q(d.rule))"]
        if let ruleIndex { fields.append("\"ruleIndex\": \(ruleIndex)") }
        fields.append("\"level\": \(q(level(d.severity)))")
        fields.append("\"message\": {\"text\": \(q(d.message))}")
        fields.append("\"locations\": [\(location(d, uri: uri, id: nil))]")
        let related = d.related.enumerated().map { i, note in
            location(note, uri: note.file.map { artifactURI($0, relativeTo: base) } ?? uri, id: i + 1)
        }
        if !related.isEmpty { fields.append("\"relatedLocations\": [\(related.joined(separator: ", "))]") }
        let fixes = d.fixes.filter { !$0.edits.isEmpty }.map { fix($0, uri: uri) }
        if !fixes.isEmpty { fields.append("\"fixes\": [\(fixes.joined(separator: ", "))]") }
        fields.append("\"partialFingerprints\": {\"plistLintFinding/v1\": \(q(fingerprint))}")
        return "{" + fields.joined(separator: ", ") + "}"
    }

    /// A SARIF `fix` (§3.55): its title as the description, one `artifactChange` for the file
    /// whose `replacements` delete byte ranges (`deletedRegion` with `byteOffset` and
    /// `byteLength`) and insert the new text (`insertedContent.text`).
    private static func fix(_ fix: Diagnostic.Fix, uri: String) -> String {
        var location = "{\"uri\": \(q(uri))"
        if !uri.hasPrefix("file:") { location += ", \"uriBaseId\": \"%SRCROOT%\"" }
        location += "}"
        let replacements = fix.edits.map { edit in
            "{\"deletedRegion\": {\"byteOffset\": \(edit.range.lowerBound), \"byteLength\": \(edit.range.count)}, \"insertedContent\": {\"text\": \(q(edit.newText))}}"
        }
        return "{\"description\": {\"text\": \(q(fix.title))}, \"artifactChanges\": [{\"artifactLocation\": \(location), \"replacements\": [\(replacements.joined(separator: ", "))]}]}"
    }

    /// A SARIF `location`: the file, the region when known, the key path as a logical location,
    /// and for a related location its `id` and message.
    private static func location(_ d: Diagnostic, uri: String, id: Int?) -> String {
        var physical = "\"artifactLocation\": {\"uri\": \(q(uri))"
        if !uri.hasPrefix("file:") { physical += ", \"uriBaseId\": \"%SRCROOT%\"" }
        physical += "}"
        if let loc = d.location {
            if loc.line > 0 {
                physical += ", \"region\": {\"startLine\": \(loc.line)" + (loc.column > 0 ? ", \"startColumn\": \(loc.column)" : "") + "}"
            } else if loc.offset >= 0 {
                physical += ", \"region\": {\"byteOffset\": \(loc.offset)}"
            }
        }
        var fields: [String] = []
        if let id { fields.append("\"id\": \(id)") }
        fields.append("\"physicalLocation\": {\(physical)}")
        if let keyPath = d.keyPath {
            fields.append("\"logicalLocations\": [{\"fullyQualifiedName\": \(q(keyPath)), \"kind\": \"member\"}]")
        }
        if id != nil { fields.append("\"message\": {\"text\": \(q(d.message))}") }
        return "{" + fields.joined(separator: ", ") + "}"
    }

    /// The URI of a printed path (RFC 3986), percent-encoded: a relative path stays relative
    /// (`./` dropped), an absolute one inside `base` (the current directory) is made relative to
    /// it, any other absolute one is a `file://` URI.
    static func artifactURI(_ path: String, relativeTo base: String) -> String {
        artifactURI(bytes: Array(path.utf8), relativeTo: base)
    }

    /// ``artifactURI(_:relativeTo:)`` for a path given as its bytes (which need not be UTF-8):
    /// every byte outside the unreserved set percent-encoded (RFC 3986), `%FF` for byte 0xFF.
    static func artifactURI(bytes path: [UInt8], relativeTo base: String) -> String {
        var p = path[...]
        let prefix = Array((base.hasSuffix("/") ? base : base + "/").utf8)
        if base.hasPrefix("/"), p.starts(with: prefix) { p = p.dropFirst(prefix.count) }
        let dotSlash = Array("./".utf8)
        while p.starts(with: dotSlash) { p = p.dropFirst(2) }
        var out = p.first == UInt8(ascii: "/") ? "file://" : ""
        for byte in p {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
                out.append(Character(Unicode.Scalar(byte)))
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                out += "%" + (hex.count < 2 ? "0" : "") + hex
            }
        }
        return out
    }

    /// What identifies a finding across edits: rule, file and key path; without a key path, the
    /// message with every run of digits masked (messages may name line numbers).
    private static func fingerprintKey(_ d: Diagnostic, uri: String) -> String {
        let what: String
        if let keyPath = d.keyPath {
            what = "path:" + keyPath
        } else {
            var masked = ""
            var inDigits = false
            for ch in d.message {
                if ch.isASCII && ch.isNumber {
                    if !inDigits { masked += "#" }
                    inDigits = true
                } else {
                    masked.append(ch)
                    inDigits = false
                }
            }
            what = "message:" + masked
        }
        return d.rule + "\u{0}" + uri + "\u{0}" + what
    }

    /// 128 bits of two FNV-1a 64-bit hashes (different offset bases), as 32 hex digits: stable
    /// across runs and platforms (Swift's `Hasher` is seeded per process).
    static func fingerprint(_ text: String) -> String {
        var a: UInt64 = 0xcbf2_9ce4_8422_2325
        var b: UInt64 = 0x6c62_272e_07bb_0142
        for byte in text.utf8 {
            a = (a ^ UInt64(byte)) &* 0x100_0000_01b3
            b = (b ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        func hex(_ v: UInt64) -> String {
            let s = String(v, radix: 16)
            return String(repeating: "0", count: 16 - s.count) + s
        }
        return hex(a) + hex(b)
    }
}
