/// A piece of text placed in a row: one cell's text in its box, the unit a row is drawn from.
struct PDFTextRun: Sendable, Hashable {
    var text: String
    /// The box, from the row's left edge, in hundredths of a point (the cell less its padding
    /// and, in the first column, the row's indent).
    var x: Int
    var width: Int
    var alignment: ReportTextAlignment
    var font: PDFFontFace
    /// Font size in hundredths of a point.
    var size: Int
    var color: ReportColor
    /// Whether it shows a number alone: drawn smaller when it is too wide for its box, never cut
    /// (a cut amount would show a different number).
    var isNumber = false
}
