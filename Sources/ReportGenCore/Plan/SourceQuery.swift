/// A database source's `query:` and its checked `arguments:`.
struct SourceQuery: Sendable {
    /// The SQL text, sent as written; arguments are bound to its placeholders, never pasted in.
    var text: String
    /// Where the query's text starts in the layout (SQL errors point here).
    var position: SourcePosition
    /// The arguments' expressions (parameters and literals), in placeholder order.
    var arguments: [Expr]
    /// Where each argument is written.
    var argumentPositions: [SourcePosition]
}
