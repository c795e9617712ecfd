/// The report-wide `style:`: the font, the band colours, and defaults for every row kind's style.
struct ReportStyleSpec: Sendable {
    /// `font.family`: a standard PDF font (Helvetica, Times, Courier) or a TrueType file to embed.
    var fontFamily: Located<String>?
    /// `font.family` written as a list: every entry, the first also in ``fontFamily``.
    var fontFamilies: [Located<String>] = []
    /// `font.size` in points.
    var fontSize: Located<FixedDecimal>?
    /// `bands.odd` and `bands.even`: the background of rows in odd and even bands.
    var oddBand: Located<ReportColor>?
    var evenBand: Located<ReportColor>?
    /// Defaults for every row kind.
    var rows: StyleSpec

    /// No settings.
    static let none = ReportStyleSpec(rows: .none)
}
