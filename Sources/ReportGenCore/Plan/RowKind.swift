/// A row kind as renderers see it: name, height, band rule and typed fields.
package struct RowKind: Sendable, Hashable {
    /// One typed field of a row kind.
    struct Field: Sendable, Hashable {
        var name: String
        var type: ValueType
        /// For decimals: the places values are rounded to.
        var places: Int?
        /// For dates: how text renderers show them.
        var pattern: DatePattern?
        /// The report column the field goes to (an index into ``RenderSchema/columns``), or `nil`.
        var column: Int? = nil
    }

    package var name: String
    /// Points, carried on every row of the kind.
    var height: FixedDecimal
    var band: BandRule
    var fields: [Field]
    /// The kind's look (its own `style:` over the report-wide defaults).
    var style: RowStyle = .plain
    /// Whether the kind has a `style:` of its own (one without is bold where it heads or closes
    /// the report or an outermost group, whatever the report-wide defaults; see
    /// ``ColumnGrid/isBold(_:kind:)``).
    var hasOwnStyle = false
}
