import Foundation

/// Encodes any `Encodable` value into a property-list tree, and that tree into XML, binary or
/// JSON bytes — the counterpart of ``PlistDecoder``-style decoding, with the same key
/// strategies.
///
/// ```swift
/// struct Column: Codable { var columnName: String; var columnImgName: String }
/// let xml = try PlistEncoder().encode([Column(columnName: "News", columnImgName: "news")])
/// let tree = try PlistEncoder().encodeTree(Column(columnName: "News", columnImgName: "news"))
/// ```
///
/// The tree is the one Foundation's `PropertyListEncoder` builds for the same value, with these
/// documented differences:
/// - `URL` is its absolute string (Foundation writes a dictionary `{relative: "…"}`);
/// - `Decimal` is a real, the nearest `Double` to its exact decimal value, and the node keeps
///   the exact digits as ``PlistNode/literal`` so the XML (and JSON) text carries them
///   (Foundation writes a dictionary of mantissa words). Binary plists keep only the `Double`;
/// - `[String: T]` keeps its keys as written — they are data, not property names, so the key
///   strategy does not touch them — in UTF-16 order, so the output does not depend on hashing;
/// - a value whose `encode(to:)` encodes nothing becomes an empty dictionary inside a tree and
///   an `EncodingError` at the top level, as in Foundation;
/// - a top-level scalar is allowed (the DTD allows any root; Foundation on Linux rejects it);
/// - `nil` encoded explicitly (`encodeNil`, `[Int?]`) follows ``Options/nilEncodingStrategy``:
///   `.null` by default, which JSON writes and the plist formats reject with a
///   ``PlistWriteError`` naming the path; `Optional` properties with synthesized conformances
///   use `encodeIfPresent` and are simply left out, as in Foundation.
///
/// Dates and data are native plist values (`<date>`, `<data>`), truncated to whole seconds by
/// the XML writer. Encoding recurses as deep as the model's own `encode(to:)` calls do; turning
/// the result into a tree and writing it do not recurse.
public struct PlistEncoder: Sendable {
    /// The options in force.
    public var options: Options

    /// Creates an encoder.
    public init(options: Options = Options()) {
        self.options = options
    }

    /// Encodes `value` and writes it in ``Options/outputFormat``.
    ///
    /// - Returns: the bytes of the complete document.
    /// - Throws: `EncodingError.invalidValue` when the top-level value encodes nothing, when
    ///   its `encode(to:)` misuses the containers (two values through one single-value
    ///   container, a keyed and an unkeyed container from one encoder) or throws itself; ``PlistWriteError`` when the tree holds
    ///   something the format cannot carry (a `nil` as `.null` in a plist format, a string with a
    ///   character XML forbids, a NaN date), with its key path.
    public func encode<T: Encodable>(_ value: T) throws -> Data {
        let node = try encodeNode(value)
        return try PlistWriter(format: options.outputFormat, xmlOptions: options.xml, jsonOptions: options.json).write(node)
    }

    /// Encodes `value` into a tree, without writing it.
    /// - Throws: `EncodingError` as ``encode(_:)`` does.
    public func encodeTree<T: Encodable>(_ value: T) throws -> PlistValue {
        try encodeNode(value).value
    }

    /// Encodes `value` into a root node, which carries a `Decimal`'s exact digits as its
    /// ``PlistNode/literal`` when the root is a `Decimal`.
    /// - Throws: `EncodingError` as ``encode(_:)`` does.
    public func encodeNode<T: Encodable>(_ value: T) throws -> PlistNode {
        let context = PlistEncodingContext(options: options)
        let root = PlistTreeEncoder(context: context, box: PlistEncodingBox(), path: .root)
        let child = try root.encodeValue(value, path: .root)
        if let error = context.firstError { throw error }
        switch child {
        case .node(let node):
            return node
        case .box(let box):
            guard box.kind != .unset else {
                throw EncodingError.invalidValue(value, EncodingError.Context(codingPath: [],
                    debugDescription: "Top-level \(T.self) did not encode any values."))
            }
            return box.freeze()
        }
    }
}
