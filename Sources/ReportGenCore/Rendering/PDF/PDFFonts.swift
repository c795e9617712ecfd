/// The fonts of one PDF: the standard faces the text asks for, the layout's own TrueType font
/// (`style.font.family` naming a file), and the TrueType fonts that draw what those lack (subset
/// and embedded at the end, with a ToUnicode map so text can be copied and searched). Characters
/// no font has are drawn as `?` and counted.
struct PDFFonts {
    /// A run of text in one font, ready for `Tj`.
    struct Piece {
        var resource: String
        var operand: [UInt8]
        /// Its width, in 1/1000 of the size.
        var width = 0
        /// Whether an embedded font (which has no italic) draws it.
        var isEmbedded = false
    }

    /// An embedded TrueType font and the glyphs used so far (with the character each one shows).
    struct Embedded {
        var font: TrueTypeFont
        var used: [UInt16: Unicode.Scalar] = [:]
    }

    private var standardUsed: Set<StandardFont> = []
    /// The layout's font first (when it names one), then the fallback fonts.
    private var embedded: [Embedded]
    /// The family name (as the layout writes it) that `embedded[0]` draws, if any.
    private let ownFamily: String?
    private let fallbackStart: Int
    /// The fonts a ``TextShaper`` opened, when the renderer has one: they shape every text, or
    /// (with a standard font first) the texts the standard fonts cannot draw.
    private(set) var shaped: PDFShapedFonts?

    /// `family`: the layout's TrueType font and the name the layout gives it; `fallback`: TrueType
    /// fonts for characters the family lacks, regular first, then bold.
    init(family: (name: String, font: TrueTypeFont)? = nil, fallback: [TrueTypeFont], shaped: PDFShapedFonts? = nil) {
        embedded = (family.map { [Embedded(font: $0.font)] } ?? []) + fallback.map { Embedded(font: $0) }
        ownFamily = family?.name
        fallbackStart = family == nil ? 0 : 1
        self.shaped = shaped
    }

    /// The advance of each of `scalars` in `face`, in 1/1000 em: shaped as one line when the
    /// shaper draws them (a cluster's advance on its first character), else character by character.
    func widths(of scalars: [Unicode.Scalar], in face: PDFFontFace) -> [Int] {
        if let shaped, shaped.shapes(scalars) {
            return shaped.fonts.line(scalars, face: TextFace(bold: face.bold, italic: face.italic))
                .advances(count: scalars.count)
        }
        return scalars.map { width(of: $0, in: face) }
    }

    /// One line of logical text shaped in `face`, its glyphs noted for embedding; `nil` when the
    /// standard or built-in fonts draw it.
    mutating func shapedLine(_ scalars: [Unicode.Scalar], in face: PDFFontFace) -> (
        line: ShapedLine, actualText: [Set<Int>]
    )? {
        guard let fonts = shaped, fonts.shapes(scalars) else { return nil }
        let line = fonts.fonts.line(scalars, face: TextFace(bold: face.bold, italic: face.italic))
        let actualText = shaped?.note(line) ?? []
        // After a standard font, what it could have drawn is not said to be substituted.
        let drawnElsewhere = line.substituted.filter {
            fonts.shapesEverything || (WinAnsi.code(for: $0) == nil && WinAnsi.standIn(for: $0) == nil)
        }
        for scalar in drawnElsewhere where !substituted.contains(scalar) {
            if substituted.isEmpty { substituteFont = line.substituteFont }
            substituted.append(scalar)
        }
        return (line, actualText)
    }

    /// Whether `face` is drawn with the layout's TrueType font, whose one file has no bold or
    /// italic: those are synthesized (a stroked outline, a slant).
    func isSynthesized(_ face: PDFFontFace) -> Bool {
        ownFamily != nil && face.family == ownFamily
    }

    /// The characters drawn with a fallback font since ``takeSubstituted()`` was last called:
    /// the chosen font lacks them (see the renderer's warnings).
    private var substituted: [Unicode.Scalar] = []
    /// The fallback font that drew the first of them (regular or bold).
    private var substituteFont = ""

