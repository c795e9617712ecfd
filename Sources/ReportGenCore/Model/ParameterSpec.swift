/// `name: { type: T, default: V }` under `parameters:`.
public struct ParameterSpec: Sendable {
    public var name: Located<String>
    public var type: Located<FieldType>
    /// The default, as written; `nil` makes the parameter required.
    public var defaultValue: YAMLScalar?
}
