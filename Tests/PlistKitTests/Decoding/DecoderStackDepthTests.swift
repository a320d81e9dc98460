import Foundation
import Testing
@testable import PlistKit

/// Deep models on small stacks (issue 15 #13): a recursive model as deep as the reader allows
/// decodes on a 512 KiB thread stack (the macOS default for secondary threads), and nothing
/// crashes at any depth.
@Suite struct DecoderStackDepthTests {
    final class Chain: Decodable, @unchecked Sendable {
        let next: Chain?
        var depth: Int { var n = 0; var c = next; while let x = c { n += 1; c = x.next }; return n }
    }

    struct Boxed<T: Sendable>: @unchecked Sendable { var value: T }

    /// Runs `work` on a thread with a 512 KiB stack and returns its result.
    static func onSmallStack<T>(_ work: @escaping @Sendable () -> T) -> T {
        let done = DispatchSemaphore(value: 0)
        let box = ResultBox<T>()
        let thread = Thread {
            box.value = work()
            done.signal()
        }
        thread.stackSize = 512 * 1024
        thread.start()
        done.wait()
        return box.value!
    }

    final class ResultBox<T>: @unchecked Sendable { var value: T? }

    static func chain(_ depth: Int) -> Data {
        Data((String(repeating: "{\"next\": ", count: depth) + "{}" + String(repeating: "}", count: depth)).utf8)
    }

    @Test(arguments: [300, 510])
    func deepChainDecodesOnASmallStack(_ depth: Int) {
        let data = Self.chain(depth)
        let result = Self.onSmallStack { () -> Result<Int, PlistDecodingError> in
            do { return .success(try PlistDecoder().decode(Chain.self, from: data).depth) }
            catch let e as PlistDecodingError { return .failure(e) }
            catch { return .failure(PlistDecodingError(diagnostics: [])) }
        }
        #expect((try? result.get()) == depth)
    }

    /// A tree built in code: `depth` dictionaries, each holding the next under `next`.
    static func chainTree(_ depth: Int) -> PlistNode {
        var node = PlistNode(.dictionary(PlistDictionary()))
        for _ in 0..<depth { node = PlistNode(.dictionary(PlistDictionary(entries: [.init(key: "next", value: node)]))) }
        return node
    }

    /// The rules of the findings of decoding `root` as `type` on a 512 KiB thread (none when it
    /// decodes).
    static func rulesOnSmallStack<T: Decodable & Sendable>(_ type: T.Type, from root: PlistNode) -> [String] {
        onSmallStack { () -> [String] in
            do { _ = try PlistDecoder().decode(T.self, from: root); return [] }
            catch let e as PlistDecodingError { return e.diagnostics.map(\.rule) }
            catch { return ["\(error)"] }
        }
    }

    /// A model that notes the stack left when its first level begins to decode.
    final class MeasuredChain: Decodable, @unchecked Sendable {
        let next: MeasuredChain?
        nonisolated(unsafe) static var stackAtTheTop = 0
        required init(from decoder: any Decoder) throws {
            if decoder.codingPath.isEmpty { Self.stackAtTheTop = StackDepthGuard().remaining }
            next = try decoder.container(keyedBy: Keys.self).decodeIfPresent(MeasuredChain.self, forKey: .next)
        }
        enum Keys: String, CodingKey { case next }
    }

    /// A tree built in code 100 000 levels deep (no reader limit applies): a located
    /// `limit-exceeded` error, not a crash, on a small stack — reached on the one ``DeepStack``
    /// thread (16 MiB), not on a stack sized to the tree: on a 64 MiB stack a debug build
    /// recursed about 12 000 levels of 10 frames (7 of them compiled with the sanitizer), near
    /// or past the 65 536 frames of ThreadSanitizer's fixed shadow stack.
    @Test func deeperThanAnyStackIsAnErrorOnTheDeepStackNotACrash() {
        let rules = Self.rulesOnSmallStack(MeasuredChain.self, from: Self.chainTree(100_000))
        #expect(rules == ["limit-exceeded"])
        #expect(MeasuredChain.stackAtTheTop > 8 << 20 && MeasuredChain.stackAtTheTop <= DeepStack.stackSize,
                "\(MeasuredChain.stackAtTheTop) bytes of stack left at the top level")
    }

    struct Bytes64 { var a0: UInt64 = 0, a1: UInt64 = 0, a2: UInt64 = 0, a3: UInt64 = 0, a4: UInt64 = 0, a5: UInt64 = 0, a6: UInt64 = 0, a7: UInt64 = 0 }
    struct Bytes512 { var b0 = Bytes64(), b1 = Bytes64(), b2 = Bytes64(), b3 = Bytes64(), b4 = Bytes64(), b5 = Bytes64(), b6 = Bytes64(), b7 = Bytes64() }
    struct Bytes4K { var c0 = Bytes512(), c1 = Bytes512(), c2 = Bytes512(), c3 = Bytes512(), c4 = Bytes512(), c5 = Bytes512(), c6 = Bytes512(), c7 = Bytes512() }
    struct Bytes32K { var d0 = Bytes4K(), d1 = Bytes4K(), d2 = Bytes4K(), d3 = Bytes4K(), d4 = Bytes4K(), d5 = Bytes4K(), d6 = Bytes4K(), d7 = Bytes4K() }

    @inline(never) static func touch(_ bytes: UnsafeMutableRawBufferPointer) { bytes[bytes.count / 2] &+= 1 }

    /// A recursive model with a 32 KiB local in its `init(from:)` (about 68 KiB a level in a
    /// debug build, more than the 64 KiB the guard keeps free).
    final class WideChain: Decodable, @unchecked Sendable {
        let next: WideChain?
        required init(from decoder: any Decoder) throws {
            var local = Bytes32K()
            withUnsafeMutableBytes(of: &local) { DecoderStackDepthTests.touch($0) }
            next = try decoder.container(keyedBy: MeasuredChain.Keys.self).decodeIfPresent(WideChain.self, forKey: .next)
        }
    }

    /// Levels larger than the reserve: 30 of them (240 KiB by the 8 KiB a level reckoned at
    /// the root, so the decode stays on the 512 KiB thread) overflowed it (SIGSEGV); the guard
    /// now keeps free twice the largest level it has seen as well, and stops with `limit-exceeded`.
    @Test func levelsLargerThanTheReserveStopBeforeTheStackEnds() {
        let rules = Self.rulesOnSmallStack(WideChain.self, from: Self.chainTree(30))
        #expect(rules == ["limit-exceeded"])
    }
}
