/// The whole-process rows that measure the built-in schemas, and their targets (issue 17: a run
/// over 2 000 small files costs at most 1.2× the same run with no built-in schema applying, and
/// checking a typical Info.plist adds well under a millisecond).
enum BuiltinRows {
    static func smallWithout(_ count: Int) -> String { "plist-lint --jobs 1 --no-builtin-schemas (\(count) files)" }
    static func infoWith(_ count: Int) -> String { "plist-lint --jobs 1, built-in info-plist schema (\(count) *-Info.plist)" }
    static func infoWithout(_ count: Int) -> String { "plist-lint --jobs 1 --no-builtin-schemas (\(count) *-Info.plist)" }

    /// The ratios, when their rows were run.
    static func checks(_ lint: [(String, Timing)], check: (String, Bool, String) -> Void, fmt: (Double, Int) -> String) {
        func row(_ test: (String) -> Bool) -> Timing? { lint.first { test($0.0) }?.1 }
        func paired(_ a: Timing, _ b: Timing) -> String {
            fmt(a.median / b.median, 2) + "× (median of the per-round ratios: " + fmt(medianPairedRatio(a, b), 2) + "×)"
        }
        if let with = row({ $0.hasPrefix("plist-lint --jobs 1 (") }),
           let without = row({ $0.hasPrefix("plist-lint --jobs 1 --no-builtin-schemas") && $0.hasSuffix(" files)") }) {
            check("small files, no kind applying: built-in schemas on ≤ 1.2× off", with.median / without.median <= 1.2, paired(with, without))
        }
        if let with = row({ $0.hasPrefix("plist-lint --jobs 1, built-in info-plist") }),
           let without = row({ $0.hasPrefix("plist-lint --jobs 1 --no-builtin-schemas") && $0.hasSuffix("*-Info.plist)") }) {
            let files = Double(lint.first { $0.0.hasPrefix("plist-lint --jobs 1, built-in") }?.0
                .split(separator: "(").last?.split(separator: " ").first.flatMap { Int($0) } ?? 1)
            let perFile = (with.median - without.median) / files * 1000
            check("Info.plists checked against the built-in schema ≤ 1.2× not checked", with.median / without.median <= 1.2,
                  paired(with, without) + "; " + fmt(perFile, 3) + " ms added per file, the schema's compilation included")
        }
    }
}
