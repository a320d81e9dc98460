import Foundation

/// The elements of a root array decoded one by one: those without errors, `nil` for the others,
/// and every finding of all of them.
public struct PlistPartialResult<Element> {
    /// One entry per element of the root array, in order; `nil` where the element has an error.
    public var elements: [Element?]
    /// Every finding (errors included), in document order.
    public var diagnostics: [Diagnostic]

    /// Creates a result.
    public init(elements: [Element?], diagnostics: [Diagnostic]) {
        self.elements = elements
        self.diagnostics = diagnostics
    }

    /// The elements that decoded.
    public var decoded: [Element] { elements.compactMap { $0 } }
    /// Whether any finding is an error.
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}

extension PlistPartialResult: Sendable where Element: Sendable {}

extension PlistDecoder {
    /// Decodes each element of a root array on its own — the "collect" form of a decode: an
    /// element with errors becomes `nil` and the others are returned, with every finding of
    /// the document (reader findings included).
    ///
    /// - Parameters:
    ///   - type: the element type, e.g. `AppConfig.self` for an `[AppConfig]` file.
    ///   - document: the document; its root must be an array.
    /// - Throws: ``PlistDecodingError`` only when the root is not an array.
    public func decodeElements<Element: Decodable>(_ type: Element.Type, from document: PlistDocument) throws -> PlistPartialResult<Element> {
        guard case .array(let items) = document.root.value else {
            let f = ScalarConversion.mismatch("[\(Element.self)]", document.root)
            throw PlistDecodingError(diagnostics: [Diagnostic(severity: .error, rule: f.rule, message: "(root): " + f.message,
                                                              file: document.file, location: document.root.location, keyPath: "")])
        }
        let session = DecodingSession(options, model: Element.self)
        var elements: [Element?] = []
        elements.reserveCapacity(items.count)
        var diagnostics = session.readerFindings(document)
        for (i, item) in items.enumerated() {
            let (value, found, error) = session.element(Element.self, item, at: i, file: document.file)
            diagnostics += found
            if let error { diagnostics.append(session.diagnostic(for: error, file: document.file, rootLocation: document.root.location)) }
            elements.append(value)
        }
        return PlistPartialResult(elements: elements, diagnostics: Validator.sorted(diagnostics))
    }
}
