/// A database source's `query:` and its checked `arguments:`.
public struct SourceQuery: Sendable {
    /// The SQL text, sent as written; arguments are bound to its placeholders, never pasted in.
    public var text: String
    /// Where the query's text starts in the layout (SQL errors point here).
    public var position: SourcePosition
    /// The arguments' expressions (parameters and literals), in placeholder order.
    public var arguments: [Expr]
    /// Where each argument is written.
    public var argumentPositions: [SourcePosition]
}
