import Foundation
import PlistKit

// The models of the seed documents: what `initWithDict:` / `setValuesForKeysWithDictionary:`
// filled in Objective-C, declared as plain Codable Swift types. The fixture schemas
// (`Fixtures/*.schema.json`) are exported from these.

/// seed 001 `app.plist`: an array of `{name, icon}` (`LFAppInfo`).
public struct AppInfo: Codable, Equatable, Sendable {
    public var name: String
    public var icon: String
    public init(name: String, icon: String) { self.name = name; self.icon = icon }
}

/// seed 001 `questions.plist`: an array of `{answer, title, icon, options}` (`LFQuestion`).
public struct Question: Codable, Equatable, Sendable {
    public var answer: String
    public var title: String
    public var icon: String
    public var options: [String]
    public init(answer: String, title: String, icon: String, options: [String]) {
        self.answer = answer; self.title = title; self.icon = icon; self.options = options
    }
}

/// seed 003 `columnList.plist`: an array of `{columnName, columnImgName, columnClassName}`.
public struct Column: Codable, Equatable, Sendable {
    public var columnName: String
    public var columnImgName: String
    public var columnClassName: String
    public init(columnName: String, columnImgName: String, columnClassName: String) {
        self.columnName = columnName; self.columnImgName = columnImgName; self.columnClassName = columnClassName
    }
}

/// seed 004 `imageInfo.plist`: image file name → description.
public typealias ImageInfo = [String: String]

/// seed 000: a checkable contact whose `checked` flag is stored as the string `"NO"`/`"YES"`
/// (decoded with ``PlistDecoder/ValueCoercion/kvcLike``).
public struct Contact: Codable, Equatable, Sendable {
    public var checked: Bool
    public init(checked: Bool) { self.checked = checked }
}
