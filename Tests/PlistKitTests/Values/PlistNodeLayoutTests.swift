import Testing
@testable import PlistKit

/// Spans cost at most 8 bytes per node (issue 21): the node's length sits in the padding after
/// its storage enum, the key's length adds one word to a dictionary entry.
@Suite struct PlistNodeLayoutTests {
    @Test func aNodeStaysFortyBytesAndAnEntryGrowsByOneWord() {
        // Before spans: PlistNode 40, Entry 72 (String 16 + SourceLocation 16 + PlistNode 40).
        #expect(MemoryLayout<PlistKit.SourceLocation>.stride == 16)
        #expect(MemoryLayout<PlistNode>.stride == 40)
        #expect(MemoryLayout<PlistDictionary.Entry>.stride == 80)
        #expect(MemoryLayout<PlistDictionary.Entry>.stride
                == MemoryLayout<String>.stride + MemoryLayout<PlistKit.SourceLocation>.stride + MemoryLayout<PlistNode>.stride + 8)
    }
}
