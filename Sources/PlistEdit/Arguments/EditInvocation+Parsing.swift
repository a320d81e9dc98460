import CommandLineSupport
import PlistKit

extension EditInvocation {
    /// Parses argv (without the program name), in plutil's grammar:
    /// `[VERB ARGUMENTS] [OPTIONS] FILE…` where the verb is one of ``EditOption/verbs``
    /// (`-lint` when none is given) and `--` ends the options. `-c CMD` may be repeated; its
    /// commands run in order on the one file.
    ///
    /// - Throws: ``UsageError``: an unknown option (with the closest known one), a missing or
    ///   invalid value, two verbs, a missing file; ``EditFailure`` for an invalid value or key
    ///   path of `-insert` / `-replace` (named with the verb).
    static func parse(_ arguments: [String]) throws -> EditInvocation {
        var invocation = EditInvocation()
        var verbName: String?
        var scriptCommands: [String] = []
        var append = false
        var expect: ValueKind?
        var pendingExpect = false
        let tokens = ArgumentToken.split(arguments)
        var i = 0

        func text(_ token: ArgumentToken) -> String {
            switch token {
            case .value(let value): return value
            case .option(let name, let value): return name + (value.map { "=" + $0 } ?? "")
            }
        }
        func next(_ option: String, _ valueName: String) throws(UsageError) -> String {
            i += 1
            guard i < tokens.count else { throw .missingValue(option: option, valueName: valueName) }
            return text(tokens[i])
        }
        func setVerb(_ name: String, _ verb: Verb) throws(UsageError) {
            if let verbName, !(verbName == "-c" && name == "-c") {
                throw .unexpectedArgument(name, reason: "\(verbName) was given already (one command per invocation)")
            }
            verbName = name
            invocation.verb = verb
            invocation.verbIsDefault = false
        }
        func format(_ option: String, _ text: String, allowingRaw: Bool) throws(UsageError) -> DocumentFormat {
            let allowed = allowingRaw ? DocumentFormat.allCases : DocumentFormat.documentFormats
            guard let format = DocumentFormat(rawValue: text), allowed.contains(format) else {
                throw .invalidValue(option: option, value: text, expected: allowed.map(\.rawValue).joined(separator: ", "))
            }
            return format
        }
        func keyPath(_ verb: String, _ text: String) throws -> PlistKeyPath {
            do { return try CommandKeyPath.parse(text) } catch { throw EditFailure(verb, error: error) }
        }

        while i < tokens.count {
            defer { i += 1 }
            guard case .option(let name, let inline) = tokens[i] else {
                invocation.files.append(text(tokens[i]))
                continue
            }
            if inline != nil { throw UsageError.unexpectedValue(option: name) }
            switch name {
            case "-help", "-h", "--help": try setVerb(name, .help)
            case "-lint": try setVerb(name, .lint)
            case "-p": try setVerb(name, .print)
            case "-convert": try setVerb(name, .convert(try format(name, try next(name, "fmt"), allowingRaw: false)))
            case "-create": try setVerb(name, .create(try format(name, try next(name, "fmt"), allowingRaw: false)))
            case "-insert", "-replace":
                let path = try keyPath(name, try next(name, "keypath"))
                let typeName = try next(name, "-type")
                let value = try typedValue(verb: name, type: typeName) { () throws(UsageError) in try next(typeName, "value") }
                try setVerb(name, .edit(name == "-insert" ? .insert(value, at: path) : .replace(path, with: value), verb: name))
            case "-remove":
                try setVerb(name, .edit(.remove(try keyPath(name, try next(name, "keypath"))), verb: name))
            case "-extract":
                let path = try keyPath(name, try next(name, "keypath"))
                try setVerb(name, .extract(path, try format(name, try next(name, "fmt"), allowingRaw: true), expect: nil))
            case "-type":
                try setVerb(name, .type(try keyPath(name, try next(name, "keypath")), expect: nil))
            case "-c":
                scriptCommands.append(try next(name, "command"))
                try setVerb(name, .script(nil))
            case "-append": append = true
            case "-expect":
                let value = try next(name, "type")
                guard let kind = ValueKind(plutilName: value) else {
                    throw UsageError.invalidValue(option: name, value: value, expected: ValueKind.allCases.map(\.plutilName).joined(separator: ", "))
                }
                expect = kind
                pendingExpect = true
            case "-s": invocation.silent = true
            case "-r": invocation.readableJSON = true
            case "-n": invocation.omitsNewline = true
            case "-x": invocation.printsXML = true
            case "-o": invocation.output = try next(name, "path")
            case "-e": invocation.outputExtension = try next(name, "extension")
            default:
                throw UsageError.unknownOption(name, suggestion: EditDistance.closest(to: name, in: EditOption.all))
            }
        }

        switch invocation.verb {
        case .script:
            invocation.verb = .script(scriptCommands)
        case .edit(.insert(let value, let path), let verb) where append:
            invocation.verb = .edit(.append(value, toArrayAt: path), verb: verb)
        case .extract(let path, let format, _) where pendingExpect:
            invocation.verb = .extract(path, format, expect: expect)
        case .type(let path, _) where pendingExpect:
            invocation.verb = .type(path, expect: expect)
        default:
            break
        }
        if append, case .edit(.append, _) = invocation.verb {} else if append {
            throw UsageError.unexpectedArgument("-append", reason: "it applies to -insert only")
        }
        if pendingExpect {
            switch invocation.verb {
            case .extract, .type: break
            default: throw UsageError.unexpectedArgument("-expect", reason: "it applies to -extract and -type only")
            }
        }
        if invocation.verb == .help { return invocation }
        if invocation.files.isEmpty {
            if case .script = invocation.verb {
                throw UsageError.missingArgument(message: "No file specified (plist-edit -c COMMAND FILE).")
            }
            throw UsageError.missingArgument(message: "No files specified.")
        }
        if case .script = invocation.verb, invocation.files.count > 1 {
            throw UsageError.unexpectedArgument(invocation.files[1], reason: "commands (-c, or a script on standard input) edit one file")
        }
        return invocation
    }

    /// The value of `-insert`/`-replace KEYPATH -TYPE VALUE`: `-array` and `-dictionary` take no
    /// value, every other type reads the next argument through ``ValueText``.
    private static func typedValue(verb: String, type: String,
                                   value: () throws(UsageError) -> String) throws -> PlistValue {
        do {
            switch type {
            case "-array": return .array([])
            case "-dictionary": return .dictionary(PlistDictionary())
            case "-string": return .string(try value())
            case "-bool": return try ValueText.bool(try value())
            case "-integer": return try ValueText.integer(try value())
            case "-float": return try ValueText.real(try value())
            case "-date": return try ValueText.date(try value())
            case "-data": return try ValueText.base64(try value())
            case "-xml": return try ValueText.xml(try value())
            case "-json": return try ValueText.json(try value())
            default:
                throw UsageError.invalidValue(option: verb, value: type,
                                              expected: "a type: " + EditOption.valueTypes.joined(separator: ", "))
            }
        } catch let invalid as ValueText.Invalid {
            throw EditFailure(verb, "invalid \(type) value: \(invalid.reason)")
        }
    }
}
