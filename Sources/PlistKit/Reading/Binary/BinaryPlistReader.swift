/// PLACEHOLDER — replaced by the binary reader work.
struct BinaryPlistReader {
    let options: PlistReader.Options
    func read(_ bytes: UnsafeRawBufferPointer) throws -> PlistDocument {
        throw PlistReadError(.unknownFormat, "binary reader not built yet")
    }
}