    /// The characters drawn with a fallback font lately, and that font's name; clears them.
    mutating func takeSubstituted() -> (scalars: [Unicode.Scalar], fallback: String) {
        defer {
            substituted = []
            substituteFont = ""
        }
        return (substituted, substituteFont)
    }

    /// How a character is drawn: a standard font's code or an embedded glyph.
    private enum Glyph {
        case standard(StandardFont, UInt8)
        case embedded(Int, UInt16)
    }

    /// How `scalar` is drawn in `face`, and whether no font has it (then it is a `?`).
    private func glyph(_ scalar: Unicode.Scalar, _ face: PDFFontFace) -> (glyph: Glyph, missing: Bool) {
        let own = isSynthesized(face)
        if own, let gid = embedded[0].font.glyph(for: scalar) { return (.embedded(0, gid), false) }
        if !own, let code = WinAnsi.code(for: scalar) ?? WinAnsi.standIn(for: scalar) {
            return (.standard(face.standard, code), false)
        }
        let fallbacks = embedded.count - fallbackStart
        if fallbacks > 0 {
            // The layout's font is synthesized bold already: its fallback stays regular.
            let index = fallbackStart + (face.bold && !own && fallbacks > 1 ? 1 : 0)
            if let gid = embedded[index].font.glyph(for: scalar) { return (.embedded(index, gid), false) }
        }
        if own, let gid = embedded[0].font.glyph(for: "?") { return (.embedded(0, gid), true) }
        return (.standard(face.standard, UInt8(ascii: "?")), true)
    }

    /// A character's advance width in `face`, in 1/1000 em (a missing one as `?`).
    func width(of scalar: Unicode.Scalar, in face: PDFFontFace) -> Int {
        width(of: glyph(scalar, face).glyph)
    }

    /// The width of a glyph already looked up.
    private func width(of glyph: Glyph) -> Int {
        switch glyph {
        case .standard(let font, let code): return font.width(of: code)
        case .embedded(let index, let gid): return embedded[index].font.width(of: gid)
        }
    }

    /// The height of capital letters in `face`, in 1/1000 em (for centring text in a row).
    func capHeight(of face: PDFFontFace) -> Int {
        if let shaped, shaped.shapesEverything {
            return shaped.fonts.capHeight(face: TextFace(bold: face.bold, italic: face.italic))
        }
        guard isSynthesized(face) else { return face.standard.capHeight }
        let font = embedded[0].font
        return font.capHeight * 1000 / font.unitsPerEm
    }

    /// `scalars` split into pieces by font, and the characters no font has.
    mutating func pieces(_ scalars: [Unicode.Scalar], in face: PDFFontFace) -> (
        pieces: [Piece], missing: [Unicode.Scalar]
    ) {
        var pieces: [Piece] = []
        var missing: [Unicode.Scalar] = []
        var resource = ""
        var isHex = false
        var operand: [UInt8] = []
        var width = 0
        func flush() {
            guard !operand.isEmpty else { return }
            var bytes: [UInt8] = []
            if isHex {
                bytes = [UInt8(ascii: "<")] + operand + [UInt8(ascii: ">")]
            } else {
                PDFSyntax.appendLiteral(operand, to: &bytes)
            }
            pieces.append(Piece(resource: resource, operand: bytes, width: width, isEmbedded: isHex))
            operand.removeAll()
            width = 0
        }
        for scalar in scalars {
            let (glyph, isMissing) = self.glyph(scalar, face)
            defer { width += self.width(of: glyph) }
            if isMissing { missing.append(scalar) }
            if case .embedded(let index, _) = glyph, index >= fallbackStart, !isMissing,
                !substituted.contains(scalar)
            {
                if substituted.isEmpty { substituteFont = embedded[index].font.postScriptName }
                substituted.append(scalar)
            }
            switch glyph {
            case .standard(let font, let code):
                let target = Self.resource(font)
                if target != resource { flush() }
                resource = target
                isHex = false
                operand.append(code)
                standardUsed.insert(font)
            case .embedded(let index, let gid):
                let target = "/E\(index)"
                if target != resource { flush() }
                resource = target
                isHex = true
                PDFSyntax.appendHex16(gid, to: &operand)
                if embedded[index].used[gid] == nil { embedded[index].used[gid] = isMissing ? "?" : scalar }
            }
        }
        flush()
        return (pieces, missing)
    }

