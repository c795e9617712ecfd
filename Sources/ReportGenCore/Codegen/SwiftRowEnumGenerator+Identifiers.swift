/// Swift names for a layout's names: which characters Swift takes in an identifier, and which
/// words it reserves.
extension SwiftRowEnumGenerator {
    /// A Swift identifier for `name`: camel-cased from its words (anything Swift does not take in
    /// an identifier separates words), `_` first when it would start with a digit or a combining
    /// mark, in backticks when it is a reserved word.
    static func identifier(_ name: String, upper: Bool = false) -> String {
        let result = bareIdentifier(name, upper: upper)
        return isKeyword(result) ? "`\(result)`" : result
    }

    /// `name` as an argument label: ``identifier(_:upper:)``'s name, in backticks only where a
    /// label needs them (`inout`, `var` and `let` where a case declares it, `inout` alone where
    /// a call passes it); any other reserved word is a label as it is, and backticks there make
    /// the compiler warn.
    static func label(_ name: String, inCall: Bool = false) -> String {
        let result = bareIdentifier(name, upper: false)
        let needsBackticks = inCall ? result == "inout" : labelKeywords.contains(result)
        return needsBackticks ? "`\(result)`" : result
    }

    private static func bareIdentifier(_ name: String, upper: Bool) -> String {
        var words: [String] = []
        var word = String.UnicodeScalarView()
        for scalar in name.unicodeScalars {
            if scalar != "_", isIdentifierCharacter(scalar) {
                word.append(scalar)
            } else if !word.isEmpty {
                words.append(String(word))
                word = String.UnicodeScalarView()
            }
        }
        if !word.isEmpty { words.append(String(word)) }
        if words.isEmpty { words = ["field"] }
        var result = words.enumerated().map { i, w in
            i == 0 && !upper ? w.prefix(1).lowercased() + w.dropFirst() : w.prefix(1).uppercased() + w.dropFirst()
        }.joined()
        if let first = result.unicodeScalars.first, !isIdentifierHead(first) { result = "_" + result }
        return result
    }

    /// Whether `scalar` may start a Swift identifier: an ASCII letter or `_`, or a scalar both in
    /// the ranges The Swift Programming Language gives an identifier's head and one Unicode says
    /// may start an identifier (XID_Start), so that every compiler takes it.
    static func isIdentifierHead(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return scalar == "_" || ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) }
        return scalar.properties.isXIDStart && inHeadRanges(scalar.value)
    }

    /// Whether `scalar` may be in a Swift identifier after its first character: a head, an ASCII
    /// digit, or a combining mark of the grammar's ranges that Unicode lets continue one.
    static func isIdentifierCharacter(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return isIdentifierHead(scalar) || ("0"..."9").contains(scalar) }
        guard scalar.properties.isXIDContinue else { return false }
        let v = scalar.value
        return inHeadRanges(v) || (0x300...0x36F).contains(v) || (0x1DC0...0x1DFF).contains(v)
            || (0x20D0...0x20FF).contains(v) || (0xFE20...0xFE2F).contains(v)
    }

    /// The grammar's identifier-head ranges beyond ASCII.
    private static func inHeadRanges(_ v: UInt32) -> Bool {
        headRanges.contains { $0.contains(v) }
    }

    private static let headRanges: [ClosedRange<UInt32>] = [
        0xA8...0xA8, 0xAA...0xAA, 0xAD...0xAD, 0xAF...0xAF, 0xB2...0xB5, 0xB7...0xBA, 0xBC...0xBE, 0xC0...0xD6,
        0xD8...0xF6, 0xF8...0xFF, 0x100...0x2FF, 0x370...0x167F, 0x1681...0x180D, 0x180F...0x1DBF,
        0x1E00...0x1FFF, 0x200B...0x200D, 0x202A...0x202E, 0x203F...0x2040, 0x2054...0x2054, 0x2060...0x206F,
        0x2070...0x20CF, 0x2100...0x218F, 0x2460...0x24FF, 0x2776...0x2793, 0x2C00...0x2DFF, 0x2E80...0x2FFF,
        0x3004...0x3007, 0x3021...0x302F, 0x3031...0x303F, 0x3040...0xD7FF, 0xF900...0xFD3D, 0xFD40...0xFDCF,
        0xFDF0...0xFE1F, 0xFE30...0xFE44, 0xFE47...0xFFFD, 0x10000...0x1FFFD, 0x20000...0x2FFFD,
        0x30000...0x3FFFD, 0x40000...0x4FFFD, 0x50000...0x5FFFD, 0x60000...0x6FFFD, 0x70000...0x7FFFD,
        0x80000...0x8FFFD, 0x90000...0x9FFFD, 0xA0000...0xAFFFD, 0xB0000...0xBFFFD, 0xC0000...0xCFFFD,
        0xD0000...0xDFFFD, 0xE0000...0xEFFFD,
    ]

    /// The words Swift reserves in declarations, statements, expressions and types, which a name
    /// must not be without backticks (with `Type` and `Protocol`, which a member of a type may not
    /// be called).
    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "precedencegroup", "private", "protocol", "public", "rethrows",
        "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default",
        "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "switch", "throw",
        "where", "while", "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true",
        "try", "Type", "Protocol",
    ]

    /// Why `name` cannot name the generated enum, `nil` when it can: it must be ASCII letters,
    /// digits and `_`, not first a digit, no reserved word, and no type the code itself uses.
    package static func typeNameProblem(_ name: String) -> String? {
        guard let first = name.unicodeScalars.first, isIdentifierHead(first),
            name.unicodeScalars.allSatisfy({ $0.isASCII && isIdentifierCharacter($0) }),
            !isKeyword(name), !notTypeNames.contains(name)
        else { return "is not a Swift type name (letters, digits and _, not first a digit)" }
        if namesTheCodeUses.contains(name) {
            return "is a type the generated code uses; the enum would hide it (choose another name)"
        }
        return nil
    }

    /// Names that are identifiers but no type's name where the generated code writes one
    /// (`var row: some` reads `some` as the start of a type).
    private static let notTypeNames: Set<String> = ["_", "any", "some"]

    /// The reserved words a declared argument label needs backticks for.
    static let labelKeywords: Set<String> = ["inout", "var", "let"]

    /// Whether `name` is a word Swift reserves (see ``keywords``).
    static func isKeyword(_ name: String) -> Bool { keywords.contains(name) }

    /// The type names the generated code uses: an enum of one of these names would hide it (or,
    /// for its own nested types, contain itself), and the code would not compile.
    static let namesTheCodeUses: Set<String> = [
        "Band", "Placed", "RowKeys", "FieldKey", "String", "Int", "Decimal", "Bool", "Double", "Decodable",
        "Decoder", "DecodingError", "CodingKey", "Hashable", "Sendable", "Identifiable", "Optional", "Error",
        "Foundation", "Swift", "ReportGenCore",
    ]
}
