/// `{ row: KIND, when: EXPR, FIELD: VALUE, ... }`.
public struct RowEmitterSpec: Sendable {
    public var kind: Located<String>
    public var when: YAMLScalar?
    /// `id:`: an expression whose value identifies the row among its kind's siblings.
    public var id: YAMLScalar?
    /// Field values in written order: templates for string fields, expressions otherwise.
    public var fields: [(name: Located<String>, value: YAMLScalar)]
    public var position: SourcePosition
}
