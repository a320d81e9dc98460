import Foundation

/// One record of the benchmark corpus (the shape of the seeds' questions and columns).
struct Record: Codable, Equatable, Sendable {
    struct Column: Codable, Equatable, Sendable {
        var columnName: String
        var columnImgName: String
        var columnClassName: String
    }
    var answer: String
    var title: String
    var icon: String
    var options: [String]
    var id: Int
    var score: Double
    var checked: Bool
    var createdAt: Date
    var thumbnail: Data
    var column: Column
}
