import Foundation
import PlistEdit

exit(PlistEditCommand.main(Array(CommandLine.arguments.dropFirst())))
