/// A parsed expression before names are resolved: what the parser builds and the type checker reads.
///
/// Offsets count Unicode scalars from the start of the expression text, so diagnostics can
/// point at the offending character.
public struct Syntax: Sendable {
    /// The node's shape.
    public indirect enum Kind: Sendable {
        case number(String)
        case string(String)
        case bool(Bool)
        case null
        /// A dotted name: `amount`, `source.title`, `params.currency`.
        case name([String])
        case unary(UnaryOperator, Syntax)
        case binary(BinaryOperator, Syntax, Syntax)
        case call(String, [Syntax])
    }

    /// The shape.
    public var kind: Kind
    /// Where it starts (for operators, where the operator is).
    public var offset: Int
}

/// `-x` and `not x`.
public enum UnaryOperator: String, Sendable {
    case negate = "-"
    case not = "not"
}

/// The binary operators, loosest first by group.
public enum BinaryOperator: String, Sendable {
    case or, and
    case equal = "==", notEqual = "!=", less = "<", lessOrEqual = "<=", greater = ">", greaterOrEqual = ">="
    case add = "+", subtract = "-", multiply = "*", divide = "/"
}

/// Why an expression or template does not parse, and where.
public struct SyntaxError: Error, Sendable, Hashable {
    /// The offending character, in scalars from the start of the text.
    public var offset: Int
    /// What is wrong.
    public var message: String
}
