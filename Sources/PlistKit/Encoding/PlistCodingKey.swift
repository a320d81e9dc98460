/// A coding key for array positions and for dictionary keys that are data.
struct PlistCodingKey: CodingKey {
    let stringValue: String
    let intValue: Int?

    init(stringValue: String) {
        self.stringValue = stringValue
        intValue = nil
    }

    init(intValue: Int) {
        stringValue = "Index \(intValue)"
        self.intValue = intValue
    }

    /// The key `super`, used by `superEncoder()`.
    static let superKey = PlistCodingKey(stringValue: "super")
}
