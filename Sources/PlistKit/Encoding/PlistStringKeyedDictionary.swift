/// `[String: T]`: encoded with its keys as written (data, not property names), in UTF-16 order.
protocol PlistStringKeyedDictionary {
    func plistEntries() -> [(String, any Encodable)]
}

extension Dictionary: PlistStringKeyedDictionary where Key == String, Value: Encodable {
    func plistEntries() -> [(String, any Encodable)] {
        let sorted = keys.sorted { $0.utf16.lexicographicallyPrecedes($1.utf16) }
        var out: [(String, any Encodable)] = []
        out.reserveCapacity(sorted.count)
        for key in sorted { if let value = self[key] { out.append((key, value)) } }
        return out
    }
}
