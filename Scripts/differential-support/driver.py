#!/usr/bin/env python3
"""Differential fuzzing of PlistKit's readers against Python's plistlib and json modules.

Inputs come from seeds (Fixtures/ and the libFuzzer corpora in .fuzz/) and from mutations of
them aimed at the places where readers disagree (number and date text, entities, base64,
escapes, duplicate keys). Every input is read by PlistKit (through the canonical dumper built
by Scripts/differential) and by plistlib (XML and binary) or json (JSON, with PlistKit's format
forced to JSON). When both accept, the values must be equal; a disagreement is written to
.differential/findings/ once per signature. Inputs only one side accepts are counted, not
findings: the issue asks for equal values where both accept.

    driver.py DUMPER CPU_SECONDS SEED   (run through Scripts/differential)
"""
import datetime, glob, json, os, plistlib, random, select, signal, subprocess, sys, time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
OUT = os.path.join(ROOT, ".differential")
EPOCH = datetime.datetime(1970, 1, 1, tzinfo=datetime.timezone.utc)

def canon_plistlib(v):
    if isinstance(v, bool): return ["b", v]
    if isinstance(v, int): return ["i", str(v)]
    if isinstance(v, float): return ["r", format(_bits(v), "x")]
    if isinstance(v, str): return ["s", v]
    if isinstance(v, (bytes, bytearray)): return ["data", bytes(v).hex()]
    if isinstance(v, datetime.datetime):
        if v.tzinfo is None: v = v.replace(tzinfo=datetime.timezone.utc)
        return ["date", "%.6f" % (v - EPOCH).total_seconds()]
    if isinstance(v, plistlib.UID): return ["uid", v.data]
    if isinstance(v, list): return ["a", [canon_plistlib(x) for x in v]]
    if isinstance(v, dict): return ["d", [[k, canon_plistlib(x)] for k, x in v.items()]]
    if v is None: return ["null"]
    raise TypeError(type(v))

def _bits(f):
    import struct
    return struct.unpack("<Q", struct.pack("<d", f))[0]

def normalise(v):
    """Dictionaries compared as key-sorted lists (plistlib and json keep the first position of a
    duplicated key; the value is the last in both and in PlistKit)."""
    if v[0] == "a": return ["a", [normalise(x) for x in v[1]]]
    if v[0] == "d": return ["d", sorted(([k, normalise(x)] for k, x in v[1]), key=lambda e: e[0])]
    return v

def deliberate(a, b):
    """Differences PlistKit makes on purpose (Scripts/fuzz-results.md says why): a JSON integer
    outside 64 bits is a real in PlistKit, as in Foundation's JSONSerialization; Python keeps an
    arbitrary-precision int."""
    if a[0] == "r" and b[0] == "i":
        n = int(b[1])
        if not (-2**63 <= n < 2**64):
            import struct
            return struct.unpack("<d", int(a[1], 16).to_bytes(8, "little"))[0] == float(n)
    return False

def first_difference(a, b, path="$"):
    if a[0] != b[0] and deliberate(a, b): return None
    if a[0] != b[0]: return "%s: PlistKit %s, Python %s" % (path, a[0], b[0]), (a[0], b[0])
    if a[0] == "a":
        if len(a[1]) != len(b[1]): return "%s: array of %d vs %d" % (path, len(a[1]), len(b[1])), ("a-len",)
        for i, (x, y) in enumerate(zip(a[1], b[1])):
            d = first_difference(x, y, "%s[%d]" % (path, i))
            if d: return d
        return None
    if a[0] == "d":
        ka, kb = [k for k, _ in a[1]], [k for k, _ in b[1]]
        if ka != kb: return "%s: keys %r vs %r" % (path, ka[:8], kb[:8]), ("d-keys",)
        for (k, x), (_, y) in zip(a[1], b[1]):
            d = first_difference(x, y, "%s.%s" % (path, k))
            if d: return d
        return None
    if a != b: return "%s: PlistKit %r, Python %r" % (path, a[1:], b[1:]), ("value", a[0])
    return None

INTERESTING_NUMBERS = [" 42", "42 ", "+42", "-0", "0x1F", "0X1f", "1_000", "007", "1e400", "-1e400",
    "9223372036854775807", "9223372036854775808", "-9223372036854775809", "18446744073709551615",
    "18446744073709551616", "1.5", ".5", "5.", "1e5", "nan", "NaN", "inf", "-Infinity", "0x", "",
    "\t+\t42", "1.7976931348623157e308", "4.9e-324", "2.2250738585072011e-308", "٣", "１２"]
