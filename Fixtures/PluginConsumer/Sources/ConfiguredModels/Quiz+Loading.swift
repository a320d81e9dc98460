import Foundation

// `Quiz`, `Settings` (with `Settings.Backend`) and `Analytics` (with `Analytics.Server`) are
// generated at build time from the samples listed in plist-modelgen.json; both settings files
// hold a nested `server` dictionary, and their nested types never clash.
extension Bundle {
    /// The quiz sample shipped with this module.
    public static var quizSample: URL? { configuredSample(named: "quiz-questions") }

    /// A sample plist shipped with this module, found through `Bundle.module`.
    public static func configuredSample(named name: String) -> URL? {
        Bundle.module.url(forResource: name, withExtension: "plist", subdirectory: "Samples")
    }
}
