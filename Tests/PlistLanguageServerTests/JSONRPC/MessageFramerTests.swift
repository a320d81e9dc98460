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
            while let body = try framer.nextMessage() { bodies.append(String(decoding: body, as: UTF8.self)) }
        }
        #expect(bodies == [#"{"a":1}"#, "[]"])
    }

    @Test func aHeaderWithoutALengthOrWithAHugeOneStopsTheStream() {
        var missing = MessageFramer()
        missing.append(Array("Content-Type: x\r\n\r\n{}".utf8))
        #expect(throws: MessageFramer.FramingError(message: "header without Content-Length")) { try missing.nextMessage() }
        var huge = MessageFramer()
        huge.append(Array("Content-Length: 99999999999\r\n\r\n".utf8))
        #expect(throws: MessageFramer.FramingError(message: "message of 99999999999 bytes exceeds 67108864")) { try huge.nextMessage() }
        var endless = MessageFramer()
        endless.append([UInt8](repeating: 65, count: MessageFramer.maxHeaderSize + 1))
        #expect(throws: MessageFramer.FramingError(message: "header part longer than 8192 bytes")) { try endless.nextMessage() }
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