INTERESTING_DATES = ["2024-01-02T03:04:05Z", "2024-01-32T00:00:00Z", "0000-01-02T00:00:00Z",
    "2024-02-30T00:00:00Z", "2024-01-02T24:00:00Z", "2024-01-02T03:04:05.5Z", "2024-01-02",
    "99999-01-01T00:00:00Z", "2024-1-2T3:4:5Z", "-0001-01-01T00:00:00Z", " 2024-01-02T03:04:05Z"]
INTERESTING_TEXT = ["&amp;", "&#x41;", "&#0;", "&#xD800;", "&lt;![CDATA[x]]&gt;", "<![CDATA[a]]>",
    "a\r\nb", "a\rb", "\u00e9", "e\u0301", "\ufeff", "\U0001F600", "&#13;", "  ", "\\u0041"]
INTERESTING_BASE64 = ["AAEC", "AAE=", "AA==", "AAE", "A A E C", "AA\n==", "!!!!", "=AAA", "AAEC====", ""]
JSON_TOKENS = ["1e400", "-0", "-0.0", "1E2", "1e-400", "123456789012345678901234567890", "0.1",
    "\"\\ud800\"", "\"\\udc00\\ud800\"", "\"\\u0000\"", "true", "null", "[]", "{}", "1.0", "-1e-7",
    "9223372036854775807", "9223372036854775808", "-9223372036854775808", "-9223372036854775809",
    "18446744073709551615", "18446744073709551616", "\"a\\/b\"", "2.5e+3"]

def mutate_xml(text, rng):
    for _ in range(rng.randint(1, 3)):
        choice = rng.random()
        if choice < 0.25:
            tag, values = rng.choice([("integer", INTERESTING_NUMBERS), ("real", INTERESTING_NUMBERS),
                                      ("date", INTERESTING_DATES), ("data", INTERESTING_BASE64),
                                      ("string", INTERESTING_TEXT), ("key", INTERESTING_TEXT)])
            text += ""  # the replacement targets an existing element when one exists
            start = text.find("<%s>" % tag)
            if start < 0:
                insert = "<key>k%d</key><%s>%s</%s>" % (rng.randint(0, 9), tag, rng.choice(values), tag) if tag != "key" else ""
                pos = text.find("<dict>")
                if pos >= 0 and insert:
                    text = text[:pos + 6] + insert + text[pos + 6:]
                continue
            end = text.find("</%s>" % tag, start)
            if end < 0: continue
            text = text[:start + len(tag) + 2] + rng.choice(values) + text[end:]
        elif choice < 0.4:
            # Duplicate a key (and its value) inside the first dictionary.
            s = text.find("<key>"); e = text.find("</key>", s)
            if s >= 0 and e >= 0:
                key = text[s:e + 6]
                pos = text.find("</dict>")
                if pos > e: text = text[:pos] + key + "<string>dup</string>" + text[pos:]
        elif choice < 0.5:
            text = text.replace("<true/>", rng.choice(["<true />", "<true></true>", "<false/>"]), 1)
        elif choice < 0.6:
            text = text.replace("<dict>", "<dict><key>CF$UID</key><integer>%d</integer>" % rng.randint(0, 5), 1) if rng.random() < 0.3 else text
        else:
            b = bytearray(text.encode("utf-8", "surrogatepass"))
            if b:
                i = rng.randrange(len(b)); op = rng.random()
                if op < 0.4: b[i] = rng.randrange(256)
                elif op < 0.7: del b[i:i + rng.randint(1, 8)]
                else: b[i:i] = b[rng.randrange(len(b)):][:rng.randint(1, 16)]
            text = b.decode("utf-8", "surrogateescape")
    return text.encode("utf-8", "surrogateescape")

