/// What names mean where an expression is checked.
@_spi(Fuzzing) public struct ExpressionScope: Sendable {
    /// A record field visible by name.
    @_spi(Fuzzing) public struct Field: Sendable {
        var slot: Int
        var type: ValueType

        /// Creates a field.
        @_spi(Fuzzing) public init(slot: Int, type: ValueType) {
            self.slot = slot
            self.type = type
        }
    }

    /// Fields and computed fields, by name.
    @_spi(Fuzzing) public var fields: [String: Field] = [:]
    /// Names (`amount`, `params.limit`) whose declaration has an error already reported: a field
    /// or parameter of an unknown type, a computed field whose expression does not check. An
    /// expression that reads one is left unchecked, so that one mistake is reported once, where
    /// it is, and not again as a type error at every use.
    var erroneous: Set<String> = []
    /// Computed fields declared after the one being checked, which it cannot read yet: named so
    /// in the message, where "unknown name" would mislead.
    var declaredLater: Set<String> = []
    /// Parameters, by name, with their index.
    var parameters: [String: (index: Int, type: ValueType)] = [:]
    /// Whether `source.name` and `source.title` exist.
    @_spi(Fuzzing) public var hasSources = false
    /// Whether aggregates may be used here (level and report headers and footers).
    @_spi(Fuzzing) public var allowsAggregates = false
    /// Why aggregates are not allowed, for the message.
    var aggregateContext = "here"
    /// Whether `page` and `pages` exist (`page.header` and `page.footer` rows).
    var hasPageNumbers = false
    /// Whether `continued` exists (a group's header rows).
    var hasContinued = false

    /// Creates an empty scope.
    @_spi(Fuzzing) public init() {}

    /// Every name an expression could use here, for "did you mean".
    var allNames: [String] {
        var names = Array(fields.keys) + parameters.keys.map { "params.\($0)" } + ["report.title"]
        if hasSources { names += ["source.name", "source.title"] }
        if hasPageNumbers { names += ["page", "pages"] }
        if hasContinued { names.append("continued") }
        return names
    }
}
