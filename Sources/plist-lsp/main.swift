import CommandLineSupport
import Foundation
import PlistLanguageServer

// plist-lsp: the PlistKit language server, LSP 3.17 over stdin and stdout.
// A broken pipe to the client must end the process with an error, not a signal.
signal(SIGPIPE, SIG_IGN)
do {
    switch try ServerCommand(arguments: Array(CommandLine.arguments.dropFirst())) {
    case .serve(let limits): exit(StdioConnection.run(limits: limits))
    case .help: FileHandle.standardOutput.write(Data(ServerCommand.helpText.utf8))
    case .version: FileHandle.standardOutput.write(Data("\(ToolVersion.current)\n".utf8))
    }
} catch {
    FileHandle.standardError.write(Data(ServerCommand.report(error).utf8))
    exit(64)
}
