import Foundation
import PlistKit

/// Runs a PlistBuddy script on one file: `-c` commands (saved at the end, as `PlistBuddy -c`
/// saves) or a script on standard input (saved only by `Save`, as PlistBuddy's interactive
/// mode). All of a script or none of it: the first failing command stops the script and
/// nothing is written; otherwise the state of the last save is written once, spliced into the
/// file's bytes.
struct BuddyRunner {
    /// The parsed command line (`-x`, `-o`).
    var invocation: EditInvocation
    /// Output and standard input.
    var io: EditIO
    /// File access.
    var files: EditFiles

    /// The most commands one script may hold.
    static let maxCommands = 1_000_000
    /// Scripts whose saved edits number more than this are written as their net change
    /// (``NetEdits``) when it has fewer edits than the script, rather than command by command.
    static let netEditThreshold = 64

    /// Runs `commands` (standard input's lines when `nil`) on `file`.
    /// - Throws: ``EditFailure`` naming the failing command (`command 3 (Delete :x)`) and
    ///   why, or the file's read error; nothing is written then.
    func run(_ commands: [String]?, on file: String) throws {
        let fromStandardInput = commands == nil
        let lines = try commands ?? scriptLines()
        guard lines.count <= Self.maxCommands else {
            throw EditFailure("-c", "the script has \(lines.count) commands, more than the limit of \(Self.maxCommands)")
        }
        let original: Data?
        let root: PlistNode
        if file != "-", !EditFiles.exists(file) {
            // PlistBuddy creates a missing file, starting from an empty dictionary.
            io.writeOut("File Doesn't Exist, Will Create: \(EditFiles.displayName(file))\n")
            original = nil
            root = PlistNode(.dictionary(PlistDictionary()))
        } else {
            let (data, document) = try files.document(at: file)
            original = data
            root = document.root
        }
        var session = BuddySession(root: root) { path in try files.contents(of: path) }
        session.printsXML = invocation.printsXML
        for (number, line) in lines.enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if fromStandardInput, trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
            let label = "command \(number + 1) (\(UntrustedText.escaped(trimmed)))"
            do {
                let command = try BuddyCommand(parsing: line)
                let printed = try session.run(command)
                if !printed.isEmpty { io.writeOut(printed) }
            } catch let invalid as BuddyCommand.Invalid {
                throw EditFailure(label, invalid.reason)
            } catch let failure as EditFailure {
                throw EditFailure(label, failure.reason)
            }
            if session.hasExited { break }
        }
        if !fromStandardInput, !session.hasExited { _ = try session.run(.save) }
        if fromStandardInput, !session.pendingEdits.isEmpty {
            io.writeErr("\(EditFiles.displayName(file)): \(session.pendingEdits.count) unsaved change\(session.pendingEdits.count == 1 ? "" : "s") not written (end the script with Save)\n")
        }
        guard session.hasSaved, !session.savedEdits.isEmpty else { return }
        try write(session, original: original, to: file)
    }

    private func write(_ session: BuddySession, original: Data?, to file: String) throws {
        let destination = invocation.output ?? file
        let data: Data
        if let original {
            data = try EditWriter.edited(original, edits: Self.editsToWrite(session))
        } else {
            var writer = PlistWriter(format: .xml)
            writer.xmlOptions.keyOrder = .preserved
            data = try writer.write(session.saved)
        }
        try EditWriter.deliver(data, to: destination, for: file, original: original, io: io)
    }

    /// The saved edits, or their net change when there are many and it has fewer (checked to
    /// give the same tree, values and key order, as the script).
    static func editsToWrite(_ session: BuddySession) -> [PlistEdit] {
        let edits = session.savedEdits
        if edits.count > netEditThreshold, let net = NetEdits.edits(from: session.original, to: session.saved, limit: edits.count),
           let replayed = try? session.original.applying(net), NetEdits.sameInOrder(replayed, session.saved) {
            return net
        }
        return edits
    }

    /// The length of the longest prefix of `data` that is valid UTF-8 (cut before a sequence
    /// that is broken or unfinished).
    static func validPrefixLength(_ data: Data) -> Int {
        var iterator = data.makeIterator()
        var decoder = UTF8()
        var offset = 0
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): offset += UTF8.width(scalar)
            case .emptyInput, .error: return offset
            }
        }
    }

    /// Standard input's lines (LF or CRLF); invalid UTF-8 is refused, never repaired.
    private func scriptLines() throws -> [String] {
        guard let data = io.standardInput() else {
            throw EditFailure("-c", "cannot read the script from standard input (or it is over \(EditIO.maxStandardInput) bytes)")
        }
        guard let text = String(validating: data, as: UTF8.self) else {
            let valid = Self.validPrefixLength(data)
            throw EditFailure("-c", "the script on standard input is not UTF-8 (byte \(valid) starts an invalid sequence); nothing was run")
        }
        // "\r\n" is one Character in Swift: split on both separators.
        return text
            .split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" })
            .map(String.init)
    }
}
