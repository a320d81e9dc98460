import Foundation
import Testing
@testable import PlistKit

/// The Validator's fixes (tree edits) resolved against the text by `PlistSourceEditor`: the
/// key's content bytes for a rename, the value's bytes for a deprecated value, in every text
/// format.
@Suite struct ValidatorFixTests {
    private func fixes(_ text: String, _ kind: PlistKind) throws -> [Diagnostic.Fix] {
        let data = Data(text.utf8)
        let editor = try PlistSourceEditor(source: data)
        let diagnostics = Validator(schema: try kind.schema).validate(try PlistReader().read(data))
        return editor.resolvingFixes(of: diagnostics).flatMap(\.fixes)
    }

    @Test func aMisspelledInfoPlistKeyIsRenamedInEachFormat() throws {
        let cases: [(String, Range<Int>)] = [
            ("<plist><dict><key>CFBundleIdentifer</key><string>a.b</string></dict></plist>", 18..<35),
            (#"{"CFBundleIdentifer": "a.b"}"#, 2..<19),
            (#"{ CFBundleIdentifer = a.b; }"#, 2..<19),
            (#"{ "CFBundleIdentifer" = "a.b"; }"#, 3..<20),
        ]
        for (text, range) in cases {
            #expect(try fixes(text, .infoPlist) == [Diagnostic.Fix(
                title: #"rename "CFBundleIdentifer" to "CFBundleIdentifier""#,
                edits: [TextEdit(range: range, newText: "CFBundleIdentifier")], isSafe: true,
                plistEdits: [.renameKey([.init(key: "CFBundleIdentifer")], to: "CFBundleIdentifier")])], "\(text)")
        }
    }

    @Test func aDeprecatedExportMethodIsReplacedAsAWholeValue() throws {
        let text = "<plist><dict><key>method</key><string>ad-hoc</string></dict></plist>"
        #expect(try fixes(text, .exportOptions) == [Diagnostic.Fix(
            title: #"replace "ad-hoc" with "release-testing""#,
            edits: [TextEdit(range: 30..<53, newText: "<string>release-testing</string>")], isSafe: true,
            plistEdits: [.replace([.init(key: "method")], with: "release-testing")])])
    }
}
