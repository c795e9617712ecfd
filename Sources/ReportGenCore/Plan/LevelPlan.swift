/// One group level.
struct LevelPlan: Sendable {
    /// The key; `nil` for `by: source`.
    var key: Expr?
    /// The key as written, for messages.
    var keyText: String
    /// Where the key is in the layout.
    var keyPosition: SourcePosition
    var isSourceLevel: Bool { key == nil }
    /// Header and footer rows and their aggregates.
    var scope: ScopePlan
    /// With `all_values: true`: the key's declared values in order, and the record slot the key
    /// reads (set to the declared value in the rows of an instance without records).
    var declaredKeys: (values: [Value], slot: Int)?
    /// `empty:` (source and `all_values` levels) and `missing:` (source level only).
    var empty: [EmitterPlan]
    var missing: [EmitterPlan]
    /// `page_break`, `repeat_header`, `keep_together`.
    var paging = LevelPaging()
}
