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
