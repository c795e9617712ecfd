/// The fonts a ``TextShaper`` opened for one PDF, and the glyphs used of each: embedded at the
/// end as Type 0 fonts (a CIDFontType2 over TrueType outlines, a CIDFontType0 over an OpenType
/// CFF program), glyph ids as codes, with a ToUnicode map from every glyph to the characters it
/// shows so text is copied and searched in logical order.
struct PDFShapedFonts {
    let fonts: any ShapedFonts
    /// Whether every text goes through the shaper (the layout's first family is not a standard PDF
    /// font); otherwise only texts the standard fonts cannot draw.
    let shapesEverything: Bool
    /// Per font, each glyph used: its width and the characters it shows.
    private(set) var used: [Int: [UInt16: (width: Int, text: String)]] = [:]

    init(fonts: any ShapedFonts, shapesEverything: Bool) {
        self.fonts = fonts
        self.shapesEverything = shapesEverything
    }

    /// Opens the fonts `schema`'s family list names through `shaper`: all of them when the first
    /// is not a standard font, else the ones after it (for what the standard fonts lack).
    static func open(_ shaper: any TextShaper, schema: RenderSchema) throws(PDFRenderer.Failure) -> PDFShapedFonts {
        let families = schema.style.families
        let first = families.first ?? "Helvetica"
        let everything = StandardFont.Family(rawValue: first) == nil
        let named = families.filter { StandardFont.Family(rawValue: $0) == nil }
        do {
            return PDFShapedFonts(
                fonts: try shaper.fonts(for: named, layoutFile: schema.file), shapesEverything: everything)
        } catch {
            throw PDFRenderer.Failure(description: "\(schema.file): \(error.description)")
        }
    }

    /// Whether `scalars` are drawn through the shaper.
    func shapes(_ scalars: [Unicode.Scalar]) -> Bool {
        shapesEverything || scalars.contains { WinAnsi.code(for: $0) == nil && WinAnsi.standIn(for: $0) == nil }
    }

    /// Notes the glyphs of `line` as used (for the subsets and the ToUnicode maps); returns, per
    /// run, the clusters whose glyphs' ToUnicode entries do not give back their characters (a
    /// glyph shared with another cluster, as Devanagari's reordered vowel signs are): those are
    /// drawn inside an `/ActualText` span.
    mutating func note(_ line: ShapedLine) -> [Set<Int>] {
        for run in line.runs {
            for glyph in run.glyphs {
                // The first use decides (a later one would change what earlier lines extract to).
                if used[run.font]?[glyph.id] != nil { continue }
                used[run.font, default: [:]][glyph.id] = (glyph.width, glyph.text)
            }
        }
        return line.runs.map { run in
            var shown: [Int: String] = [:]
            var wanted: [Int: String] = [:]
            for glyph in run.glyphs {
                shown[glyph.cluster, default: ""] += used[run.font]?[glyph.id]?.text ?? ""
                wanted[glyph.cluster, default: ""] += glyph.text
            }
            return Set(wanted.keys.filter { shown[$0] != wanted[$0] })
        }
    }

    /// The resource name of font `index`.
    static func resource(_ index: Int) -> String { "/H\(index)" }

    /// Writes every font used; returns the font dictionary's entries.
    func write(into writer: inout PDFWriter) throws -> [String] {
        var entries: [String] = []
        for index in used.keys.sorted() {
            guard let glyphs = used[index], !glyphs.isEmpty else { continue }
            entries.append("\(Self.resource(index)) \(try write(index, glyphs, into: &writer)) 0 R")
        }
        return entries
    }

    private func write(_ index: Int, _ used: [UInt16: (width: Int, text: String)], into writer: inout PDFWriter)
        throws -> Int
    {
        let glyphs = used.keys.sorted()
        let font = fonts.description(ofFont: index)
        let data: [UInt8]
        do {
            data = try fonts.program(ofFont: index, glyphs: glyphs)
        } catch {
            throw PDFRenderer.Failure(description: "the font \(font.postScriptName) cannot be subset: \(error)")
        }
        let tag = PDFSyntax.subsetTag(glyphs: glyphs)
        let name = PDFSyntax.name("\(tag)+\(font.postScriptName)")
        let file = writer.reserve()
        let descriptor = writer.reserve()
        let cid = writer.reserve()
        let toUnicode = writer.reserve()
        let type0 = writer.reserve()
        let postScript = font.hasPostScriptOutlines
        try writer.stream(file, dictionary: postScript ? "/Subtype /OpenType" : "/Length1 \(data.count)", data: data)
        let box = font.boundingBox.map(String.init).joined(separator: " ")
        try writer.object(
            descriptor,
            "<< /Type /FontDescriptor /FontName \(name) /Flags 4 /FontBBox [\(box)] /ItalicAngle \(font.italicAngle) "
                + "/Ascent \(font.ascent) /Descent \(font.descent) /CapHeight \(font.capHeight) /StemV 80 "
                + "\(postScript ? "/FontFile3" : "/FontFile2") \(file) 0 R >>")
        var widths = ""
        for gid in glyphs { widths += "\(gid) [\(used[gid]?.width ?? 0)] " }
        try writer.object(
            cid,
            "<< /Type /Font /Subtype \(postScript ? "/CIDFontType0" : "/CIDFontType2") /BaseFont \(name) "
                + "/CIDSystemInfo << /Registry (Adobe) /Ordering (Identity) /Supplement 0 >> "
                + "/FontDescriptor \(descriptor) 0 R /DW 1000 /W [\(widths)]"
                + (postScript ? "" : " /CIDToGIDMap /Identity") + " >>")
        try writer.stream(
            toUnicode,
            data:
                PDFSyntax.toUnicodeCMap(
                    glyphs.compactMap { gid in used[gid].flatMap { $0.text.isEmpty ? nil : (gid, $0.text) } }))
        try writer.object(
            type0,
            "<< /Type /Font /Subtype /Type0 /BaseFont \(name) /Encoding /Identity-H "
                + "/DescendantFonts [\(cid) 0 R] /ToUnicode \(toUnicode) 0 R >>")
        return type0
    }
}
