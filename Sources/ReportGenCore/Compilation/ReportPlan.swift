/// A checked layout, ready for the engine: every name is a slot, every expression typed, every
/// aggregate an accumulator.
public struct ReportPlan: Sendable {
    /// The layout file, as given.
    public var file: String
    /// `title:`.
    public var title: String?
    /// The record schema and conversions.
    public var input: InputPlan
    /// The named streams, in order; empty for a one-stream layout.
    public var sources: [SourcePlan]
    /// Whether the layout declares `sources:` (even an empty list).
    public var declaresSources: Bool
    /// The row kinds, indexed by ``TypedRow/kind``.
    public var rowKinds: [RowKind]
    /// `columns:`, left to right; empty when the layout has none.
    public var columns: [Column] = []
    /// The report-wide `style:`.
    public var style: ReportStyle = .plain
    /// The parameters, indexed by `.parameter(i)`.
    public var parameters: [ParameterPlan]
    /// The group levels, outermost first.
    public var levels: [LevelPlan]
    /// `report.detail`.
    public var detail: [EmitterPlan]
    /// `report.header`, `report.footer`, `report.empty` and their aggregates over all records.
    public var reportScope: ScopePlan
    /// The number of value slots in a record (input fields, then computed fields).
    public var slotCount: Int
    /// `locale:`: the names and separators of the renderers' own formatting.
    public var locale: ReportLocale = .posix
    /// `page:`: the paper of `--format pdf`.
    public var page = PagePlan.standard

    /// The level number of detail rows.
    public var detailLevel: Int { levels.count + 1 }
    /// Whether the outermost level is `by: source`.
    public var hasSourceLevel: Bool { levels.first?.isSourceLevel ?? false }
}
