import Foundation

/// Writes a tree in any of the formats: one entry point over ``XMLPlistWriter``,
/// ``BinaryPlistWriter``, ``JSONPlistWriter`` and ``OpenStepPlistWriter``.
///
/// ```swift
/// let bytes = try PlistWriter(format: .xml).write(document.root.value)
/// ```
public struct PlistWriter: Sendable {
    /// The format written.
    public var format: PlistFormat
    /// Options of the XML writer, used when ``format`` is ``PlistFormat/xml``.
    public var xmlOptions: XMLPlistWriter.Options
    /// Options of the JSON writer, used when ``format`` is ``PlistFormat/json``.
    public var jsonOptions: JSONPlistWriter.Options
    /// Options of the OpenStep writer, used when ``format`` is ``PlistFormat/openStep``.
    public var openStepOptions: OpenStepPlistWriter.Options = .init()

    /// Creates a writer for `format`.
    public init(format: PlistFormat = .xml, xmlOptions: XMLPlistWriter.Options = .init(),
                jsonOptions: JSONPlistWriter.Options = .init()) {
        self.format = format
        self.xmlOptions = xmlOptions
        self.jsonOptions = jsonOptions
    }

    /// Writes `value` as a complete document in ``format``.
    /// - Throws: ``PlistWriteError`` from the format's writer (a value the format cannot carry,
    ///   with its key path).
    public func write(_ value: PlistValue) throws -> Data {
        try write(PlistNode(value))
    }

    /// Writes `node` as a complete document in ``format``; writers that preserve real literals
    /// (XML, JSON) use the node's. See ``write(_:)-(PlistValue)``.
    public func write(_ node: PlistNode) throws -> Data {
        switch format {
        case .xml:
            return try XMLPlistWriter(options: xmlOptions).write(node)
        case .binary:
            return try BinaryPlistWriter().write(node.value)
        case .json:
            return try JSONPlistWriter(options: jsonOptions).write(node)
        case .openStep:
            return try OpenStepPlistWriter(options: openStepOptions).write(node)
        }
    }
}
