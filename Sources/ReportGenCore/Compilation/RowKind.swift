/// A row kind as renderers see it: name, height, band rule and typed fields.
public struct RowKind: Sendable, Hashable {
    /// One typed field of a row kind.
    public struct Field: Sendable, Hashable {
        public var name: String
        public var type: ValueType
        /// For decimals: the places values are rounded to.
        public var places: Int?
        /// For dates: how text renderers show them.
        public var pattern: DatePattern?
        /// The report column the field goes to (an index into ``ReportPlan/columns``), or `nil`.
        public var column: Int? = nil
    }

    public var name: String
    /// Points, carried on every row of the kind.
    public var height: FixedDecimal
    public var band: BandRule
    public var fields: [Field]
    /// The kind's look (its own `style:` over the report-wide defaults).
    public var style: RowStyle = .plain
}
