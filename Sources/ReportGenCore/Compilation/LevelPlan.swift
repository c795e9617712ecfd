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
    /// With `all_values: true`: the key's declared values in order, and the record slot the key
    /// reads (set to the declared value in the rows of an instance without records).
    public var declaredKeys: (values: [Value], slot: Int)?
    /// `empty:` (source and `all_values` levels) and `missing:` (source level only).
    public var empty: [EmitterPlan]
    public var missing: [EmitterPlan]
    /// `page_break`, `repeat_header`, `keep_together`.
    public var paging = LevelPaging()
}
