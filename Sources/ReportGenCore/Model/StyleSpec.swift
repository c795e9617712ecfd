/// `style:` on a row kind, or the row defaults of the report-wide `style:`.
struct StyleSpec: Sendable {
    var background: Located<ReportColor>?
    var color: Located<ReportColor>?
    var bold: Located<Bool>?
    var italic: Located<Bool>?
    /// The font size in points.
    var size: Located<FixedDecimal>?
    var align: Located<ReportTextAlignment>?
    /// Extra indent in steps (a text renderer's two spaces; a page's font size).
    var indent: Located<Int>?

    /// No settings.
    static let none = StyleSpec()

    /// Whether it sets nothing.
    var isEmpty: Bool {
        background == nil && color == nil && bold == nil && italic == nil && size == nil && align == nil
            && indent == nil
    }
}
