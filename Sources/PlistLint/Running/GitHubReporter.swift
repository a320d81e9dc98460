import Foundation
import PlistKit

/// `--output-format github`: each finding as a GitHub Actions workflow command on stdout, so
/// that a workflow step shows it as an annotation on the file and line of a pull request:
///
/// ```
/// ::error file=Fixtures/Bad/b.plist,line=7,col=3,title=plist-lint [syntax]::unclosed <dict>
/// ```
/// `error`, `warning` and `notice` (for a note) commands; `line` and `col` only when known (a
/// binary plist's byte offset stays in the message, as text output shows it). Each related note
/// follows as a `notice` at its own place. Passing files print nothing; the exit status is as
/// for text output.
///
/// Escaping, as the Actions runner unescapes (actions/runner `ActionCommand`): in the message,
/// `%` → `%25`, CR → `%0D`, LF → `%0A`; in a property value also `:` → `%3A` and `,` → `%2C`.
/// Paths and messages reach this already escaped for the terminal (``UntrustedText``: no
/// control characters), so no key or file name can end the command and start another; a `##[`
/// (a legacy command) has its second `#` written `%23`.
struct GitHubReporter: Sendable {
    let io: LintIO

    func report(_ result: FileResult) {
        var out = ""
        for d in result.diagnostics {
            out += Self.command(d, file: d.file ?? result.path, title: d.rule.isEmpty ? "plist-lint" : "plist-lint [\(d.rule)]")
            for note in d.related {
                // A note is titled with its own rule (the `missing-key` note of an `unknown-key`
                // misspelling), its parent's when it has none.
                let rule = note.rule.isEmpty ? d.rule : note.rule
                out += Self.command(note, file: note.file ?? d.file ?? result.path, title: rule.isEmpty ? "plist-lint note" : "plist-lint [\(rule)] note")
            }
        }
        if !out.isEmpty { io.writeWorkflowCommands(out) }
    }

    /// One workflow command line, ending with a newline.
    static func command(_ d: Diagnostic, file: String, title: String) -> String {
        let name: String
        switch d.severity {
        case .error: name = "error"
        case .warning: name = "warning"
        case .note: name = "notice"
        }
        var properties = ["file=" + escapedProperty(file)]
        var message = d.message
        if let loc = d.location {
            if loc.line > 0 {
                properties.append("line=\(loc.line)")
                if loc.column > 0 { properties.append("col=\(loc.column)") }
            } else if loc.offset >= 0 {
                message += " (at byte \(loc.offset))"
            }
        }
        properties.append("title=" + escapedProperty(title))
        return "::\(name) " + properties.joined(separator: ",") + "::" + escapedData(message) + "\n"
    }

    /// A command's message: `%`, CR and LF percent-encoded, and `##[` broken.
    static func escapedData(_ s: String) -> String {
        var out = ""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "%": out += "%25"
            case "\r": out += "%0D"
            case "\n": out += "%0A"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out.replacingOccurrences(of: "##[", with: "#%23[")
    }

    /// A property value: as ``escapedData(_:)``, and `:` and `,` percent-encoded.
    static func escapedProperty(_ s: String) -> String {
        escapedData(s).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
