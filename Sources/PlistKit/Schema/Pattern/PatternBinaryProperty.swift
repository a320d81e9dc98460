/// The binary Unicode properties of ECMA-262 table "Binary Unicode property aliases" that
/// Swift's `Unicode.Scalar.Properties` answers (`\p{Alphabetic}`, `\p{White_Space}`, …).
///
/// `Any`, `ASCII` and `Assigned` are sets of code points rather than properties and are read
/// as such by ``PatternParser``; `Emoji_Component` and `Extended_Pictographic` have no Swift
/// counterpart and are refused.
enum PatternBinaryProperty: String, Sendable, Hashable, CaseIterable {
    case asciiHexDigit = "ASCII_Hex_Digit"
    case alphabetic = "Alphabetic"
    case bidiControl = "Bidi_Control"
    case bidiMirrored = "Bidi_Mirrored"
    case caseIgnorable = "Case_Ignorable"
    case cased = "Cased"
    case changesWhenCasefolded = "Changes_When_Casefolded"
    case changesWhenCasemapped = "Changes_When_Casemapped"
    case changesWhenLowercased = "Changes_When_Lowercased"
    case changesWhenNFKCCasefolded = "Changes_When_NFKC_Casefolded"
    case changesWhenTitlecased = "Changes_When_Titlecased"
    case changesWhenUppercased = "Changes_When_Uppercased"
    case dash = "Dash"
    case defaultIgnorableCodePoint = "Default_Ignorable_Code_Point"
    case deprecated = "Deprecated"
    case diacritic = "Diacritic"
    case emoji = "Emoji"
    case emojiModifier = "Emoji_Modifier"
    case emojiModifierBase = "Emoji_Modifier_Base"
    case emojiPresentation = "Emoji_Presentation"
    case extender = "Extender"
    case graphemeBase = "Grapheme_Base"
    case graphemeExtend = "Grapheme_Extend"
    case hexDigit = "Hex_Digit"
    case idsBinaryOperator = "IDS_Binary_Operator"
    case idsTrinaryOperator = "IDS_Trinary_Operator"
    case idContinue = "ID_Continue"
    case idStart = "ID_Start"
    case ideographic = "Ideographic"
    case joinControl = "Join_Control"
    case logicalOrderException = "Logical_Order_Exception"
    case lowercase = "Lowercase"
    case math = "Math"
    case noncharacterCodePoint = "Noncharacter_Code_Point"
    case patternSyntax = "Pattern_Syntax"
    case patternWhiteSpace = "Pattern_White_Space"
    case quotationMark = "Quotation_Mark"
    case radical = "Radical"
    case regionalIndicator = "Regional_Indicator"
    case sentenceTerminal = "Sentence_Terminal"
    case softDotted = "Soft_Dotted"
    case terminalPunctuation = "Terminal_Punctuation"
    case unifiedIdeograph = "Unified_Ideograph"
    case uppercase = "Uppercase"
    case variationSelector = "Variation_Selector"
    case whiteSpace = "White_Space"
    case xidContinue = "XID_Continue"
    case xidStart = "XID_Start"

    /// The short aliases ECMA-262 accepts, each to its property.
    static let shortNames: [String: PatternBinaryProperty] = [
        "AHex": .asciiHexDigit, "Alpha": .alphabetic, "Bidi_C": .bidiControl, "Bidi_M": .bidiMirrored,
        "CI": .caseIgnorable, "CWCF": .changesWhenCasefolded, "CWCM": .changesWhenCasemapped,
        "CWL": .changesWhenLowercased, "CWKCF": .changesWhenNFKCCasefolded, "CWT": .changesWhenTitlecased,
        "CWU": .changesWhenUppercased, "DI": .defaultIgnorableCodePoint, "Dep": .deprecated, "Dia": .diacritic,
        "EMod": .emojiModifier, "EBase": .emojiModifierBase, "EPres": .emojiPresentation, "Ext": .extender,
        "Gr_Base": .graphemeBase, "Gr_Ext": .graphemeExtend, "Hex": .hexDigit, "IDSB": .idsBinaryOperator,
        "IDST": .idsTrinaryOperator, "IDC": .idContinue, "IDS": .idStart, "Ideo": .ideographic,
        "Join_C": .joinControl, "LOE": .logicalOrderException, "Lower": .lowercase,
        "NChar": .noncharacterCodePoint, "Pat_Syn": .patternSyntax, "Pat_WS": .patternWhiteSpace,
        "QMark": .quotationMark, "RI": .regionalIndicator, "STerm": .sentenceTerminal, "SD": .softDotted,
        "Term": .terminalPunctuation, "UIdeo": .unifiedIdeograph, "Upper": .uppercase,
        "VS": .variationSelector, "space": .whiteSpace, "XIDC": .xidContinue, "XIDS": .xidStart,
    ]

