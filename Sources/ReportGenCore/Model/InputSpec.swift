/// `input:`: the record schema.
public struct InputSpec: Sendable {
    public var fields: [FieldSpec]
    public var computed: [ComputedFieldSpec]
    public var sortedBy: [Located<String>]
    public var format: Located<InputFormat>?
    public var position: SourcePosition
    /// `time_zone:`, as written; `nil` when date-times without an offset stay naive.
    public var timeZone: Located<String>? = nil
    /// `csv:`, `encoding:` and `null_values:`.
    public var dialect = InputDialectSpec()
}
