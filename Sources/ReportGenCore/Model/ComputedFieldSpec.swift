/// `name: EXPRESSION` under `input.computed`.
struct ComputedFieldSpec: Sendable {
    var name: Located<String>
    var expression: YAMLScalar
}
