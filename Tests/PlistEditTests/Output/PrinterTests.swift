import Foundation
import PlistKit
import Testing
@testable import PlistEdit

/// The human-readable layouts: PlistBuddy's `Print`, plutil's `-p`, `-extract … raw`.
@Suite struct PrinterTests {
    let tree = PlistNode(["CFBundleVersion": "42", "arr": ["a", 2, [:]], "d": ["x": 1.5, "ok": true],
                          "dt": .date(Date(timeIntervalSince1970: 1_577_934_245)), "data": .data(Data([0, 1, 2])),
                          "evil": "line\nbreak\u{1B}[31m"])

    @Test func plistBuddyPrint() {
        #expect(BuddyPrinter.text(tree) == """
        Dict {
            CFBundleVersion = 42
            arr = Array {
                a
                2
                Dict {
                }
            }
            d = Dict {
                x = 1.500000
                ok = true
            }
            dt = Thu Jan 02 03:04:05 UTC 2020
            data = \\u{0}\\u{1}\\u{2}
            evil = line\\nbreak\\u{1B}[31m
        }

        """)
        #expect(BuddyPrinter.text(PlistNode("x")) == "x\n")
    }

    @Test func plutilP() {
        #expect(PlutilPrinter.text(tree) == """
        {
          "arr" => [
            0 => "a"
            1 => 2
            2 => {
            }
          ]
          "CFBundleVersion" => "42"
          "d" => {
            "ok" => true
            "x" => 1.5
          }
          "data" => {length = 3, bytes = 0x000102}
          "dt" => 2020-01-02 03:04:05 +0000
          "evil" => "line\\nbreak\\u{1B}[31m"
        }

        """)
    }

    @Test func rawValues() {
        #expect(RawValueText.text(true) == "true")
        #expect(RawValueText.text(42) == "42")
        #expect(RawValueText.text(1.5) == "1.500000")
        #expect(RawValueText.text(.date(Date(timeIntervalSince1970: 1_577_934_245))) == "2020-01-02T03:04:05Z")
        #expect(RawValueText.text(.data(Data([0, 1, 2]))) == "AAEC")
        #expect(RawValueText.text(["b": 1, "a": 2, "B": 3]) == "B\na\nb")
        #expect(RawValueText.text(["x", "y"]) == "2")
    }
}
