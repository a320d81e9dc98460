/// A ``PlistMappable`` model's mapping as the decoder reads it: the mapping, and each
/// property's ``PropertyKeys`` made once per decode (the rule the ``Validator`` applies too).
final class MappedModel {
    let mapping: PlistMapping
    @exclusivity(unchecked) private var keys: [String: PropertyKeys] = [:]

    init(_ mapping: PlistMapping) { self.mapping = mapping }

    /// The keys the property with coding key `name` reads.
    func keys(for name: String) -> PropertyKeys {
        if let k = keys[name] { return k }
        let k = PropertyKeys(property: name, mapping: mapping)
        keys[name] = k
        return k
    }
}
