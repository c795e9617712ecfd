/// One group level: `{ by, header, footer, empty, missing }`.
public struct LevelSpec: Sendable {
    /// The key expression (or `source`).
    public var by: YAMLScalar
    public var header: [EmitterSpec]
    public var footer: [EmitterSpec]
    public var empty: [EmitterSpec]
    public var missing: [EmitterSpec]
    /// `all_values: true`: every declared value of the level's enum key has an instance, in the
    /// declared order, records or not.
    public var allValues: Located<Bool>?
    /// Pages (`--format pdf`): `page_break`, `repeat_header`, `keep_together`.
    public var pageBreak: Located<PageBreak>?
    public var repeatHeader: Located<Bool>?
    public var keepTogether: Located<Bool>?
    public var position: SourcePosition

    /// Whether this is the `by: source` level.
    public var isSourceLevel: Bool { by.text.trimmingSpaces == "source" }
}
