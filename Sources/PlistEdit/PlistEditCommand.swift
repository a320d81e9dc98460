import CommandLineSupport
import Foundation
import PlistKit

/// `plist-edit`: plutil's verbs and PlistBuddy's command language over PlistKit, changing only
/// the bytes of the values an edit touches. A library so that tests run it in-process.
///
/// ```swift
/// let status = PlistEditCommand.run(["-replace", "CFBundleVersion", "-string", "43", "Info.plist"], io: io)
/// ```
/// argv → ``EditInvocation`` → one run per file. Exit status, as `plutil` and PlistBuddy: `0`
/// when every file succeeded, `1` when any failed or the command line was wrong (plutil exits
/// 1 for usage errors too, not `EX_USAGE`).
package enum PlistEditCommand {
    /// Exit status: success.
    package static let exitSuccess: Int32 = 0
    /// Exit status: a file failed, or the command line was wrong.
    package static let exitFailure: Int32 = 1

    /// The usage line printed with a usage error.
    static let usage = "Usage: plist-edit [-lint | -p | -convert FMT | -create FMT | -insert KEYPATH -TYPE VALUE [-append] | -replace KEYPATH -TYPE VALUE | -remove KEYPATH | -extract KEYPATH FMT [-expect TYPE] | -type KEYPATH [-expect TYPE] | -c COMMAND ...] [-s] [-r] [-n] [-o PATH] FILE ..."

    /// Runs with the process's argv, stdout, stderr and stdin; returns the exit status.
    package static func main(_ arguments: [String]) -> Int32 {
        run(arguments, io: .standard)
    }

    /// Runs with argv given as bytes (without the program name), from
    /// ``NonUTF8Argument/processArguments()``: an argument that is not valid UTF-8 is refused
    /// (``run(_:io:)``), never repaired to U+FFFD (which would name another key or file).
    package static func main(rawArguments: [[UInt8]]) -> Int32 {
        run(rawArguments.map(NonUTF8Argument.decode), io: .standard)
    }

    /// Runs the command.
    ///
    /// - Parameters:
    ///   - arguments: argv without the program name, an argument that was not valid UTF-8
    ///     decoded by ``NonUTF8Argument/decode(_:)``: the first such one is a usage error
    ///     naming it in its visible form (`Argument 2 'a\xFF' is not valid UTF-8: …`), and
    ///     nothing is read or written.
    ///   - io: where output goes and where standard input comes from.
    /// - Returns: `0` or `1`, as described on the type.
    package static func run(_ arguments: [String], io: EditIO) -> Int32 {
        var invocation: EditInvocation
        do {
            if let (position, raw) = NonUTF8Argument.firstRawArgument(in: arguments) {
                throw UsageError.nonUTF8Argument(NonUTF8Argument.displayName(raw), position: position,
                                                 reason: "key paths, values and file names are read as UTF-8 text, and a repaired one would name another key or file; nothing was read or written")
            }
            invocation = try EditInvocation.parse(arguments)
            if invocation.verbIsDefault, io.standardInputIsScript {
                // No verb and a script piped in: PlistBuddy's interactive mode, read from stdin.
                invocation.verb = .script(nil)
                if invocation.files.count > 1 {
                    throw UsageError.unexpectedArgument(invocation.files[1], reason: "a script on standard input edits one file")
                }
            }
        } catch let error as UsageError {
            io.writeErr(UsageReport.render(error, command: "plist-edit", usage: usage))
            return exitFailure
        } catch let failure as EditFailure {
            io.writeErr("\(failure.description)\n")
            return exitFailure
        } catch {
            io.writeErr("\(EditFailure("", error: error).description)\n")
            return exitFailure
        }
        if invocation.verb == .help {
            io.writeOut(EditHelp.text)
            return exitSuccess
        }
        let runner = EditRunner(invocation: invocation, io: io)
        var failed = false
        for file in invocation.files {
            do { try runner.run(on: file) } catch {
                failed = true
                io.writeErr(runner.message(for: error, file: file))
            }
        }
        return failed ? exitFailure : exitSuccess
    }
}
