/// State shared by every encoder and container of one ``PlistEncoder`` call: the options, the
/// first misuse of the `Encoder` protocol seen (reported when the call ends, since container
/// requests cannot throw), and converted keys.
final class PlistEncodingContext {
    let options: PlistEncoder.Options
    let userInfo: [CodingUserInfoKey: Any]
    private(set) var firstError: EncodingError?
    private var snakeCache: [String: String] = [:]
    private var mappings: [ObjectIdentifier: PlistMapping?] = [:]

    init(options: PlistEncoder.Options) {
        self.options = options
        var info: [CodingUserInfoKey: Any] = [:]
        for (key, value) in options.userInfo { info[key] = value }
        userInfo = info
    }

    /// Records a misuse; the first one is thrown when encoding ends.
    func record(_ message: String, value: Any, path: PlistCodingPath) {
        guard firstError == nil else { return }
        firstError = EncodingError.invalidValue(value, EncodingError.Context(codingPath: path.keys, debugDescription: message))
    }

    /// The dictionary key for `key` under the strategy.
    func dictionaryKey(_ key: any CodingKey) -> String {
        switch options.keyEncodingStrategy {
        case .useDefaultKeys:
            return key.stringValue
        case .convertToSnakeCase:
            if let cached = snakeCache[key.stringValue] { return cached }
            let converted = PlistEncoder.KeyEncodingStrategy.snakeCase(key.stringValue)
            snakeCache[key.stringValue] = converted
            return converted
        case .custom(let convert):
            return convert(key.stringValue)
        }
    }

    /// The ``PlistMappable`` configuration of `type`, looked up once per type.
    func mapping(for type: Any.Type) -> PlistMapping? {
        let id = ObjectIdentifier(type)
        if let known = mappings[id] { return known }
        let mapping = (type as? any PlistMappable.Type)?.plistMapping
        mappings[id] = .some(mapping)
        return mapping
    }

    /// The node an explicitly encoded `nil` becomes.
    var nilNode: PlistNode {
        switch options.nilEncodingStrategy {
        case .null: return PlistNode(.null)
        case .foundationNullString: return PlistNode(.string("$null"))
        }
    }
}
