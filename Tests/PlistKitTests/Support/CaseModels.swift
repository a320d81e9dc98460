import Foundation

// The models of the mapping cases in /work/shared/cases (copied inputs in Fixtures/Cases).

/// case 022
struct AppConfig: Decodable, Equatable { var name: String; var options: [String]; var timeout: Int }

/// case 023
struct Package: Decodable { var name: String; var dependencies: [Dependency]; var meta: Meta? }
struct Dependency: Decodable { var name: String; var url: String; var version: String? }
struct Meta: Decodable { var error: ErrorInfo }
struct ErrorInfo: Decodable { var code: Int; var title: String; var message: String }

/// case 024
struct Item: Decodable {
    var id: Int; var name: String; var age: Int; var price: Double; var order: Int
    var userId: Int64; var code: String; var count: Int; var amount: Int; var limit: Int; var empty: Int?
}
/// case 024, lenient mode without the four rejected keys
struct ItemAccepted: Decodable {
    var id: Int; var name: String; var age: Int; var price: Double; var order: Int; var userId: Int64; var code: String
}

/// case 026
struct Report: Decodable { var retHead: RetHead; var retBody: [MonthSummary]; var matrix: [[Int]] }
struct RetHead: Decodable { var errCode: Int; var errMsg: String }
struct MonthSummary: Decodable { var date: String; var orderNum: Int; var orderAmount: Decimal; var operatLists: [DaySummary]; var total: Int }
struct DaySummary: Decodable { var date: String; var orderNum: Int; var orderAmount: Decimal }

/// case 028
struct Thing: Decodable {
    var value: Int; var exact: Int; var sci: Int; var negOne: UInt64; var tooBigForInt: Int; var int8: Int8
    var dialog: Dialog
}
struct Dialog: Decodable { var title: String?; var message: String?; var displayType: Int? }