    private static func resource(_ font: StandardFont) -> String {
        "/S\(StandardFont.allCases.firstIndex(of: font) ?? 0)"
    }

    /// Writes every font used and the font resource dictionary (object `dictionary`).
    func write(dictionary: Int, into writer: inout PDFWriter) throws {
        var entries: [String] = []
        for font in StandardFont.allCases where standardUsed.contains(font) {
            let number = writer.reserve()
            try writer.object(
                number, "<< /Type /Font /Subtype /Type1 /BaseFont /\(font.rawValue) /Encoding /WinAnsiEncoding >>")
            entries.append("\(Self.resource(font)) \(number) 0 R")
        }
        for (index, font) in embedded.enumerated() where !font.used.isEmpty {
            do {
                entries.append("/E\(index) \(try write(font, into: &writer)) 0 R")
            } catch let error as TrueTypeFont.Failure {
                // A font that passed the check when loaded, with a glyph the report uses damaged.
                let named =
                    index < fallbackStart
                    ? "the font file '\(ownFamily ?? font.font.postScriptName)'"
                    : "the fallback font \(font.font.postScriptName)"
                throw PDFRenderer.Failure(
                    description: "\(named) is damaged where the report's characters are: \(error.description)")
            }
        }
        entries += try shaped?.write(into: &writer) ?? []
        try writer.object(dictionary, "<< " + entries.joined(separator: " ") + " >>")
    }

    /// A Type 0 font over a CIDFontType2 (the subset of glyphs used, ids unchanged); returns the
    /// Type 0 font's object number.
    private func write(_ font: Embedded, into writer: inout PDFWriter) throws -> Int {
        let glyphs = font.used.keys.sorted()
        let tag = PDFSyntax.subsetTag(glyphs: glyphs)
        let name = PDFSyntax.name("\(tag)+\(font.font.postScriptName)")
        let file = writer.reserve()
        let descriptor = writer.reserve()
        let cid = writer.reserve()
        let toUnicode = writer.reserve()
        let type0 = writer.reserve()
        let data = try font.font.subset(keeping: Set(glyphs))
        try writer.stream(file, dictionary: "/Length1 \(data.count)", data: data)
        let f = font.font
        let scale = { (v: Int) in v * 1000 / f.unitsPerEm }
        try writer.object(
            descriptor,
            "<< /Type /FontDescriptor /FontName \(name) /Flags 32 /FontBBox [\(f.boundingBox.map { String(scale($0)) }.joined(separator: " "))] "
                + "/ItalicAngle \(f.italicAngle) /Ascent \(scale(f.ascent)) /Descent \(scale(f.descent)) "
                + "/CapHeight \(scale(f.capHeight)) /StemV 80 /FontFile2 \(file) 0 R >>")
        var widths = ""
        for gid in glyphs { widths += "\(gid) [\(f.width(of: gid))] " }
        try writer.object(
            cid,
            "<< /Type /Font /Subtype /CIDFontType2 /BaseFont \(name) "
                + "/CIDSystemInfo << /Registry (Adobe) /Ordering (Identity) /Supplement 0 >> "
                + "/FontDescriptor \(descriptor) 0 R /DW 1000 /W [\(widths)] /CIDToGIDMap /Identity >>")
        try writer.stream(
            toUnicode,
            data:
                PDFSyntax.toUnicodeCMap(
                    glyphs.map { ($0, String(Character(font.used[$0] ?? " "))) }))
        try writer.object(
            type0,
            "<< /Type /Font /Subtype /Type0 /BaseFont \(name) /Encoding /Identity-H "
                + "/DescendantFonts [\(cid) 0 R] /ToUnicode \(toUnicode) 0 R >>")
        return type0
    }
}
