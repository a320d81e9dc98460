// Seed-shaped models (the shapes of app.plist, questions.plist, columnList.plist and a
// manifest), shared by the two out-of-package harnesses that decode into them:
// Scripts/fuzz-targets/FuzzEntry.swift and Scripts/diff-targets/DiffDump.swift. Compiled into
// each harness together with PlistKit's sources as one module.
import Foundation

struct SeedAppInfo: Codable { var name: String; var icon: String }
struct SeedQuestion: Codable { var answer: String; var title: String; var icon: String; var options: [String] }
struct SeedColumn: Codable { var columnName: String; var columnImgName: String; var columnClassName: String }
struct SeedContact: Codable { var checked: Bool }
/// Every field optional, of every scalar kind the decoder converts to (narrow and wide
/// integers, Decimal, Date, Data, URL) and a string map: for KVC-like coercion.
struct SeedRecord: Codable {
    var id: Int?
    var score: Double?
    var small: Int8?
    var big: UInt64?
    var price: Decimal?
    var checked: Bool?
    var createdAt: Date?
    var thumbnail: Data?
    var link: URL?
    var tags: [String: String]?
}
struct SeedDependency: Codable { var name: String; var version: String?; var optional: Bool? }
/// A recursive model (`nested`) with optional members, arrays and maps.
struct SeedManifest: Codable {
    var name: String
    var version: Int
    var ratio: Double?
    var dependencies: [SeedDependency]?
    var settings: [String: Int]?
    var nested: [SeedManifest]?
}
