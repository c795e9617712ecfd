/// A piece of text placed in a row: one cell's text in its box, the unit a row is drawn from.
public struct PDFTextRun: Sendable, Hashable {
    public var text: String
    /// The box, from the row's left edge, in hundredths of a point (the cell less its padding
    /// and, in the first column, the row's indent).
    public var x: Int
    public var width: Int
    public var alignment: TextAlignment
    public var font: PDFFontFace
    /// Font size in hundredths of a point.
    public var size: Int
    public var color: Color
}
