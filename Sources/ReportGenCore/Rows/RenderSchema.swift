/// What renderers, sinks and codegen need of a checked layout, and nothing more: the title, the
/// row kinds, the columns, the look and locale, the page and the `output:` settings. Made once per
/// run (``ReportPlan/renderSchema``); the record schema, the levels' keys, the emitters and the
/// aggregates stay with the engine.
///
/// ```swift
/// let schema = plan.renderSchema
/// schema.rowKinds[row.kind].name   // "detail"
/// ```
package struct RenderSchema: Sendable {
    /// The layout file, as given: for messages, and for files named relative to it (a font).
    var file: String
    /// `title:`.
    var title: String?
    /// The row kinds, indexed by ``TypedRow/kind``.
    package var rowKinds: [RowKind]
    /// `columns:`, left to right; empty when the layout has none.
    var columns: [Column]
    /// The report-wide `style:`.
    var style: ReportStyle
    /// `locale:`: the names and separators of the renderers' own formatting.
    var locale: ReportLocale
    /// `page:`: the paper, margins and page header and footer rows of `--format pdf`.
    package var page: PagePlan
    /// How each group level meets page boundaries, outermost first: one per level.
    var levels: [LevelPaging]
    /// `output:`: each format's settings.
    package var output = OutputSettings.standard
}
