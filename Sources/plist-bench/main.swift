import Foundation

// plist-bench: the benchmark behind Scripts/bench. Not a library, not API.
//
//   plist-bench run CORPUS_DIR [--reps N] [--out FILE] [--lint PATH] [--plutil PATH]
//   plist-bench once CORPUS_DIR CASE_INDEX     (child process: one run, prints peak RSS, wall and CPU seconds)
//   plist-bench threshold CORPUS_DIR           (decode time by file size, second reading thread off and on)
//   plist-bench pair CORPUS_DIR [REPS]         (the SAX floor and XML → tree only, interleaved:
//                                               each time, the medians and their ratio)

func inputURL(_ corpus: URL, _ input: BenchCase.Input) -> URL {
    switch input {
    case .xml: return corpus.appendingPathComponent("records.xml")
    case .json: return corpus.appendingPathComponent("records.json")
    case .binary: return corpus.appendingPathComponent("records.bplist")
    }
}

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("plist-bench: \(message)\n".utf8))
    exit(1)
}

let args = Array(CommandLine.arguments.dropFirst())
guard args.count >= 2 else { fail("usage: plist-bench run|once CORPUS_DIR …") }
let corpus = URL(fileURLWithPath: args[1])

if args[0] == "once" {
    guard args.count >= 3, let index = Int(args[2]), BenchCase.all.indices.contains(index) else { fail("bad case index") }
    let c = BenchCase.all[index]
    do {
        let url = inputURL(corpus, c.input)
        var n = 0
        let t = try measureWithCPU { n = try c.perform(file: url) { try Data(contentsOf: url) } }
        print("rss=\(peakRSS()) n=\(n) wall=\(t.wall) cpu=\(t.cpu)")
    } catch {
        fail("\(c.name): \(error)")
    }
    exit(0)
}

if args[0] == "threshold" {
    do { print(try Threshold.run(corpus: corpus)) } catch { fail("threshold: \(error)") }
    exit(0)
}

if args[0] == "pair" {
    let reps = args.count >= 3 ? Int(args[2]) ?? 7 : 7
    let url = inputURL(corpus, .xml)
    guard let data = try? Data(contentsOf: url) else { fail("cannot read \(url.path)") }
    var seconds: [[Double]] = [[], []]
    for round in 0...reps {
        for i in 0..<2 {
            let c = BenchCase.all[i]
            let t = (try? measure { _ = try c.perform(file: url) { data } }) ?? .nan
            if round > 0 { seconds[i].append(t) }  // round 0 warms up
        }
    }
    let medians = seconds.map { Timing(seconds: $0).median }
    for i in 0..<2 {
        print("\(BenchCase.all[i].name): median \(medians[i]) s of", seconds[i].map { String(format: "%.3f", $0) }.joined(separator: " "))
    }
    print(String(format: "ratio %.3f", medians[1] / medians[0]))
    exit(0)
}

func option(_ name: String) -> String? {
    guard let i = args.firstIndex(of: name), i + 1 < args.count else { return nil }
    return args[i + 1]
}
let reps = Int(option("--reps") ?? "5") ?? 5
var inputs: [BenchCase.Input: Data] = [:]
for input in [BenchCase.Input.xml, .json, .binary] {
    do { inputs[input] = try Data(contentsOf: inputURL(corpus, input)) } catch { fail("cannot read \(input) corpus: \(error)") }
}

// Warm-up, then `reps` rounds with the cases interleaved.
var timings = Array(repeating: Timing(seconds: []), count: BenchCase.all.count)
for (i, c) in BenchCase.all.enumerated() {
    do { _ = try c.perform(file: inputURL(corpus, c.input)) { inputs[c.input]! } } catch { fail("\(c.name): \(error)") }
    FileHandle.standardError.write(Data("warm-up \(i + 1)/\(BenchCase.all.count): \(c.name)\n".utf8))
}
for round in 0..<reps {
    for (i, c) in BenchCase.all.enumerated() {
        let data = inputs[c.input]!
        let url = inputURL(corpus, c.input)
        let t = (try? measureWithCPU { _ = try c.perform(file: url) { data } }) ?? (.nan, .nan)
        timings[i].seconds.append(t.wall)
        timings[i].cpuSeconds.append(t.cpu)
    }
    FileHandle.standardError.write(Data("round \(round + 1)/\(reps) done\n".utf8))
}

// Peak memory: each case once in a child process.
let me = URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL
var rss = Array(repeating: 0, count: BenchCase.all.count)
for i in BenchCase.all.indices {
    let p = Process()
    p.executableURL = me
    p.arguments = ["once", corpus.path, String(i)]
    let pipe = Pipe()
    p.standardOutput = pipe
    do { try p.run() } catch { fail("cannot start child: \(error)") }
    let out = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    p.waitUntilExit()
    if let r = out.split(separator: " ").first(where: { $0.hasPrefix("rss=") }), let v = Int(r.dropFirst(4)) { rss[i] = v }
}

