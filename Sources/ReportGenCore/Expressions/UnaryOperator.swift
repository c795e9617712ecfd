/// `-x` and `not x`.
enum UnaryOperator: String, Sendable {
    case negate = "-"
    case not = "not"
}
