// libFuzzer entry for PlistKit, built by Scripts/fuzz together with PlistKit's sources as one
// module (kept out of the package graph). PLISTKIT_FUZZ_TARGET picks what one input exercises:
//   xml, json, binary — that reader with the format forced, then equality, hashing, description
//   openstep          — the OpenStep reader with the format forced; a tree it reads is written
//                       back (GNUstep typed values on) and must read back equal, or it traps
//   any               — format detection and whichever reader it picks
//   decode            — detection, reading and PlistDecoder into seed-shaped models
//   roundtrip         — reading, then writing to all three formats and reading back
//   chunks            — the XML reader fed in chunks (the streamed decode's reader) against
//                       the whole read: any difference in tree, locations, findings or error
//                       traps (the chunk size is picked from the input's length)
//   schema            — the JSON Schema importer and the validator: the input up to its first
//                       NUL byte is a JSON Schema document, what follows it a property list
//                       (any format) validated against it; without a NUL, the schema document
//                       is validated against itself. Findings are rendered as text.
//   edit              — the source editor: a few edits derived from the input's tree applied
//                       with PlistSourceEditor, checked against the tree they intend, the bytes
//                       outside the touched spans, the spans of the result and the same edits
//                       one at a time (FuzzEdit.swift)
// A crash, a trap, an ASan report or a timeout is a finding.
import Foundation

private let target = ProcessInfo.processInfo.environment["PLISTKIT_FUZZ_TARGET"] ?? "any"

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPlistKit(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = UnsafeRawBufferPointer(start: data, count: size)
    var options = PlistReader.Options()
    options.maxInputSize = 1 << 20
    // Inputs are at most 64 KiB; a binary plist's shared objects can still expand a 200-byte
    // file to millions of values (Fixtures/FuzzRegressions/binary-shared-expansion.bplist), which
    // the library's default of 50 000 000 allows and walks slowly under ASan. Bound it as
    // plist-lint does.
    options.maxValueCount = 100_000
    switch target {
    case "xml": options.format = .xml
    case "json": options.format = .json
    case "binary": options.format = .binary
    case "openstep": options.format = .openStep
    default: break
    }
    switch target {
    case "openstep":
        guard let document = try? PlistReader(options: options).read(bytes: bytes) else { return 0 }
        _ = document.root.value.description
        let writer = OpenStepPlistWriter(options: .init(typedValues: .gnustep))
        if let written = try? writer.write(document.root) {
            guard let again = try? PlistReader(options: options).read(written), again.root == document.root else {
                fatalError("OpenStep round trip changed the tree:\n\(String(decoding: written, as: UTF8.self))")
            }
        }
    case "decode":
        let input = Data(bytes)
        var decoderOptions = PlistDecoder.Options()
        decoderOptions.reader = options
        _ = try? PlistDecoder(options: decoderOptions).decodeWithDiagnostics([SeedQuestion].self, from: input)
        decoderOptions.valueCoercion = .kvcLike
        _ = try? PlistDecoder(options: decoderOptions).decodeWithDiagnostics([SeedRecord].self, from: input)
        _ = try? PlistDecoder(options: decoderOptions).decodeWithDiagnostics(SeedRecord.self, from: input)
    case "chunks":
        fuzzChunkedXML(bytes, options: options)
    case "schema":
        fuzzSchema(bytes, options: options)
    case "edit":
        fuzzEdit(bytes, options: options)
    case "roundtrip":
        guard let document = try? PlistReader(options: options).read(bytes: bytes) else { return 0 }
        for format in PlistFormat.allCases {
            if let written = try? PlistWriter(format: format).write(document.root.value),
               let again = try? PlistReader().read(written) {
                _ = again.root == document.root
            }
        }
    default:
        if let document = try? PlistReader(options: options).read(bytes: bytes) {
            _ = document.root == document.root
            _ = document.root.hashValue
            _ = document.root.value.description
        }
    }
    return 0
}

/// What one XML read gives, comparable.
private func xmlOutcome(_ body: () throws -> PlistDocument) -> String {
    do {
        let d = try body()
        return "\(d.root.debugDescription)\n\(d.diagnostics)"
    } catch {
        return "error \(error) \(String(reflecting: error))"
    }
}

/// Reads `bytes` as UTF-8 XML whole and in chunks of 1 to 16 bytes (a head first, as
/// `PlistReader.readStreaming` reads it) and traps when the results differ.
private func fuzzChunkedXML(_ bytes: UnsafeRawBufferPointer, options: PlistReader.Options) {
    let raw = bytes.bindMemory(to: UInt8.self)
    guard !raw.isEmpty, !XMLIntake.looksUTF16(raw) else { return }
    let chunk = raw.count % 16 + 1
    let reader = XMLPlistReader(options: options)
    let whole = xmlOutcome { try reader.read(bytes) }
    var i = raw.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    while i < raw.count, XMLIntake.isSpace(raw[i]) { i += 1 }
    let headEnd = min(raw.count, max(i + XMLIntake.headLength, chunk))
    var offset = headEnd
    let chunked = xmlOutcome {
        try reader.read(head: UnsafeRawBufferPointer(rebasing: bytes[..<headEnd]), isWhole: headEnd == raw.count, next: {
            guard offset < raw.count else { return nil }
            let n = min(chunk, raw.count - offset)
            defer { offset += n }
            return Data(UnsafeRawBufferPointer(rebasing: bytes[offset..<(offset + n)]))
        }, streaming: nil)
    }
    if chunked != whole {
        fatalError("chunked XML read differs (chunk size \(chunk)):\nwhole:   \(whole.prefix(500))\nchunked: \(chunked.prefix(500))")
    }
}

/// Imports the JSON Schema before the input's first NUL byte and validates what follows it
/// (or the schema document itself) against it.
private func fuzzSchema(_ bytes: UnsafeRawBufferPointer, options: PlistReader.Options) {
    let split = bytes.firstIndex(of: 0)
    var schemaOptions = options
    schemaOptions.format = .json
    let schemaBytes = UnsafeRawBufferPointer(rebasing: bytes[..<(split ?? bytes.count)])
    guard let document = try? PlistReader(options: schemaOptions).read(bytes: schemaBytes),
          let schema = try? Schema(jsonSchema: document.root, file: "s.schema.json") else { return }
    var root = document.root
    if let split {
        let rest = UnsafeRawBufferPointer(rebasing: bytes[(split + 1)...])
        guard let data = try? PlistReader(options: options).read(bytes: rest) else { return }
        root = data.root
    }
    var validatorOptions = Validator.Options()
    validatorOptions.unknownKeys = split.map { $0 % 2 == 0 ? .error : .suggest } ?? .warn
    let validator = Validator(schema: schema, options: validatorOptions)
    for finding in validator.validate(root, file: "t.json") { _ = finding.description }
}
