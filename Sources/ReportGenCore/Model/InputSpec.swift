/// `input:`: the record schema.
public struct InputSpec: Sendable {
    public var fields: [FieldSpec]
    public var computed: [ComputedFieldSpec]
    public var sortedBy: [Located<String>]
    public var format: Located<InputFormat>?
    public var position: SourcePosition
    /// `csv:`, `encoding:` and `null_values:`.
    public var dialect = InputDialectSpec()
}
