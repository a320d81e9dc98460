#!/usr/bin/env python3
"""Inputs aimed at PlistKit's reader fast paths, for Scripts/diff.

    gen.py targeted DIR          the targeted set (duplicate keys in every position, reals,
                                 UTF-8 at word boundaries, base64, line endings, entities…)
    gen.py random DIR SEED N     N random mutations of targeted inputs and fixtures
"""
import os, random, struct, sys

HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">\n<plist version="1.0">\n'

def xml(body, nl="\n"):
    return (HEAD + body + "\n</plist>\n").replace("\n", nl).encode("utf-8", "surrogatepass")

def xdict(pairs, indent="\t"):
    return "<dict>\n" + "".join(f"{indent}<key>{k}</key>\n{indent}{v}\n" for k, v in pairs) + "</dict>"

def jobj(pairs):
    return "{" + ",".join(f'"{k}":{v}' for k, v in pairs) + "}"

def key_sets():
    long_a = "k" * 70
    same16 = ["abcdefghijklmnop" + s for s in ("", "x", "y", "xyz", "x" * 50)]
    sets = {
        "few": [f"k{i}" for i in range(5)],
        "64": [f"key{i}" for i in range(64)],
        "65": [f"key{i}" for i in range(65)],
        "70": [f"k{i}" for i in range(70)],
        "256": [f"n{i}" for i in range(256)],
        "300": [f"m{i}" for i in range(300)],
        "long": [long_a, long_a + "b", "k" * 64, "k" * 65, "k" * 63, "k" * 16, "k" * 17, "k" * 15],
        "same16": same16,
        "after16": ["0123456789abcdef" + c for c in "ABCDE"] + ["0123456789abcdeX"],
        "mb": ["ключ", "キー", "k€y", "é" * 9, "a" * 7 + "é", "a" * 15 + "é", "😀" * 5],
        "empty": ["", "a", " ", "  "],
    }
    return sets

