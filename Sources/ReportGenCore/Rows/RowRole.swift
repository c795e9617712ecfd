/// What a row is in the report's structure: paginating renderers keep a header with the row after
/// it, a footer with the row before it, and repeat headers on continuation pages.
public enum RowRole: String, Sendable, Hashable, CaseIterable {
    /// A group's (or the report's) header row.
    case header
    /// A row of `detail`, once per record.
    case detail
    /// A group's (or the report's) footer row.
    case footer
    /// A row of `empty` or `missing`: a group, source or report without records.
    case empty
}
