import PlistKit

/// A format `-convert`, `-create` and `-extract` write, by plutil's names: `xml1`, `binary1`,
/// `json`, and `openstep` (which Apple's plutil reads but cannot write); `-extract` also takes
/// `raw` (``RawValueText``).
enum DocumentFormat: String, CaseIterable, Equatable {
    case xml1, binary1, json, openstep, raw

    /// The formats `-convert` and `-create` accept (all but `raw`).
    static let documentFormats: [DocumentFormat] = [.xml1, .binary1, .json, .openstep]

    /// The file extension `-e` replaces, for this format: `plist` or `json`.
    var plistFormat: PlistFormat? {
        switch self {
        case .xml1: return .xml
        case .binary1: return .binary
        case .json: return .json
        case .openstep: return .openStep
        case .raw: return nil
        }
    }
}
