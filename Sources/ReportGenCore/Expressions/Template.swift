/// A parsed and type-checked template.
public struct Template: Sendable {
    /// One piece.
    public enum Part: Sendable {
        case text(String)
        case hole(Expr, ValueFormat?)
    }

    /// The pieces, in order.
    public var parts: [Part]

    /// Whether any hole holds an aggregate.
    var usesAggregates: Bool {
        parts.contains { if case .hole(let e, _) = $0 { return e.usesAggregates } else { return false } }
    }
}
