/// Shapes the PDF's text with real typesetting libraries: the fonts a layout's `style.font.family`
/// list names, each character from the first that has it, shaped (ligatures, joining, marks) and
/// put in visual order per line. The core has none (it keeps to Apple-platform Foundation); the
/// command line installs HarfBuzz's (`ReportGenTypesetting`), and an app may too. Without one
/// the PDF renderer reads the layout's TrueType file itself and draws characters one by one.
///
/// ```swift
/// var options = PDFRenderer.Options()
/// options.shaper = HarfBuzzShaper()  // from ReportGenTypesetting
/// ```
public protocol TextShaper: Sendable {
    /// The fonts `families` names (as the layout writes them: family names, or font files relative
    /// to `layoutFile`), opened for one document. A family not installed, or a file that is not a
    /// usable font, is a ``TextShapingFailure`` naming it and what is wrong.
    func fonts(for families: [String], layoutFile: String) throws(TextShapingFailure) -> any ShapedFonts
}

/// Why a layout's fonts cannot be used: the message names the font and what is wrong.
public struct TextShapingFailure: Error, CustomStringConvertible, Sendable, Equatable {
    public var description: String

    /// A failure saying `description`.
    public init(_ description: String) {
        self.description = description
    }
}

/// One document's fonts, as a ``TextShaper`` opened them. Lengths are thousandths of the font size.
public protocol ShapedFonts: AnyObject {
    /// One line of logical text shaped in `face`: its glyph runs in visual order, left to right.
    func line(_ scalars: [Unicode.Scalar], face: TextFace) -> ShapedLine
    /// The height of capital letters in `face`'s first font.
    func capHeight(face: TextFace) -> Int
    /// What a PDF font dictionary says of font `index` (as ``ShapedRun/font`` numbers them).
    func description(ofFont index: Int) -> ShapedFontDescription
    /// Font `index`'s program with only `glyphs` (glyph ids unchanged), for embedding.
    func program(ofFont index: Int, glyphs: [UInt16]) throws(TextShapingFailure) -> [UInt8]
}

/// The weight and slant a run of text asks for.
public struct TextFace: Sendable, Hashable {
    public var bold: Bool
    public var italic: Bool

    /// A face.
    public init(bold: Bool = false, italic: Bool = false) {
        self.bold = bold
        self.italic = italic
    }
}

/// A shaped glyph.
public struct ShapedGlyph: Sendable, Hashable {
    public var id: UInt16
    /// How far the pen moves after it, as shaped (kerning, joining).
    public var advance: Int
    /// Its own advance width in the font (what the PDF's `/W` says).
    public var width: Int
    /// Where it is drawn from the pen (marks above and beside their bases).
    public var xOffset: Int
    public var yOffset: Int
    /// The characters it shows, in logical order; empty for the second and later glyphs of a cluster.
    public var text: String
    /// Where its cluster starts in the line's scalars.
    public var cluster: Int

    /// A glyph.
    public init(
        id: UInt16, advance: Int, width: Int, xOffset: Int = 0, yOffset: Int = 0, text: String, cluster: Int
    ) {
        self.id = id
        self.cluster = cluster
        self.advance = advance
        self.width = width
        self.xOffset = xOffset
        self.yOffset = yOffset
        self.text = text
    }
}

/// Glyphs in one font, in visual order.
public struct ShapedRun: Sendable, Hashable {
    public var font: Int
    public var glyphs: [ShapedGlyph]
    /// Whether the face asks for bold the font lacks (drawn with a stroked outline).
    public var emboldened: Bool
    /// Whether the face asks for italic the font lacks (drawn slanted).
    public var slanted: Bool

    /// A run.
    public init(font: Int, glyphs: [ShapedGlyph], emboldened: Bool = false, slanted: Bool = false) {
        self.font = font
        self.glyphs = glyphs
        self.emboldened = emboldened
        self.slanted = slanted
    }
}

/// A shaped line.
public struct ShapedLine: Sendable, Hashable {
    /// In visual order, left to right.
    public var runs: [ShapedRun]
    /// Characters no font has (drawn as `?`).
    public var missing: [Unicode.Scalar]
    /// Characters none of the layout's fonts has, drawn with a system font found for them.
    public var substituted: [Unicode.Scalar]
    /// That font's name.
    public var substituteFont: String

    /// A line.
    public init(
        runs: [ShapedRun], missing: [Unicode.Scalar] = [], substituted: [Unicode.Scalar] = [],
        substituteFont: String = ""
    ) {
        self.runs = runs
        self.missing = missing
        self.substituted = substituted
        self.substituteFont = substituteFont
    }

    /// The pen's travel across the line.
    public var width: Int {
        runs.reduce(0) { total, run in run.glyphs.reduce(total) { $0 + $1.advance } }
    }

    /// Each scalar's share of ``width`` (a cluster's advance on its first character), for breaking
    /// the logical text into lines; `count` is the number of scalars shaped.
    public func advances(count: Int) -> [Int] {
        var advances = [Int](repeating: 0, count: count)
        for run in runs {
            for glyph in run.glyphs where glyph.cluster >= 0 && glyph.cluster < count {
                advances[glyph.cluster] += glyph.advance
            }
        }
        return advances
    }
}

/// A font's metrics and name for its PDF font descriptor.
public struct ShapedFontDescription: Sendable, Hashable {
    public var postScriptName: String
    public var ascent: Int
    public var descent: Int
    public var capHeight: Int
    /// Left, bottom, right, top.
    public var boundingBox: [Int]
    public var italicAngle: Int
    /// Whether its outlines are PostScript (CFF), embedded as OpenType, not TrueType.
    public var hasPostScriptOutlines: Bool

    /// A description.
    public init(
        postScriptName: String, ascent: Int, descent: Int, capHeight: Int, boundingBox: [Int], italicAngle: Int,
        hasPostScriptOutlines: Bool
    ) {
        self.postScriptName = postScriptName
        self.ascent = ascent
        self.descent = descent
        self.capHeight = capHeight
        self.boundingBox = boundingBox
        self.italicAngle = italicAngle
        self.hasPostScriptOutlines = hasPostScriptOutlines
    }
}
