import PlistKit

/// Splits a PlistBuddy command line into words: runs of characters separated by spaces or
/// tabs, or text in double quotes (`"App version 1.0.1"`) where `\"` is a quote, `\\` a
/// backslash, `\n` and `\t` a line feed and a tab, and any other `\x` stays as written —
/// the quoting of PlistBuddy's manual examples. Single quotes quote literally.
enum BuddyLexer {
    /// One word and where it starts in the line.
    struct Word: Equatable {
        /// The unquoted text.
        var text: String
        /// The index of its first scalar (the opening quote for a quoted word).
        var start: String.UnicodeScalarView.Index
        /// Whether it was quoted.
        var quoted: Bool
    }

    /// Why a line cannot be split.
    struct Failure: Error, Equatable {
        var reason: String
    }

    /// The words of `line`.
    /// - Throws: ``Failure`` for an unterminated quote.
    static func words(in line: String) throws(Failure) -> [Word] {
        let scalars = line.unicodeScalars
        var words: [Word] = []
        var i = scalars.startIndex
        while i < scalars.endIndex {
            let c = scalars[i]
            if c == " " || c == "\t" { i = scalars.index(after: i); continue }
            let start = i
            var text = String.UnicodeScalarView()
            if c == "\"" || c == "'" {
                i = scalars.index(after: i)
                var closed = false
                while i < scalars.endIndex {
                    let s = scalars[i]
                    if s == c { closed = true; i = scalars.index(after: i); break }
                    if c == "\"", s == "\\", scalars.index(after: i) < scalars.endIndex {
                        let next = scalars[scalars.index(after: i)]
                        switch next {
                        case "\"": text.append("\"")
                        case "\\": text.append("\\")
                        case "n": text.append("\n")
                        case "t": text.append("\t")
                        default: text.append("\\"); text.append(next)
                        }
                        i = scalars.index(i, offsetBy: 2)
                        continue
                    }
                    text.append(s)
                    i = scalars.index(after: i)
                }
                guard closed else { throw Failure(reason: "unterminated quote") }
                words.append(Word(text: String(text), start: start, quoted: true))
            } else {
                while i < scalars.endIndex, scalars[i] != " ", scalars[i] != "\t" {
                    text.append(scalars[i])
                    i = scalars.index(after: i)
                }
                words.append(Word(text: String(text), start: start, quoted: false))
            }
        }
        return words
    }
}
