/// English singular of a collection's name, for naming the element type of an array of
/// dictionaries: `questions` → `Question`, `statuses` → `Status`, `categories` → `Category`,
/// `columnList` → `Column`, `people` → `Person`.
///
/// Rules, tried in order on the last word of an UpperCamelCase name:
/// 1. a trailing `List` / `Array` word is dropped (`ColumnList` → `Column`);
/// 2. a short table of irregular plurals (`people`, `children`, `data` stays);
/// 3. `-ies` → `-y`, except `series`/`species`/`movies`/`cookies`/`ties`-like entries in the table;
/// 4. `-sses`, `-xes`, `-zzes`, `-ches`, `-shes` and `-uses` → drop `es`;
/// 5. a final `s` is dropped unless the word ends in `ss`, `us`, `is`;
/// otherwise the name is returned unchanged (`info` → `Info`).
package enum Singular {
    private static let irregular: [String: String] = [
        "people": "person", "children": "child", "men": "man", "women": "woman",
        "mice": "mouse", "geese": "goose", "feet": "foot", "teeth": "tooth",
        "series": "series", "species": "species", "news": "news", "movies": "movie",
        "cookies": "cookie", "ties": "tie", "pies": "pie", "lies": "lie", "indices": "index",
        "matrices": "matrix", "vertices": "vertex", "criteria": "criterion",
        "analyses": "analysis", "bases": "base", "cases": "case", "courses": "course",
        "responses": "response", "houses": "house", "causes": "cause", "purposes": "purpose",
        "uses": "use", "licenses": "license", "releases": "release", "databases": "database",
        "phases": "phase", "phrases": "phrase", "horses": "horse", "nurses": "nurse",
        "clauses": "clause", "pauses": "pause", "expenses": "expense", "verses": "verse",
        "glasses": "glass", "axes": "axis", "shoes": "shoe", "toes": "toe",
        "canoes": "canoe", "heroes": "hero", "potatoes": "potato", "tomatoes": "tomato",
        "leaves": "leaf", "lives": "life", "knives": "knife", "wives": "wife", "halves": "half",
        "shelves": "shelf", "wolves": "wolf", "selves": "self", "thieves": "thief",
    ]

    /// The singular of an UpperCamelCase type name (only its last word changes).
    package static func of(_ name: String) -> String {
        let (head, last) = splitLastWord(name)
        if (last == "List" || last == "Array"), !head.isEmpty, head != "_" {
            return head
        }
        let lower = last.lowercased()
        if let irregular = irregular[lower] {
            return head + matchCase(irregular, to: last)
        }
        guard lower.count > 2 else { return name }
        if lower.hasSuffix("ies") {
            return head + String(last.dropLast(3)) + matchCase("y", to: String(last.suffix(1)))
        }
        for suffix in ["sses", "xes", "zzes", "ches", "shes", "uses"] where lower.hasSuffix(suffix) {
            return head + String(last.dropLast(2))
        }
        if lower.hasSuffix("s") && !lower.hasSuffix("ss") && !lower.hasSuffix("us") && !lower.hasSuffix("is") {
            return head + String(last.dropLast())
        }
        return name
    }

    /// Splits `ColumnList` into (`Column`, `List`), `questions` into (``, `questions`).
    static func splitLastWord(_ name: String) -> (String, String) {
        let chars = Array(name)
        var i = chars.count - 1
        while i > 0 && !chars[i].isUppercase { i -= 1 }
        // A run of capitals (`URLs`) belongs to one word.
        while i > 0 && chars[i - 1].isUppercase && (i + 1 < chars.count && !chars[i + 1].isLowercase) { i -= 1 }
        if i <= 0 { return ("", name) }
        return (String(chars[0..<i]), String(chars[i...]))
    }

    private static func matchCase(_ word: String, to model: String) -> String {
        guard let first = model.first, first.isUppercase else { return word }
        return word.prefix(1).uppercased() + word.dropFirst()
    }
}
