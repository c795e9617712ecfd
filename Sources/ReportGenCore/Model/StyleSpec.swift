/// `style:` on a row kind, or the row defaults of the report-wide `style:`.
public struct StyleSpec: Sendable {
    public var background: Located<Color>?
    public var color: Located<Color>?
    public var bold: Located<Bool>?
    public var italic: Located<Bool>?
    /// The font size in points.
    public var size: Located<FixedDecimal>?
    public var align: Located<TextAlignment>?
    /// Extra indent in steps (a text renderer's two spaces; a page's font size).
    public var indent: Located<Int>?

    /// No settings.
    public static let none = StyleSpec()
}
