/// The documents the handler tests open, small and named for what they show.
enum Documents {
    /// An Info.plist whose `CFBundleIdentifier` is misspelled.
    static let misspelledInfoPlist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \t<key>CFBundleIdentifer</key>
        \t<string>com.example.app</string>
        \t<key>CFBundleName</key>
        \t<string>Example</string>
        </dict>
        </plist>

        """

    /// A schema for `App.plist` (a sibling `App.schema.json`): two required keys, an
    /// enumeration, a Boolean and a deprecated key.
    static let appSchema = """
        {
          "$schema": "https://json-schema.org/draft/2020-12/schema",
          "type": "object",
          "properties": {
            "name": {"type": "string", "description": "The app's name. Shown under the icon."},
            "mode": {"enum": ["fast", "slow"], "description": "How it runs."},
            "enabled": {"type": "boolean", "description": "Whether it runs."},
            "legacy": {"type": "string", "deprecated": true, "description": "Old."},
            "count": {"type": "integer", "description": "How many."}
          },
          "required": ["name", "count"],
          "additionalProperties": false
        }

        """

    /// An `App.plist` with `name` and `mode`, missing the required `count`.
    static let appPlist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0">
        <dict>
        \t<key>name</key>
        \t<string>Demo</string>
        \t<key>mode</key>
        \t<string>fast</string>
        \t
        </dict>
        </plist>

        """
}
