import Foundation
import Testing
@testable import PlistKit

enum Tint: String, Codable, CaseIterable { case red, green }

struct Rich: Decodable, PlistMappable {
    var id: Int
    var small: Int8?
    var price: Decimal
    var when: Date
    var blob: Data
    var link: URL
    var tint: Tint
    var tags: [String: [Int]]
    var parent: Box?
    struct Box: Decodable { var children: [Box] }
    static let plistMapping = PlistMapping(alternateKeys: ["id": ["ID"]], defaults: ["price": 0])
}

@Suite struct JSONSchemaExportTests {
    @Test func seedExportIsByteExact() {
        #expect(Schema(of: [AppInfo].self).jsonSchemaText(title: "app.plist") == """
            {
              "$schema": "https://json-schema.org/draft/2020-12/schema",
              "title": "app.plist",
              "type": "array",
              "items": {
                "$ref": "#/$defs/AppInfo"
              },
              "$defs": {
                "AppInfo": {
                  "type": "object",
                  "title": "AppInfo",
                  "properties": {
                    "name": {
                      "type": "string"
                    },
                    "icon": {
                      "type": "string"
                    }
                  },
                  "required": [
                    "name",
                    "icon"
                  ]
                }
              }
            }

            """)
        #expect(Schema(of: ImageInfo.self).jsonSchemaText() == """
            {
              "$schema": "https://json-schema.org/draft/2020-12/schema",
              "type": "object",
              "additionalProperties": {
                "type": "string"
              }
            }

            """)
    }

    @Test func richExportIsByteExact() {
        let text = Schema(of: Rich.self).jsonSchemaText()
        #expect(text == Self.richExpected)
    }

    static let richExpected = """
        {
          "$schema": "https://json-schema.org/draft/2020-12/schema",
          "$ref": "#/$defs/Rich",
          "$defs": {
            "Box": {
              "type": "object",
              "title": "Box",
              "properties": {
                "children": {
                  "type": "array",
                  "items": {
                    "$ref": "#/$defs/Box"
                  }
                }
              },
              "required": [
                "children"
              ]
            },
            "Rich": {
              "type": "object",
              "title": "Rich",
              "properties": {
                "id": {
                  "type": "integer",
                  "minimum": -9223372036854775808,
                  "maximum": 9223372036854775807,
                  "x-plist-type": "Int",
                  "x-plist-alternate-keys": [
                    "ID"
                  ]
                },
                "small": {
                  "type": [
                    "integer",
                    "null"
                  ],
                  "minimum": -128,
                  "maximum": 127,
                  "x-plist-type": "Int8"
                },
                "price": {
                  "type": "number",
                  "x-plist-type": "Decimal",
                  "default": 0
                },
                "when": {
                  "type": "string",
                  "format": "date-time",
                  "x-plist-type": "date"
                },
                "blob": {
                  "type": "string",
                  "contentEncoding": "base64",
                  "x-plist-type": "data"
                },
                "link": {
                  "type": "string",
                  "format": "uri",
                  "x-plist-type": "url"
                },
                "tint": {
                  "title": "Tint",
                  "type": "string",
                  "enum": [
                    "red",
                    "green"
                  ]
                },
                "tags": {
                  "type": "object",
                  "additionalProperties": {
                    "type": "array",
                    "items": {
                      "type": "integer",
                      "minimum": -9223372036854775808,
                      "maximum": 9223372036854775807,
                      "x-plist-type": "Int"
                    }
                  }
                },
                "parent": {
                  "anyOf": [
                    {
                      "$ref": "#/$defs/Box"
                    },
                    {
                      "type": "null"
                    }
                  ]
                }
              },
              "required": [
                "id",
                "when",
                "blob",
                "link",
                "tint",
                "tags"
              ]
            }
          }
        }

        """
}
