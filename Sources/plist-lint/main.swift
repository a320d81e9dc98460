import Foundation
import CommandLineSupport
import PlistLint

// argv as bytes: `CommandLine.arguments` repairs invalid UTF-8 to U+FFFD, which names no file.
exit(PlistLintCommand.main(rawArguments: NonUTF8Argument.processArguments()))