def dup_variants(keys):
    n = len(keys)
    positions = sorted({0, 1, n // 2, n - 1, n})
    for src in sorted({0, n // 2, n - 1}):
        for at in positions:
            ks = list(keys)
            ks.insert(at, keys[src])
            yield f"dup{src}at{at}", ks
    yield "nodup", list(keys)

def targeted(out):
    files = {}
    for sname, keys in key_sets().items():
        for vname, ks in dup_variants(keys):
            xk = [k.replace("&", "&amp;").replace("<", "&lt;") for k in ks]
            files[f"x-{sname}-{vname}.plist"] = xml(xdict([(k, f"<integer>{i}</integer>") for i, k in enumerate(xk)]))
            # the same dict twice at one depth, then a third with the duplicate only
            plain = xdict([(k, "<true/>") for k in dict.fromkeys(xk)])
            files[f"x-{sname}-{vname}-arr.plist"] = xml("<array>\n" + plain + "\n" + xdict([(k, "<false/>") for k in xk]) + "\n" + plain + "\n</array>")
            jk = [k.replace("\\", "\\\\").replace('"', '\\"') for k in ks]
            files[f"j-{sname}-{vname}.json"] = jobj([(k, i) for i, k in enumerate(jk)]).encode()
            uniq = list(dict.fromkeys(jk))
            files[f"j-{sname}-{vname}-arr.json"] = ("[" + jobj([(k, 1) for k in uniq]) + "," + jobj([(k, 2) for k in jk]) + "," + jobj([(k, 3) for k in uniq]) + "]").encode()
    # shapes changing only in the duplicated key (JSON and XML)
    for a, b in [(["a", "b", "c"], ["a", "b", "a"]), (["a", "b"], ["a", "a"]), (["a", "b", "c"], ["a", "b", "c", "a"]),
                 (["a", "b", "c"], ["a", "b", "b"]), (["x"], ["x", "x"]), (["a", "b"], ["b", "a", "b"]), (["a", "b", "c"], ["a", "c", "c"])]:
        for order in ((a, b), (b, a), (a, b, a), (a, a, b), (b, b)):
            name = "-".join("".join(o) for o in order)
            files[f"j-shape-{name}.json"] = ("[" + ",".join(jobj([(k, i) for i, k in enumerate(o)]) for o in order) + "]").encode()
            files[f"j-shape-nested-{name}.json"] = ("[" + ",".join('{"o":' + jobj([(k, i) for i, k in enumerate(o)]) + "}" for o in order) + "]").encode()
            files[f"x-shape-{name}.plist"] = xml("<array>\n" + "\n".join(xdict([(k, f"<integer>{i}</integer>") for i, k in enumerate(o)]) for o in order) + "\n</array>")
    # keys through entities, CDATA, comments (libxml2 splits characters callbacks)
    forms = ["a&amp;b", "a&#38;b", "<![CDATA[a&b]]>", "a<![CDATA[&]]>b", "a<!-- c -->&amp;b", "&#x61;&amp;b", "a&amp;<!---->b"]
    for i, f in enumerate(forms):
        for j, g in enumerate(forms):
            files[f"x-ent-{i}-{j}.plist"] = xml(xdict([(f, "<integer>1</integer>"), ("z", "<string/>"), (g, "<integer>2</integer>")]))
    euro = ["&#x20AC;", "€", "&#8364;", "<![CDATA[€]]>"]
    for i, f in enumerate(euro):
        for j, g in enumerate(euro):
            files[f"x-euro-{i}-{j}.plist"] = xml(xdict([("p" * 14 + f, "<string>a&amp;b&#x20AC;c</string>"), ("p" * 14 + g, "<string><![CDATA[x]]>y</string>")]))
    files["x-keyempty.plist"] = xml(xdict([("", "<string/>"), ("", "<string></string>")]).replace("<key></key>", "<key/>", 1))
    files["x-keyempty2.plist"] = xml("<dict><key/><string/><key></key><integer>1</integer><key/><data/></dict>")
    files["x-comments.plist"] = xml("<dict><!--a--><key>a</key><!--b--><string>x<!--c-->y</string><!--d--><key>a</key>\n<!--e--><real>1.5</real></dict>")
    # nested dicts at the same depth with identical keys
    inner = xdict([("a", "<integer>1</integer>"), ("b", "<integer>2</integer>")])
    dupinner = xdict([("a", "<integer>1</integer>"), ("b", "<integer>2</integer>"), ("a", "<integer>3</integer>")])
    files["x-nested-same.plist"] = xml(xdict([("x", inner), ("y", dupinner), ("z", inner), ("x", dupinner)]))
    files["j-nested-same.json"] = b'{"x":{"a":1,"b":2},"y":{"a":1,"b":2,"a":3},"z":{"a":1,"b":2},"x":{"a":1,"a":2}}'
    # reals
    reals = ["0", "-0", "+0", "-0.0", "1", "1.5", ".5", "5.", "+1.5", "-.5", "00012.5", "0.1", "0.3", "123456789012345", "1234567890123456",
             "12345678901234567", "123456789012345678", "9007199254740993", "9007199254740992", "0.000000000000000000001",
             "1e22", "1e23", "1e-22", "1e-23", "123456789012345e22", "123456789012345e-22", "1.23456789012345e22", "1e308", "1.7976931348623157e308",
             "1.7976931348623159e308", "1e309", "2e-308", "2.2250738585072014e-308", "4.9e-324", "5e-324", "2e-324", "1e-400", "inf", "-inf",
             "+inf", "INF", "Infinity", "-Infinity", "nan", "NaN", "-nan", "0x1p3", "0x10", " 1.5", "1.5 ", "\n1.5\n", "\t2\t", "1e", "1e+", "e5",
             "1.5e+05", "1.5E-05", "1E5", "--1", "1..2", "", "1_0", "١", "3.14159265358979323846", "0.1e1", "100e-2", "10000000000000000000000",
             "999999999999999.9", "0.000001", "1e-7", "4503599627370497.5", "89255e-22", "8.9255e-18", "1e0", "1e-0", "1e+0", "-1e-22", "1e21",
             "9999999999999999e22", "0.0000000000000000000000001e22", "1" + "0" * 30, "0." + "0" * 30 + "1", "12345678901234567890e-20"]
    for i, r in enumerate(reals):
        files[f"x-real-{i}.plist"] = xml(f"<array><real>{r}</real><real>{r}</real><integer>{r}</integer></array>")
        files[f"j-real-{i}.json"] = f"[{r}]".encode()
    files["x-reals-all.plist"] = xml("<array>" + "".join(f"<real>{r}</real>" for r in reals if "<" not in r) + "</array>")
    # strings: multibyte UTF-8 crossing 8/16-byte boundaries, invalid UTF-8, escapes, controls
    for pre in range(0, 20):
        for ch in ["é", "€", "😀", "\\u00e9", "\\ud83d\\ude00", "\\n", "\\\"", "\\/", "\\u0000", "\\ud800", "\\udc00x"]:
            s = "a" * pre + ch + "b" * 3
            files[f"j-str-{pre}-{ord(ch[0])}-{len(ch)}.json"] = ('{"' + s + '":"' + s + '","k":["' + s + '"]}').encode()
            if not ch.startswith("\\"):
                files[f"x-str-{pre}-{ord(ch[0])}.plist"] = xml(xdict([(s, f"<string>{s}</string>")]))
        for bad in [b"\xff", b"\xc3", b"\xc3(", b"\xe2\x82", b"\xed\xa0\x80", b"\xf0\x9f\x98", b"\xc0\xaf", b"\xf5\x80\x80\x80", b"\x80", b"\x01", b"\x1f", b"\x7f", b"\t", b"\n"]:
            s = b"a" * pre + bad + b"bcdefghijklmnopqrstuvwxyz"
            files[f"j-bad-{pre}-{bad.hex()}.json"] = b'{"' + s + b'":"' + s + b'","x":"' + s + b'"}'
            files[f"j-badv-{pre}-{bad.hex()}.json"] = b'["' + s + b'"]'
            files[f"x-bad-{pre}-{bad.hex()}.plist"] = HEAD.encode() + b"<dict><key>" + s + b"</key><string>" + s + b"</string></dict></plist>"
    # base64
    import base64
    for n in range(0, 41):
        raw = bytes(range(n))
        b = base64.b64encode(raw).decode()
        variants = {"plain": b, "nl": "\n" + b + "\n", "nopad": b.rstrip("="), "sp": " ".join(b), "crlf": "\r\n".join(b[i:i + 4] for i in range(0, len(b), 4)),
                    "tab": "\t" + b[:len(b) // 2] + "\t" + b[len(b) // 2:], "extra=": b + "=", "mid=": b[:4] + "=" + b[4:], "bad": b[:3] + "*" + b[3:],
                    "ws-in-pad": b.replace("=", " ="), "76": "\n".join(b[i:i + 76] for i in range(0, len(b), 76))}
        for vn, v in variants.items():
            files[f"x-b64-{n}-{vn}.plist"] = xml(f"<array><data>{v}</data><data>\n\t{v}\n\t</data></array>")
    # line endings, tabs, BOMs, long lines
    doc = '<dict>\n\t<key>a</key>\n\t<string>x\ty</string>\n\t<key>b</key>\n\t<real>2.5</real>\n\t<key>a</key>\n\t<data>AAEC</data>\n</dict>'
    for nl, nn in (("\n", "lf"), ("\r\n", "crlf"), ("\r", "cr")):
        files[f"x-nl-{nn}.plist"] = xml(doc, nl)
        files[f"x-nl-{nn}-bom.plist"] = b"\xef\xbb\xbf" + xml(doc, nl)
        files[f"j-nl-{nn}.json"] = '{\n\t"a": "x",\n\t"b": 2.5,\n\t"a": [1,\n2]\n}'.replace("\n", nl).encode()
        files[f"j-nl-{nn}-bom.json"] = b"\xef\xbb\xbf" + files[f"j-nl-{nn}.json"]
    files["x-longline.plist"] = xml("<array>" + "<string>" + "é" * 5000 + "</string>" + "<dict><key>a</key><string>1</string><key>a</key><real>1.25</real></dict>" * 200 + "</array>")
    files["j-longline.json"] = ("[" + ",".join('{"a":"é€😀","b":1.5,"a":2}' for _ in range(300)) + "]").encode()
    # binary
    for name, data in binaries():
        files[name] = data
    for name, data in files.items():
        with open(os.path.join(out, name), "wb") as f:
            f.write(data)
    return files

# --- minimal bplist00 writer with free key references -------------------------------------
def bp_obj(kind, v):
    if kind == "str":
        b = v.encode("ascii", "ignore") if all(ord(c) < 128 for c in v) else None
        if b is not None:
            return bp_len(0x50, len(b)) + b
        u = v.encode("utf-16-be")
        return bp_len(0x60, len(u) // 2) + u
    if kind == "int":
        return b"\x13" + struct.pack(">q", v)
    if kind == "real":
        return b"\x23" + struct.pack(">d", v)
    raise ValueError(kind)

def bp_len(marker, n):
    if n < 15:
        return bytes([marker | n])
    return bytes([marker | 15, 0x10, n]) if n < 256 else bytes([marker | 15, 0x11]) + struct.pack(">H", n)

def bplist(objects, top=0):
    """objects: list of ('str'|'int'|'real', v) or ('dict', [(keyref, valref)]) or ('array', [refs])."""
    out = bytearray(b"bplist00")
    offsets = []
    for kind, v in objects:
        offsets.append(len(out))
        if kind == "dict":
            out += bp_len(0xD0, len(v)) + bytes(k for k, _ in v) + bytes(x for _, x in v)
        elif kind == "array":
            out += bp_len(0xA0, len(v)) + bytes(v)
        else:
            out += bp_obj(kind, v)
    table = len(out)
    for o in offsets:
        out += struct.pack(">H", o)
    out += bytes(6) + bytes([2, 1]) + struct.pack(">QQQ", len(objects), top, table)
    return bytes(out)

def binaries():
    res = []
    # objects: 1..: strings a b c, a' (second object with text "a"), integers
    base = [("str", "a"), ("str", "b"), ("str", "c"), ("str", "a"), ("int", 1), ("int", 2), ("str", "d")]
    # indices: 1=a 2=b 3=c 4=a' 5=1 6=2 7=d ; 0 = root array
    shapes = {
        "same": [[(1, 5), (2, 6)], [(1, 5), (2, 6)]],
        "dupobj": [[(1, 5), (2, 6)], [(1, 5), (1, 6)]],
        "dupobj2": [[(1, 5), (2, 6)], [(1, 5), (2, 6), (1, 5)]],
        "duptext": [[(1, 5), (2, 6)], [(1, 5), (4, 6)]],
        "duptext2": [[(1, 5), (2, 6)], [(4, 5), (1, 6)]],
        "reorder": [[(1, 5), (2, 6)], [(2, 5), (1, 6)], [(1, 5), (2, 6), (2, 5)]],
        "first": [[(1, 5), (1, 6)], [(1, 5), (1, 6)]],
        "prefix": [[(1, 5), (2, 6), (3, 5)], [(1, 5), (2, 6)], [(1, 5), (2, 6), (3, 5), (1, 6)]],
        "grow": [[(1, 5)], [(1, 5), (2, 6)], [(1, 5), (2, 6), (4, 6)], [(1, 5), (2, 6), (7, 5), (3, 5)]],
        "altern": [[(1, 5), (2, 6)], [(3, 5), (7, 6)], [(1, 5), (2, 6), (1, 6)], [(3, 5), (7, 6), (7, 5)]],
    }
    for name, dicts in shapes.items():
        objs = [None] + base
        refs = []
        for d in dicts:
            refs.append(len(objs))
            objs.append(("dict", d))
        objs[0] = ("array", refs)
        res.append((f"b-{name}.bplist", bplist(objs)))
        # nested one level deeper: root dict {x: arrayOfDicts}
        objs2 = list(objs) + [("str", "x")]
        objs2.append(("dict", [(len(objs2) - 1, 0)]))
        res.append((f"b-{name}-nested.bplist", bplist(objs2, top=len(objs2) - 1)))
    # a shared dict object referenced twice, and the same dict keys across depths
    objs = [("array", [8, 8, 9]), ("str", "a"), ("str", "b"), ("str", "c"), ("str", "a"), ("int", 1), ("int", 2), ("str", "d"),
            ("dict", [(1, 5), (2, 6)]), ("dict", [(1, 8), (2, 5), (4, 6)])]
    res.append(("b-shared.bplist", bplist(objs)))
    return res

def mutate(data, rng):
    data = bytearray(data)
    for _ in range(rng.randint(1, 4)):
        op = rng.randrange(9)
        if not data:
            data += b"<"
        i = rng.randrange(len(data) + 1)
        if op == 0 and len(data) > 1:
            del data[i:i + rng.randint(1, 8)]
        elif op == 1:
            data[i:i] = bytes([rng.randrange(256)])
        elif op == 2 and i < len(data):
            data[i] = rng.randrange(256)
        elif op == 3:
            j = rng.randrange(len(data) + 1); k = min(len(data), j + rng.randint(1, 64))
            data[i:i] = data[j:k]
        elif op == 4:
            data[i:i] = rng.choice([b"&amp;", b"&#x20AC;", b"<![CDATA[x]]>", b"<!--c-->", b"\r\n", b"\r", b"\t", b"\xc3\xa9", b"\xf0\x9f\x98\x80",
                                    b"\\u00e9", b"\\ud83d\\ude00", b"\\\"", b"=", b"\n", b" ", b"e22", b"e-308", b".", b"-0", b"<key>a</key>",
                                    b"<key>a</key><integer>1</integer>", b'"a":1,', b'{"a":1,"a":2}', b"<key/>", b"<string/>", b"\xff", b"\xc3"])
        elif op == 5:
            # duplicate an existing <key>..</key><value> or "name": pair
            s = bytes(data)
            for pat in (b"<key>", b'"'):
                p = s.find(pat, i)
                if p >= 0:
                    data[i:i] = s[p:p + rng.randint(4, 80)]
                    break
        elif op == 6 and i < len(data):
            data[i] ^= 1 << rng.randrange(8)
        elif op == 7:
            j = rng.randrange(len(data) + 1)
            if i < j: data[i:j] = data[i:j].upper() if rng.random() < 0.5 else data[i:j].lower()
        elif op == 8:
            data[i:i] = str(rng.choice([rng.random(), rng.random() * 10.0 ** rng.randint(-300, 300), rng.randint(-10**20, 10**20)])).encode()
    return bytes(data)

def main():
    mode, out = sys.argv[1], sys.argv[2]
    os.makedirs(out, exist_ok=True)
    if mode == "targeted":
        print(len(targeted(out)))
        return
    seed, n = int(sys.argv[3]), int(sys.argv[4])
    rng = random.Random(seed)
    pool = []
    for d in sys.argv[5:]:
        for root, _, names in os.walk(d):
            for name in names:
                p = os.path.join(root, name)
                if os.path.getsize(p) < 200_000:
                    pool.append(open(p, "rb").read())
    if not pool:
        sys.exit("gen.py random: no input files under " + " ".join(sys.argv[5:]) + " (give folders holding seed plists)")
    for k in range(n):
        src = rng.choice(pool)
        with open(os.path.join(out, f"r{seed}-{k}"), "wb") as f:
            f.write(mutate(src, rng))

main()