    /// The property named `name` (long or short alias, case-sensitive as in ECMA-262).
    init?(named name: String) {
        if let property = PatternBinaryProperty(rawValue: name) ?? Self.shortNames[name] {
            self = property
        } else {
            return nil
        }
    }

    /// Whether `scalar` has the property.
    func holds(for scalar: Unicode.Scalar) -> Bool {
        let p = scalar.properties
        switch self {
        case .asciiHexDigit: return p.isASCIIHexDigit
        case .alphabetic: return p.isAlphabetic
        case .bidiControl: return p.isBidiControl
        case .bidiMirrored: return p.isBidiMirrored
        case .caseIgnorable: return p.isCaseIgnorable
        case .cased: return p.isCased
        case .changesWhenCasefolded: return p.changesWhenCaseFolded
        case .changesWhenCasemapped: return p.changesWhenCaseMapped
        case .changesWhenLowercased: return p.changesWhenLowercased
        case .changesWhenNFKCCasefolded: return p.changesWhenNFKCCaseFolded
        case .changesWhenTitlecased: return p.changesWhenTitlecased
        case .changesWhenUppercased: return p.changesWhenUppercased
        case .dash: return p.isDash
        case .defaultIgnorableCodePoint: return p.isDefaultIgnorableCodePoint
        case .deprecated: return p.isDeprecated
        case .diacritic: return p.isDiacritic
        case .emoji: return p.isEmoji
        case .emojiModifier: return p.isEmojiModifier
        case .emojiModifierBase: return p.isEmojiModifierBase
        case .emojiPresentation: return p.isEmojiPresentation
        case .extender: return p.isExtender
        case .graphemeBase: return p.isGraphemeBase
        case .graphemeExtend: return p.isGraphemeExtend
        case .hexDigit: return p.isHexDigit
        case .idsBinaryOperator: return p.isIDSBinaryOperator
        case .idsTrinaryOperator: return p.isIDSTrinaryOperator
        case .idContinue: return p.isIDContinue
        case .idStart: return p.isIDStart
        case .ideographic: return p.isIdeographic
        case .joinControl: return p.isJoinControl
        case .logicalOrderException: return p.isLogicalOrderException
        case .lowercase: return p.isLowercase
        case .math: return p.isMath
        case .noncharacterCodePoint: return p.isNoncharacterCodePoint
        case .patternSyntax: return p.isPatternSyntax
        case .patternWhiteSpace: return p.isPatternWhitespace
        case .quotationMark: return p.isQuotationMark
        case .radical: return p.isRadical
        case .regionalIndicator: return (0x1F1E6...0x1F1FF).contains(scalar.value)
        case .sentenceTerminal: return p.isSentenceTerminal
        case .softDotted: return p.isSoftDotted
        case .terminalPunctuation: return p.isTerminalPunctuation
        case .unifiedIdeograph: return p.isUnifiedIdeograph
        case .uppercase: return p.isUppercase
        case .variationSelector: return p.isVariationSelector
        case .whiteSpace: return p.isWhitespace
        case .xidContinue: return p.isXIDContinue
        case .xidStart: return p.isXIDStart
        }
    }
}
