extension DiagnosticRule {
    /// One line on what the rule checks, for SARIF rule tables and the docs.
    public var summary: String {
        switch self {
        case .unreadableFile: return "The layout file exists, is a file and can be read."
        case .invalidEncoding: return "The layout file is UTF-8 text."
        case .yamlSyntax: return "The file is well-formed YAML."
        case .duplicateKey: return "A mapping holds each key once."
        case .yamlAmbiguity: return "No YAML 1.1 spellings (yes, no, on, off, 012) that tools read differently."
        case .yamlLimit: return "The file stays within the loader's size, node and nesting limits."
        case .unknownKey: return "Every key is one the language has."
        case .missingKey: return "Required keys are present."
        case .invalidValue: return "Values have the right YAML shape."
        case .unsupportedVersion: return "The layout version is one this engine reads."
        case .unknownType: return "Type names exist."
        case .unknownRowKind: return "Every row names a declared row kind."
        case .unknownField: return "Rows give only fields their kind declares."
        case .missingField: return "Rows give every field their kind declares."
        case .invalidBand: return "Band rules are toggle, keep, odd, even or none."
        case .invalidHeight: return "Heights are positive numbers."
        case .unknownName: return "Names in expressions are fields, computed fields, parameters or built-ins."
        case .unknownFunction: return "Functions exist and get the right number of arguments."
        case .expressionSyntax: return "Expressions parse."
        case .templateSyntax: return "Templates parse: every '{' closed, literal braces doubled."
        case .invalidFormat: return "Formats are valid and fit the value's type."
        case .typeMismatch: return "Every expression's type fits where it is used."
        case .misplacedAggregate: return "Aggregates appear only in group and report headers and footers."
        case .duplicateName: return "Names are declared once."
        case .invalidSourceLevel: return "'by: source' is the outermost level of a layout with sources."
        case .invalidOption: return "Options fit their field's type."
        case .invalidColumn: return "Every field maps to a declared column, one field of a kind per column."
        case .misplacedPageValue:
            return "'page' and 'pages' appear only in page headers and footers, 'continued' only in group headers."
        case .pageTooSmall: return "Pages leave room for their header, footer and every row kind."
        case .unusableFont: return "A font file the layout names exists and is a usable TrueType font."
        case .suspicious: return "Nothing legal but probably unintended."
        case .swiftNameClash: return "Row kinds, and the fields of a kind, have distinct names in generated Swift."
        case .unshownMissing: return "A source that may be missing has rows that show it missing, or is required."
        case .lowContrast: return "Row text is readable on its background and bands (WCAG 2.2 AA), and bands differ."
        }
    }
}
