/// The record schema: how to turn columns into typed slots.
struct InputPlan: Sendable {
    /// One declared field.
    struct Field: Sendable {
        var name: String
        var column: String
        var type: FieldType
        var places: Int?
        /// For `date`/`datetime` with a `format:`; `nil` for the ISO default.
        var pattern: DatePattern?
        var optional: Bool
        /// For enums: raw bytes → label.
        var enumValues: [(raw: [UInt8], label: Value)]
        /// Whether any expression reads it: unused string fields are checked but never built.
        var isUsed: Bool
        /// How many places of the layout read it (each time an expression, a template's hole or
        /// `sorted_by` names it). A text read in one place only, a detail row's field, is moved
        /// into the row rather than copied (see ``CompiledEmitter/Field/takenText(_:)``); 0 when
        /// not counted, which moves nothing.
        var reads = 0
        /// For `datetime` under `input.time_zone`: the zone values are read and shown in.
        var timeZone: ReportTimeZone? = nil
        /// `null_values` and the number separators, boxed: a field is copied now and then while
        /// records are read, and one reference (none without them) keeps that as cheap as before.
        var dialect: FieldDialect? = nil
    }

    var fields: [Field]
    /// Computed fields: slot, expression and the expression's place in the layout, in order.
    var computed: [(name: String, slot: Int, expression: Expr, position: SourcePosition)]
    /// The slots records are sorted on, most significant first, each ascending or descending.
    var sortedBy: [(name: String, slot: Int, descending: Bool)]
    /// `input.format`, if given.
    var format: InputFormat?
    /// `input.csv` and `input.encoding`.
    var dialect = Dialect()
}
