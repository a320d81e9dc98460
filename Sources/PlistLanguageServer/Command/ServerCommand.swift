import CommandLineSupport
import Foundation

/// `plist-lsp`'s command line: what to do (serve over stdio, print help, print the version)
/// and the ``ServerLimits`` to serve with.
package enum ServerCommand: Equatable, Sendable {
    /// Serve LSP 3.17 over stdin and stdout with these limits.
    case serve(ServerLimits)
    /// Print ``helpText`` and exit 0.
    case help
    /// Print the version and exit 0.
    case version

    /// The command's name as printed.
    package static let name = "plist-lsp"
    /// The one-line usage.
    package static let usage = "Usage: plist-lsp [--max-size <BYTES>] [--max-open-size <BYTES>] [--max-values <N>]"

    /// Reads the arguments (without the program name).
    /// - Throws: ``UsageError`` for an unknown option (with "did you mean"), a missing or bad
    ///   value, or an argument that is not an option (the server reads no files by name).
    package init(arguments: [String]) throws(UsageError) {
        let (options, values) = try ServerOption.bind(ArgumentToken.split(arguments))
        if let value = values.first {
            throw .unexpectedArgument(value, reason: "plist-lsp takes no files; the editor sends the documents it opens")
        }
        var limits = ServerLimits()
        var command: ServerCommand?
        for (option, value) in options {
            switch option {
            case .help: command = command ?? .help
            case .version: command = command ?? .version
            case .maxSize, .maxOpenSize:
                guard let bytes = value.flatMap(ByteCount.init)?.bytes else {
                    throw .invalidValue(option: option.longName, value: value ?? "", expected: ByteCount.expected)
                }
                if option == .maxSize { limits.maxDocumentSize = bytes } else { limits.maxOpenSize = bytes }
            case .maxValues:
                guard let n = value.flatMap({ Int($0) }), n > 0 else {
                    throw .invalidValue(option: option.longName, value: value ?? "", expected: "a positive whole number")
                }
                limits.maxValues = n
            }
        }
        self = command ?? .serve(limits)
    }

    /// The help `--help` prints.
    package static var helpText: String {
        """
        OVERVIEW: The PlistKit language server: plist-lint's diagnostics, completion, hover,
        quick fixes, document symbols and go to definition for property lists (XML, JSON,
        OpenStep and .strings files) in any editor, over the Language Server Protocol 3.17
        on stdin and stdout. Start it from the editor, not by hand.

        \(usage.replacingOccurrences(of: "Usage: ", with: "USAGE: "))

        OPTIONS:

        """ + ServerOption.helpSection
    }

    /// A usage error as printed to stderr.
    package static func report(_ error: UsageError) -> String {
        UsageReport.render(error, command: name, usage: usage)
    }
}
