/// `name: { type: T, default: V }` under `parameters:`.
struct ParameterSpec: Sendable {
    var name: Located<String>
    var type: Located<FieldType>
    /// The default, as written; `nil` makes the parameter required.
    var defaultValue: YAMLScalar?
}
