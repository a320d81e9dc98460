import Foundation
import Testing

/// Compiles generated model files together with a driver that decodes samples with PlistKit's
/// `PlistDecoder`, in one `swiftc` run linked against the PlistKit this test was built with, and
/// runs it once. Many models share one compile: swiftc takes seconds per run.
struct ModelCompiler {
    /// One generated file and the samples its root type must decode.
    struct Unit {
        /// The generated Swift source.
        var source: String
        /// `(label, sample path, Swift type to decode)` per sample.
        var checks: [(label: String, path: String, type: String)]
        /// Whether each sample must also re-encode (PlistEncoder) to a tree equal to its own.
        var roundTrips = false
    }

    /// The build products folder holding this test binary (`.build/debug`).
    static var products: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    }

    /// The sanitizer the tests were built with (`address`, `thread`), which `Scripts/sanitize`
    /// names in `PLISTKIT_SANITIZER`: the driver is compiled with it too, or it would not link
    /// against PlistKit's instrumented objects. `nil` in a normal run.
    static var sanitizer: String? {
        ProcessInfo.processInfo.environment["PLISTKIT_SANITIZER"].flatMap { ["address", "thread"].contains($0) ? $0 : nil }
    }

    /// `swiftc`, when installed.
    static func swiftc() -> URL? {
        let candidates = ["/opt/swift/usr/bin/swiftc"] + (ProcessInfo.processInfo.environment["PATH"] ?? "")
            .split(separator: ":").map { "\($0)/swiftc" }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }.map(URL.init(fileURLWithPath:))
    }

    /// The object files of the built PlistKit module, or `nil` when they are not there: those
    /// SwiftPM's output file map names for the module's current sources, so that the object of
    /// a source file moved or deleted since an earlier build (still in the folder) is not
    /// linked twice.
    static func plistKitObjects() -> [String]? {
        let folder = products.appendingPathComponent("PlistKit.build")
        guard let data = try? Data(contentsOf: folder.appendingPathComponent("output-file-map.json")),
              let map = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else { return nil }
        let objects = map.values.compactMap { ($0 as? [String: Any])?["object"] as? String }
            .filter { FileManager.default.fileExists(atPath: $0) }.sorted()
        return objects.isEmpty ? nil : objects
    }

    /// Whether this machine can run the compile tests.
    static var isAvailable: Bool { swiftc() != nil && plistKitObjects() != nil }

    /// Compiles `units` with the driver and runs it; returns swiftc's status and output, then the
    /// driver's output (one line per check: `label: OK` or `label: <findings or error>`, then
    /// whatever `trailer`, statements appended to the driver, prints).
    static func run(_ units: [Unit], trailer: String = "") throws -> (compileStatus: Int32, compileOutput: String, output: String) {
        let compiler = try #require(Self.swiftc())
        let objects = try #require(plistKitObjects())
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("modelgen-compile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        var files: [String] = []
        var driver = driverPrelude
        for (i, unit) in units.enumerated() {
            let file = dir.appendingPathComponent("Model\(i).swift")
            try Data(unit.source.utf8).write(to: file)
            files.append(file.path)
            for check in unit.checks {
                driver += "check(\(check.type).self, \(literal(check.label)), \(literal(check.path)), roundTrips: \(unit.roundTrips))\n"
            }
        }
        driver += trailer
        let main = dir.appendingPathComponent("main.swift")
        try Data(driver.utf8).write(to: main)
        let executable = dir.appendingPathComponent("driver")
        let repository = Fixtures.root.deletingLastPathComponent()
        let arguments = ["-swift-version", "6", "-Onone", "-o", executable.path,
                         "-I", products.appendingPathComponent("Modules").path,
                         "-I", repository.appendingPathComponent("Sources/CLibXML2").path,
                         "-Xcc", "-I/usr/include/libxml2", "-lxml2", main.path] + files + objects
            + (Self.sanitizer.map { ["-sanitize=\($0)"] } ?? [])
        let compile = try runProcess(compiler, arguments)
        guard compile.status == 0 else { return (compile.status, compile.output, "") }
        let result = try runProcess(executable, [])
        return (0, compile.output, result.output)
    }

    /// `text` as a Swift string literal for the driver (paths and labels are test-controlled).
    static func literal(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    static func runProcess(_ executable: URL, _ arguments: [String]) throws -> (status: Int32, output: String) {
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
        import PlistKit

        func check<T: Codable>(_ type: T.Type, _ label: String, _ path: String, roundTrips: Bool) {
            do {
                let url = URL(fileURLWithPath: path)
                let result = try PlistDecoder().decodeWithDiagnostics(T.self, contentsOf: url)
                guard result.diagnostics.isEmpty else {
                    print("\\(label): \\(result.diagnostics.map(\\.description))")
                    return
                }
                if roundTrips {
                    let tree = try PlistReader().read(contentsOf: url).root.value
                    guard try PlistEncoder().encodeTree(result.value) == tree else {
                        print("\\(label): re-encoded tree differs")
                        return
                    }
                }
                print("\\(label): OK")
            } catch {
                print("\\(label): \\(error)")
            }
        }


        """
}
