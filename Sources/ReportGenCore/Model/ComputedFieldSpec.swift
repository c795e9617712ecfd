/// `name: EXPRESSION` under `input.computed`.
public struct ComputedFieldSpec: Sendable {
    public var name: Located<String>
    public var expression: YAMLScalar
}
