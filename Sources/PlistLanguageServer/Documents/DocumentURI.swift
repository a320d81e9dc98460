import Foundation

/// The file a document URI names (RFC 8089 `file:` URIs, percent-decoded), and back.
package enum DocumentURI {
    /// The absolute path of a `file:` URI (`file:///a/b%20c.plist` → `/a/b c.plist`), or, for
    /// any other scheme (`untitled:Info.plist`), the URI's last path segment, which still
    /// chooses a built-in kind by its name.
    package static func path(of uri: String) -> String {
        if uri.hasPrefix("file://") {
            var rest = Substring(uri.dropFirst("file://".count))
            // An authority (`file://host/path`) is dropped; `localhost` or empty is this machine.
            if !rest.hasPrefix("/"), let slash = rest.firstIndex(of: "/") { rest = rest[slash...] }
            return rest.removingPercentEncoding ?? String(rest)
        }
        let last = uri.split(whereSeparator: { $0 == "/" || $0 == ":" }).last.map(String.init) ?? uri
        return last.removingPercentEncoding ?? last
    }

    /// The `file:` URI of an absolute path, percent-encoding all but unreserved characters and `/`.
    package static func uri(ofPath path: String) -> String {
        let allowed = CharacterSet(charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~/")
        return "file://" + (path.addingPercentEncoding(withAllowedCharacters: allowed) ?? path)
    }
}
