"""Wire tests: the built plist-lsp executable driven over stdio by pytest-lsp (a real LSP
client library, pygls underneath), with Neovim 0.7's recorded client capabilities, which also
checks every result against what that client declares it supports.

Run by Scripts/lsp-wire-test (PLIST_LSP names the executable)."""

import json
import os
import pathlib
import subprocess

import pytest
import pytest_lsp
from lsprotocol import types
from pytest_lsp import ClientServerConfig, LanguageClient, client_capabilities

SERVER = os.environ["PLIST_LSP"]

MISSPELLED = """<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0">
<dict>
\t<key>CFBundleIdentifer</key>
\t<string>com.example.app</string>
\t<key>CFBundleName</key>
\t<string>Example</string>
\t
</dict>
</plist>
"""


@pytest_lsp.fixture(config=ClientServerConfig(server_command=[SERVER]))
async def client(lsp_client: LanguageClient):
    lsp_client.initialize_result = await lsp_client.initialize_session(
        types.InitializeParams(capabilities=client_capabilities("neovim@v0.7.0")))
    yield
    await lsp_client.shutdown_session()


async def open_info_plist(client: LanguageClient, tmp_path: pathlib.Path) -> str:
    uri = (tmp_path / "Info.plist").as_uri()
    client.text_document_did_open(types.DidOpenTextDocumentParams(
        text_document=types.TextDocumentItem(uri=uri, language_id="xml", version=1, text=MISSPELLED)))
    await client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    return uri


@pytest.mark.asyncio
async def test_initialize_announces_incremental_sync_and_the_features(client: LanguageClient):
    result = client.initialize_result
    capabilities = result.capabilities
    assert capabilities.text_document_sync.change == types.TextDocumentSyncKind.Incremental
    assert capabilities.hover_provider is True
    assert capabilities.definition_provider is True
    assert capabilities.document_symbol_provider is True
    assert list(capabilities.code_action_provider.code_action_kinds) == [types.CodeActionKind.QuickFix]
    assert result.server_info.name == "plist-lsp"


@pytest.mark.asyncio
async def test_did_open_publishes_the_misspelling_with_its_range(client: LanguageClient, tmp_path):
    uri = await open_info_plist(client, tmp_path)
    diagnostics = client.diagnostics[uri]
    assert len(diagnostics) == 1
    d = diagnostics[0]
    assert d.code == "unknown-key"
    assert d.message == 'unknown key "CFBundleIdentifer" at (root), did you mean "CFBundleIdentifier"?'
    assert (d.range.start.line, d.range.start.character, d.range.end.line, d.range.end.character) == (4, 1, 4, 29)
    assert d.code_description is None  # no rule pages are published: hover explains the rule


@pytest.mark.asyncio
async def test_did_change_incrementally_clears_the_finding(client: LanguageClient, tmp_path):
    uri = await open_info_plist(client, tmp_path)
    client.text_document_did_change(types.DidChangeTextDocumentParams(
        text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=2),
        content_changes=[types.TextDocumentContentChangePartial(
            range=types.Range(start=types.Position(line=4, character=21), end=types.Position(line=4, character=21)), text="i")]))
    await client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    assert list(client.diagnostics[uri]) == []


@pytest.mark.asyncio
async def test_completion_offers_absent_keys_with_type_and_description(client: LanguageClient, tmp_path):
    uri = await open_info_plist(client, tmp_path)
    result = await client.text_document_completion_async(types.CompletionParams(
        text_document=types.TextDocumentIdentifier(uri=uri), position=types.Position(line=8, character=1)))
    items = {item.label: item for item in result.items}
    assert "CFBundleName" not in items
    display = items["CFBundleDisplayName"]
    assert display.documentation.value == "Name shown under the app icon and by Siri."
    assert display.text_edit.new_text == "<key>CFBundleDisplayName</key>\n\t<string></string>"


@pytest.mark.asyncio
async def test_hover_describes_the_key(client: LanguageClient, tmp_path):
    uri = await open_info_plist(client, tmp_path)
    hover = await client.text_document_hover_async(types.HoverParams(
        text_document=types.TextDocumentIdentifier(uri=uri), position=types.Position(line=6, character=8)))
    assert hover.contents.kind == "markdown"
    assert hover.contents.value.startswith("**CFBundleName**")
    assert "Short name of the bundle" in hover.contents.value


