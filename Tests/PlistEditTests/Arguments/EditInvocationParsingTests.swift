import CommandLineSupport
import PlistKit
import Testing
@testable import PlistEdit

/// plutil's grammar: one verb with its arguments, options, files; usage errors in
/// swift-argument-parser's wording with "did you mean", exit status 1 as plutil's.
@Suite struct EditInvocationParsingTests {
    @Test func plutilVerbsCompileToEdits() throws {
        #expect(try EditInvocation.parse(["-insert", "a.b", "-integer", "-5", "f"]).verb == .edit(.insert(-5, at: ["a", "b"]), verb: "-insert"))
        #expect(try EditInvocation.parse(["-insert", "modes", "-string", "voip", "-append", "f"]).verb
                == .edit(.append("voip", toArrayAt: ["modes"]), verb: "-insert"))
        #expect(try EditInvocation.parse(["-replace", "CFBundleVersion", "-string", "43", "f"]).verb
                == .edit(.replace(["CFBundleVersion"], with: "43"), verb: "-replace"))
        #expect(try EditInvocation.parse(["-replace", "x", "-array", "f"]).verb == .edit(.replace(["x"], with: []), verb: "-replace"))
        #expect(try EditInvocation.parse(["-replace", "x", "-dictionary", "f"]).verb == .edit(.replace(["x"], with: [:]), verb: "-replace"))
        #expect(try EditInvocation.parse(["-remove", #"com\.apple\.foo"#, "f"]).verb
                == .edit(.remove(PlistKeyPath([PlistKeyPath.Component("com.apple.foo")])), verb: "-remove"))
        #expect(try EditInvocation.parse(["-extract", "arr", "raw", "-expect", "array", "-n", "f"]).verb == .extract(["arr"], .raw, expect: .array))
        #expect(try EditInvocation.parse(["-type", "d.x", "f"]).verb == .type(["d", "x"], expect: nil))
        #expect(try EditInvocation.parse(["-c", "Print", "-c", "Set :a 1", "f"]).verb == .script(["Print", "Set :a 1"]))
        let plain = try EditInvocation.parse(["f", "g"])
        #expect(plain.verb == .lint && plain.verbIsDefault && plain.files == ["f", "g"])
        let options = try EditInvocation.parse(["-convert", "json", "-r", "-s", "-o", "-", "--", "-file"])
        #expect(options.verb == .convert(.json) && options.readableJSON && options.silent && options.output == "-" && options.files == ["-file"])
    }

    @Test(arguments: [
        (["-inset", "a", "-string", "x", "f"], "Error: Unknown option '-inset'. Did you mean '-insert'?"),
        (["-insert", "a", "-strng", "x", "f"], "Error: The value '-strng' is invalid for '-insert': expected a type: -bool, -integer, -float, -string, -date, -data, -xml, -json, -array, -dictionary."),
        (["-convert", "swift", "f"], "Error: The value 'swift' is invalid for '-convert': expected xml1, binary1, json, openstep."),
        (["-extract", "a", "yaml", "f"], "Error: The value 'yaml' is invalid for '-extract': expected xml1, binary1, json, openstep, raw."),
        (["-type", "a", "-expect", "real", "f"], "Error: The value 'real' is invalid for '-expect': expected bool, integer, float, string, date, data, dictionary, array."),
        (["-remove"], "Error: Missing value for '-remove <keypath>'."),
        (["-p"], "Error: No files specified."),
        (["-p", "-lint", "f"], "Error: Unexpected argument '-lint': -p was given already (one command per invocation)."),
        (["-remove", "a", "-append", "f"], "Error: Unexpected argument '-append': it applies to -insert only."),
        (["-c", "Print", "f", "g"], "Error: Unexpected argument 'g': commands (-c, or a script on standard input) edit one file."),
    ])
    func usageErrorsExitOneWithTheUsageLine(arguments: [String], message: String) {
        let run = EditRun.run(arguments)
        #expect(run.status == 1)
        #expect(run.stdout == "")
        #expect(run.stderr == message + "\n" + PlistEditCommand.usage + "\n  See 'plist-edit --help' for more information.\n")
    }

    @Test func anInvalidTypedValueNamesTheVerbAndTheValue() {
        let run = EditRun.run(["-insert", "n", "-integer", "abc", "f"])
        #expect(run.status == 1)
        #expect(run.stderr == #"-insert: invalid -integer value: "abc" is not an integer (decimal or 0x hexadecimal, from -9223372036854775808 to 18446744073709551615)"# + "\n")
    }

    @Test func helpGoesToStandardOutputWithStatusZero() {
        let run = EditRun.run(["-help"])
        #expect(run.status == 0)
        #expect(run.stdout == EditHelp.text)
        #expect(run.stderr == "")
    }
}
