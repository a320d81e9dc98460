import Foundation
import PlistKit
import Testing
@testable import PlistModelGen

/// The generated code of every seed, plus a driver, compiled by one `swiftc` run; the program
/// decodes each sample with the generated types, re-encodes it, and the re-encoded plist must
/// read back as a tree equal to the sample's.
@Suite("Compile test: generated models build with swiftc and round-trip their samples")
struct CompileTests {
    /// `(seed, Swift type the sample decodes as)`.
    static let seeds: [(Seed, String)] = [
        (Seed.all[0], "[App]"), (Seed.all[1], "Questions"), (Seed.all[2], "ColumnList"),
        (Seed.all[3], "ImageInfo"), (Seed.all[4], "Root"), (Seed.all[5], "PublicQuestions"),
    ]

    static func swiftc() -> URL? {
        let candidates = ["/opt/swift/usr/bin/swiftc"] + (ProcessInfo.processInfo.environment["PATH"] ?? "")
            .split(separator: ":").map { "\($0)/swiftc" }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }.map(URL.init(fileURLWithPath:))
    }

    @Test("all seeds compile in one swiftc run and round-trip", .enabled(if: swiftc() != nil), .timeLimit(.minutes(5)))
    func compileAndRoundTrip() throws {
        let swiftc = try #require(Self.swiftc())
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("modelgen-compile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }

        var sources: [URL] = []
        var driver = Self.driverPrelude
        for (seed, type) in Self.seeds {
            let (source, _) = try generate(seed.samples, typeName: seed.typeName, access: seed.access)
            let file = dir.appendingPathComponent("\(seed.golden).swift")
            try Data(source.utf8).write(to: file)
            sources.append(file)
            let input = Fixtures.url(seed.samples[0]).path
            let output = dir.appendingPathComponent("\(seed.golden).out.plist").path
            driver += "roundTrip(\(type).self, \(SwiftModelRenderer.stringLiteral(seed.golden)), \(SwiftModelRenderer.stringLiteral(input)), \(SwiftModelRenderer.stringLiteral(output)))\n"
        }
        let main = dir.appendingPathComponent("main.swift")
        try Data(driver.utf8).write(to: main)
        let executable = dir.appendingPathComponent("driver")

        let compile = try run(swiftc, ["-swift-version", "6", "-Onone", "-o", executable.path, main.path] + sources.map(\.path))
        #expect(compile.status == 0, "swiftc failed:\n\(compile.output)")
        guard compile.status == 0 else { return }

        let result = try run(executable, [])
        #expect(result.output == Self.seeds.map { "\($0.0.golden): OK\n" }.joined())

        for (seed, _) in Self.seeds {
            let original = try readSample(seed.samples[0])
            let reencoded = try ModelGenEnvironment.readSampleFile(dir.appendingPathComponent("\(seed.golden).out.plist").path)
            #expect(reencoded.root == original.root, "\(seed.golden): re-encoded tree differs")
        }
    }

    private func run(_ executable: URL, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    static let driverPrelude = """
        import Foundation

        func roundTrip<T: Codable & Equatable>(_ type: T.Type, _ name: String, _ input: String, _ output: String) {
            do {
                let data = try Data(contentsOf: URL(fileURLWithPath: input))
                let value = try PropertyListDecoder().decode(T.self, from: data)
                let encoder = PropertyListEncoder()
                encoder.outputFormat = .xml
                let encoded = try encoder.encode(value)
                try encoded.write(to: URL(fileURLWithPath: output))
                let again = try PropertyListDecoder().decode(T.self, from: encoded)
                print(again == value ? "\\(name): OK" : "\\(name): decoded values differ")
            } catch {
                print("\\(name): \\(error)")
            }
        }


        """
}
