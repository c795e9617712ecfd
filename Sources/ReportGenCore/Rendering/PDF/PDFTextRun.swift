/// A piece of text placed in a row: the unit a row is drawn from. Today's flow layout makes them
/// (text left, numbers right); columns and styles will make them the same way.
public struct PDFTextRun: Sendable, Hashable {
    /// How the text sits in its box.
    public enum Alignment: Sendable, Hashable {
        case left, right, center
    }

    public var text: String
    /// The box, from the row's left edge, in hundredths of a point.
    public var x: Int
    public var width: Int
    public var alignment: Alignment
    public var font: PDFFontFace
    /// Font size in hundredths of a point.
    public var size: Int
    public var color: PDFColor
}
