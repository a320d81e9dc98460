#if canImport(CLibXML2)
internal import CLibXML2
#else
internal import libxml2  // an Apple SDK's own module (see Sources/CLibXML2/shim.h)
#endif

/// Process-wide libxml2 set-up, done once.
enum LibXML2 {
    private static let ready: Bool = {
        xmlInitParser()
        // Defence in depth: no external DTD, entity or XInclude is ever loaded, whatever a
        // caller's flags; PlistKit never asks for one.
        xmlSetExternalEntityLoader { _, _, _ in nil }
        return true
    }()

    /// Initialises libxml2 and installs the refusing entity loader (idempotent, thread-safe).
    static func setUp() { _ = ready }
}
