// Differential dump for PlistKit, built by Scripts/diff together with PlistKit's sources as one
// module (kept out of the package graph). For every file named on standard input (one path a
// line) it prints `=== path` and a canonical dump: for several reader option sets, the whole
// tree (kind, exact payload — reals and dates as bit patterns, data as hex — line:column:offset
// of every node and key, literal text, key order, findings with every field) or the exact
// error; then, for several seed-shaped models, the decoded value or the exact diagnostics.
// Two builds (two source trees) fed the same files must print the same bytes.
import Foundation

private func esc(_ s: String) -> String {
    var out = "\""
    for u in s.unicodeScalars {
        switch u {
        case "\"": out += "\\\""
        case "\\": out += "\\\\"
        default:
            if u.value < 0x20 || u.value == 0x7F || (u.value >= 0x80 && u.value < 0xA0) {
                out += "\\u{\(String(u.value, radix: 16))}"
            } else { out.unicodeScalars.append(u) }
        }
    }
    return out + "\""
}

private func loc(_ l: SourceLocation?) -> String {
    guard let l else { return "@nil" }
    return "@\(l.line):\(l.column):\(l.offset)"
}

private func hex(_ d: Data) -> String { d.map { String(format: "%02x", $0) }.joined() }

private func diag(_ d: Diagnostic, _ indent: String, into out: inout String) {
    out += "\(indent)diag \(d.severity.rawValue) [\(d.rule)] \(esc(d.message)) file=\(d.file.map(esc) ?? "nil") \(loc(d.location)) path=\(d.keyPath.map(esc) ?? "nil")\n"
    for r in d.related { diag(r, indent + "  ", into: &out) }
}

private func dump(_ node: PlistNode, _ indent: String, into out: inout String) {
    out += indent + loc(node.location) + " lit=" + (node.literal.map(esc) ?? "nil") + " "
    switch node.value {
    case .string(let s): out += "string \(esc(s))\n"
    case .integer(let i): out += "integer \(i)\n"
    case .real(let r): out += "real 0x\(String(r.bitPattern, radix: 16)) (\(r))\n"
    case .bool(let b): out += "bool \(b)\n"
    case .date(let d): out += "date 0x\(String(d.timeIntervalSinceReferenceDate.bitPattern, radix: 16))\n"
    case .data(let d): out += "data \(d.count) \(hex(d))\n"
    case .uid(let u): out += "uid \(u)\n"
    case .null: out += "null\n"
    case .array(let a):
        out += "array \(a.count)\n"
        for c in a { dump(c, indent + "  ", into: &out) }
    case .dictionary(let d):
        out += "dict \(d.count)\n"
        for e in d.entries {
            out += indent + "  key \(esc(e.key)) \(loc(e.keyLocation))\n"
            dump(e.value, indent + "    ", into: &out)
            // Lookup by key must agree with the entry (the index must be consistent).
            if let found = d.entry(forKey: e.key), found.keyLocation != e.keyLocation || found.value != e.value {
                out += indent + "  LOOKUP-MISMATCH \(esc(e.key))\n"
            }
        }
    }
}

private func errorText(_ error: any Error, into out: inout String) {
    if let e = error as? PlistReadError {
        out += "error kind=\(e.kind.rawValue) \(esc(e.message)) \(loc(e.location)) path=\(e.keyPath.map(esc) ?? "nil")\n"
        for r in e.related { diag(r, "  ", into: &out) }
    } else if let e = error as? PlistDecodingError {
        out += "decoding-error\n"
        for d in e.diagnostics { diag(d, "  ", into: &out) }
    } else {
        out += "other-error \(esc(String(reflecting: error)))\n"
    }
}

private func readerOptions() -> [(String, PlistReader.Options)] {
    var base = PlistReader.Options()
    base.maxValueCount = 200_000
    var strictDup = base
    strictDup.duplicateKeys = .error
    var lenient = base
    lenient.jsonSyntax = .lenient
    lenient.base64 = .appleCompatible
    var small = base
    small.maxStringLength = 40
    small.maxDepth = 8
    return [("default", base), ("dup-error", strictDup), ("lenient", lenient), ("small-limits", small)]
}

private func decode<T: Decodable>(_ type: T.Type, _ name: String, _ document: PlistDocument,
                                  _ options: PlistDecoder.Options, into out: inout String) {
    out += "decode \(name): "
    do {
        let result = try PlistDecoder(options: options).decodeWithDiagnostics(type, from: document)
        out += "ok \(esc(String(reflecting: result.value)))\n"
        for d in result.diagnostics { diag(d, "  ", into: &out) }
    } catch { errorText(error, into: &out) }
}

private func dumpFile(_ path: String) -> String {
    var out = "=== \(path)\n"
    guard let data = FileManager.default.contents(atPath: path) else { return out + "unreadable\n" }
    for (name, options) in readerOptions() {
        out += "-- read \(name)\n"
        do {
            let document = try PlistReader(options: options).read(data, file: "in")
            out += "format \(document.format)\n"
            for d in document.diagnostics { diag(d, "", into: &out) }
            dump(document.root, "", into: &out)
        } catch { errorText(error, into: &out) }
    }
    guard let document = try? PlistReader(options: readerOptions()[0].1).read(data, file: "in") else { return out }
    var strict = PlistDecoder.Options()
    var kvc = PlistDecoder.Options()
    kvc.valueCoercion = .kvcLike
    var snake = PlistDecoder.Options()
    snake.keyDecodingStrategy = .convertFromSnakeCase
    snake.unknownKeys = .error
    snake.reader.duplicateKeys = .error
    for (oname, o) in [("strict", strict), ("kvc", kvc), ("snake", snake)] {
        out += "-- decode \(oname)\n"
        decode([SeedAppInfo].self, "[AppInfo]", document, o, into: &out)
        decode([SeedQuestion].self, "[Question]", document, o, into: &out)
        decode([SeedColumn].self, "[Column]", document, o, into: &out)
        decode([String: String].self, "[String:String]", document, o, into: &out)
        decode(SeedContact.self, "Contact", document, o, into: &out)
        decode([SeedRecord].self, "[Record]", document, o, into: &out)
        decode(SeedRecord.self, "Record", document, o, into: &out)
        decode(SeedManifest.self, "Manifest", document, o, into: &out)
        decode([SeedManifest].self, "[Manifest]", document, o, into: &out)
    }
    strict.unknownKeys = .error
    _ = strict
    return out
}

@main
struct DiffDump {
    static func main() {
        while let line = readLine(strippingNewline: true) {
            if line.isEmpty { continue }
            let text = dumpFile(line)
            FileHandle.standardOutput.write(Data(text.utf8))
        }
    }
}
