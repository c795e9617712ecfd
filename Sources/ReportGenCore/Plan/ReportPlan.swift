/// A checked layout, ready for the engine: every name is a slot, every expression typed, every
/// aggregate an accumulator.
package struct ReportPlan: Sendable {
    /// The layout file, as given.
    var file: String
    /// `title:`.
    var title: String?
    /// The record schema and conversions.
    var input: InputPlan
    /// The named streams, in order; empty for a one-stream layout.
    package var sources: [SourcePlan]
    /// Whether the layout declares `sources:` (even an empty list).
    package var declaresSources: Bool
    /// The row kinds, indexed by ``TypedRow/kind``.
    package var rowKinds: [RowKind]
    /// `columns:`, left to right; empty when the layout has none.
    var columns: [Column] = []
    /// The report-wide `style:`.
    var style: ReportStyle = .plain
    /// The parameters, indexed by `.parameter(i)`.
    package var parameters: [ParameterPlan]
    /// The group levels, outermost first.
    var levels: [LevelPlan]
    /// `report.detail`.
    var detail: [EmitterPlan]
    /// `report.header`, `report.footer`, `report.empty` and their aggregates over all records.
    var reportScope: ScopePlan
    /// The number of value slots in a record (input fields, then computed fields).
    var slotCount: Int
    /// `locale:`: the names and separators of the renderers' own formatting.
    var locale: ReportLocale = .posix
    /// `page:`: the paper of `--format pdf`.
    package var page = PagePlan.standard
    /// `output:`: each format's settings.
    package var output = OutputSettings.standard

    /// The level number of detail rows.
    var detailLevel: Int { levels.count + 1 }
    /// Whether the outermost level is `by: source`.
    var hasSourceLevel: Bool { levels.first?.isSourceLevel ?? false }
}
