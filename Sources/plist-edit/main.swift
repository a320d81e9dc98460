import CommandLineSupport
import Foundation
import PlistEdit

// argv as bytes: `CommandLine.arguments` repairs invalid UTF-8 to U+FFFD, which would edit
// another key; plist-edit refuses such an argument instead.
exit(PlistEditCommand.main(rawArguments: NonUTF8Argument.processArguments()))
