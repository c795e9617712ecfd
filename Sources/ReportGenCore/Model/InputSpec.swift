/// `input:`: the record schema.
struct InputSpec: Sendable {
    var fields: [FieldSpec]
    var computed: [ComputedFieldSpec]
    var sortedBy: [Located<String>]
    var format: Located<InputFormat>?
    var position: SourcePosition
    /// `time_zone:`, as written; `nil` when date-times without an offset stay naive.
    var timeZone: Located<String>? = nil
    /// `csv:`, `encoding:` and `null_values:`.
    var dialect = InputDialectSpec()
}
