/// PLACEHOLDER — replaced by the JSON reader work.
struct JSONPlistReader {
    let options: PlistReader.Options
    func read(_ bytes: UnsafeRawBufferPointer) throws -> PlistDocument {
        throw PlistReadError(.unknownFormat, "JSON reader not built yet")
    }
}
