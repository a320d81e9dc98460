import Foundation

extension ValidationWalk {
    /// Checks a scalar value: kind, range, enumeration, and (KVC-like) the coercion applied.
    /// Returns whether the value is of the schema's kind (a value outside the enumeration is).
    @discardableResult
    mutating func checkScalar(_ node: PlistNode, _ schema: CompiledSchema, parent: Int, step: PlistPath.Component?) -> Bool {
        if let kind = schema.valueKind, node.has(kind) { return true }
        let name = schema.typeName
        var converted: PlistValue?
        var coerced = false
        var failure: ConversionFailure?
        switch schema.kind {
        case .string:
            switch ScalarConversion.string(node, typeName: name, kvc: kvc) {
            case .success(let (v, c)): converted = .string(v); coerced = c
            case .failure(let f): failure = f
            }
        case .bool:
            switch ScalarConversion.bool(node, kvc: kvc) {
            case .success(let (v, c)): converted = .bool(v); coerced = c
            case .failure(let f): failure = ConversionFailure(rule: f.rule, message: name == "Bool" ? f.message : ScalarConversion.mismatch(name, node).message)
            }
        case .integer(let format):
            switch Self.integer(node, format, name: name, kvc: kvc) {
            case .success(let (v, c)): converted = .integer(v); coerced = c
            case .failure(let f): failure = f
            }
        case .real(let format):
            let r: Result<Bool, ConversionFailure>
            switch format {
            case .double: r = ScalarConversion.double(node, typeName: name, kvc: kvc).map(\.coerced)
            case .float: r = ScalarConversion.float(node, typeName: name, kvc: kvc).map(\.coerced)
            case .decimal: r = ScalarConversion.decimal(node, typeName: name, kvc: kvc).map(\.coerced)
            }
            switch r {
            case .success(let c): coerced = c
            case .failure(let f): failure = f
            }
        case .date:
            if case .failure(let f) = ScalarConversion.date(node, typeName: name) { failure = f }
        case .data:
            if case .failure(let f) = ScalarConversion.data(node, typeName: name) { failure = f }
        case .url:
            if case .failure(let f) = ScalarConversion.url(node, typeName: name) { failure = f }
        case .any, .array, .map, .object:
            return true
        }
        if let failure {
            reportValue(.error, failure.rule, failure.message, node: node, parent: parent, step: step)
            return false
        }
        if coerced {
            reportValue(.note, .coercion, DiagnosticRule.coercionMessage(found: ScalarConversion.describeFound(node), to: name),
                        node: node, parent: parent, step: step)
        }
        checkAllowed(converted ?? node.value, node, schema, parent: parent, step: step)
        return true
    }

    /// How many allowed values a message lists before "and N more".
    static let shownAllowedValues = 20

    /// The enumeration check: one hash lookup (``CompiledSchema/allowedSet``); the message
    /// lists at most ``shownAllowedValues`` values.
    mutating func checkAllowed(_ value: PlistValue, _ node: PlistNode, _ schema: CompiledSchema,
                               parent: Int, step: PlistPath.Component?) {
        guard let allowed = schema.allowedSet, charge(weightOf: value, node, parent: parent, step: step) else { return }
        let canonical = JSONSchemaValue.canonical(value)
        if allowed.contains(canonical) {
            if probe != nil { noteAccepted(value, parent: parent, step: step) }
            return
        }
        if allowed.count == 1 { discriminatorMissed += 1 }
        guard !silent, !verdictOnly, hasRoom(for: .error) else {
            // Only counted (past the finding cap) or a verdict: no message is built.
            reportValue(.error, .invalidEnumValue, "", node: node, parent: parent, step: step)
            return
        }
        let values = schema.allowedValues ?? []
        var message = DiagnosticRule.invalidEnumValueMessage(Self.show(value), among: Self.list(values), type: schema.typeName)
        var elsewhere = false
        if discriminator != nil, let m = discriminatedEnumMessage(value, allowed: values, parent: parent, step: step) {
            message = m.text
            elsewhere = m.elsewhere
        }
        // A near-miss of an allowed string (not when another branch allows the value as
        // written), from the values prepared once at compilation, within the walk's budget.
        if case .string(let s) = value, !elsewhere, var near = schema.allowedSuggestion,
           enumSuggestionComparisons < Self.maxEnumSuggestionComparisons {
            enumSuggestionComparisons += values.count
            if let near = near.suggestion(for: s) {
                message += ", did you mean \(UntrustedText.quoted(near.match.text))?"
            }
        }
        reportValue(.error, .invalidEnumValue, message, node: node, parent: parent, step: step)
    }

    /// The most enumeration values one walk compares for "did you mean" (over all its
    /// findings): 1 000 findings against a 200-value enumeration all get a suggestion, a
    /// 20 000-value one ten.
    static let maxEnumSuggestionComparisons = 200_000

    /// `"a", "b", "c"`, or the first ``shownAllowedValues`` values then `and N more`.
    static func list(_ values: [PlistValue]) -> String {
        let shown = values.prefix(shownAllowedValues).map { show($0) }.joined(separator: ", ")
        let more = values.count - shownAllowedValues
        return more > 0 ? shown + " and \(more) more" : shown
    }

    static func show(_ v: PlistValue) -> String {
        switch v {
        case .string(let s): return UntrustedText.quoted(s)
        case .integer(let i): return i.description
        case .real: return ScalarConversion.realText(PlistNode(v))
        default: return ScalarConversion.describeFound(PlistNode(v))
        }
    }

    /// The integer conversion for a format, as a ``PlistInteger``.
    static func integer(_ node: PlistNode, _ format: IntegerFormat, name: String, kvc: Bool) -> Result<(PlistInteger, Bool), ConversionFailure> {
        func run<T: FixedWidthInteger>(_: T.Type) -> Result<(PlistInteger, Bool), ConversionFailure> {
            ScalarConversion.integer(node, as: T.self, typeName: name, kvc: kvc).map { (PlistInteger(exactly: $0.0) ?? 0, $0.coerced) }
        }
        switch format {
        case .int: return run(Int.self)
        case .int8: return run(Int8.self)
        case .int16: return run(Int16.self)
        case .int32: return run(Int32.self)
        case .int64: return run(Int64.self)
        case .uint: return run(UInt.self)
        case .uint8: return run(UInt8.self)
        case .uint16: return run(UInt16.self)
        case .uint32: return run(UInt32.self)
        case .uint64: return run(UInt64.self)
        }
    }
}
