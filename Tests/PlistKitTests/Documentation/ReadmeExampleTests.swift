import Foundation
import Testing
@testable import PlistKit

/// The README's library example and the key path errors it quotes, run on the fixtures.
@Suite struct ReadmeExampleTests {
    @Test func fiveLineExample() throws {
        let questions = try PlistReader().read(contentsOf: Fixtures.url("questions.plist"))
        var titles: [String] = []
        for question in questions.root.value.arrayValue ?? [] { titles.append(try question.value(forKeyPath: "title").value.description) }
        let option = try questions.root.value(forKeyPath: "3.options.2")
        #expect(titles.count == 10)
        #expect(titles[0] == #""最流行的组合""#)
        #expect("\(option.value) \(option.location)" == #""宫锁心玉" 59:4"#)
    }

    @Test func imageInfoKeysWithDots() throws {
        let imageInfo = try PlistReader().read(contentsOf: Fixtures.url("imageInfo.plist"))
        #expect(try imageInfo.root.value(forKeyPath: #"["0.jpg"]"#).value == "iphone 5s")
        #expect(try imageInfo.root.value(forKeyPath: PlistKeyPath(["8.jpg"])).value == "imac")
    }

    static let quotedErrors: [(String, String)] = [
        ("3.options.7", #"key path "3.options.7": index 7 out of range at "3.options" (array of 4 elements) (line 56)"#),
        ("0.nmae", #"key path "0.nmae": no key "nmae" in the dictionary at "0" (line 5)"#),
        ("0.title.first", #"key path "0.title.first": "0.title" is a string, not an array or dictionary (line 18)"#),
        // The Key Paths article's examples, in the notation findings print.
        ("[3].options[7]", #"key path "[3].options[7]": index 7 out of range at "[3].options" (array of 4 elements) (line 56)"#),
        ("[0].nmae", #"key path "[0].nmae": no key "nmae" in the dictionary at "[0]" (line 5)"#),
        ("[0].title.first", #"key path "[0].title.first": "[0].title" is a string, not an array or dictionary (line 18)"#),
    ]

    @Test(arguments: quotedErrors.indices)
    func quotedKeyPathErrors(_ i: Int) throws {
        let (path, message) = Self.quotedErrors[i]
        let questions = try PlistReader().read(contentsOf: Fixtures.url("questions.plist"))
        #expect {
            try questions.root.value(forKeyPath: path)
        } throws: { error in
            (error as? PlistKeyPathError)?.description == message
        }
    }
}
