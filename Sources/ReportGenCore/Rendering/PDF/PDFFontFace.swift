/// The face a run of text asks for: the layout's family (`style.font.family`: a standard font or
/// the path of a TrueType file, as the layout writes it) with a weight and a slant. Characters the
/// family lacks fall back to an embedded TrueType font.
struct PDFFontFace: Sendable, Hashable {
    var family: String
    var bold: Bool
    var italic: Bool

    /// Creates a face.
    init(family: String = "Helvetica", bold: Bool = false, italic: Bool = false) {
        self.family = family
        self.bold = bold
        self.italic = italic
    }

    /// The standard font drawing this face (Helvetica for a family that is not a standard one).
    var standard: StandardFont {
        StandardFont.face(StandardFont.Family(rawValue: family) ?? .helvetica, bold: bold, italic: italic)
    }
}
