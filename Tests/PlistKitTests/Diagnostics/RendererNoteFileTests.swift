import Testing
@testable import PlistKit

@Suite("Related notes about another file")
struct RendererNoteFileTests {
    static let note = Diagnostic(severity: .note, rule: "", message: "first seen here", file: "b.plist",
                                 location: SourceLocation(line: 2, column: 1, offset: 5))
    static let warning = Diagnostic(severity: .warning, rule: "type-conflict", message: "conflict", file: "a.plist",
                                    location: SourceLocation(line: 1, column: 1, offset: 0), related: [note])

    @Test("with one source, a note about another file gets no excerpt from it")
    func oneSource() {
        let rendered = DiagnosticRenderer().render(Self.warning, source: Array("<array>\n<dict>\n".utf8))
        #expect(rendered == "a.plist:1:1: warning: [type-conflict] conflict\n<array>\n^\nb.plist:2:1: note: first seen here\n")
    }

    @Test("with a source per file, each excerpt comes from its own file")
    func sourcePerFile() {
        let files = ["a.plist": Array("<array>\n".utf8), "b.plist": Array("<x/>\n<dict>\n".utf8)]
        let rendered = DiagnosticRenderer().render(Self.warning, sources: { $0.flatMap { files[$0] } })
        #expect(rendered == "a.plist:1:1: warning: [type-conflict] conflict\n<array>\n^\nb.plist:2:1: note: first seen here\n<dict>\n^\n")
    }
}
