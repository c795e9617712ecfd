/// A row kind's look: its own `style:` over the report-wide defaults. `nil` means "the renderer's
/// default" (no fill, the default colour and size).
public struct RowStyle: Sendable, Hashable {
    public var background: ReportColor?
    public var color: ReportColor?
    public var bold = false
    public var italic = false
    /// Points.
    public var size: FixedDecimal?
    public var align: ReportTextAlignment?
    /// Extra indent steps.
    public var indent = 0
    /// The `align` the row kind sets itself (``align`` may come from the report-wide style): it
    /// wins over a column's `align`, which wins over the report-wide one.
    public var ownAlign: ReportTextAlignment?

    /// The renderers' defaults.
    public static let plain = RowStyle()

    /// Whether any setting differs from the defaults.
    public var isPlain: Bool { self == .plain }

    /// The indent steps of a row at `level` whose style says `indent`: one per group level inside
    /// the outermost (report rows and the outermost groups' rows start at the margin), then
    /// `indent` more, at every level.
    @inline(__always)
    static func indentSteps(level: Int, indent: Int) -> Int {
        levelSteps(level) + max(0, indent)
    }

    /// The indent steps of a row at `level` for its level alone (see
    /// ``indentSteps(level:indent:)``): for a renderer that works out a kind's part once. A row's
    /// level is one of the report's (or one more), far from overflowing: no check.
    @inline(__always)
    static func levelSteps(_ level: Int) -> Int {
        max(0, level &- 1)
    }
}
