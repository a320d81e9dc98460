import CommandLineSupport
import PlistKit

/// Why one `plist-edit` command failed on one file: one line that names the command, the key
/// path and the reason, printed as `FILE: COMMAND: REASON` on standard error (exit status 1,
/// as `plutil` and PlistBuddy exit). Every piece of input text in it is escaped.
struct EditFailure: Error, Equatable, CustomStringConvertible {
    /// The command as the user wrote it, e.g. `-replace` or `command 2 (Set :CFBundleVersion 43)`.
    var command: String
    /// Why it failed, e.g. `cannot replace "a.b": key path "a.b": no key "a" in the dictionary at the root`.
    var reason: String

    /// A failure of `command` for `reason` (both already escaped by the caller where they hold input).
    init(_ command: String, _ reason: String) {
        self.command = command
        self.reason = reason
    }

    /// A failure of `command` that a PlistKit error explains: a ``PlistEditError``,
    /// ``PlistKeyPathError``, ``PlistReadError``, ``PlistWriteError`` or ``PlistSourceEditError`` is worded by its own
    /// description (one mechanism per concern).
    init(_ command: String, error: any Error) {
        self.command = command
        switch error {
        case let failure as EditFailure: reason = failure.reason
        case let edit as PlistEditError: reason = edit.description
        case let path as PlistKeyPathError: reason = path.description
        case let read as PlistReadError: reason = Self.userAdvice(read.message)
        case let write as PlistWriteError: reason = write.message
        case let syntax as PlistKeyPath.SyntaxError: reason = syntax.description
        case let source as PlistSourceEditError: reason = source.message
        default: reason = UntrustedText.escaped(String(describing: error), limit: 400)
        }
    }

    /// The flag that raises each reader limit, by ``PlistReader/Options`` property name:
    /// none, since `plist-edit` reads with the library's default limits and has no flag for
    /// them (``LimitAdvice``).
    static let limitFlags: [String: String] = [:]

    /// A PlistKit message with its advice for programs (`raise PlistReader.Options.maxDepth`)
    /// dropped, since a `plist-edit` user cannot follow it (``LimitAdvice``, ``limitFlags``).
    static func userAdvice(_ message: String) -> String {
        LimitAdvice.rewritten(message, flags: limitFlags)
    }

    /// `COMMAND: REASON`.
    var description: String { command.isEmpty ? reason : "\(command): \(reason)" }
}
