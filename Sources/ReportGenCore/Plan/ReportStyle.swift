/// The report-wide look: the font and the band colours.
public struct ReportStyle: Sendable, Hashable {
    /// A standard PDF font family (Helvetica, Times, Courier) or the path of a TrueType file,
    /// relative to the layout.
    public var fontFamily: String?
    /// `style.font.family` as a list (v1.2): family names or font files, tried in order for each
    /// character; the first is ``fontFamily``. Empty when the layout names one family or none.
    public var fontFamilies: [String] = []
    /// Points.
    public var fontSize: FixedDecimal?
    /// The background of rows in the odd and even bands.
    public var oddBand: ReportColor?
    public var evenBand: ReportColor?

    /// Every family the layout names, in order (one, a list, or none).
    public var families: [String] {
        fontFamilies.isEmpty ? (fontFamily.map { [$0] } ?? []) : fontFamilies
    }

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
