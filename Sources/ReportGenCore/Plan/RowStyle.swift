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

    /// The renderers' defaults.
    public static let plain = RowStyle()

    /// Whether any setting differs from the defaults.
    public var isPlain: Bool { self == .plain }
}