// Whole-process lint runs over the small files.
func timeProcess(_ executable: String, _ arguments: [String], reps: Int) -> Timing {
    var t = Timing(seconds: [])
    for _ in 0..<reps {
        let (seconds, status) = ChildProcess.time(executable, arguments)
        if status != 0 { fail("\(executable) \(arguments.prefix(3)) exited \(status)") }
        t.seconds.append(seconds)
    }
    return t
}
let smallDir = corpus.appendingPathComponent("small")
let smallFiles = ((try? FileManager.default.contentsOfDirectory(atPath: smallDir.path)) ?? []).sorted().map { smallDir.appendingPathComponent($0).path }
// Whole processes of ~0.1–0.3 s each, on a shared machine whose other load comes and goes: two
// warm-ups each, then rounds that run every process once in an order rotated per round (no
// process always follows the same one). `--jobs 2` needs the second core, so a round is kept only
// when other processes used less than `quietRoundLimit` of a core during it (the machine's busy
// time from /proc/stat minus this benchmark's children), until 21 are kept or 84 were run; with
// fewer than 5 quiet rounds every round counts, and the report says which it was.
var processes: [(String, String, [String])] = []
if let lint = option("--lint") {
    processes.append(("plist-lint --jobs 1 (\(smallFiles.count) files)", lint, ["--quiet", "--jobs", "1"] + smallFiles))
    processes.append(("plist-lint --jobs 2 (\(smallFiles.count) files)", lint, ["--quiet", "--jobs", "2"] + smallFiles))
}
if let plutil = option("--plutil") {
    processes.append(("plutil -lint (\(smallFiles.count) files)", plutil, ["-lint", "-s"] + smallFiles))
}
// The built-in schemas: the same files with and without them. On the small files no kind applies
// (the catalogue must cost nothing when unused); the Info.plists are each checked against the
// info-plist schema, compiled once per process.
let appleDir = corpus.appendingPathComponent("apple")
let appleFiles = ((try? FileManager.default.contentsOfDirectory(atPath: appleDir.path)) ?? []).sorted().map { appleDir.appendingPathComponent($0).path }
if let lint = option("--lint") {
    processes.append((BuiltinRows.smallWithout(smallFiles.count), lint, ["--quiet", "--jobs", "1", "--no-builtin-schemas"] + smallFiles))
    if !appleFiles.isEmpty {
        processes.append((BuiltinRows.infoWith(appleFiles.count), lint, ["--quiet", "--jobs", "1"] + appleFiles))
        processes.append((BuiltinRows.infoWithout(appleFiles.count), lint, ["--quiet", "--jobs", "1", "--no-builtin-schemas"] + appleFiles))
    }
}
let wantedRounds = 21, maxRounds = 84, quietRoundLimit = 0.15
let loadBefore = loadAverage()
for (_, executable, arguments) in processes { _ = timeProcess(executable, arguments, reps: 2) }
var quietTimings = Array(repeating: Timing(seconds: []), count: processes.count)
var allTimings = quietTimings
var quietOtherLoad: [Double] = []
var roundsRun = 0
while !processes.isEmpty, quietOtherLoad.count < wantedRounds, roundsRun < maxRounds {
    let busyBefore = machineBusySeconds(), childrenBefore = childrenCPUSeconds()
    var round = Array(repeating: Double.nan, count: processes.count)
    let wall = measure {
        for k in processes.indices {
            let i = (k + roundsRun) % processes.count
            round[i] = timeProcess(processes[i].1, processes[i].2, reps: 1).seconds[0]
        }
    }
    roundsRun += 1
    // Cores used by everything but this round's processes (nan without /proc/stat: kept).
    let other = (machineBusySeconds() - busyBefore - (childrenCPUSeconds() - childrenBefore)) / wall
    for i in processes.indices { allTimings[i].seconds.append(round[i]) }
    if !(other >= quietRoundLimit) {
        quietOtherLoad.append(other)
        for i in processes.indices { quietTimings[i].seconds.append(round[i]) }
    }
}
let onlyQuiet = quietOtherLoad.count >= 5
let processTimings = onlyQuiet ? quietTimings : allTimings
let loadAfter = loadAverage()
let roundsNote = onlyQuiet
    ? "median of \(quietOtherLoad.count) of \(roundsRun) rounds, those in which other processes used less than \(quietRoundLimit) core "
        + "(median \(String(format: "%.2f", Timing(seconds: quietOtherLoad).median)), max \(String(format: "%.2f", quietOtherLoad.max() ?? .nan)))"
    : "median of all \(roundsRun) rounds: only \(quietOtherLoad.count) were quiet (other processes under \(quietRoundLimit) core), "
        + "so the second core was often taken and the --jobs 2 row is not representative"
let lintRows: [(String, Timing)] = processes.enumerated().map { ($0.element.0, processTimings[$0.offset]) }

print(Report(cases: BenchCase.all, timings: timings, rss: rss, inputs: inputs.mapValues(\.count), lint: lintRows, reps: reps, lintRounds: roundsNote, load: (loadBefore, loadAfter)).markdown)
if let out = option("--out") {
    do { try Data(Report(cases: BenchCase.all, timings: timings, rss: rss, inputs: inputs.mapValues(\.count), lint: lintRows, reps: reps, lintRounds: roundsNote, load: (loadBefore, loadAfter)).markdown.utf8).write(to: URL(fileURLWithPath: out)) } catch { fail("cannot write \(out): \(error)") }
}
