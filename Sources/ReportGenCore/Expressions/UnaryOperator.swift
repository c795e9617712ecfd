/// `-x` and `not x`.
public enum UnaryOperator: String, Sendable {
    case negate = "-"
    case not = "not"
}