def mutate_json(data, rng):
    text = data.decode("utf-8", "surrogateescape")
    for _ in range(rng.randint(1, 3)):
        op = rng.random()
        if op < 0.5:
            # Replace a scalar-looking token.
            positions = [i for i, c in enumerate(text) if c in "-0123456789tfn\""]
            if positions:
                i = rng.choice(positions); j = i + 1
                if text[i] == "\"":
                    j = text.find("\"", i + 1) + 1 or len(text)
                else:
                    while j < len(text) and text[j] not in ",]}\n ": j += 1
                text = text[:i] + rng.choice(JSON_TOKENS) + text[j:]
        elif op < 0.65:
            # Duplicate the first member of an object.
            i = text.find("{\"")
            if i >= 0:
                j = text.find(",", i)
                if j > 0: text = text[:i + 1] + text[i + 1:j] + "," + text[i + 1:]
        else:
            b = bytearray(text.encode("utf-8", "surrogateescape"))
            if b:
                i = rng.randrange(len(b)); k = rng.random()
                if k < 0.4: b[i] = rng.randrange(32, 127)
                elif k < 0.7: del b[i:i + rng.randint(1, 4)]
                else: b[i:i] = bytes([rng.choice(b" {}[],:\"0123456789.eE-+")])
            text = b.decode("utf-8", "surrogateescape")
    return text.encode("utf-8", "surrogateescape")

def mutate_binary(data, rng):
    b = bytearray(data)
    for _ in range(rng.randint(1, 4)):
        if not b: break
        i = rng.randrange(len(b)); op = rng.random()
        if op < 0.6: b[i] = rng.randrange(256)
        elif op < 0.8: b[i] ^= 1 << rng.randrange(8)
        else: b[i] = rng.choice([0, 0x7F, 0x80, 0xFF, 0x0F, 0x10, 0x13, 0x23, 0x33, 0xD1])
    return bytes(b)

class PythonTimeout(Exception):
    pass

def _alarm(signum, frame):
    raise PythonTimeout()

def python_read(data, kind):
    """plistlib or json's reading of data, canonical; raises when Python rejects it. plistlib
    loops over a binary trailer's object count before checking it against the file (a 200-byte
    file can declare 2^63 objects), so such a file is skipped as Python's rejection, and every
    read has a 5-second alarm."""
    if kind == "binary" and len(data) >= 32:
        import struct
        offset_size, ref_size, count, top, table = struct.unpack(">6xBBQQQ", data[-32:])
        if count > len(data) or table > len(data): raise ValueError("trailer out of range")
    signal.signal(signal.SIGALRM, _alarm)
    signal.alarm(5)
    try:
        return _python_read(data, kind)
    finally:
        signal.alarm(0)

def _python_read(data, kind):
    if kind == "json":
        return canon_json(json.loads(data.decode("utf-8")))
    return canon_plistlib(plistlib.loads(data))

def canon_json(v):
    if isinstance(v, bool): return ["b", v]
    if isinstance(v, int): return ["i", str(v)]
    if isinstance(v, float): return ["r", format(_bits(v), "x")]
    if isinstance(v, str): return ["s", v]
    if v is None: return ["null"]
    if isinstance(v, list): return ["a", [canon_json(x) for x in v]]
    if isinstance(v, dict): return ["d", [[k, canon_json(x)] for k, x in v.items()]]
    raise TypeError(type(v))

class Dumper:
    def __init__(self, exe):
        self.exe = exe; self.start()
    def start(self):
        self.proc = subprocess.Popen([self.exe], stdin=subprocess.PIPE, stdout=subprocess.PIPE, bufsize=0)
        self.cpu_before = 0.0
    def cpu(self):
        try:
            fields = open("/proc/%d/stat" % self.proc.pid).read().rsplit(")", 1)[1].split()
            return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
        except OSError:
            return 0.0
    def ask(self, kind, path, timeout=60):
        self.proc.stdin.write(("%s\t%s\n" % (kind, path)).encode())
        line = b""
        deadline = time.time() + timeout
        while not line.endswith(b"\n"):
            ready, _, _ = select.select([self.proc.stdout], [], [], max(0.0, deadline - time.time()))
            if not ready:
                self.proc.kill(); self.proc.wait(); self.retired += self.cpu_last; self.start()
                return {"hang": True}
            chunk = self.proc.stdout.read1(65536) if hasattr(self.proc.stdout, "read1") else os.read(self.proc.stdout.fileno(), 65536)
            if not chunk:
                self.proc.wait(); self.start()
                return {"crash": True}
            line += chunk
        self.cpu_last = self.cpu()
        return json.loads(line.decode("utf-8", "replace"))
    retired = 0.0
    cpu_last = 0.0

