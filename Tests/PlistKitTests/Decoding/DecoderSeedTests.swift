import Foundation
import Testing
@testable import PlistKit

/// The seed models through the whole path: XML bytes → reader → validator → decoder.
@Suite struct DecoderSeedTests {
    static func xml(_ body: String) -> Data {
        Data("""
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            \(body)
            </plist>

            """.utf8)
    }

    @Test func appInfoDecodesWithoutFindings() throws {
        let data = Self.xml("""
            <array>
            \t<dict><key>name</key><string>天天酷跑</string><key>icon</key><string>icon_00</string></dict>
            \t<dict><key>name</key><string>全民飞机大战</string><key>icon</key><string>icon_01</string></dict>
            </array>
            """)
        let r = try PlistDecoder().decodeWithDiagnostics([AppInfo].self, from: data, file: "app.plist")
        #expect(r.value == [AppInfo(name: "天天酷跑", icon: "icon_00"), AppInfo(name: "全民飞机大战", icon: "icon_01")])
        #expect(r.diagnostics.isEmpty)
    }

    @Test func misspelledIconIsOneFinding() {
        let data = Self.xml("""
            <array>
            \t<dict><key>name</key><string>a</string><key>icon</key><string>icon_00</string></dict>
            \t<dict><key>name</key><string>b</string><key>icno</key><string>icon_01</string></dict>
            </array>
            """)
        #expect(headlines { _ = try PlistDecoder().decode([AppInfo].self, from: data, file: "app.plist") } == [
            "app.plist:6:41: error: [unknown-key] unknown key \"icno\" at [1], did you mean \"icon\"?",
            "app.plist:6:2: note: [missing-key] missing required key \"icon\" in [1] (AppInfo.icon: String), probably misspelled as \"icno\" on line 6",
        ])
    }

    @Test func imageInfoIsAStringMap() throws {
        let data = Self.xml("""
            <dict>
            \t<key>0.jpg</key><string>iphone 5s</string>
            \t<key>1.jpg</key><string>iphone 5c</string>
            \t<key>2.jpg</key><integer>5</integer>
            </dict>
            """)
        #expect(headlines { _ = try PlistDecoder().decode(ImageInfo.self, from: data, file: "imageInfo.plist") } == [
            "imageInfo.plist:7:18: error: [type-mismatch] [\"2.jpg\"]: expected String, found number 5",
        ])
        let good = try PlistDecoder().decode(ImageInfo.self, from: Self.xml("<dict><key>0.jpg</key><string>iphone 5s</string></dict>"))
        #expect(good == ["0.jpg": "iphone 5s"])
    }

    @Test func columnsWithADuplicateKey() throws {
        let data = Self.xml("""
            <array>
            \t<dict>
            \t\t<key>columnName</key><string>首页</string>
            \t\t<key>columnImgName</key><string>tabbar_home</string>
            \t\t<key>columnClassName</key><string>HomeViewController</string>
            \t\t<key>columnName</key><string>消息</string>
            \t</dict>
            </array>
            """)
        let r = try PlistDecoder().decodeWithDiagnostics([Column].self, from: data, file: "columnList.plist")
        #expect(r.value.first?.columnName == "消息")
        #expect(r.diagnostics.map(\.rule) == ["duplicate-key"])
        var strict = PlistDecoder.Options()
        strict.reader.duplicateKeys = .error
        #expect(headlines { _ = try PlistDecoder(options: strict).decode([Column].self, from: data, file: "columnList.plist") }
            .first?.contains("error: [duplicate-key]") == true)
    }

    @Test func questionWithAWrongElementDeepInOptions() {
        var dicts: [String] = []
        for i in 0..<8 {
            let third = i == 7 ? "<integer>3</integer>" : "<string>c</string>"
            dicts.append("\t<dict><key>answer</key><string>a</string><key>title</key><string>t</string><key>icon</key><string>i</string><key>options</key><array><string>a</string><string>b</string>\(third)</array></dict>")
        }
        let data = Self.xml("<array>\n" + dicts.joined(separator: "\n") + "\n</array>")
        #expect(headlines { _ = try PlistDecoder().decode([Question].self, from: data, file: "questions.plist") } == [
            "questions.plist:12:171: error: [type-mismatch] [7].options[2]: expected String, found number 3",
        ])
    }
}
