/// The record schema: how to turn columns into typed slots.
public struct InputPlan: Sendable {
    /// One declared field.
    public struct Field: Sendable {
        public var name: String
        public var column: String
        public var type: FieldType
        public var places: Int?
        /// For `date`/`datetime` with a `format:`; `nil` for the ISO default.
        public var pattern: DatePattern?
        public var optional: Bool
        /// For enums: raw bytes → label.
        public var enumValues: [(raw: [UInt8], label: Value)]
        /// Whether any expression reads it: unused string fields are checked but never built.
        public var isUsed: Bool
        /// For `datetime` under `input.time_zone`: the zone values are read and shown in.
        public var timeZone: ReportTimeZone? = nil
        /// `null_values` and the number separators, boxed: a field is copied now and then while
        /// records are read, and one reference (none without them) keeps that as cheap as before.
        var dialect: FieldDialect? = nil
    }

    public var fields: [Field]
    /// Computed fields: slot, expression and the expression's place in the layout, in order.
    public var computed: [(name: String, slot: Int, expression: Expr, position: SourcePosition)]
    /// The slots records are sorted on, most significant first, each ascending or descending.
    public var sortedBy: [(name: String, slot: Int, descending: Bool)]
    /// `input.format`, if given.
    public var format: InputFormat?
    /// `input.csv` and `input.encoding`.
    public var dialect = Dialect()
}
