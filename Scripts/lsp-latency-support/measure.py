"""Drives plist-lsp over stdio with raw JSON-RPC: opens a generated 1 MB Info.plist and times
one-character edits until their diagnostics are published. Used by Scripts/lsp-latency."""

import json
import os
import statistics
import subprocess
import sys
import tempfile
import time


def document() -> str:
    """About 1 MB of Info.plist: the usual keys, then custom keys holding strings, nested
    dictionaries and arrays, deterministically."""
    parts = ['<?xml version="1.0" encoding="UTF-8"?>\n',
             '<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">\n',
             '<plist version="1.0">\n<dict>\n',
             '\t<key>CFBundleIdentifier</key>\n\t<string>com.example.app</string>\n',
             '\t<key>CFBundleName</key>\n\t<string>Example</string>\n']
    size = sum(map(len, parts))
    i = 0
    while size < 1_000_000:
        if i % 10 == 0:
            entry = (f'\t<key>ExampleSettings{i:06d}</key>\n\t<dict>\n'
                     f'\t\t<key>Enabled</key>\n\t\t<true/>\n\t\t<key>Level</key>\n\t\t<integer>{i}</integer>\n'
                     f'\t\t<key>Names</key>\n\t\t<array>\n\t\t\t<string>first {i}</string>\n\t\t\t<string>second {i}</string>\n\t\t</array>\n'
                     '\t</dict>\n')
        else:
            entry = f'\t<key>ExampleValue{i:06d}</key>\n\t<string>value number {i} of the generated document</string>\n'
        parts.append(entry)
        size += len(entry)
        i += 1
    parts.append('</dict>\n</plist>\n')
    return "".join(parts)


def cpu_seconds(pid: int) -> float:
    """User + system CPU time of process `pid` (Linux /proc), in seconds."""
    with open(f"/proc/{pid}/stat") as f:
        fields = f.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


class Server:
    def __init__(self, command: str):
        self.process = subprocess.Popen([command], stdin=subprocess.PIPE, stdout=subprocess.PIPE)

    def send(self, message: dict) -> None:
        body = json.dumps(message).encode()
        self.process.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
        self.process.stdin.flush()

    def receive(self) -> dict:
        length = None
        while True:
            line = self.process.stdout.readline()
            if line in (b"\r\n", b""):
                break
            name, _, value = line.decode().partition(":")
            if name.lower() == "content-length":
                length = int(value)
        return json.loads(self.process.stdout.read(length))

    def wait_for(self, method: str) -> dict:
        while True:
            message = self.receive()
            if message.get("method") == method:
                return message


def main() -> None:
    edits = int(sys.argv[1]) if len(sys.argv) > 1 else 30
    text = document()
    folder = tempfile.mkdtemp()
    uri = "file://" + os.path.join(folder, os.environ.get("LSP_FILE_NAME", "Info.plist"))
    server = Server(os.environ["PLIST_LSP"])
    server.send({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"processId": None, "rootUri": None, "capabilities": {}}})
    server.receive()
    server.send({"jsonrpc": "2.0", "method": "initialized", "params": {}})
    start = time.perf_counter()
    server.send({"jsonrpc": "2.0", "method": "textDocument/didOpen", "params": {"textDocument": {
        "uri": uri, "languageId": "xml", "version": 1, "text": text}}})
    opened = server.wait_for("textDocument/publishDiagnostics")
    open_ms = (time.perf_counter() - start) * 1000
    timings = []
    cpu_before = cpu_seconds(server.process.pid)
    # Line 5 is `\t<string>com.example.app</string>`: type a character into the value, then
    # take it out again, alternately.
    for k in range(edits):
        if k % 2 == 0:
            change = {"range": {"start": {"line": 5, "character": 24}, "end": {"line": 5, "character": 24}}, "text": "x"}
        else:
            change = {"range": {"start": {"line": 5, "character": 24}, "end": {"line": 5, "character": 25}}, "text": ""}
        start = time.perf_counter()
        server.send({"jsonrpc": "2.0", "method": "textDocument/didChange", "params": {
            "textDocument": {"uri": uri, "version": k + 2}, "contentChanges": [change]}})
        server.wait_for("textDocument/publishDiagnostics")
        timings.append((time.perf_counter() - start) * 1000)
    cpu_per_edit = (cpu_seconds(server.process.pid) - cpu_before) / edits * 1000
    server.send({"jsonrpc": "2.0", "id": 2, "method": "shutdown"})
    server.receive()
    server.send({"jsonrpc": "2.0", "method": "exit"})
    server.process.wait(timeout=30)
    timings.sort()
    p90 = timings[min(len(timings) - 1, int(len(timings) * 0.9))]
    print(f"document: {len(text.encode()):,} bytes, {len(opened['params']['diagnostics'])} diagnostics")
    print(f"didOpen → diagnostics: {open_ms:.1f} ms")
    print(f"one-character didChange → diagnostics over {edits} edits: median {statistics.median(timings):.1f} ms, p90 {p90:.1f} ms"
          f" (wall clock); the server's CPU time {cpu_per_edit:.1f} ms per edit")
    print(f"load average during the run: {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores")


if __name__ == "__main__":
    main()
