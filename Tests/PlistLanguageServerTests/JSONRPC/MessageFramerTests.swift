import Foundation
import Testing
@testable import PlistLanguageServer

@Suite struct MessageFramerTests {
    @Test func bodiesAreCutFromBytesArrivingInAnyPieces() throws {
        let stream = Array(MessageFramer.framed(Data(#"{"a":1}"#.utf8)) + Data("Content-Type: application/vscode-jsonrpc; charset=utf-8\r\nContent-Length: 2\r\n\r\n[]".utf8))
        var framer = MessageFramer()
        var bodies: [String] = []
        for byte in stream {
            framer.append([byte])
            while let frame = try framer.nextFrame() {
                guard case .message(let body) = frame else { Issue.record("\(frame)"); continue }
                bodies.append(String(decoding: body, as: UTF8.self))
            }
        }
        #expect(bodies == [#"{"a":1}"#, "[]"])
    }

    @Test func aHeaderWithoutAUsableLengthStopsTheStream() {
        for (header, message) in [("Content-Type: x", "header without Content-Length"), ("Content-Length: abc", "Content-Length is not a number"),
                                  ("Content-Length: -5", "Content-Length is negative"),
                                  ("Content-Length: 99999999999999999999999", "Content-Length 99999999999999999999999 is larger than any message")] {
            var framer = MessageFramer()
            framer.append(Array("\(header)\r\n\r\n{}".utf8))
            #expect(throws: MessageFramer.FramingError(message: message)) { try framer.nextFrame() }
        }
        var endless = MessageFramer()
        endless.append([UInt8](repeating: 65, count: MessageFramer.maxHeaderSize + 1))
        #expect(throws: MessageFramer.FramingError(message: "header part longer than 8192 bytes")) { try endless.nextFrame() }
    }

    @Test func aMessageOverTheLimitIsSkippedKeepingItsFirstBytesAndTheStreamGoesOn() throws {
        var framer = MessageFramer(maxMessageSize: 10)
        let long = Data((#"{"id":7,"#.utf8)) + Data(repeating: 65, count: 100_000)
        let stream = Array(MessageFramer.framed(long) + MessageFramer.framed(Data("[]".utf8)))
        var frames: [MessageFramer.Frame] = []
        for piece in stride(from: 0, to: stream.count, by: 4096) {
            framer.append(stream[piece..<min(stream.count, piece + 4096)])
            while let frame = try framer.nextFrame() { frames.append(frame) }
        }
        #expect(frames == [.oversized(length: long.count, prefix: long.prefix(MessageFramer.keptPrefixSize)), .message(Data("[]".utf8))])
        #expect(framer.unfinished == nil)
        framer.append(Array("Content-Length: 5\r\n\r\n{}".utf8))
        #expect(try framer.nextFrame() == nil)
        #expect(framer.unfinished == "the input ended inside a message (23 bytes of it read)")
    }
}

@Suite struct StdioConnectionTests {
    /// Runs the connection on pipes with `input` already written and the write end closed.
    private func run(_ input: Data) throws -> (status: Int32, output: String) {
        var inPipe: [Int32] = [0, 0], outPipe: [Int32] = [0, 0], errPipe: [Int32] = [0, 0]
        try #require(pipe(&inPipe) == 0 && pipe(&outPipe) == 0 && pipe(&errPipe) == 0)
        input.withUnsafeBytes { _ = write(inPipe[1], $0.baseAddress, $0.count) }
        close(inPipe[1])
        let status = StdioConnection.run(input: inPipe[0], output: outPipe[1], errorOutput: errPipe[1])
        close(outPipe[1]); close(errPipe[1]); close(inPipe[0])
        let output = FileHandle(fileDescriptor: outPipe[0], closeOnDealloc: true).readDataToEndOfFile()
        close(errPipe[0])
        return (status, String(decoding: output, as: UTF8.self))
    }

    private func framed(_ json: String) -> Data { MessageFramer.framed(Data(json.utf8)) }

    @Test func endOfInputEndsTheServerWithStatusOneWithoutShutdown() throws {
        let result = try run(framed(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{}}}"#))
        #expect(result.status == 1)
        #expect(result.output.hasPrefix("Content-Length: "))
    }

    @Test func shutdownThenEndOfInputIsStatusZero() throws {
        let result = try run(framed(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{}}}"#)
                             + framed(#"{"jsonrpc":"2.0","id":2,"method":"shutdown"}"#))
        #expect(result.status == 0)
        #expect(result.output.hasSuffix(#"{"id":2,"jsonrpc":"2.0","result":null}"#))
    }

    @Test func aBrokenHeaderStopsWithStatusOne() throws {
        #expect(try run(Data("Content-Length: x\r\n\r\n".utf8)).status == 1)
    }
}
