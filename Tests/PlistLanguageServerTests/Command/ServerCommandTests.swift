import CommandLineSupport
import Testing
@testable import PlistLanguageServer

@Suite struct ServerCommandTests {
    @Test func limitsComeFromTheCommandLine() throws {
        #expect(try ServerCommand(arguments: []) == .serve(ServerLimits()))
        #expect(try ServerCommand(arguments: ["--max-size", "16m", "--max-open-size=1g", "--max-values", "5"])
            == .serve(ServerLimits(maxDocumentSize: 16 << 20, maxOpenSize: 1 << 30, maxValues: 5)))
        #expect(try ServerCommand(arguments: ["-h"]) == .help)
        #expect(try ServerCommand(arguments: ["--version"]) == .version)
    }

    @Test func badArgumentsAreUsageErrors() {
        #expect(throws: UsageError.invalidValue(option: "--max-size", value: "0", expected: "a positive number of bytes, optionally with k, m or g")) {
            try ServerCommand(arguments: ["--max-size", "0"])
        }
        #expect(throws: UsageError.unknownOption("--max-sise", suggestion: "--max-size")) { try ServerCommand(arguments: ["--max-sise", "1"]) }
        #expect(throws: UsageError.unexpectedArgument("Info.plist", reason: "plist-lsp takes no files; the editor sends the documents it opens")) {
            try ServerCommand(arguments: ["Info.plist"])
        }
    }
}