def seeds():
    found = {"xml": [], "json": [], "binary": []}
    paths = glob.glob(os.path.join(ROOT, "Fixtures", "**", "*"), recursive=True)
    for corpus in ("xml", "json", "binary", "decode", "any", "roundtrip"):
        paths += glob.glob(os.path.join(ROOT, ".fuzz", corpus, "*"))
    for p in paths:
        if not os.path.isfile(p) or os.path.getsize(p) > 65536: continue
        data = open(p, "rb").read()
        if data.startswith(b"bplist"): found["binary"].append(data)
        elif b"<plist" in data[:400] or data.lstrip().startswith(b"<?xml"): found["xml"].append(data)
        elif data.lstrip()[:1] in (b"{", b"["): found["json"].append(data)
    return found

def main():
    # The canonical form nests two JSON arrays per plist level, and readers allow 512 levels.
    sys.setrecursionlimit(8000)
    exe, budget, seed = sys.argv[1], float(sys.argv[2]), int(sys.argv[3])
    rng = random.Random(seed)
    os.makedirs(os.path.join(OUT, "findings"), exist_ok=True)
    pool = seeds()
    dumper = Dumper(exe)
    tmp = os.path.join(OUT, "input-%d" % os.getpid())
    stats = {"inputs": 0, "both": 0, "agree": 0, "only-plistkit": 0, "only-python": 0, "neither": 0, "findings": 0}
    signatures = {}
    rejected = {}
    started = time.time()
    # SIGINT or SIGTERM ends the run after the input in hand, with its summary (a background
    # job starts with SIGINT ignored, so it is set here, not left to Python's default).
    stopping = []
    for s in (signal.SIGINT, signal.SIGTERM): signal.signal(s, lambda *_: stopping.append(True))
    while True:
        spent = os.times().user + os.times().system + dumper.cpu() + dumper.retired
        if spent >= budget or stopping: break
        kind = rng.choice([k for k in pool if pool[k]])
        base = rng.choice(pool[kind])
        if kind == "xml": data = mutate_xml(base.decode("utf-8", "surrogateescape"), rng) if rng.random() < 0.9 else base
        elif kind == "json": data = mutate_json(base, rng) if rng.random() < 0.9 else base
        else: data = mutate_binary(base, rng) if rng.random() < 0.9 else base
        with open(tmp, "wb") as f: f.write(data)
        stats["inputs"] += 1
        answer = dumper.ask("json" if kind == "json" else "auto", tmp)
        if "hang" in answer or "crash" in answer:
            sig = ("hang" if "hang" in answer else "crash", kind)
            record(signatures, sig, data, str(answer), stats); continue
        try:
            theirs = python_read(data, kind); py_ok = True
        except PythonTimeout:
            stats["python-timeout"] = stats.get("python-timeout", 0) + 1; continue
        except Exception:
            py_ok = False
        ours_ok = "ok" in answer
        if ours_ok and py_ok:
            stats["both"] += 1
            d = first_difference(normalise(answer["ok"]), normalise(theirs))
            if d is None: stats["agree"] += 1
            else: record(signatures, (kind,) + d[1], data, d[0], stats)
        elif ours_ok: stats["only-plistkit"] += 1
        elif py_ok:
            stats["only-python"] += 1
            import re
            m = re.search(r"\[([a-z0-9-]+)\]", answer.get("error", ""))
            rule = (kind, m.group(1) if m else "?")
            rejected.setdefault(rule, [0, answer.get("error", "")[:160]])[0] += 1
        else: stats["neither"] += 1
    cpu = os.times().user + os.times().system + dumper.cpu() + dumper.retired
    print("differential: %.0f s CPU in %.0f s wall%s, seed %d: %s" % (cpu, time.time() - started, " (stopped by a signal)" if stopping else "", seed,
          ", ".join("%s %d" % kv for kv in stats.items())))
    for sig, (count, path, text) in sorted(signatures.items(), key=lambda kv: -kv[1][0]):
        print("  %6d × %s  e.g. %s: %s" % (count, "/".join(map(str, sig)), os.path.relpath(path, ROOT), text[:200]))
    for rule, (count, text) in sorted(rejected.items(), key=lambda kv: -kv[1][0]):
        print("  only Python accepts %6d × %s e.g. %s" % (count, "/".join(rule), text))
    os.unlink(tmp) if os.path.exists(tmp) else None

def record(signatures, sig, data, text, stats):
    if sig in signatures:
        count, path, first = signatures[sig]; signatures[sig] = (count + 1, path, first); return
    stats["findings"] += 1
    path = os.path.join(OUT, "findings", "%03d" % len(signatures))
    with open(path, "wb") as f: f.write(data)
    with open(path + ".txt", "w") as f: f.write(text + "\n")
    signatures[sig] = (1, path, text)

if __name__ == "__main__":
    main()
