import Foundation
import Testing

/// Every `public` or `open` declaration in `Sources/` carries a `///` doc comment (the project's
/// rule: shapes, units, errors thrown). Scans the source text: a declaration line starting with
/// `public`/`open` (after attributes such as `@inlinable`) must have a `///` line, or the end of
/// a `/** … */` block, right above it or above its attribute lines. Extensions and imports are
/// not symbols and are skipped.
@Suite struct PublicDocCommentTests {
    /// The repository's `Sources/` folder, found from this file's location.
    static let sources = Fixtures.repository.appendingPathComponent("Sources")

    /// `file:line: declaration` for each public declaration in `text` without a doc comment.
    static func undocumented(in text: String, file: String) -> [String] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        var found: [String] = []
        for (i, line) in lines.enumerated() {
            let rest = strippingAttributes(line)
            guard rest.hasPrefix("public ") || rest.hasPrefix("open ") else { continue }
            let words = rest.split(separator: " ")
            if words.contains("extension") || words.contains("import") { continue }
            var above = i - 1
            // Lines holding attributes only (`@inlinable`, `@available(*, deprecated)`).
            while above >= 0 && lines[above].hasPrefix("@") && strippingAttributes(lines[above]).isEmpty { above -= 1 }
            let documented = above >= 0 && (lines[above].hasPrefix("///") || lines[above].hasSuffix("*/"))
            if !documented { found.append("\(file):\(i + 1): \(line)") }
        }
        return found
    }

    /// `line` without the attributes it starts with (`@inlinable public func f()` → `public func f()`).
    static func strippingAttributes(_ line: String) -> Substring {
        var rest = Substring(line)
        while rest.hasPrefix("@") {
            var depth = 0
            var end = rest.endIndex
            for index in rest.indices {
                let c = rest[index]
                if c == "(" { depth += 1 } else if c == ")" { depth -= 1 }
                if c == " " && depth == 0 { end = index; break }
            }
            rest = rest[end...].drop(while: { $0 == " " })
        }
        return rest
    }

    @Test func theScanFindsAnUndocumentedDeclaration() {
        let text = """
            /// Documented.
            public struct A {
                @inlinable
                public var b: Int { 1 }
                /// Documented.
                @available(*, deprecated, message: "x")
                public var e: Int { 3 }
                /// Documented.
                @discardableResult public func c() -> Int { 2 }
                public func d() {}
            }
            public extension A {}
            """
        #expect(Self.undocumented(in: text, file: "x.swift") == [
            "x.swift:4: public var b: Int { 1 }",
            "x.swift:10: public func d() {}",
        ])
    }

    @Test func everyPublicDeclarationInSourcesHasADocComment() throws {
        let enumerator = try #require(FileManager.default.enumerator(atPath: Self.sources.path))
        var files = 0
        var missing: [String] = []
        for case let relative as String in enumerator where relative.hasSuffix(".swift") {
            let text = try String(contentsOf: Self.sources.appendingPathComponent(relative), encoding: .utf8)
            missing += Self.undocumented(in: text, file: relative)
            files += 1
        }
        #expect(files > 100)
        #expect(missing == [])
    }
}
