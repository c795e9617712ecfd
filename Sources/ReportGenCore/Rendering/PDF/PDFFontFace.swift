/// The face a run of text asks for; characters the standard face lacks fall back to an embedded
/// TrueType font.
public struct PDFFontFace: Sendable, Hashable {
    public var family: String
    public var bold: Bool
    public var italic: Bool

    /// Creates a face of a standard family (`Helvetica`, `Times`, `Courier`).
    public init(family: String = "Helvetica", bold: Bool = false, italic: Bool = false) {
        self.family = family
        self.bold = bold
        self.italic = italic
    }

    /// The standard font drawing this face (Helvetica for an unknown family).
    var standard: StandardFont {
        StandardFont.face(StandardFont.Family(rawValue: family) ?? .helvetica, bold: bold, italic: italic)
    }
}
