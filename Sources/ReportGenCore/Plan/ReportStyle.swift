/// The report-wide look: the font and the band colours.
public struct ReportStyle: Sendable, Hashable {
    /// A standard PDF font family (Helvetica, Times, Courier) or the path of a TrueType file,
    /// relative to the layout.
    public var fontFamily: String?
    /// Points.
    public var fontSize: FixedDecimal?
    /// The background of rows in the odd and even bands.
    public var oddBand: ReportColor?
    public var evenBand: ReportColor?

    /// Nothing set.
    public static let plain = ReportStyle()

    /// The background of a row in `band`, if the bands have colours.
    public func background(for band: Band?) -> ReportColor? {
        switch band {
        case .odd: return oddBand
        case .even: return evenBand
        case nil: return nil
        }
    }
}
