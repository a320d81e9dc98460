/// Names generated code must escape, rename or avoid.
package enum SwiftReservedNames {
    /// Swift keywords that need backticks when used as a property name (*The Swift
    /// Programming Language*, "Lexical Structure" → "Keywords and Punctuation": declarations,
    /// statements, expressions and types; contextual keywords are usable unescaped).
    package static let keywords: Set<String> = [
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension",
        "fileprivate", "func", "import", "init", "inout", "internal", "let", "nonisolated", "open",
        "operator", "private", "precedencegroup", "protocol", "public", "rethrows", "static",
        "struct", "subscript", "typealias", "var",
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough",
        "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while",
        "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws",
        "true", "try", "_",
    ]

    /// Member names that compile (some only with backticks) but mislead, renamed with a
    /// `Value` suffix: `` x.`self` `` written without backticks silently means the instance,
    /// `Type` is rejected as a member name ("type member must not be named 'Type'"), and
    /// `init`/`deinit`/`subscript`/`super`/`Protocol` read as language constructs.
    package static let trapMemberNames: Set<String> = [
        "self", "Self", "Type", "Protocol", "init", "deinit", "subscript", "super",
    ]

    /// Type names a generated type must never take, because it would shadow a Swift standard
    /// library or Foundation type for the whole module (`Data` hiding `Foundation.Data`) or
    /// break `Codable` synthesis (`CodingKeys`). A nested dictionary whose natural name is one
    /// of these gets its parent's name as a prefix: `data` in `Root` → `RootData`.
    package static let typeNames: Set<String> = [
        // Codable machinery
        "Codable", "Decodable", "Encodable", "CodingKey", "CodingKeys", "CodingUserInfoKey",
        "Decoder", "Encoder", "DecodingError", "EncodingError", "KeyedDecodingContainer",
        "KeyedEncodingContainer", "UnkeyedDecodingContainer", "UnkeyedEncodingContainer",
        "SingleValueDecodingContainer", "SingleValueEncodingContainer",
        "PropertyListDecoder", "PropertyListEncoder", "JSONDecoder", "JSONEncoder",
        "PropertyListSerialization", "JSONSerialization",
        // Standard library
        "Any", "AnyObject", "AnyClass", "AnyHashable", "Self", "Type", "Protocol", "Array",
        "Bool", "Character", "Collection", "Comparable", "Dictionary", "Double", "Equatable",
        "Error", "Float", "Float16", "Float32", "Float64", "Float80", "Hashable", "Identifiable",
        "Int", "Int8", "Int16", "Int32", "Int64", "Int128", "Never", "Optional", "Range",
        "Result", "Sendable", "Sequence", "Set", "String", "Substring", "UInt", "UInt8", "UInt16",
        "UInt32", "UInt64", "UInt128", "Unicode", "Void", "Swift", "Element", "Index", "Key",
        "Value", "Iterator", "Encoding", "Duration", "Task", "Actor", "Mirror", "Hasher",
        "CustomStringConvertible", "RawRepresentable", "CaseIterable", "Numeric",
        "MainActor", "GlobalActor", "KeyPath", "AnyKeyPath", "PartialKeyPath", "WritableKeyPath",
        "ReferenceWritableKeyPath", "StringProtocol", "StaticString", "Copyable", "Escapable",
        "BitwiseCopyable", "ObjectIdentifier", "Unmanaged", "BinaryInteger", "FixedWidthInteger",
        "SignedInteger", "UnsignedInteger", "SignedNumeric", "FloatingPoint", "BinaryFloatingPoint",
        "AdditiveArithmetic", "Strideable", "IteratorProtocol", "MutableCollection",
        "RangeReplaceableCollection", "BidirectionalCollection", "RandomAccessCollection",
        "LazySequence", "AnySequence", "AnyCollection", "AnyIterator", "ClosedRange", "Slice",
        "ArraySlice", "ContiguousArray", "CollectionOfOne", "EmptyCollection", "Zip2Sequence",
        "StrideTo", "StrideThrough", "UnsafePointer", "UnsafeMutablePointer", "UnsafeRawPointer",
        "UnsafeMutableRawPointer", "UnsafeBufferPointer", "UnsafeMutableBufferPointer",
        "UnsafeRawBufferPointer", "UnsafeMutableRawBufferPointer", "OpaquePointer",
        "TextOutputStream", "TextOutputStreamable", "CustomDebugStringConvertible",
        "LosslessStringConvertible", "CustomReflectable", "ExpressibleByStringLiteral",
        "ExpressibleByIntegerLiteral", "ExpressibleByArrayLiteral", "ExpressibleByDictionaryLiteral",
        "ExpressibleByNilLiteral", "ExpressibleByBooleanLiteral", "ExpressibleByFloatLiteral",
        "OptionSet", "SetAlgebra", "AnyActor", "DistributedActor", "TaskGroup", "ThrowingTaskGroup",
        "TaskPriority", "TaskLocal", "CancellationError", "AsyncSequence", "AsyncIteratorProtocol",
        "AsyncStream", "AsyncThrowingStream", "CheckedContinuation", "UnsafeContinuation",
        "Clock", "ContinuousClock", "SuspendingClock", "InstantProtocol", "DurationProtocol",
        "SerialExecutor", "Executor", "UnownedSerialExecutor", "Atomic", "Mutex", "Span",
        "InlineArray", "UnicodeScalar", "CVarArg",
        // Foundation
        "Foundation", "Data", "Date", "URL", "UUID", "Decimal", "Locale", "Calendar", "TimeZone",
        "Bundle", "Notification", "Measurement", "Unit", "IndexPath", "IndexSet", "CharacterSet",
        "DateComponents", "DateFormatter", "DateInterval", "TimeInterval", "NSObject", "NSNumber",
        "NSString", "NSArray", "NSDictionary", "NSData", "NSDate", "NSNull", "URLRequest",
        "URLComponents", "URLSession", "FileManager", "ProcessInfo", "Thread", "Operation",
        "Progress", "Scanner", "NumberFormatter", "Formatter", "AttributedString", "Predicate",
        "NSCoding", "NSSecureCoding", "NSCopying", "NSObjectProtocol", "NSError", "NSLock",
        "NSRange", "NSURL", "NSSet", "NSValue", "NSAttributedString", "NSRegularExpression",
        "NSPredicate", "NSCache", "NotificationCenter", "UserDefaults",
        "ISO8601DateFormatter", "Host", "Process", "FileHandle", "Pipe", "RunLoop", "Timer",
        "OperationQueue", "DispatchQueue", "LocalizedError", "CustomNSError", "RecoverableError",
        "ObservableObject", "Published", "Observable", "SortDescriptor", "FormatStyle",
        "PlistKit",
    ]
}
