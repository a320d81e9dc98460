import Foundation
import PlistLint

// argv as bytes: `CommandLine.arguments` repairs invalid UTF-8 to U+FFFD, which names no file.
let rawArguments = (1..<Int(CommandLine.argc)).map { index -> [UInt8] in
    guard let argument = CommandLine.unsafeArgv[index] else { return [] }
    return Array(UnsafeBufferPointer(start: argument, count: strlen(argument))).map { UInt8(bitPattern: $0) }
}
exit(PlistLintCommand.main(rawArguments: rawArguments))
