import PlistKit

/// A type the generated file declares, with the types nested inside it: a model (a `struct`
/// for an ``ObjectSchema``) or a union (an `enum` with one case per kind of value the samples
/// disagree on).
///
/// Every type but the root (and, when the root is an array or a map, its element) is nested in
/// the type that uses it, so two generated files never declare the same top-level name twice
/// unless their root types are named alike: `Settings.Server` and `Analytics.Server`.
package struct TypeDeclaration: Sendable, Equatable {
    /// What is declared.
    package enum Kind: Sendable, Equatable {
        /// A `struct` with the properties of the object schema.
        case model(ObjectSchema)
        /// An `enum` whose cases are tried in order when decoding.
        case union([UnionCase])
    }

    /// The name as declared (no dots): `Server`.
    package var name: String
    /// The name from the top level, dot-separated: `Settings.Server`; the ``ObjectSchema``'s
    /// name and the union's ``Schema/typeName``.
    package var qualifiedName: String
    /// The struct or enum.
    package var kind: Kind
    /// The types declared inside this one, in the order they are first used.
    package var nested: [TypeDeclaration]
    /// A model's property names in key order (``SwiftIdentifier/propertyNames(for:)``), when
    /// already computed; `nil` to compute them when rendering.
    package var propertyNames: [String]?
    /// For a model with more than ``largeModelThreshold`` properties, the names of the structs
    /// that hold its properties, ``propertiesPerPart`` each, in key order (`Part1`, `Part2`, …;
    /// each also names its stored property, lowercased); empty for an ordinary model. They are
    /// claimed in the model's scope, so no nested type or property takes them.
    package var partNames: [String] = []

    /// The most properties a generated struct declares itself. Above it, swiftc's code
    /// generation for one struct's synthesized `Codable` grows faster than linearly (1 000
    /// keys: 24 s of CPU at -Onone; 10 000 keys did not finish in 9.5 minutes), so the
    /// properties are split into parts of ``propertiesPerPart``.
    package static let largeModelThreshold = 200
    /// The properties each part of a large model holds.
    package static let propertiesPerPart = 100

    /// How many parts a model with `propertyCount` properties is split into: 0 when it is not
    /// large.
    package static func partCount(forPropertyCount propertyCount: Int) -> Int {
        propertyCount > largeModelThreshold ? (propertyCount + propertiesPerPart - 1) / propertiesPerPart : 0
    }

    /// Creates a declaration.
    package init(name: String, qualifiedName: String, kind: Kind, nested: [TypeDeclaration] = [],
                propertyNames: [String]? = nil, partNames: [String] = []) {
        self.partNames = partNames
        self.name = name
        self.qualifiedName = qualifiedName
        self.kind = kind
        self.nested = nested
        self.propertyNames = propertyNames
    }
}

/// One case of a union: the kind of value and the Swift type that holds it.
package struct UnionCase: Sendable, Equatable {
    /// The case name: `string`, `integer`, `real`, `bool`, `date`, `data`, `array`, `dictionary`.
    package var name: String
    /// The schema of the case's value (a scalar, an array, a map or a model nested in the union).
    package var schema: Schema

    /// Creates a case.
    package init(name: String, schema: Schema) {
        self.name = name
        self.schema = schema
    }
}
