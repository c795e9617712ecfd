/// One entry of `columns:`: a column of the report's grid.
public struct ColumnSpec: Sendable {
    public var name: Located<String>
    /// `width:`, relative to the other columns' (default 1).
    public var width: Located<FixedDecimal>?
    public var align: Located<TextAlignment>?
    /// `title:`, shown above the column.
    public var title: Located<String>?
}
