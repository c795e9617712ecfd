/// `{ row: KIND, when: EXPR, FIELD: VALUE, ... }`.
struct RowEmitterSpec: Sendable {
    var kind: Located<String>
    var when: YAMLScalar?
    /// `id:`: an expression whose value identifies the row among its kind's siblings.
    var id: YAMLScalar?
    /// Field values in written order: templates for string fields, expressions otherwise.
    var fields: [(name: Located<String>, value: YAMLScalar)]
    var position: SourcePosition
}
