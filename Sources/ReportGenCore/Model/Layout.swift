/// A layout file as written: the first typed stage after YAML, before any checking.
///
/// Every value keeps its position, so later stages can point at it.
public struct Layout: Sendable {
    /// The file it was read from, as given.
    public var file: String
    /// `layout:`, the language version.
    public var version: Located<Int>
    /// `title:`.
    public var title: Located<String>?
    /// `parameters:`.
    public var parameters: [ParameterSpec]
    /// `input:`.
    public var input: InputSpec
    /// `sources:`; `nil` when the layout reads one stream.
    public var sources: [SourceSpec]?
    /// `columns:`: the report's grid, left to right; empty when not given.
    public var columns: [ColumnSpec]
    /// `style:`: report-wide visual settings.
    public var style: ReportStyleSpec
    /// `rows:`, in declared order.
    public var rows: [RowKindSpec]
    /// `report:`.
    public var report: ReportSpec
    /// `locale:`, as written; `nil` for the default (`en-US-POSIX`).
    public var locale: Located<String>? = nil
    /// `page:`, for `--format pdf`.
    public var page: PageSpec?
}