@pytest.mark.asyncio
async def test_code_action_for_the_finding(client: LanguageClient, tmp_path):
    uri = await open_info_plist(client, tmp_path)
    d = client.diagnostics[uri][0]
    actions = await client.text_document_code_action_async(types.CodeActionParams(
        text_document=types.TextDocumentIdentifier(uri=uri), range=d.range,
        context=types.CodeActionContext(diagnostics=[d])))
    # Every action is a quick fix whose edit is a WorkspaceEdit on this document.
    for action in actions or []:
        assert action.kind == "quickfix"
        assert list(action.edit.changes.keys()) == [uri]


@pytest.mark.asyncio
async def test_unknown_method_is_a_method_not_found_error(client: LanguageClient):
    with pytest.raises(Exception) as raised:
        await client.protocol.send_request_async("plist/noSuchMethod", {})
    assert "-32601" in repr(raised.value) or "not found" in str(raised.value)


def frame(message: dict | bytes) -> bytes:
    body = message if isinstance(message, bytes) else json.dumps(message).encode()
    return b"Content-Length: %d\r\n\r\n" % len(body) + body


def test_malformed_message_gets_an_error_and_end_of_input_ends_the_server():
    """Raw bytes, no client library: a body that is not JSON gets a parse error response
    (naming the id its first bytes show), and closing stdin ends the process (status 1: no shutdown was asked)."""
    stdin = frame(b'{"jsonrpc": "2.0", "id": 1,') + frame({"jsonrpc": "2.0", "id": 2, "method": "initialize", "params": {"capabilities": {}}})
    done = subprocess.run([SERVER], input=stdin, capture_output=True, timeout=30)
    assert done.returncode == 1
    out = done.stdout
    bodies = []
    while out:
        header, _, rest = out.partition(b"\r\n\r\n")
        length = int(header.split(b":")[1])
        bodies.append(json.loads(rest[:length]))
        out = rest[length:]
    assert bodies[0] == {"error": {"code": -32700, "message": "parse error: the message is not JSON (RFC 8259)"}, "id": 1, "jsonrpc": "2.0"}
    assert bodies[1]["id"] == 2 and "capabilities" in bodies[1]["result"]


def test_shutdown_and_exit_end_the_server_with_status_zero():
    stdin = (frame({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"capabilities": {}}})
             + frame({"jsonrpc": "2.0", "id": 2, "method": "shutdown"})
             + frame({"jsonrpc": "2.0", "method": "exit"}))
    # stdin stays open after exit: the server must leave on `exit`, not wait for the end of input.
    server = subprocess.Popen([SERVER], stdin=subprocess.PIPE, stdout=subprocess.PIPE)
    server.stdin.write(stdin)
    server.stdin.flush()
    assert server.wait(timeout=30) == 0
    server.stdin.close()
    server.stdout.close()


def test_max_size_from_the_command_line_refuses_a_larger_document():
    """`plist-lsp --max-size 100`: a 300-byte document is not held; its one diagnostic names
    its size, the limit and the option. A bad option is a usage error (status 64)."""
    text = "<plist><string>" + "a" * (300 - 33) + "</string></plist>\n"
    assert len(text) == 300
    stdin = (frame({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"capabilities": {}}})
             + frame({"jsonrpc": "2.0", "method": "initialized", "params": {}})
             + frame({"jsonrpc": "2.0", "method": "textDocument/didOpen", "params": {"textDocument": {
                 "uri": "file:///tmp/Big.plist", "languageId": "xml", "version": 1, "text": text}}})
             + frame({"jsonrpc": "2.0", "id": 2, "method": "shutdown"})
             + frame({"jsonrpc": "2.0", "method": "exit"}))
    done = subprocess.run([SERVER, "--max-size", "100"], input=stdin, capture_output=True, timeout=30)
    assert done.returncode == 0
    published = [json.loads(part.split(b"\r\n\r\n", 1)[1]) for part in done.stdout.split(b"Content-Length")[1:]]
    diagnostics = [m["params"]["diagnostics"] for m in published if m.get("method") == "textDocument/publishDiagnostics"]
    assert [[d["message"] for d in ds] for ds in diagnostics] == [[
        "not checked: the document is 300 bytes, more than plist-lsp's limit of 100 bytes"
        " (start plist-lsp with --max-size BYTES to raise it)"]]
    bad = subprocess.run([SERVER, "--max-size", "lots"], capture_output=True, timeout=30)
    assert bad.returncode == 64
    assert bad.stderr.decode().startswith(
        "Error: The value 'lots' is invalid for '--max-size': expected a positive number of bytes, optionally with k, m or g.\n")
