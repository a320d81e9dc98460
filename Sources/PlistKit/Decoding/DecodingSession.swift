import Foundation

/// One decode, whatever the entry point of ``PlistDecoder`` (a document, a node, `Data`, a
/// URL, an array streamed from its file, ``PlistDecoder/decodeElements(_:from:)``): read →
/// decode → validate → report, in one place.
///
/// - read: a reader error becomes a ``PlistDecodingError`` holding its diagnostics;
/// - decode: one ``PlistDecoderImpl`` engine over the tree, or over each element of a root
///   array as the reader ends it; an error it throws carries its site (``DecodingFailureSite``),
///   so nothing follows a coding path down the tree again;
/// - validate: the ``Validator`` of the model's compiled schema — keys only after a decode that
///   succeeds, everything when it fails (and always under KVC-like coercion);
/// - report: the reader's findings (duplicate keys made errors when asked) and the validator's,
///   sorted; the decoder's own error only when the validator found no error.
struct DecodingSession {
    let options: PlistDecoder.Options
    let validator: Validator
    let context: DecodingContext
    /// The engine every value is decoded with (its own node is unused).
    let engine: PlistDecoderImpl

    /// A session decoding `Model` (the document's type, or the element type of
    /// ``PlistDecoder/decodeElements(_:from:)``), validated against its compiled schema.
    init<Model: Decodable>(_ options: PlistDecoder.Options, model: Model.Type) {
        self.init(options, validator: Validator(schema: Schema(of: Model.self), compiled: SchemaCache.shared.compiledSchema(for: Model.self),
                                                options: options.validatorOptions))
    }

    /// A session validating with `validator` (a streamed array: its element schema).
    init(_ options: PlistDecoder.Options, validator: Validator) {
        self.options = options
        self.validator = validator
        context = DecodingContext(options: options)
        engine = PlistDecoderImpl(node: PlistNode(.array([])), path: .root, context: context, mapping: nil)
    }

    // MARK: Read

    /// Runs a read; its ``PlistReadError`` becomes a ``PlistDecodingError`` with its diagnostics.
    static func read<R>(_ body: () throws -> R) throws -> R {
        do {
            return try body()
        } catch let e as PlistReadError {
            throw PlistDecodingError(diagnostics: e.diagnostics)
        }
    }

    /// Reads the file at `url`, streamed when it is UTF-8 XML: each element of a root array is
    /// handed to `elementSink` as it ends (see ``PlistReader/readStreaming(contentsOf:file:elementSink:)``).
    func readStreaming(contentsOf url: URL, file: String?,
                       elementSink: @escaping (PlistNode, Int) -> Void) throws -> PlistDocument {
        try Self.read {
            try PlistReader(options: options.reader).readStreaming(contentsOf: url, file: file, elementSink: elementSink)
        }
    }

    // MARK: Decode

    /// Decodes `node`, at coding path `path`, as `type`.
    /// - Throws: the decoder's or the model's error (see ``diagnostic(for:file:)``).
    func decodeValue<T: Decodable>(_ type: T.Type, _ node: PlistNode, at path: CodingPathNode) throws -> T {
        context.modelSite = nil
        return try engine.unboxRoot(type, node, path)
    }

    /// Decodes the whole `document` as `type` and reports.
    /// - Throws: ``PlistDecodingError`` with every finding when there is any error.
    func decode<T: Decodable>(_ type: T.Type, from document: PlistDocument) throws -> PlistDecodingResult<T> {
        let findings = readerFindings(document)
        // Decode first. When it succeeds no value is mistyped, so only keys (and, KVC-like, the
        // coercions applied) remain to be reported; when it fails, the full validation reports
        // every finding, and the decoder's own error is added only when the validator saw none.
        let value: T
        do {
            value = try decodeValue(T.self, document.root, at: .root)
        } catch {
            if context.askedForOmitted { throw WholeTreeNeeded() }
            throw failure(error, findings + validator.validateTree(of: document), file: document.file,
                          rootLocation: document.root.location)
        }
        if context.askedForOmitted { throw WholeTreeNeeded() }
        let found = validator.validateTree(of: document, keysOnly: !context.kvc)
        return try result(value, findings + found)
    }

    /// Thrown by ``decode(_:from:)`` when the model asked for a root entry the reader did not keep.
    private struct WholeTreeNeeded: Error {}

    /// Reads with `read` and decodes `type`, keeping of the root dictionary only the entries
    /// the model's validation needs (``Validator/rootDictionaryKeeps``, passed to `read` in a
    /// ``TreeStreaming``; `nil` asks for the whole tree): a dictionary of 500 000 unknown keys
    /// is decoded without holding their values, its keys reported as the whole tree's are.
    /// A model may ask for more than its schema foresaw (a hand-written `init(from:)` that
    /// branches on a value, `allKeys`, the root as a single value): it then decodes again from
    /// a whole read, so the result is always the whole tree's.
    /// - Throws: ``PlistDecodingError`` holding the reader's error or every finding.
    func decode<T: Decodable>(_ type: T.Type, reading read: (TreeStreaming?) throws -> PlistDocument) throws -> PlistDecodingResult<T> {
        guard let keeps = validator.rootDictionaryKeeps else { return try decode(type, from: Self.read { try read(nil) }) }
        let document = try Self.read { try read(TreeStreaming(.none, rootDictionaryKeeps: keeps, sink: { _, _, _ in })) }
        guard let omitted = document.omittedRootKeys, omitted.count > 0 else { return try decode(type, from: document) }
        context.omittedRootKeys = omitted
        let outcome = Result { try decode(type, from: document) }
        context.omittedRootKeys = nil
        context.askedForOmitted = false
        if case .failure(let error) = outcome, error is WholeTreeNeeded {
            return try decode(type, from: Self.read { try read(nil) })
        }
        return try outcome.get()
    }

