import Foundation

extension PlistReader.Options {
    /// Whether a streamed decode reads on a second thread (see ``StreamPipeline``): `nil`
    /// (the default) decides by file size and processor count, `true` always, `false` never.
    /// For the benchmark (`plist-bench`), which compares the two, and tests; not API. It stays
    /// in the library (at `package` access) because the choice is made inside the reader
    /// (``StreamPipeline/Policy/applies(toFileSize:)``): a benchmark outside it could only time
    /// its own copy of the pipeline, not the decode users run.
    package var readsOnSecondThread: Bool? {
        get {
            switch pipeline.use {
            case .automatic: return nil
            case .always: return true
            case .never: return false
            }
        }
        set {
            switch newValue {
            case nil: pipeline.use = .automatic
            case true?: pipeline.use = .always
            case false?: pipeline.use = .never
            }
        }
    }
}
