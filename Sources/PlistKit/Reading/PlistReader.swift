import Foundation

/// Reads property lists (XML, binary, JSON, OpenStep and `.strings` files) into a located tree.
///
/// ```swift
/// let document = try PlistReader().read(contentsOf: URL(filePath: "questions.plist"))
/// let title = try document.root.value(forKeyPath: "3.title")
/// ```
///
/// The reader is a value type with no shared mutable state; one instance may be used from
/// several threads at once. XML is parsed by libxml2's SAX2 interface (streaming, no DOM) with
/// network access, DTD loading and entity substitution off; JSON (RFC 8259) and binary
/// (`bplist00`) by PlistKit's own readers.
public struct PlistReader: Sendable {
    /// The options in force.
    public var options: Options

    /// Creates a reader.
    public init(options: Options = Options()) {
        self.options = options
    }

    /// Reads a document from bytes in memory.
    ///
    /// - Parameters:
    ///   - data: the whole input.
    ///   - file: the name to put in diagnostics, or `nil`.
    /// - Returns: the tree, the format it was read as, and non-fatal findings.
    /// - Throws: ``PlistReadError``: `empty-file` for no bytes, `unknown-format` when the bytes
    ///   are none of the formats, `limit-exceeded` when a limit in ``Options`` is passed,
    ///   and the reader's own kinds for malformed input, each with its location.
    public func read(_ data: Data, file: String? = nil) throws -> PlistDocument {
        try data.withUnsafeBytes { try read(bytes: $0, file: file) }
    }

    /// Reads a document from a byte buffer. See ``read(_:file:)``.
    public func read(bytes: UnsafeRawBufferPointer, file: String? = nil) throws -> PlistDocument {
        do {
            if bytes.count > options.maxInputSize {
                throw PlistReadError(.limitExceeded,
                    DiagnosticRule.inputTooLargeMessage("input", size: bytes.count, limit: options.maxInputSize))
            }
            let format = try options.format ?? PlistFormatDetector.detect(bytes)
            let document: PlistDocument
            switch format {
            case .xml: document = try XMLPlistReader(options: options).read(bytes)
            case .json where options.format == nil: document = try readJSONOrOpenStep(bytes)
            case .json: document = try JSONPlistReader(options: options).read(bytes)
            case .binary: document = try BinaryPlistReader(options: options).read(bytes)
            case .openStep: document = try OpenStepPlistReader(options: options).read(bytes)
            }
            return document.inFile(file)
        } catch let error as PlistReadError {
            throw error.inFile(file)
        }
    }

    /// Reads a regular file. The bytes are read by PlistKit and parsed from memory (never
    /// through libxml2's file API, which would silently decompress gzip).
    ///
    /// - Parameters:
    ///   - url: a file URL.
    ///   - file: the name diagnostics give the file (default: the URL's path).
    /// - Throws: ``PlistReadError`` of kind `io` when the path is missing, not a regular file
    ///   (a symbolic link — never followed —, a folder, a FIFO) or unreadable, or when the file is larger
    ///   than ``Options/maxInputSize`` (checked before reading); otherwise as ``read(_:file:)``.
    public func read(contentsOf url: URL, file: String? = nil) throws -> PlistDocument {
        let name = file ?? url.path
        let data = try RegularFile.read(url, maxSize: options.maxInputSize, displayName: name)
        return try read(data, file: name)
    }
}
