/// A size given on a command line (`--max-size`): a positive whole number of bytes, optionally
/// followed by `k`, `m` or `g` (binary multiples, case-insensitive): `1048576`, `512k`, `10m`, `1g`.
package struct ByteCount: Hashable, Sendable {
    /// The size in bytes, at least 1.
    package var bytes: Int

    /// What a size option expects, for ``UsageError/invalidValue(option:value:expected:)``.
    package static let expected = "a positive number of bytes, optionally with k, m or g"

    /// Reads `text`; `nil` when it is not a positive whole number with an optional multiple,
    /// or when the product overflows `Int`.
    package init?(_ text: String) {
        var digits = Substring(text)
        var multiplier = 1
        switch text.last?.lowercased() {
        case "k": multiplier = 1 << 10; digits = digits.dropLast()
        case "m": multiplier = 1 << 20; digits = digits.dropLast()
        case "g": multiplier = 1 << 30; digits = digits.dropLast()
        default: break
        }
        guard !digits.isEmpty, digits.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }),
              let n = Int(digits), n > 0 else { return nil }
        let (product, overflow) = n.multipliedReportingOverflow(by: multiplier)
        guard !overflow else { return nil }
        bytes = product
    }
}
