/// A Unicode property test of a `\p{…}` or `\P{…}` escape (ECMA-262 §22.2.2.9
/// UnicodeMatchProperty, UnicodeMatchPropertyValue), evaluated with Swift's
/// `Unicode.Scalar.Properties` (so with the Unicode version of the Swift runtime).
struct PatternPropertyTest: Sendable, Hashable {
    /// What is tested.
    enum Kind: Sendable, Hashable {
        /// The scalar's General_Category is one of a set: bit `n` stands for the category at
        /// index `n` of ``PatternPropertyTest/categoryOrder``.
        case generalCategories(UInt32)

        /// A binary property of ECMA-262 table "Binary Unicode property aliases".
        case binary(PatternBinaryProperty)
    }

    /// What is tested.
    let kind: Kind

    /// Whether the test is negated (`\P{…}`).
    let isNegated: Bool

    /// Whether `scalar` passes the test.
    func matches(_ scalar: Unicode.Scalar) -> Bool {
        let result: Bool
        switch kind {
        case .generalCategories(let mask): result = mask & Self.bit(scalar.properties.generalCategory) != 0
        case .binary(let property): result = property.holds(for: scalar)
        }
        return result != isNegated
    }

    /// The General_Category values, in the order of their bits in ``Kind/generalCategories(_:)``.
    static let categoryOrder: [Unicode.GeneralCategory] = [
        .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
        .nonspacingMark, .spacingMark, .enclosingMark,
        .decimalNumber, .letterNumber, .otherNumber,
        .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
        .initialPunctuation, .finalPunctuation, .otherPunctuation,
        .mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol,
        .spaceSeparator, .lineSeparator, .paragraphSeparator,
        .control, .format, .surrogate, .privateUse, .unassigned,
    ]

    /// The bit of `category` in a ``Kind/generalCategories(_:)`` mask.
    static func bit(_ category: Unicode.GeneralCategory) -> UInt32 {
        guard let index = categoryOrder.firstIndex(of: category) else { return 0 }
        return 1 << UInt32(index)
    }

    /// The mask of the categories at `indices` of ``categoryOrder``.
    private static func mask(_ indices: ClosedRange<Int>) -> UInt32 {
        indices.reduce(0) { $0 | 1 << UInt32($1) }
    }

    /// The General_Category value aliases of Unicode's PropertyValueAliases.txt that ECMA-262
    /// accepts (table "Value aliases and canonical values for General_Category"), long and
    /// short names, each to its mask.
    static let generalCategoryValues: [String: UInt32] = {
        var table: [String: UInt32] = [:]
        let singles: [(String, String, String?)] = [
            ("Uppercase_Letter", "Lu", nil), ("Lowercase_Letter", "Ll", nil), ("Titlecase_Letter", "Lt", nil),
            ("Modifier_Letter", "Lm", nil), ("Other_Letter", "Lo", nil),
            ("Nonspacing_Mark", "Mn", nil), ("Spacing_Mark", "Mc", nil), ("Enclosing_Mark", "Me", nil),
            ("Decimal_Number", "Nd", "digit"), ("Letter_Number", "Nl", nil), ("Other_Number", "No", nil),
            ("Connector_Punctuation", "Pc", nil), ("Dash_Punctuation", "Pd", nil), ("Open_Punctuation", "Ps", nil),
            ("Close_Punctuation", "Pe", nil), ("Initial_Punctuation", "Pi", nil), ("Final_Punctuation", "Pf", nil),
            ("Other_Punctuation", "Po", nil),
            ("Math_Symbol", "Sm", nil), ("Currency_Symbol", "Sc", nil), ("Modifier_Symbol", "Sk", nil),
            ("Other_Symbol", "So", nil),
            ("Space_Separator", "Zs", nil), ("Line_Separator", "Zl", nil), ("Paragraph_Separator", "Zp", nil),
            ("Control", "Cc", "cntrl"), ("Format", "Cf", nil), ("Surrogate", "Cs", nil), ("Private_Use", "Co", nil),
            ("Unassigned", "Cn", nil),
        ]
        for (index, (long, short, other)) in singles.enumerated() {
            let bit: UInt32 = 1 << UInt32(index)
            table[long] = bit
            table[short] = bit
            if let other { table[other] = bit }
        }
        let groups: [([String], UInt32)] = [
            (["Letter", "L"], mask(0...4)),
            (["Cased_Letter", "LC"], mask(0...2)),
            (["Mark", "M", "Combining_Mark"], mask(5...7)),
            (["Number", "N"], mask(8...10)),
            (["Punctuation", "P", "punct"], mask(11...17)),
            (["Symbol", "S"], mask(18...21)),
            (["Separator", "Z"], mask(22...24)),
            (["Other", "C"], mask(25...29)),
        ]
        for (names, mask) in groups {
            for name in names { table[name] = mask }
        }
        return table
    }()
}
