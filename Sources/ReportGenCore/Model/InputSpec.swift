/// `input:`: the record schema.
struct InputSpec: Sendable {
    var fields: [FieldSpec]
    var computed: [ComputedFieldSpec]
    var sortedBy: [Located<String>]
    var format: Located<InputFormat>?
    var position: SourcePosition
    /// `time_zone:`, as written; `nil` for the default, UTC.
    var timeZone: Located<String>? = nil
    /// `csv:`, `encoding:` and `null_values:`.
    var dialect = InputDialectSpec()
}
