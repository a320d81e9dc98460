/// Why ``PlistSourceEditor`` or ``AtomicFileWriter`` changed nothing. The source bytes and
/// the file on disk are left exactly as they were whenever one is thrown.
///
/// ```
/// cannot edit a UTF-16 text file in place; convert it to UTF-8 first
/// the edited text does not read back as intended at "CFBundleVersion" (nothing was changed)
/// "Info.plist" changed on disk since it was read; nothing was written
/// ```
public struct PlistSourceEditError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong.
    public enum Kind: String, Hashable, Sendable {
        /// The text is UTF-16 (a `.strings` file saved by Xcode, an XML file in UTF-16): the
        /// editor refuses it rather than transcode the untouched bytes.
        case unsupportedEncoding = "unsupported-encoding"
        /// The node to change has no known bytes (the value of an OpenStep `key;` entry, a
        /// value more than 4 GiB long) or the bytes around it are not where the tree says.
        case noSourceRange = "no-source-range"
        /// The spliced text, read back, is not the tree ``PlistNode/applying(_:)-([PlistEdit])`` intends.
        case verificationFailed = "verification-failed"
        /// The change has no text form: text edits of a binary property list.
        case notText = "not-text"
        /// The path is a symbolic link, a folder, a device or another non-regular file.
        case notARegularFile = "not-a-regular-file"
        /// The file changed on disk (bytes, inode, size or modification time) since it was read.
        case changedOnDisk = "changed-on-disk"
        /// The file exists where ``AtomicFileWriter/create(fileAtPath:with:)`` was to create it.
        case fileExists = "file-exists"
        /// The operating system refused a read, write, flush or rename (`errno` in the message).
        case io
    }

    /// What went wrong.
    public var kind: Kind
    /// One line naming the problem; untrusted text (paths, keys) already escaped.
    public var message: String

    /// Creates an error.
    public init(_ kind: Kind, _ message: String) {
        self.kind = kind
        self.message = message
    }

    /// ``message``.
    public var description: String { message }
}
