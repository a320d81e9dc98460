// libFuzzer target: the JSON reader with its format forced. Built by Scripts/fuzz.
import Foundation

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzReadJSON(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var options = PlistReader.Options()
    options.format = .json
    options.maxInputSize = 1 << 20
    if let document = try? PlistReader(options: options).read(bytes: UnsafeRawBufferPointer(start: data, count: size)) {
        _ = document.root == document.root
    }
    return 0
}
