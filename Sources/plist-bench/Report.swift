import Foundation

/// The benchmark's one table and its target checks, as Markdown.
struct Report {
    var cases: [BenchCase]
    var timings: [Timing]
    var rss: [Int]
    var inputs: [BenchCase.Input: Int]
    var lint: [(String, Timing)]
    var reps: Int
    /// Which interleaved rounds the whole-process medians are taken over.
    var lintRounds: String
    /// The 1-minute load average before and after the whole-process rows.
    var load: (before: Double, after: Double)

    private func index(_ name: String) -> Int? { cases.firstIndex { $0.name == name } }
    private func median(_ name: String) -> Double { index(name).map { timings[$0].median } ?? .nan }

    private func fmt(_ x: Double, _ digits: Int = 2) -> String {
        x.isFinite ? String(format: "%.\(digits)f", x) : "–"
    }

    var markdown: String {
        var s = ""
        let host = ProcessInfo.processInfo
        s += "Measured \(ISO8601DateFormatter().string(from: Date())) on \(host.hostName): \(host.processorCount) cores, "
        s += "\(host.physicalMemory >> 30) GiB, \(host.operatingSystemVersionString); release build; "
        s += "median of \(reps) interleaved runs after a warm-up.\n\n"
        s += "Inputs: XML \(fmt(Double(inputs[.xml] ?? 0) / 1e6, 1)) MB, JSON \(fmt(Double(inputs[.json] ?? 0) / 1e6, 1)) MB, "
        s += "binary \(fmt(Double(inputs[.binary] ?? 0) / 1e6, 1)) MB (100 000 records).\n\n"
        s += "| case | median s | CPU s | MB/s | spread | × faster than Foundation | × the SAX floor's time | peak RSS / input |\n"
        s += "|---|---:|---:|---:|---:|---:|---:|---:|\n"
        let floor = median(cases[0].name)
        for (i, c) in cases.enumerated() {
            let t = timings[i].median
            let size = Double(inputs[c.input] ?? 0)
            let vsPeer = c.peer.map { median($0) / t } ?? .nan
            let vsFloor = c.input == .xml ? t / floor : .nan
            s += "| \(c.name) | \(fmt(t, 3)) | \(fmt(timings[i].cpuMedian, 3)) | \(fmt(size / 1e6 / t, 1)) | \(fmt(timings[i].spreadPercent, 0))% | "
            s += "\(fmt(vsPeer)) | \(fmt(vsFloor)) | \(fmt(Double(rss[i]) / size)) |\n"
        }
        s += "\n\"PlistKit XML → [Record] (full report)\" decodes from the file URL "
        s += "(`PlistDecoder().decodeWithDiagnostics([Record].self, contentsOf:)`), as a caller does: the file is "
        s += "parsed while it is read and each record decoded and validated as it ends; its time includes reading "
        s += "the file; above 1 MiB on two cores or more the file is read and parsed on a second thread while the "
        s += "calling thread decodes (so its CPU time can exceed its wall time). The other cases get the bytes in memory. "
        s += "CPU s: median user + system seconds of all the process's threads during the case (getrusage).\n"
        if !lint.isEmpty {
            s += "\nWhole processes, each round running every row once in an order rotated per round, after two warm-ups: "
            s += "\(lintRounds); 1-minute load average \(fmt(load.before)) before, \(fmt(load.after)) after.\n"
            s += "\n| whole process | median s | min s | spread |\n|---|---:|---:|---:|\n"
            for (name, t) in lint {
                s += "| \(name) | \(fmt(t.median, 3)) | \(fmt(t.seconds.min() ?? .nan, 3)) | \(fmt(t.spreadPercent, 0))% |\n"
            }
        }
        s += "\nTargets:\n\n"
        func check(_ label: String, _ ok: Bool, _ value: String) { s += "- [\(ok ? "x" : " ")] \(label): \(value)\n" }
        let tree = median("PlistKit XML → tree")
        check("XML → tree ≤ 2.0× the SAX floor", tree / floor <= 2.0, fmt(tree / floor) + "×")
        let xmlRec = median("Foundation PropertyListDecoder XML") / median("PlistKit XML → [Record] (full report)")
        check("XML → [Record] ≥ 4× faster than PropertyListDecoder", xmlRec >= 4, fmt(xmlRec) + "×")
        let json = median("Foundation JSONDecoder") / median("PlistKit JSON → [Record]")
        check("JSON → [Record] ≥ 1.5× faster than JSONDecoder", json >= 1.5, fmt(json) + "×")
        let bin = median("Foundation PropertyListDecoder binary") / median("PlistKit binary → [Record]")
        check("binary → [Record] ≥ 4× faster than Foundation", bin >= 4, fmt(bin) + "×")
        if let i = index("PlistKit XML → [Record] (full report)") {
            let r = Double(rss[i]) / Double(inputs[.xml] ?? 1)
            check("peak RSS decoding the XML to [Record] ≤ 1.5× the file", r <= 1.5, fmt(r) + "×")
        }
        if lint.count >= 2 {
            let speedup = lint[0].1.median / lint[1].1.median
            let paired = medianPairedRatio(lint[0].1, lint[1].1)
            check("plist-lint --jobs 2 ≥ 1.7× faster than --jobs 1", speedup >= 1.7,
                  fmt(speedup) + "× (median of the per-round ratios: " + fmt(paired) + "×)")
        }
        if lint.count >= 3, lint[2].0.hasPrefix("plutil") {
            let vs = lint[2].1.median / lint[1].1.median
            check("plist-lint --jobs 2 faster than plutil -lint", vs > 1, fmt(vs) + "×")
        }
        BuiltinRows.checks(lint, check: check, fmt: { fmt($0, $1) })
        return s
    }
}
