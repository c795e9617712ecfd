/// The stable ids of the validator's rules, printed as `[rule-id]` after each message.
///
/// Ids never change meaning once released: CI configurations and editors key on them.
public enum DiagnosticRule: String, Hashable, Sendable, CaseIterable {
    /// The layout file cannot be read: it does not exist, is a directory, or is not readable.
    case unreadableFile = "unreadable-file"
    /// The layout file is not UTF-8 text.
    case invalidEncoding = "invalid-encoding"
    /// The file is not well-formed YAML.
    case yamlSyntax = "yaml-syntax"
    /// A mapping holds the same key twice.
    case duplicateKey = "duplicate-key"
    /// A YAML 1.1 spelling (`yes`, `no`, `on`, `012`) that other tools read differently.
    case yamlAmbiguity = "yaml-ambiguity"
    /// The file expands to more nodes, or nests deeper, than the loader allows.
    case yamlLimit = "yaml-limit"
    /// A key the language does not have.
    case unknownKey = "unknown-key"
    /// A required key is absent.
    case missingKey = "missing-key"
    /// A value has the wrong YAML shape (a list where a mapping belongs, ...).
    case invalidValue = "invalid-value"
    /// The `layout:` version is not one this engine reads.
    case unsupportedVersion = "unsupported-version"
    /// A type name that does not exist.
    case unknownType = "unknown-type"
    /// A `row:` that names no declared row kind.
    case unknownRowKind = "unknown-row-kind"
    /// An emitter gives a field its row kind does not declare.
    case unknownField = "unknown-field"
    /// An emitter leaves out a field its row kind declares.
    case missingField = "missing-field"
    /// A `band:` that is not `toggle`, `keep`, `odd`, `even` or `none`.
    case invalidBand = "invalid-band"
    /// A height that is not a positive number.
    case invalidHeight = "invalid-height"
    /// A name in an expression that is not a field, computed field, parameter or built-in.
    case unknownName = "unknown-name"
    /// A function that does not exist, or is called with the wrong number of arguments.
    case unknownFunction = "unknown-function"
    /// An expression or template hole that does not parse.
    case expressionSyntax = "expression-syntax"
    /// A template that does not parse (an unclosed `{`, a stray `}`).
    case templateSyntax = "template-syntax"
    /// A format (`{date:MMM dd}`, `{amount:,.2}`) that is invalid or does not fit the value.
    case invalidFormat = "invalid-format"
    /// An expression whose type does not fit where it is used.
    case typeMismatch = "type-mismatch"
    /// An aggregate (`sum`, `count`, ...) where records are not grouped.
    case misplacedAggregate = "misplaced-aggregate"
    /// A name declared twice (fields, computed fields, sources, row kinds, parameters).
    case duplicateName = "duplicate-name"
    /// `by: source` that is not the outermost level, or `source.*` without sources.
    case invalidSourceLevel = "invalid-source-level"
    /// A `places:` or `format:` option that is invalid for its type.
    case invalidOption = "invalid-option"
    /// A field mapped to a column that does not exist, or two fields of one kind in one column.
    case invalidColumn = "invalid-column"
    /// `page` or `pages` outside `page.header`/`page.footer`, or `continued` outside a group's header.
    case misplacedPageValue = "misplaced-page-value"
    /// A page whose margins, header and footer leave no room, or a row kind taller than a page's body.
    case pageTooSmall = "page-too-small"
    /// A `style.font.family` file that does not exist, cannot be read, is larger than 64 MiB or is
    /// not a usable TrueType font (checked by `validate`, and by a PDF run before it starts).
    case unusableFont = "unusable-font"
    /// Something legal but probably not meant (an unused source, ...).
    case suspicious = "suspicious"
    /// Two row kinds, or two fields of a kind, that `codegen swift` would give the same Swift
    /// name (`my-row` and `my_row` are both `myRow`): the layout renders, its Swift enum would
    /// not compile.
    case swiftNameClash = "swift-name-clash"
    /// A source that can be missing with no `missing` rows to show it: a run without it fails.
    case unshownMissing = "unshown-missing"
    /// A row kind's text on its background or band under WCAG 2.2 AA's contrast (4.5:1, 3:1 for
    /// large text), or odd and even bands that cannot be told apart (under 1.1:1).
    case lowContrast = "low-contrast"
}
