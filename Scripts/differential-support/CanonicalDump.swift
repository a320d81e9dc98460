// Canonical value dump for differential testing against Python's plistlib and json modules,
// built by Scripts/differential together with PlistKit's sources as one module (kept out of the
// package graph). Protocol: one request per line on standard input, `FORMAT<TAB>PATH` where
// FORMAT is `auto` or `json`; one JSON line per request on standard output:
// `{"ok": VALUE}` or `{"error": "TEXT"}`. VALUE is the typed canonical form that
// Scripts/differential/canonical.py writes for plistlib's and json's results:
// ["s", text] ["i", "decimal"] ["r", "hex bit pattern"] ["b", true] ["date", seconds-since-1970 as
// "%.6f"] ["data", "hex"] ["uid", n] ["null"] ["a", [...]] ["d", [[key, VALUE], ...]] (entries in
// document order; duplicates already resolved by the reader).
import Foundation

private func jsonString(_ s: String) -> String {
    var out = "\""
    for u in s.unicodeScalars {
        switch u {
        case "\"": out += "\\\""
        case "\\": out += "\\\\"
        default:
            if u.value < 0x20 || u.value == 0x7F {
                out += String(format: "\\u%04x", u.value)
            } else { out.unicodeScalars.append(u) }
        }
    }
    return out + "\""
}

private func canonical(_ node: PlistNode, into out: inout String) {
    switch node.value {
    case .string(let s): out += "[\"s\",\(jsonString(s))]"
    case .integer(let i): out += "[\"i\",\"\(i)\"]"
    case .real(let r): out += "[\"r\",\"\(String(r.bitPattern, radix: 16))\"]"
    case .bool(let b): out += "[\"b\",\(b)]"
    case .date(let d): out += "[\"date\",\"\(String(format: "%.6f", d.timeIntervalSince1970))\"]"
    case .data(let d): out += "[\"data\",\"\(d.map { String(format: "%02x", $0) }.joined())\"]"
    case .uid(let u): out += "[\"uid\",\(u)]"
    case .null: out += "[\"null\"]"
    case .array(let a):
        out += "[\"a\",["
        for (i, c) in a.enumerated() {
            if i > 0 { out += "," }
            canonical(c, into: &out)
        }
        out += "]]"
    case .dictionary(let d):
        out += "[\"d\",["
        for (i, e) in d.entries.enumerated() {
            if i > 0 { out += "," }
            out += "[\(jsonString(e.key)),"
            canonical(e.value, into: &out)
            out += "]"
        }
        out += "]]"
    }
}

@main
enum CanonicalDump {
    static func main() {
        while let line = readLine(strippingNewline: true) {
            let parts = line.split(separator: "\t", maxSplits: 1).map(String.init)
            guard parts.count == 2, let data = FileManager.default.contents(atPath: parts[1]) else {
                FileHandle.standardOutput.write(Data("{\"error\": \"unreadable request\"}\n".utf8))
                continue
            }
            var options = PlistReader.Options()
            if parts[0] == "json" { options.format = .json }
            var out = ""
            do {
                let document = try PlistReader(options: options).read(data, file: "in")
                out = "{\"ok\": "
                canonical(document.root, into: &out)
                out += "}\n"
            } catch {
                out = "{\"error\": \(jsonString(String(describing: error).prefix(300).description))}\n"
            }
            FileHandle.standardOutput.write(Data(out.utf8))
        }
    }
}
