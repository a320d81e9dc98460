extension PlistValue {
    /// The value at `keyPath`; see ``PlistNode/value(forKeyPath:)-(PlistKeyPath)`` for the rules.
    ///
    /// - Throws: ``PlistKeyPathError`` naming the first component that fails.
    public func value(forKeyPath keyPath: PlistKeyPath) throws -> PlistValue {
        try PlistNode(self).value(forKeyPath: keyPath).value
    }

    /// Parses `keyPath` (see ``PlistKeyPath``) and returns the value there.
    ///
    /// - Throws: ``PlistKeyPath/SyntaxError`` for invalid key path text, else
    ///   ``PlistKeyPathError``.
    public func value(forKeyPath keyPath: String) throws -> PlistValue {
        try value(forKeyPath: PlistKeyPath(parsing: keyPath))
    }

    /// Stores `newValue` at `keyPath`; see ``PlistNode/setValue(_:forKeyPath:)-(PlistNode,PlistKeyPath)``.
    ///
    /// - Throws: ``PlistKeyPathError``; nothing is changed when it throws.
    public mutating func setValue(_ newValue: PlistValue, forKeyPath keyPath: PlistKeyPath) throws {
        var node = PlistNode(self)
        self = .null  // keep the containers uniquely referenced while they are updated
        defer { self = node.value }
        try node.setValue(PlistNode(newValue), forKeyPath: keyPath)
    }

    /// Parses `keyPath` and stores `newValue` there.
    ///
    /// - Throws: ``PlistKeyPath/SyntaxError`` for invalid key path text, else
    ///   ``PlistKeyPathError``.
    public mutating func setValue(_ newValue: PlistValue, forKeyPath keyPath: String) throws {
        try setValue(newValue, forKeyPath: PlistKeyPath(parsing: keyPath))
    }
}
