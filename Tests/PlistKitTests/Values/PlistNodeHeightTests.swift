import Foundation
import Testing
@testable import PlistKit

/// The unboxed containers: trees around the height limit built by
/// mutation, mixed trees compared, hashed, written and read back, a 1 000 000-deep mixed tree
/// destroyed on a thread with a small stack, literals at the 8-byte edge.
@Suite struct PlistNodeHeightTests {
    static let limit = PlistNode.maxUnboxedHeight

    /// `levels` containers, arrays and dictionaries alternating, around an integer.
    static func mixed(_ levels: Int) -> PlistNode {
        var node = PlistNode(7)
        for level in 0..<levels {
            node = level % 2 == 0 ? PlistNode(.array([PlistNode("s"), node]))
                : PlistNode(.dictionary(PlistDictionary(entries: [.init(key: "k", value: node)])))
        }
        return node
    }

    /// Replaces the innermost integer of `node` (a tree from ``mixed(_:)``) by `leaf`, rebuilding
    /// the path by mutation (values taken out, changed, set back), without recursion.
    static func replacingLeaf(of node: PlistNode, levels: Int, with leaf: PlistNode) -> PlistNode {
        var path: [PlistNode] = []
        var current = node
        while path.count < levels {
            if let items = current.arrayIfArray { path.append(current); current = items[1]; continue }
            if let d = current.dictionaryIfDictionary, let v = d["k"] { path.append(current); current = v; continue }
            break
        }
        var built = leaf
        while var parent = path.popLast() {
            if var items = parent.arrayIfArray {
                items[1] = built
                parent.value = .array(items)
            } else if var d = parent.dictionaryIfDictionary {
                d["k"] = built
                parent.value = .dictionary(d)
            }
            built = parent
        }
        return built
    }

    @Test(arguments: [limit - 2, limit - 1, limit, limit + 1])
    func heightsAfterMutationAtTheLimit(levels: Int) throws {
        let base = Self.mixed(levels)
        #expect(base.height == (levels <= Self.limit ? levels : nil))
        // A leaf replaced by a two-level container: the whole path gets taller.
        let grown = Self.replacingLeaf(of: base, levels: levels, with: PlistNode(.array([PlistNode(.array([PlistNode(1)]))])))
        #expect(grown.height == (levels + 2 <= Self.limit ? levels + 2 : nil))
        // And back to a scalar.
        let shrunk = Self.replacingLeaf(of: grown, levels: levels, with: PlistNode(7))
        #expect(shrunk.height == base.height)
        #expect(shrunk == base)
        #expect(shrunk.hashValue == base.hashValue)
        #expect(grown != base)
        for format in [PlistFormat.xml, .json, .binary] {
            let read = try PlistReader().read(try PlistWriter(format: format).write(grown)).root
            #expect(read == grown, "\(format)")
            #expect(read.height == grown.height, "\(format)")
            #expect(read.hashValue == grown.hashValue, "\(format)")
        }
        #expect(String(describing: grown.value).isEmpty == false)
    }

    @Test func aMillionLevelMixedTreeIsDestroyedOnASmallStack() {
        final class Done: @unchecked Sendable { var ok = false; var heightNil = false; var selfEqual = false }
        let done = Done()
        guard let thread = JoinableThread(name: "small", stackSize: 256 << 10, body: {
            var node: PlistNode? = Self.mixed(1_000_000)
            // A shared subtree: the deep tree also kept under another root, released last.
            let other = node.map { Self.replacingLeaf(of: Self.mixed(100), levels: 100, with: $0) }
            done.heightNil = other?.height == nil
            done.selfEqual = other == other
            node = nil
            _ = consume other
            done.ok = true
        }) else { Issue.record("no thread"); return }
        thread.join()
        #expect(done.ok)
        #expect(done.heightNil)
        #expect(done.selfEqual)
    }

    @Test(arguments: ["1", "0.5", "12345678", "123456789", "1.0e+308", "-0.0", "é", "1.5é", "\u{7F}", "a\u{0}b", ""])
    func literalsRoundTrip(text: String) {
        let node = PlistNode(.real(1.5), literal: text)
        #expect(node.literal == text)
        #expect(node.realIfReal == 1.5)
        var changed = node
        changed.literal = nil
        #expect(changed.literal == nil)
        changed.literal = text
        #expect(changed.literal == text)
        #expect(PlistNode(.integer(3), literal: text).literal == text)
    }
}
