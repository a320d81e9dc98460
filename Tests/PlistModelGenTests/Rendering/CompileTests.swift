import Foundation
import PlistKit
import Testing
@testable import PlistModelGen

/// The generated code of every seed, compiled with a driver by one `swiftc` run linked against
/// PlistKit; the program decodes each sample with `PlistDecoder` (default, strict options) with
/// zero findings and re-encodes it with `PlistEncoder` to a tree equal to the sample's.
@Suite("Compile test: generated models build with swiftc and decode their samples with PlistDecoder")
struct CompileTests {
    /// `(seed, Swift type the sample decodes as)`.
    static let seeds: [(Seed, String)] = [
        (Seed.all[0], "[App]"), (Seed.all[1], "Questions"), (Seed.all[2], "ColumnList"),
        (Seed.all[3], "ImageInfo"), (Seed.all[4], "Root"), (Seed.all[5], "PublicQuestions"),
        (Seed.all[6], "[Quiz]"), (Seed.all[7], "Settings"),
    ]

    @Test("all seeds compile in one swiftc run, decode with PlistDecoder and round-trip",
          .enabled(if: ModelCompiler.isAvailable), .timeLimit(.minutes(5)))
    func compileAndRoundTrip() throws {
        var units: [ModelCompiler.Unit] = []
        for (seed, type) in Self.seeds {
            let (source, _) = try generate(seed.samples, typeName: seed.typeName, access: seed.access)
            let checks = seed.samples.map { (label: seed.golden, path: Fixtures.url($0).path, type: type) }
            units.append(ModelCompiler.Unit(source: source, checks: checks, roundTrips: seed.conflicts == 0))
        }
        let result = try ModelCompiler.run(units)
        #expect(result.compileStatus == 0, "swiftc failed:\n\(result.compileOutput)")
        #expect(result.output == Self.seeds.flatMap { seed, _ in seed.samples.map { _ in "\(seed.golden): OK\n" } }.joined())
    }
}
