/// A parsed expression before names are resolved: what the parser builds and the type checker reads.
///
/// Offsets count Unicode scalars from the start of the expression text, so diagnostics can
/// point at the offending character.
@_spi(Fuzzing) public struct Syntax: Sendable {
    /// The node's shape.
    indirect enum Kind: Sendable {
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
    private(set) var kind: Kind
    /// Where it starts (for operators, where the operator is).
    private(set) var offset: Int
    /// How many operators and calls deep the tree is: 0 for a literal or a name, one more than
    /// the deepest operand or argument otherwise. Every walk over the tree recurses this deep;
    /// the parser bounds it (``ExpressionParser/maxOperatorDepth``).
    @_spi(Fuzzing) public private(set) var depth: Int

    /// Creates a node; its depth follows from its children's.
    init(kind: Kind, offset: Int) {
        self.kind = kind
        self.offset = offset
        switch kind {
        case .number, .string, .bool, .null, .name: depth = 0
        case .unary(_, let operand): depth = operand.depth + 1
        case .binary(_, let lhs, let rhs): depth = Swift.max(lhs.depth, rhs.depth) + 1
        case .call(_, let arguments): depth = (arguments.lazy.map(\.depth).max() ?? 0) + 1
        }
    }
}
