import Foundation
import PlistLint

exit(PlistLintCommand.main(Array(CommandLine.arguments.dropFirst())))
