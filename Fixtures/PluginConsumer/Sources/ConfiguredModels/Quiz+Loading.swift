import Foundation

// `Quiz` (one element of quiz-questions.plist, public) is generated at build time from the sample
// listed in plist-modelgen.json.
extension Bundle {
    /// The quiz sample shipped with this module.
    public static var quizSample: URL? { Bundle.module.url(forResource: "quiz-questions", withExtension: "plist", subdirectory: "Samples") }
}
