/// One group level: `{ by, header, footer, empty, missing }`.
struct LevelSpec: Sendable {
    /// The key expression (or `source`).
    var by: YAMLScalar
    var header: [EmitterSpec]
    var footer: [EmitterSpec]
    var empty: [EmitterSpec]
    var missing: [EmitterSpec]
    /// `all_values: true`: every declared value of the level's enum key has an instance, in the
    /// declared order, records or not.
    var allValues: Located<Bool>?
    /// Pages (`--format pdf`): `page_break`, `repeat_header`, `keep_together`.
    var pageBreak: Located<PageBreak>?
    var repeatHeader: Located<Bool>?
    var keepTogether: Located<Bool>?
    var position: SourcePosition
    /// Where the level's `empty` and `missing` keys are, for a message about them.
    var emptyPosition: SourcePosition?
    var missingPosition: SourcePosition?

    /// Whether this is the `by: source` level.
    var isSourceLevel: Bool { by.text.trimmingSpaces == "source" }
}
