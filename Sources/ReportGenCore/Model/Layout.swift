/// A layout file as written: the first typed stage after YAML, before any checking.
///
/// Every value keeps its position, so later stages can point at it.
struct Layout: Sendable {
    /// The file it was read from, as given.
    var file: String
    /// `layout:`, the language version.
    var version: Located<Int>
    /// `title:`.
    var title: Located<String>?
    /// `parameters:`.
    var parameters: [ParameterSpec]
    /// `input:`.
    var input: InputSpec
    /// `sources:`; `nil` when the layout reads one stream.
    var sources: [SourceSpec]?
    /// `columns:`: the report's grid, left to right; empty when not given.
    var columns: [ColumnSpec]
    /// `style:`: report-wide visual settings.
    var style: ReportStyleSpec
    /// `rows:`, in declared order.
    var rows: [RowKindSpec]
    /// `report:`.
    var report: ReportSpec
    /// `locale:`, as written; `nil` for the default (`en-US-POSIX`).
    var locale: Located<String>? = nil
    /// `page:`, for `--format pdf`.
    var page: PageSpec?
    /// `output:`: per-format settings.
    var output: OutputSpec? = nil
}
