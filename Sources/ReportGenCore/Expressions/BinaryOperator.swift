/// The binary operators, loosest first by group.
@_spi(Fuzzing) public enum BinaryOperator: String, Sendable {
    case or, and
    case equal = "==", notEqual = "!=", less = "<", lessOrEqual = "<=", greater = ">", greaterOrEqual = ">="
    case add = "+", subtract = "-", multiply = "*", divide = "/"
}
