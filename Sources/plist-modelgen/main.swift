import Foundation
import PlistModelGen

exit(ModelGenCommand.main(Array(CommandLine.arguments.dropFirst())))
