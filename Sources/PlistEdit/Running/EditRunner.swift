import Foundation
import PlistKit

/// Runs one ``EditInvocation`` on one file at a time.
struct EditRunner {
    /// The parsed command line.
    var invocation: EditInvocation
    /// Output and standard input.
    var io: EditIO

    private var files: EditFiles { EditFiles(io: io) }

    /// The name of the command in messages: the verb as written (`-replace`, `-extract`…).
    private var commandName: String {
        switch invocation.verb {
        case .lint: return "-lint"
        case .print: return "-p"
        case .convert: return "-convert"
        case .create: return "-create"
        case .edit(_, let verb): return verb
        case .extract: return "-extract"
        case .type: return "-type"
        case .script: return "-c"
        case .help: return "-help"
        }
    }

    /// The line printed for a failure on `file`: a read error as its compiler-style
    /// diagnostic (it names the file, line and column), anything else as `FILE: COMMAND: REASON`.
    func message(for error: any Error, file: String) -> String {
        if let read = error as? PlistReadError, read.location != nil {
            return read.diagnostics.map { diagnostic in
                var shown = diagnostic
                shown.message = EditFailure.userAdvice(diagnostic.message)
                return shown.description
            }.joined(separator: "\n") + "\n"
        }
        var failure = EditFailure(commandName, error: error)
        if let own = error as? EditFailure, !own.command.isEmpty { failure = own }
        return "\(EditFiles.displayName(file)): \(failure.description)\n"
    }

    /// Runs the verb on `file`.
    /// - Throws: the first error; nothing is written when one is thrown.
    func run(on file: String) throws {
        switch invocation.verb {
        case .help: return
        case .lint:
            _ = try files.document(at: file)
            if !invocation.silent { io.writeOut("\(EditFiles.displayName(file)): OK\n") }
        case .print:
            io.writeOut(PlutilPrinter.text(try files.document(at: file).document.root))
        case .type(let path, let expect):
            let node = try value(at: path, in: try files.document(at: file).document.root, expect: expect)
            io.writeOut(ValueKind.name(of: node.value) + "\n")
        case .extract(let path, let format, let expect):
            let node = try value(at: path, in: try files.document(at: file).document.root, expect: expect)
            if format == .raw {
                let text = RawValueText.text(node.value) + (invocation.omitsNewline ? "" : "\n")
                try deliver(Data(text.utf8), for: file, original: nil, defaultsToStandardOutput: true)
            } else {
                let (original, _) = try files.document(at: file)
                try deliver(try render(node, as: format), for: file, original: original, defaultsToStandardOutput: false)
            }
        case .convert(let format):
            let (original, document) = try files.document(at: file)
            let output = try render(document.root, as: format)
            let renamed = invocation.outputExtension.map { Self.replacingExtension(of: file, with: $0) }
            try deliver(output, for: file, original: original, defaultsToStandardOutput: false,
                        destination: invocation.output == nil && file != "-" ? renamed : nil)
        case .create(let format):
            let output = try render(PlistNode(.dictionary(PlistDictionary())), as: format)
            if file == "-" || invocation.output == "-" { io.writeOut(output); return }
            if let destination = invocation.output {
                try EditWriter.writeOutput(output, to: destination)
            } else {
                try EditWriter.create(path: file, with: output)
            }
        case .edit(let edit, _):
            let (original, document) = try files.document(at: file)
            _ = try document.root.applying(edit)  // the tree semantics decide first, with their message
            try deliver(try EditWriter.edited(original, edits: [edit]), for: file, original: original,
                        defaultsToStandardOutput: false)
        case .script(let commands):
            try BuddyRunner(invocation: invocation, io: io, files: files).run(commands, on: file)
        }
    }

    /// The node at `path`, checked against `-expect`.
    private func value(at path: PlistKeyPath, in root: PlistNode, expect: ValueKind?) throws -> PlistNode {
        let node = try root.value(forKeyPath: path)
        if let expect, ValueKind(of: node.value) != expect {
            let at = path.isRoot ? "the root" : UntrustedText.quoted(path.description)
            throw EditFailure(commandName, "the value at \(at) is \(ValueKind.name(of: node.value).withArticle), not \(expect.plutilName.withArticle) (-expect \(expect.plutilName))")
        }
        return node
    }

    /// `node` as a complete document in `format`, in Apple's form (PlistKit's writers).
    func render(_ node: PlistNode, as format: DocumentFormat) throws -> Data {
        guard let plistFormat = format.plistFormat else { return Data(RawValueText.text(node.value).utf8) }
        if plistFormat == .json, let (path, kind) = JSONForm.firstValueWithoutJSONForm(in: node) {
            let at = path.isRoot ? "the root" : UntrustedText.quoted(path.description)
            throw EditFailure(commandName, "the \(kind) at \(at) has no JSON form (JSON has no date or data type)")
        }
        var writer = PlistWriter(format: plistFormat)
        writer.jsonOptions = .init(layout: invocation.readableJSON ? .pretty : .compact)
        return try writer.write(node)
    }

    /// Writes `data` where the result of `file` goes: `destination` when given (`-e`), `-o PATH`
    /// (`-` for standard output), else standard output for `raw`, else the file itself
    /// (replaced atomically, as plutil writes in place); see ``EditWriter/deliver(_:to:for:original:io:)``.
    private func deliver(_ data: Data, for file: String, original: Data?, defaultsToStandardOutput: Bool,
                         destination chosen: String? = nil) throws {
        let destination = chosen ?? invocation.output ?? (defaultsToStandardOutput || file == "-" ? "-" : file)
        try EditWriter.deliver(data, to: destination, for: file, original: original, io: io)
    }

    /// `path` with its extension (after the last `.` of the last component) replaced by `ext`.
    static func replacingExtension(of path: String, with ext: String) -> String {
        let slash = path.lastIndex(of: "/")
        if let dot = path.lastIndex(of: "."), slash.map({ dot > $0 }) ?? true, dot != path.startIndex {
            return String(path[..<dot]) + "." + ext
        }
        return path + "." + ext
    }
}
