/// The report-wide `style:`: the font, the band colours, and defaults for every row kind's style.
public struct ReportStyleSpec: Sendable {
    /// `font.family`: a standard PDF font (Helvetica, Times, Courier) or a TrueType file to embed.
    public var fontFamily: Located<String>?
    /// `font.size` in points.
    public var fontSize: Located<FixedDecimal>?
    /// `bands.odd` and `bands.even`: the background of rows in odd and even bands.
    public var oddBand: Located<Color>?
    public var evenBand: Located<Color>?
    /// Defaults for every row kind.
    public var rows: StyleSpec

    /// No settings.
    public static let none = ReportStyleSpec(rows: .none)
}