    /// One element of a root array decoded on its own (``PlistDecoder/decodeElements(_:from:)``):
    /// validated, then decoded when the validator found no error.
    /// - Returns: the value (`nil` when it has an error), the validator's findings, and the
    ///   decoder's error, if it threw (for ``diagnostic(for:file:rootLocation:)``, before the
    ///   next value is decoded).
    func element<E: Decodable>(_ type: E.Type, _ node: PlistNode, at index: Int,
                               file: String?) -> (value: E?, findings: [Diagnostic], error: (any Error)?) {
        let found = validator.validate(node, file: file, at: .index(index))
        if found.contains(where: { $0.severity == .error }) { return (nil, found, nil) }
        do {
            return (try decodeValue(E.self, node, at: CodingPathNode.root.appending(index: index)), found, nil)
        } catch {
            return (nil, found, error)
        }
    }

    // MARK: Report

    /// The reader's findings of `document`, with `duplicate-key` made an error when the
    /// reader's options say so (a document read under another policy).
    func readerFindings(_ document: PlistDocument) -> [Diagnostic] {
        var findings = document.diagnostics
        if options.reader.duplicateKeys == .error {
            for i in findings.indices where findings[i].rule == DiagnosticRule.duplicateKey.id { findings[i].severity = .error }
        }
        return findings
    }

    /// The result with `diagnostics` (sorted).
    /// - Throws: ``PlistDecodingError`` with them when one is an error.
    func result<T>(_ value: T, _ diagnostics: [Diagnostic]) throws -> PlistDecodingResult<T> {
        let sorted = Validator.sorted(diagnostics)
        if sorted.contains(where: { $0.severity == .error }) { throw PlistDecodingError(diagnostics: sorted) }
        return PlistDecodingResult(value: value, diagnostics: sorted)
    }

    /// The error of a failed decode: `found` (the reader's findings and the full validation),
    /// and the decoder's `error` located when none of them is an error.
    func failure(_ error: any Error, _ found: [Diagnostic], file: String?, rootLocation: SourceLocation) -> PlistDecodingError {
        failure(diagnostic(for: error, file: file, rootLocation: rootLocation), found)
    }

    /// The error of a failed decode: `found`, and the decoder's error `decoderError` when none
    /// of them is an error.
    func failure(_ decoderError: Diagnostic, _ found: [Diagnostic]) -> PlistDecodingError {
        var diagnostics = Validator.sorted(found)
        if !diagnostics.contains(where: { $0.severity == .error }) { diagnostics.append(decoderError) }
        return PlistDecodingError(diagnostics: Validator.sorted(diagnostics))
    }

    /// The located diagnostic of an error thrown while decoding: the decoder's own (its site
    /// came with it), a model's `DecodingError` (its site noted as it left the model's
    /// `init(from:)`), or any other error (at the root). Made as soon as the decode fails (the
    /// site of a model's error is the session's until the next value is decoded); with
    /// `rootLocation` `nil` (a streamed root, whose location is known when the read ends) an
    /// error located at the root gets no location, for the caller to set.
    func diagnostic(for error: any Error, file: String?, rootLocation: SourceLocation?) -> Diagnostic {
        guard let decodingError = error as? DecodingError, let ctx = decodingError.plistContext else {
            return Diagnostic(severity: .error, rule: .decodingFailed, message: DiagnosticRule.decodingFailedMessage(error),
                              file: file, location: rootLocation)
        }
        let located = ctx.underlyingError as? LocatedConversionFailure
        let site = located?.site ?? modelSite(of: ctx.codingPath)
            ?? DecodingFailureSite(location: rootLocation ?? .unknown, path: PlistPath(codingPath: ctx.codingPath))
        let location = located?.site.location ?? modelSite(of: ctx.codingPath)?.location ?? rootLocation
        if case .keyNotFound(let key, _) = decodingError {
            let message = located?.failure.message ?? DiagnosticRule.missingKeyMessage(key.stringValue)
            let at = site.path.isRoot ? "" : " in \(site.path.displayName)"
            return Diagnostic(severity: .error, rule: .missingKey, message: message + at, file: file,
                              location: location, keyPath: site.path.appending(.key(key.stringValue)).description)
        }
        let rule = located?.failure.rule ?? .typeMismatch
        let message = located?.failure.message ?? UntrustedText.escaped(ctx.debugDescription)
        return Diagnostic(severity: .error, rule: rule, message: site.path.displayName + ": " + message, file: file,
                          location: location, keyPath: site.path.description)
    }

    /// The site noted for a model's error with `codingPath`, if it is that error's.
    private func modelSite(of codingPath: [any CodingKey]) -> DecodingFailureSite? {
        guard let noted = context.modelSite, noted.codingPath == CodingKeyValue.path(codingPath) else { return nil }
        return noted.site
    }
}
