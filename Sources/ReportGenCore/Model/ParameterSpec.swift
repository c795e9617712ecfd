/// `name: { type: T, default: V }` under `parameters:`.
struct ParameterSpec: Sendable {
    var name: Located<String>
    var type: Located<FieldType>
    /// The default, as written; `nil` makes the parameter required.
    var defaultValue: YAMLScalar?
    /// Whether the declaration is sound: `false` when its type is unknown (already reported). The
    /// name is kept, so that expressions reading it report nothing more.
    var isValid = true
}
