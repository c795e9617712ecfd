/// A parsed and type-checked template.
struct Template: Sendable {
    /// One piece.
    enum Part: Sendable {
        case text(String)
        case hole(Expr, ValueFormat?)
    }

    /// The pieces, in order.
    var parts: [Part]

    /// Whether any hole holds an aggregate.
    var usesAggregates: Bool {
        parts.contains { if case .hole(let e, _) = $0 { return e.usesAggregates } else { return false } }
    }
}
