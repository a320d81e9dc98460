import Foundation
import PlistLanguageServer

// plist-lsp: the PlistKit language server, LSP 3.17 over stdin and stdout.
// A broken pipe to the client must end the process with an error, not a signal.
signal(SIGPIPE, SIG_IGN)
exit(StdioConnection.run())
