/// A column of the report's grid, as renderers see it.
public struct Column: Sendable, Hashable {
    public var name: String
    /// Shown above the column (the heading line, the header row); `nil` for none.
    public var title: String?
    /// The column's share of the width, relative to the others'.
    public var width: FixedDecimal
    /// `nil`: text left, numbers right.
    public var align: ReportTextAlignment?
}
