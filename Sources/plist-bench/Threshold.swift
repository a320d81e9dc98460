import Foundation
import PlistKit

/// `plist-bench threshold CORPUS_DIR`: where reading on a second thread starts to pay. Cuts
/// `records.xml` into files of growing size (whole records), decodes each as `[Record]` from
/// its URL with the pipeline forced off and on, interleaved, and prints the median wall and CPU
/// time per decode. The size where "on" wins for good is `StreamPipeline.Policy.minimumFileSize`.
enum Threshold {
    static func run(corpus: URL) throws -> String {
        let whole = try Data(contentsOf: corpus.appendingPathComponent("records.xml"))
        let end = Array("\n\t</dict>\n".utf8)
        let tail = Data("</array>\n</plist>\n".utf8)
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("plist-bench-threshold-\(getpid())")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        var s = "| file | records | off: wall µs | on: wall µs | on / off | off: CPU µs | on: CPU µs |\n|---:|---:|---:|---:|---:|---:|---:|\n"
        for target in [8 << 10, 32 << 10, 128 << 10, 256 << 10, 512 << 10, 1 << 20, 2 << 20, 4 << 20] where target < whole.count {
            // The first whole records reaching `target` bytes, closed.
            guard let cut = whole.withUnsafeBytes({ raw -> Int? in
                let bytes = raw.bindMemory(to: UInt8.self)
                var i = target
                while i + end.count <= bytes.count {
                    if bytes[i] == end[0] && bytes[i..<(i + end.count)].elementsEqual(end) { return i + end.count }
                    i += 1
                }
                return nil
            }) else { continue }
            let url = dir.appendingPathComponent("records-\(target).xml")
            try (whole.prefix(cut) + tail).write(to: url)
            func decode(_ twoThreads: Bool) throws -> Int {
                var options = PlistDecoder.Options()
                options.reader.readsOnSecondThread = twoThreads
                return try PlistDecoder(options: options).decode([Record].self, contentsOf: url).count
            }
            let records = try decode(false)
            _ = try decode(true)
            // About 0.4 s of decoding per size and side.
            let reps = max(9, (8 << 20) / target)
            // [0]: one thread, [1]: two.
            var timings = [Timing(seconds: []), Timing(seconds: [])]
            for _ in 0..<reps {
                for side in timings.indices {
                    let t = try measureWithCPU { _ = try decode(side == 1) }
                    timings[side].seconds.append(t.wall)
                    timings[side].cpuSeconds.append(t.cpu)
                }
            }
            let (off, on) = (timings[0], timings[1])
            func us(_ x: Double) -> String { String(format: "%.0f", x * 1e6) }
            s += "| \(cut / 1024) KiB | \(records) | \(us(off.median)) | \(us(on.median)) | \(String(format: "%.2f", on.median / off.median)) | "
            s += "\(us(off.cpuMedian)) | \(us(on.cpuMedian)) |\n"
        }
        return s
    }
}
