/// One group level.
public struct LevelPlan: Sendable {
    /// The key; `nil` for `by: source`.
    public var key: Expr?
    /// The key as written, for messages.
    public var keyText: String
    /// Where the key is in the layout.
    public var keyPosition: SourcePosition
    public var isSourceLevel: Bool { key == nil }
    /// Header and footer rows and their aggregates.
    public var scope: ScopePlan
    /// `empty:` and `missing:` (source level only).
    public var empty: [EmitterPlan]
    public var missing: [EmitterPlan]
}
