#!/usr/bin/env python3
# Generates the binary plist fixtures under Fixtures/Binary/ (run from that folder:
# `python3 make-fixtures.py`). Valid files come from CPython's plistlib (FMT_BINARY), except
# real32.bplist, which plistlib cannot write (it always writes 8-byte reals); hostile/ files
# are built byte by byte with bplist() below. Deterministic: rerunning gives the same bytes.
import datetime, plistlib, struct

def dump(name, value):
    with open(name, "wb") as f:
        f.write(plistlib.dumps(value, fmt=plistlib.FMT_BINARY, sort_keys=False))

def bplist(objects, top=0, offset_size=1, ref_size=1, count=None, table=None, header=b"bplist00"):
    """Header, objects, offset table, trailer; count/table override the trailer fields."""
    out = bytearray(header)
    offsets = []
    for obj in objects:
        offsets.append(len(out))
        out += obj
    table_offset = len(out)
    for o in offsets:
        out += o.to_bytes(offset_size, "big")
    out += bytes(6) + bytes([offset_size, ref_size])
    out += struct.pack(">QQQ", len(objects) if count is None else count, top,
                       table_offset if table is None else table)
    return bytes(out)

def save(name, data):
    with open(name, "wb") as f:
        f.write(data)

# --- valid files (plistlib) --------------------------------------------------------------
dump("all-types.bplist", {
    "string": "hello",
    "empty": "",
    "long": "a string longer than fourteen characters",
    "int0": 0, "int255": 255, "int256": 256, "int65536": 65536, "int2p32": 1 << 32,
    "minus1": -1, "int64min": -(1 << 63), "int64max": (1 << 63) - 1, "uint64max": (1 << 64) - 1,
    "real": 3.25, "negzero": -0.0,
    "date": datetime.datetime(2024, 1, 2, 3, 4, 5),
    "data": bytes(range(20)), "nodata": b"",
    "yes": True, "no": False,
    "array": [1, "two", 3.0],
    "dict": {"nested": {"deeper": [[]]}},
})
dump("utf16.bplist", {
    "greek": "αβγ", "cjk": "九宫格", "emoji": "a😀b",
    "caf\u00e9": "NFC key", "cafe\u0301": "NFD key",
})
shared_dict = {"name": "shared"}
dump("shared.bplist", ["repeat", "repeat", 7, 7, shared_dict, shared_dict])
dump("uid.bplist", {"$top": {"root": plistlib.UID(1)},
                    "$objects": ["$null", plistlib.UID(300), plistlib.UID(70000)]})
dump("many-objects.bplist", list(range(1000, 1300)))          # 301 objects: 2-byte refs

# A 4-byte real (marker 0x22), as CoreFoundation writes for Float CFNumbers: [1.5]
save("real32.bplist", bplist([bytes([0xA1, 1]), b"\x22" + struct.pack(">f", 1.5)]))

# --- hostile files ------------------------------------------------------------------------
def h(name, data):
    save("hostile/" + name + ".bplist", data)

good = bplist([bytes([0xA2, 1, 2]), b"\x10\x07", b"\x5f\x10\x1e" + b"a string of thirty characters."])
h("truncated-trailer", good[:-10])
h("too-short", b"bplist00\x00")
h("bad-version", b"bplist15" + good[8:])
pair = bplist([bytes([0xA1, 1]), b"\x10\x07"])           # object #1's offset is the byte before the trailer
h("offset-outside-file", pair[:-33] + b"\xc8" + pair[-32:])
h("offset-into-trailer", pair[:-33] + bytes([len(pair) - 20]) + pair[-32:])
h("table-in-trailer", bplist([bytes([0xA1, 1]), b"\x10\x07"], table=20))
h("count-2-pow-32", bplist([bytes([0xA1, 1]), b"\x10\x07"], count=1 << 32))
h("root-out-of-range", bplist([bytes([0xA1, 1]), b"\x10\x07"], top=5))
h("array-count-outside", bplist([bytes([0xAF, 0x10, 200, 1]), b"\x10\x07"]))
h("array-count-2-pow-62", bplist([bytes([0xAF, 0x13]) + (1 << 62).to_bytes(8, "big") + b"\x01", b"\x10\x07"]))
h("ref-outside", bplist([bytes([0xA2, 1, 9]), b"\x10\x07"]))
h("cycle-self", bplist([bytes([0xA1, 0])]))
h("cycle-indirect", bplist([bytes([0xA1, 1]), bytes([0xD1, 2, 0]), b"\x51k"]))
h("shared-not-cycle", bplist([bytes([0xA2, 1, 1]), bytes([0xA1, 2]), b"\x10\x07"]))
h("dict-integer-key", bplist([bytes([0xD1, 1, 2]), b"\x10\x07", b"\x51v"]))
h("dict-array-key", bplist([bytes([0xD1, 0, 1]), b"\x51v"]))
depth = 600
h("deep-600", bplist([bytes([0xA1]) + (i + 1).to_bytes(2, "big") for i in range(depth)] + [b"\xA0"],
                     offset_size=2, ref_size=2))
# 2^40 values through shared references: level i is [level i+1, level i+1]
levels = 40
h("shared-expansion-bomb", bplist([bytes([0xA2, i + 1, i + 1]) for i in range(levels)] + [b"\x10\x01"]))
h("set", bplist([bytes([0xC1, 1]), b"\x10\x07"]))
h("fill-byte", bplist([bytes([0xA1, 1]), b"\x0f"]))
h("utf16-lone-surrogate", bplist([bytes([0xA1, 1]), b"\x62\x00\x61\xd8\x00"]))
h("ascii-high-byte", bplist([bytes([0xA1, 1]), b"\x53ab\xe9"]))
h("int-32-bytes", bplist([bytes([0xA1, 1]), b"\x15" + bytes(32)]))
h("string-length-huge", bplist([bytes([0xA1, 1]), b"\x5f\x13\x7f\xff\xff\xff\xff\xff\xff\xffabc"]))
h("unknown-marker", bplist([bytes([0xA1, 1]), b"\x70"]))
h("duplicate-key", bplist([bytes([0xD2, 1, 1, 2, 3]), b"\x51k", b"\x10\x01", b"\x10\x02"]))

# foundation-all-types.bplist was written by the toolchain's Foundation (swift-corelibs-foundation
# 6.3.1) from the same value, to check that we read Apple-style output too:
#   plutil -convert xml1 -o at.xml all-types.bplist && plutil -convert binary1 -o foundation-all-types.bplist at.xml
