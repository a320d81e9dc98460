/// PLACEHOLDER — replaced by the XML reader work. Reads XML property lists with libxml2 SAX2.
struct XMLPlistReader {
    let options: PlistReader.Options
    func read(_ bytes: UnsafeRawBufferPointer) throws -> PlistDocument {
        throw PlistReadError(.unknownFormat, "XML reader not built yet")
    }
}
