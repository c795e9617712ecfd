/// One entry of `columns:`: a column of the report's grid.
struct ColumnSpec: Sendable {
    var name: Located<String>
    /// `width:`, relative to the other columns' (default 1).
    var width: Located<FixedDecimal>?
    var align: Located<ReportTextAlignment>?
    /// `title:`, shown above the column.
    var title: Located<String>?
}
