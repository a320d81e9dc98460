import Foundation
import PlistKit

/// `--output-format json`: one JSON document on stdout after every file is checked; stderr
/// stays empty. Layout (keys in this order, one file per line):
///
/// ```
/// {"files": [
/// {"path": "b-bad.plist", "status": "error", "format": "xml", "diagnostics": [{"severity": "error", "rule": "syntax", "message": "…", "file": "b-bad.plist", "line": 7, "column": 1, "offset": 120, "keyPath": "CFBundleName"}]}
/// ],
/// "summary": {"checked": 1, "passed": 0, "failed": 1}}
/// ```
/// `status` is `ok` or `error`; `format` is `xml`, `binary` or `json` (the format the file was
/// read as: given with `--format`, else detected from its first bytes, also when reading then
/// failed), or null when the file could not be read or no format takes it; a diagnostic's
/// `line`, `column`, `offset` and `keyPath` are present only when known; `fixes`, when the
/// finding has any, lists each fix's `title`, whether it is `safe` (what `--fix` applies) and
/// its `edits`: `{"offset": 120, "length": 17, "text": "CFBundleIdentifier"}` (a byte range of
/// the file and the text to put there).
struct JSONReporter: Sendable {
    static func document(_ results: [FileResult]) -> String {
        var out = "{\"files\": [\n"
        for (i, r) in results.enumerated() {
            out += "{\"path\": \(string(r.path)), \"status\": \(r.passed ? "\"ok\"" : "\"error\""), "
            out += "\"format\": \(r.format.map { string($0.rawValue) } ?? "null"), \"diagnostics\": ["
            out += r.diagnostics.map(diagnostic).joined(separator: ", ")
            out += "]}" + (i + 1 < results.count ? "," : "") + "\n"
        }
        let failed = results.filter { !$0.passed }.count
        out += "],\n\"summary\": {\"checked\": \(results.count), \"passed\": \(results.count - failed), \"failed\": \(failed)}}\n"
        return out
    }

    private static func diagnostic(_ d: Diagnostic) -> String {
        var fields = ["\"severity\": \(string(d.severity.rawValue))", "\"rule\": \(string(d.rule))",
                      "\"message\": \(string(d.message))"]
        if let file = d.file { fields.append("\"file\": \(string(file))") }
        if let loc = d.location {
            if loc.line > 0 { fields.append("\"line\": \(loc.line)") }
            if loc.column > 0 { fields.append("\"column\": \(loc.column)") }
            if loc.offset >= 0 { fields.append("\"offset\": \(loc.offset)") }
        }
        if let keyPath = d.keyPath { fields.append("\"keyPath\": \(string(keyPath))") }
        if !d.related.isEmpty { fields.append("\"related\": [" + d.related.map(diagnostic).joined(separator: ", ") + "]") }
        let fixes = d.fixes.filter { !$0.edits.isEmpty }.map { fix in
            let edits = fix.edits.map { "{\"offset\": \($0.range.lowerBound), \"length\": \($0.range.count), \"text\": \(string($0.newText))}" }
            return "{\"title\": \(string(fix.title)), \"safe\": \(fix.isSafe), \"edits\": [\(edits.joined(separator: ", "))]}"
        }
        if !fixes.isEmpty { fields.append("\"fixes\": [" + fixes.joined(separator: ", ") + "]") }
        return "{" + fields.joined(separator: ", ") + "}"
    }

    /// A JSON string literal (RFC 8259 §7): `"` `\` and controls escaped, the rest verbatim
    /// except U+2028/U+2029, escaped for JavaScript consumers, and the characters
    /// ``UntrustedText`` escapes (C1 controls, bidirectional overrides…) as `\uXXXX`, and the `#` of `##[` written as
    /// `\u0023` so that no line holds a GitHub Actions legacy workflow command.
    static func string(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x2028 || scalar.value == 0x2029 || scalar.value == 0x7F
                    || UntrustedText.needsEscape(scalar) {
                    // Also every character a terminal or CI log would act on or hide (a fix's
                    // text is inserted verbatim, so it is not escaped for display beforehand):
                    // the same string to a JSON reader.
                    for unit in String(scalar).utf16 {
                        let hex = String(unit, radix: 16)
                        out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                    }
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        // `##[` is a legacy workflow command anywhere in a line (see OutputLine).
        return out.replacingOccurrences(of: "##[", with: "#\\u0023[") + "\""
    }
}
