// libFuzzer target: every reader through format detection, then the tree's own walks.
// Built by Scripts/fuzz together with PlistKit's sources as one module (kept out of the
// package graph). A crash, a trap, a leak report or a timeout is a finding.
import Foundation

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzReadAnyFormat(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = UnsafeRawBufferPointer(start: data, count: size)
    var options = PlistReader.Options()
    options.maxInputSize = 1 << 20
    if let document = try? PlistReader(options: options).read(bytes: bytes) {
        _ = document.root == document.root
        _ = document.root.hashValue
    }
    return 0
}
