import Foundation

extension PlistReader {
    /// Reads the regular file at `url` in chunks of ``Options/streamChunkSize`` bytes; a UTF-8
    /// XML property list is parsed while it is read, so the file is never in memory whole.
    /// With `elementSink`, each element of a root array is handed to it (with its index) as
    /// soon as it ends, and not kept: the returned root array is then empty. UTF-16 XML, JSON
    /// and binary property lists are read whole and parsed as ``read(contentsOf:file:)``
    /// does (binary needs random access), and `elementSink` is not called.
    ///
    /// The results — document, findings, errors with their locations — are those of
    /// ``read(contentsOf:file:)``, whatever the chunk size.
    ///
    /// A large UTF-8 XML file with an `elementSink` is read on a second thread while
    /// `elementSink` runs on this one (``StreamPipeline``, under ``Options/pipeline``), with the
    /// same elements, order, document and errors; that thread has ended when this returns.
    ///
    /// - Throws: ``PlistReadError`` as ``read(contentsOf:file:)``.
    func readStreaming(contentsOf url: URL, file: String? = nil,
                       elementSink: ((PlistNode, Int) -> Void)?) throws -> PlistDocument {
        let name = file ?? url.path
        var chunks = try RegularFile.Chunks(url, maxSize: options.maxInputSize, displayName: name,
                                            chunkSize: options.streamChunkSize)
        defer { chunks.close() }
        // The head: enough bytes to detect the format and run the intake's checks.
        var head = Data()
        var isWhole = false
        var skipped = 0
        while !isWhole && !Self.isCompleteHead(head, skipped: &skipped) {
            if let chunk = try chunks.next() { head.append(chunk) } else { isWhole = true }
        }
        do {
            let format = try options.format ?? head.withUnsafeBytes { try PlistFormatDetector.detect($0) }
            let isUTF16 = head.withUnsafeBytes { XMLIntake.looksUTF16($0.bindMemory(to: UInt8.self)) }
            guard format == .xml, !isUTF16 else {
                while let chunk = try chunks.next() { head.append(chunk) }
                return try read(head, file: name)
            }
            if let elementSink, options.pipeline.applies(toFileSize: chunks.size),
               let document = try StreamPipeline.read(head: head, isWhole: isWhole, chunks: chunks, options: options,
                                                      sink: elementSink) {
                // Read on a second thread, the sink run on this one (nil: no thread could start).
                return document.inFile(name)
            }
            let document = try head.withUnsafeBytes {
                try XMLPlistReader(options: options).read(head: $0, isWhole: isWhole, next: { try chunks.next() },
                                                          streaming: elementSink.map { .rootArray(into: $0) })
            }
            return document.inFile(name)
        } catch let error as PlistReadError {
            throw error.inFile(name)
        }
    }

    /// Whether `head` holds what format detection and ``XMLIntake`` read: a byte-order mark,
    /// whitespace, and ``XMLIntake/headLength`` bytes from the first other byte on.
    /// `skipped` (0 at first) is where the previous call stopped skipping, so that a file of
    /// whitespace read in many chunks is scanned once, not once per chunk.
    private static func isCompleteHead(_ head: Data, skipped: inout Int) -> Bool {
        head.withUnsafeBytes { raw in
            let bytes = raw.bindMemory(to: UInt8.self)
            guard bytes.count >= 4 else { return false }
            var i = max(skipped, bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0)
            while i < bytes.count, XMLIntake.isSpace(bytes[i]) { i += 1 }
            skipped = i
            return bytes.count - i >= XMLIntake.headLength
        }
    }
}

extension PlistReader {
    /// Reads `data` as ``read(_:file:)`` does — the same document, findings and errors — but
    /// a UTF-8 XML property list or a JSON text is parsed so that each element of the arrays
    /// `streaming` selects is handed to its sink as soon as it ends and not kept (XML as
    /// ``readStreaming(contentsOf:file:elementSink:)`` parses a file): those arrays are empty
    /// in the returned tree, and memory holds the bytes and one element's tree, not the
    /// whole tree. Other inputs (UTF-16 XML, binary, OpenStep, or over ``Options/maxInputSize``)
    /// are read by ``read(_:file:)`` and the sink is not called. For `plist-lint`, which
    /// keeps the bytes to quote them; not API.
    ///
    /// A JSON text that fails is read again by ``read(_:file:)``, which may then read it as
    /// OpenStep (CoreFoundation's fallback), so the result is always that one's. Elements
    /// handed over before the failure stay handed over; OpenStep cannot succeed on such a
    /// text, because a JSON array element was read past an unquoted `[`, which no OpenStep
    /// text holds outside a string.
    ///
    /// - Throws: ``PlistReadError`` as ``read(_:file:)``; elements handed over before an error
    ///   stay handed over.
    package func read(_ data: Data, file: String?, streaming: TreeStreaming) throws -> PlistDocument {
        try data.withUnsafeBytes { bytes in
            guard bytes.count <= options.maxInputSize, let format = try? options.format ?? PlistFormatDetector.detect(bytes) else {
                return try read(bytes: bytes, file: file)
            }
            if format == .json {
                do {
                    return try JSONPlistReader(options: options).read(bytes, streaming: streaming).inFile(file)
                } catch is PlistReadError {
                    return try read(bytes: bytes, file: file)
                }
            }
            guard format == .xml, !XMLIntake.looksUTF16(bytes.bindMemory(to: UInt8.self)) else {
                return try read(bytes: bytes, file: file)
            }
            // Handed over in chunks of ``Options/streamChunkSize`` bytes, as a file is (the
            // parser copies what it is given: the whole buffer at once would be a second copy).
            let chunkSize = max(1, options.streamChunkSize)
            var headCount = min(bytes.count, chunkSize)
            var skipped = 0
            while headCount < bytes.count, !Self.isCompleteHead(Data(bytes.prefix(headCount)), skipped: &skipped) {
                headCount = min(bytes.count, headCount + chunkSize)
            }
            var offset = headCount
            do {
                return try XMLPlistReader(options: options).read(
                    head: UnsafeRawBufferPointer(rebasing: bytes.prefix(headCount)), isWhole: headCount == bytes.count,
                    next: {
                        guard offset < bytes.count else { return nil }
                        let end = min(bytes.count, offset + chunkSize)
                        defer { offset = end }
                        return Data(bytes[offset..<end])
                    },
                    streaming: streaming
                ).inFile(file)
            } catch let error as PlistReadError {
                throw error.inFile(file)
            }
        }
    }
}
