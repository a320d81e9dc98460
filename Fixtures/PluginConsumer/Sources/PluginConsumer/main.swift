import ConfiguredModels
import Foundation

// Decodes the four seed plists with the models PlistModelPlugin generated at build time
// (App, Questions = [Question], ColumnList = [Column], ImageInfo = [String: String]) and prints
// them; Scripts/plugin-consumer compares the output with expected-output.txt.

func load<T: Decodable>(_ type: T.Type, _ name: String) throws -> T {
    guard let url = Bundle.module.url(forResource: name, withExtension: "plist", subdirectory: "Resources") else {
        throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: name + ".plist"])
    }
    return try PropertyListDecoder().decode(T.self, from: Data(contentsOf: url))
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
} catch {
    FileHandle.standardError.write(Data("PluginConsumer: \(error)\n".utf8))
    exit(1)
}
