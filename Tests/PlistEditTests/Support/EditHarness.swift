import Foundation
import PlistEdit

/// Runs `plist-edit` in-process with injected argv and standard input, collecting stdout,
/// stderr and the exit status.
struct EditRun: Equatable, CustomStringConvertible {
    var status: Int32
    var stdout: String
    var stderr: String
    /// Standard output as bytes (binary documents).
    var stdoutData: Data

    var description: String { "status \(status)\n--- stdout\n\(stdout)--- stderr\n\(stderr)" }

    /// Runs the command. `stdin`, when given, is standard input; `scriptOnStandardInput` says
    /// whether it counts as a pipe (a script when no verb is given).
    static func run(_ arguments: [String], stdin: String? = nil, stdinBytes: Data? = nil, scriptOnStandardInput: Bool = false,
                    in directory: URL? = nil) -> EditRun {
        let out = Buffer(), err = Buffer()
        let input = stdinBytes ?? stdin.map { Data($0.utf8) }
        let io = EditIO(writeOut: { out.append($0) }, writeErr: { err.append(Data($0.utf8)) },
                        readStandardInput: { input }, standardInputIsScript: scriptOnStandardInput)
        let status = PlistEditCommand.run(arguments, io: io)
        func strip(_ s: String) -> String {
            guard let directory else { return s }
            return s.replacingOccurrences(of: directory.standardizedFileURL.path + "/", with: "")
        }
        return EditRun(status: status, stdout: strip(String(decoding: out.data, as: UTF8.self)),
                       stderr: strip(String(decoding: err.data, as: UTF8.self)), stdoutData: out.data)
    }

    final class Buffer: @unchecked Sendable {
        private let lock = NSLock()
        private var storage = Data()
        func append(_ d: Data) { lock.lock(); storage += d; lock.unlock() }
        var data: Data { lock.lock(); defer { lock.unlock() }; return storage }
    }
}

/// A fresh folder under the temporary directory holding the given files (name → text).
enum TempEditDirectory {
    static func make(_ files: [String: String]) throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("plist-edit-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        for (name, text) in files { try Data(text.utf8).write(to: dir.appendingPathComponent(name)) }
        return dir
    }
}

/// A real-shaped Info.plist (Xcode's template layout: tabs, Apple's key order).
enum EditFixtures {
    static let infoPlist = """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">
    <dict>
    \t<key>CFBundleDevelopmentRegion</key>
    \t<string>$(DEVELOPMENT_LANGUAGE)</string>
    \t<key>CFBundleExecutable</key>
    \t<string>$(EXECUTABLE_NAME)</string>
    \t<key>CFBundleIdentifier</key>
    \t<string>com.example.questions</string>
    \t<key>CFBundleShortVersionString</key>
    \t<string>1.4</string>
    \t<key>CFBundleVersion</key>
    \t<string>42</string>
    \t<key>UIBackgroundModes</key>
    \t<array>
    \t\t<string>audio</string>
    \t\t<string>fetch</string>
    \t</array>
    \t<key>com.apple.developer.team-identifier</key>
    \t<string>ABCDE12345</string>
    \t<key>UILaunchScreen</key>
    \t<dict>
    \t\t<key>UIColorName</key>
    \t\t<string>LaunchBackground</string>
    \t</dict>
    \t<key>Scale</key>
    \t<real>1.5</real>
    \t<key>Built</key>
    \t<date>2024-05-01T12:00:00Z</date>
    \t<key>Token</key>
    \t<data>
    \tAAEC
    \t</data>
    \t<key>Enabled</key>
    \t<true/>
    </dict>
    </plist>

    """
}
