#!/usr/bin/env python3
"""Dump FILES (or every file under the directories given) with .diff/dump-old and .diff/dump-new
and report each file whose dumps differ, with a unified diff of the first few.
Exit status 1 when any differs."""
import difflib, os, re, subprocess, sys

def files(args):
    for a in args:
        if os.path.isdir(a):
            for root, _, names in os.walk(a):
                for n in sorted(names):
                    yield os.path.join(root, n)
        else:
            yield a

def dumps(exe, paths):
    env = dict(os.environ, SWIFT_DETERMINISTIC_HASHING="1")
    out = subprocess.run([exe], env=env, input="\n".join(paths) + "\n", capture_output=True,
                         text=True, errors="replace", timeout=3600)
    if out.returncode != 0:
        sys.stderr.write(f"{exe} exited {out.returncode}: {out.stderr[-2000:]}\n")
    result, current = {}, None
    for line in out.stdout.splitlines(keepends=True):
        line = re.sub(r"unknown context at \$[0-9a-f]+", "unknown context", line)
        if line.startswith("=== "):
            current = line[4:].rstrip("\n"); result[current] = []
        elif current is not None:
            result[current].append(line)
    return result

def main():
    paths = [p for p in files(sys.argv[1:]) if os.path.getsize(p) <= 4 << 20]
    old, new = dumps(".diff/dump-old", paths), dumps(".diff/dump-new", paths)
    differing = [p for p in paths if old.get(p) != new.get(p)]
    for p in differing[:int(os.environ.get("DIFF_SHOW", "5"))]:
        sys.stdout.writelines(difflib.unified_diff(old.get(p, ["<missing>\n"]), new.get(p, ["<missing>\n"]),
                                                   f"old {p}", f"new {p}", n=2))
    print(f"diff: {len(paths)} inputs, {len(differing)} differ")
    for p in differing: print(f"DIFFERS {p}")
    sys.exit(1 if differing else 0)

main()
