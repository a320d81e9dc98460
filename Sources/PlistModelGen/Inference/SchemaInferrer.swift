import PlistKit

/// Infers a ``Schema`` from one or more sample property lists.
///
/// All samples describe the same document: their roots are merged, and so are all elements
/// of an array and all values of a map, position by position. The rules:
/// - **Optional**: a key absent, or `null`, in some of the dictionaries merged at one position
///   is not required (`isRequired == false`); the Swift property becomes `T?`.
/// - **Numbers**: integers only → `Int` (`UInt64` when some value is above `Int64.max` and
///   none is negative); integers and reals → `Double`. A `0` or `1` is never a `Bool`: only
///   `<true/>`/`<false/>` are.
/// - **Conflicts**: a position whose values have different kinds (other than integers and
///   reals) becomes a union: an `enum` with one case per kind, in first-seen order (`string`,
///   `integer`, `real`, `bool`, `date`, `data`, `array`, `dictionary`), decoding whichever the
///   value is, with a `type-conflict` warning at the first value of the second kind. The schema
///   there is `.any` (every sample is accepted) with the enum's name as ``Schema/typeName``.
/// - **Empty arrays** add nothing to an element type learnt elsewhere; an array empty in every
///   sample gets `String` elements and an `unknown-element-type` warning.
/// - **Maps**: a dictionary whose every key is data rather than a name — it starts with a digit,
///   contains `.`, or is a UUID (`"0.jpg"`, `"42"`, `"E621E1F8-C36C-495A-93FC-0C247A3E6E5F"`) —
///   and whose values all have one kind (integers and reals count as one) becomes
///   `.map(T)` (Swift `[String: T]`) with its values merged into `T` (quicktype's map heuristic).
/// - **Names**: dictionaries become `.object`s named after their key in UpperCamelCase
///   (`default` → `Default`), arrays' and maps' elements after the singular of the key
///   (`questions` → `Question`, `columnList` → `Column`), unions after their key. Every type is
///   nested in the type whose property uses it (its ``ObjectSchema/name`` is the dot-separated
///   path `Settings.Server`); only the root — or, for an array or map root, its element — is at
///   the top level. A name that would shadow a Swift or Foundation type (`Data`, `Date`, `URL`,
///   `CodingKeys`, … see ``SwiftReservedNames``) gets the enclosing type's name as a prefix
///   (`Root.RootData`); a name equal to a property or type already in the same scope gets a
///   number. ``typeNames`` renames the type at a key path.
/// - **Depth**: values nested deeper than ``Options/maxDepth`` are not inspected
///   (`depth-limit` warning); the walk uses an explicit stack.
package struct SchemaInferrer: Sendable {
    /// Limits of the inference.
    package struct Options: Sendable {
        /// Deepest nesting inspected; default 512 (the readers' default limit).
        package var maxDepth: Int = 512
        /// The defaults.
        package init() {}
    }

    /// The options in force.
    package var options: Options
    /// Type names chosen by the user, by the key path of the value the type holds: keys joined
    /// by `.`, `[]` for the elements of an array or the values of a map (`server`,
    /// `servers[]`, `groups[].owner`). Each must be an identifier
    /// (``SwiftIdentifier/isValidTypeName(_:)``); it is still made unique in its scope.
    package var typeNames: [String: String]

    /// Creates an inferrer.
    package init(options: Options = Options(), typeNames: [String: String] = [:]) {
        self.options = options
        self.typeNames = typeNames
    }

    /// Infers the schema of `samples`.
    ///
    /// - Parameters:
    ///   - samples: documents read by ``PlistReader``; each document's `file` names it in
    ///     diagnostics.
    ///   - typeName: the name of the root type, e.g. `Questions` (sanitised; a reserved name
    ///     such as `Data` becomes `DataModel`). When the root is an array of dictionaries the
    ///     element model is named by its singular (`Question`).
    /// - Returns: the schema, the root type name, and warnings (never errors: every sample
    ///   yields some schema).
    package func infer(_ samples: [PlistDocument], typeName: String) -> InferenceResult {
        let root = InferredNode()
        var diagnostics: [Diagnostic] = []
        for sample in samples {
            observe(sample.root, file: sample.file, into: root, diagnostics: &diagnostics)
        }
        var resolver = SchemaResolver(renames: typeNames)
        let rootName = resolver.rootTypeName(typeName)
        let schema = resolver.resolveRoot(root, rootName: rootName)
        for keyPath in typeNames.keys.sorted() where !resolver.usedRenames.contains(keyPath) {
            diagnostics.append(Diagnostic(
                severity: .warning, rule: .unusedTypeName,
                message: DiagnosticRule.unusedTypeNameMessage(keyPath: keyPath, name: typeNames[keyPath] ?? "")))
        }
        return InferenceResult(schema: schema, rootTypeName: rootName,
                               diagnostics: diagnostics + resolver.diagnostics,
                               declarations: resolver.declarations)
    }

    /// Records one sample tree into `root`, breadth by explicit stack.
    private func observe(_ sampleRoot: PlistNode, file: String?, into root: InferredNode,
                         diagnostics: inout [Diagnostic]) {
        var stack: [(PlistNode, InferredNode, PlistPath, Int)] = [(sampleRoot, root, .root, 0)]
        var reportedDepth = false
        while let (node, target, path, depth) = stack.popLast() {
            let origin = ValueOrigin(file: file, location: node.location, path: path)
            switch node.value {
            case .null:
                target.nullCount += 1
            case .string: target.record(.string, at: origin)
            case .integer(let i):
                target.record(.integer, at: origin)
                if i.isNegative { target.hasNegativeInteger = true }
                if i.int64Value == nil { target.hasIntegerAboveInt64 = true }
            case .real: target.record(.real, at: origin)
            case .bool: target.record(.bool, at: origin)
            case .date: target.record(.date, at: origin)
            case .data: target.record(.data, at: origin)
            case .uid: target.record(.uid, at: origin)
            case .array(let elements):
                target.record(.array, at: origin)
                target.arrayCount += 1
                guard depth < options.maxDepth else {
                    target.isTruncated = true
                    if !reportedDepth { diagnostics.append(depthWarning(origin)); reportedDepth = true }
                    continue
                }
                let elementNode = target.elementNode()
                for (i, element) in elements.enumerated().reversed() {
                    stack.append((element, elementNode, path.appending(.index(i)), depth + 1))
                }
            case .dictionary(let dictionary):
                target.record(.dictionary, at: origin)
                target.objectCount += 1
                guard depth < options.maxDepth else {
                    target.isTruncated = true
                    if !reportedDepth { diagnostics.append(depthWarning(origin)); reportedDepth = true }
                    continue
                }
                var children: [(PlistNode, InferredNode, PlistPath, Int)] = []
                for entry in dictionary.entries {
                    let keyPath = path.appending(.key(entry.key))
                    let field = target.field(entry.key, keyOrigin: ValueOrigin(
                        file: file, location: entry.keyLocation, path: keyPath))
                    if case .null = entry.value.value {} else { field.presentCount += 1 }
                    children.append((entry.value, field.node, keyPath, depth + 1))
                }
                stack.append(contentsOf: children.reversed())
            }
        }
    }

    private func depthWarning(_ origin: ValueOrigin) -> Diagnostic {
        Diagnostic(severity: .warning, rule: .depthLimit,
                   message: DiagnosticRule.depthLimitMessage(levels: options.maxDepth, at: origin.path.displayName),
                   file: origin.file, location: origin.location, keyPath: origin.path.description)
    }
}

/// What ``SchemaInferrer/infer(_:typeName:)`` found.
package struct InferenceResult: Sendable {
    /// The inferred schema of the root value.
    package var schema: Schema
    /// The root type's name after sanitising (e.g. `Questions`).
    package var rootTypeName: String
    /// Warnings about the samples (`type-conflict`, `unknown-element-type`, `depth-limit`,
    /// `unused-type-name`, …).
    package var diagnostics: [Diagnostic]
    /// The types to declare, top level first, each with the types nested in it.
    package var declarations: [TypeDeclaration]

    /// Creates a result.
    package init(schema: Schema, rootTypeName: String, diagnostics: [Diagnostic], declarations: [TypeDeclaration] = []) {
        self.schema = schema
        self.rootTypeName = rootTypeName
        self.diagnostics = diagnostics
        self.declarations = declarations
    }
}
