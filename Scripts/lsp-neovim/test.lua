-- The end-to-end test of plist-lsp in Neovim (run headless by Scripts/lsp-neovim-test): start
-- the server for the open Info.plist, wait for the misspelled key's diagnostic with its
-- suggestion, ask for the quick fixes at it, apply the rename with Neovim's own
-- workspace-edit machinery, write the file and quit. Any failure quits with status 1 and a
-- message on stderr. Works on Neovim 0.7 (Debian 12) and later.
local server = os.getenv("PLIST_LSP")
local buf = vim.api.nvim_get_current_buf()

local function fail(message)
  io.stderr:write("lsp-neovim-test: " .. message .. "\n")
  vim.cmd("cquit 1")
end

local config = { name = "plist-lsp", cmd = { server }, root_dir = vim.fn.expand("%:p:h") }
local client_id
if vim.lsp.start then
  client_id = vim.lsp.start(config)
else
  client_id = vim.lsp.start_client(config)
  vim.lsp.buf_attach_client(buf, client_id)
end
if not client_id then return fail("the server did not start") end

if not vim.wait(20000, function() return #vim.diagnostic.get(buf) > 0 end, 50) then
  return fail("no diagnostic within 20 s")
end
local diagnostic = vim.diagnostic.get(buf)[1]
if not diagnostic.message:find('did you mean "CFBundleIdentifier"?', 1, true) then
  return fail("unexpected diagnostic: " .. diagnostic.message)
end

vim.api.nvim_win_set_cursor(0, { diagnostic.lnum + 1, diagnostic.col })
local client = vim.lsp.get_client_by_id(client_id)
local params = vim.lsp.util.make_range_params()
params.context = { diagnostics = {} }
local response = client.request_sync("textDocument/codeAction", params, 10000, buf)
if not response or response.err or not response.result then return fail("no code action response") end
local chosen
for _, action in ipairs(response.result) do
  if action.title == 'rename "CFBundleIdentifer" to "CFBundleIdentifier"' then chosen = action end
end
if not chosen then return fail("no rename quick fix among " .. vim.inspect(response.result)) end
vim.lsp.util.apply_workspace_edit(chosen.edit, client.offset_encoding or "utf-16")

-- After the edit the server publishes no diagnostic any more.
if not vim.wait(20000, function() return #vim.diagnostic.get(buf) == 0 end, 50) then
  return fail("the diagnostic stayed after the fix")
end
vim.cmd("write")
client.stop()
vim.cmd("qall!")
