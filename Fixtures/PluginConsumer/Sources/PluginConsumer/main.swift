import ConfiguredModels
import Foundation
import PlistKit

// Decodes the four seed plists with the models PlistModelPlugin generated at build time
// (App, Questions = [Question], ColumnList = [Column], ImageInfo = [String: String]) and prints
// them; Scripts/plugin-consumer compares the output with expected-output.txt. Each file is decoded
// with PlistKit's PlistDecoder, must give zero findings, and must re-encode (PlistEncoder) to a
// tree equal to the file's.

struct UnexpectedFindings: Error, CustomStringConvertible {
    var description: String
}

func load<T: Codable>(_ type: T.Type, _ name: String) throws -> T {
    guard let url = Bundle.module.url(forResource: name, withExtension: "plist", subdirectory: "Resources") else {
        throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: name + ".plist"])
    }
    let result = try PlistDecoder().decodeWithDiagnostics(T.self, contentsOf: url, file: name + ".plist")
    guard result.diagnostics.isEmpty else {
        throw UnexpectedFindings(description: result.diagnostics.map(\.description).joined(separator: "\n"))
    }
    let tree = try PlistReader().read(contentsOf: url).root.value
    guard try PlistEncoder().encodeTree(result.value) == tree else {
        throw UnexpectedFindings(description: "\(name).plist: re-encoding gave a different tree")
    }
    print("\(name).plist: decoded with PlistDecoder, 0 findings, re-encodes to an equal tree")
    return result.value
}

do {
    let apps = try load([App].self, "app")
    print("app.plist: \(apps.count) apps")
    for app in apps { print("  \(app.name) (\(app.icon))") }

    let questions = try load(Questions.self, "questions")
    print("questions.plist: \(questions.count) questions")
    for question in questions {
        print("  \(question.title): \(question.answer) of \(question.options.joined(separator: "/")) [\(question.icon)]")
    }

    let columns = try load(ColumnList.self, "columnList")
    print("columnList.plist: \(columns.count) columns")
    for column in columns { print("  \(column.columnName) → \(column.columnClassName) (\(column.columnImgName))") }

    let images = try load(ImageInfo.self, "imageInfo")
    print("imageInfo.plist: \(images.count) images")
    for key in images.keys.sorted(by: { $0.localizedStandardCompare($1) == .orderedAscending }) {
        print("  \(key): \(images[key] ?? "")")
    }

    guard let quizURL = Bundle.quizSample else { throw CocoaError(.fileNoSuchFile) }
    let quiz = try PropertyListDecoder().decode([Quiz].self, from: Data(contentsOf: quizURL))
    print("ConfiguredModels: \(quiz.count) public Quiz values, first \(quiz.first?.title ?? "-")")

    // Two plists of one target with the same nested key `server`: Settings.Backend (renamed in
    // plist-modelgen.json) and Analytics.Server, decoded with PlistDecoder from Bundle.module.
    guard let settingsURL = Bundle.configuredSample(named: "settings"),
          let analyticsURL = Bundle.configuredSample(named: "analytics") else { throw CocoaError(.fileNoSuchFile) }
    let settings = try PlistDecoder().decode(Settings.self, contentsOf: settingsURL)
    let analytics = try PlistDecoder().decode(Analytics.self, contentsOf: analyticsURL)
    print("settings.plist: \(settings.server.host):\(settings.server.port), \(settings.retries) retries")
    print("analytics.plist: \(analytics.server.host), batches of \(analytics.server.batchSize), enabled \(analytics.enabled)")
} catch {
    FileHandle.standardError.write(Data("PluginConsumer: \(error)\n".utf8))
    exit(1)
}
