/// What names mean where an expression is checked.
public struct ExpressionScope: Sendable {
    /// A record field visible by name.
    public struct Field: Sendable {
        public var slot: Int
        public var type: ValueType

        /// Creates a field.
        public init(slot: Int, type: ValueType) {
            self.slot = slot
            self.type = type
        }
    }

    /// Fields and computed fields, by name.
    public var fields: [String: Field] = [:]
    /// Parameters, by name, with their index.
    public var parameters: [String: (index: Int, type: ValueType)] = [:]
    /// Whether `source.name` and `source.title` exist.
    public var hasSources = false
    /// Whether aggregates may be used here (level and report headers and footers).
    public var allowsAggregates = false
    /// Why aggregates are not allowed, for the message.
    public var aggregateContext = "here"
    /// Whether `page` and `pages` exist (`page.header` and `page.footer` rows).
    public var hasPageNumbers = false
    /// Whether `continued` exists (a group's header rows).
    public var hasContinued = false

    /// Creates an empty scope.
    public init() {}

    /// Every name an expression could use here, for "did you mean".
    var allNames: [String] {
        var names = Array(fields.keys) + parameters.keys.map { "params.\($0)" } + ["report.title"]
        if hasSources { names += ["source.name", "source.title"] }
        if hasPageNumbers { names += ["page", "pages"] }
        if hasContinued { names.append("continued") }
        return names
    }
}
