import CHarfBuzz
import ReportGenCore

/// One face of a font file (a `.ttc` collection holds several), opened through HarfBuzz after
/// checking the file's structure: the table directory inside the file, `head` with its magic and
/// a units-per-em of 16 to 16384, glyphs in `maxp`, metrics in `hhea`/`hmtx`, a Unicode `cmap`,
/// and outlines (`glyf` with `loca`, or `CFF `/`CFF2`). The file is mapped, never read whole,
/// and must be at most ``PDFFontFile/maxBytes``.
final class FontFace {
    let blob: OpaquePointer
    let face: OpaquePointer
    let font: OpaquePointer
    let unitsPerEm: Int
    let glyphCount: Int
    let hasPostScriptOutlines: Bool
    let postScriptName: String
    /// Whether the face is itself bold or italic (else those are synthesized).
    var isBold = false
    var isItalic = false

    /// Opens face `index` of the file at `path`; the error says what is wrong (the caller names the file).
    init(path: String, index: Int) throws(TextShapingFailure) {
        let size: Int
        do {
            size = try PDFFontFile.checkedSize(atPath: path)
        } catch {
            throw TextShapingFailure(error.description)
        }
        guard size > 0 else { throw TextShapingFailure("is empty") }
        guard let blob = TextLibraries.loaded.hbBlobCreateFromFileOrFail(path) else {
            throw TextShapingFailure("cannot be read")
        }
        var length: UInt32 = 0
        guard let data = TextLibraries.loaded.hbBlobGetData(blob, &length), length > 0 else {
            TextLibraries.loaded.hbBlobDestroy(blob)
            throw TextShapingFailure("is empty")
        }
        do {
            try SfntStructure.check(UnsafeRawBufferPointer(start: data, count: Int(length)), face: index)
        } catch {
            TextLibraries.loaded.hbBlobDestroy(blob)
            throw error
        }
        // HarfBuzz hands back its empty objects rather than nil; the guards keep the types honest.
        guard let face = TextLibraries.loaded.hbFaceCreate(blob, UInt32(index)) else {
            TextLibraries.loaded.hbBlobDestroy(blob)
            throw TextShapingFailure("cannot be read")
        }
        guard let font = TextLibraries.loaded.hbFontCreate(face) else {
            TextLibraries.loaded.hbFaceDestroy(face)
            TextLibraries.loaded.hbBlobDestroy(blob)
            throw TextShapingFailure("cannot be read")
        }
        self.blob = blob
        self.face = face
        self.font = font
        unitsPerEm = Int(TextLibraries.loaded.hbFaceGetUpem(face))
        glyphCount = Int(TextLibraries.loaded.hbFaceGetGlyphCount(face))
        hasPostScriptOutlines = Self.table(face, "CFF ") > 0 || Self.table(face, "CFF2") > 0
        TextLibraries.loaded.hbFontSetScale(font, Int32(unitsPerEm), Int32(unitsPerEm))
        postScriptName = Self.postScriptName(face)
        // HarfBuzz drops a table it finds damaged: one the structure check passed but HarfBuzz
        // cannot use is an error too.
        var unicodes = 0
        let set = TextLibraries.loaded.hbSetCreate()
        TextLibraries.loaded.hbFaceCollectUnicodes(face, set)
        unicodes = Int(TextLibraries.loaded.hbSetGetPopulation(set))
        TextLibraries.loaded.hbSetDestroy(set)
        guard unicodes > 0 else {
            throw TextShapingFailure("its character map ('cmap') maps no character (it is damaged or not Unicode)")
        }
    }

    deinit {
        TextLibraries.loaded.hbFontDestroy(font)
        TextLibraries.loaded.hbFaceDestroy(face)
        TextLibraries.loaded.hbBlobDestroy(blob)
    }

    /// The glyph for a character, if the face has one.
    func glyph(for scalar: Unicode.Scalar) -> UInt16? {
        var glyph: hb_codepoint_t = 0
        guard TextLibraries.loaded.hbFontGetNominalGlyph(font, scalar.value, &glyph) != 0, glyph != 0, glyph <= 0xFFFF
        else {
            return nil
        }
        return UInt16(glyph)
    }

    /// A length in font units as thousandths of an em.
    func thousandths(_ units: Int32) -> Int {
        Int(units) * 1000 / unitsPerEm
    }

    /// A glyph's own advance width, in thousandths of an em.
    func width(of glyph: UInt16) -> Int {
        thousandths(TextLibraries.loaded.hbFontGetGlyphHAdvance(font, hb_codepoint_t(glyph)))
    }

    /// What the PDF's font descriptor says of the face.
    var description: ShapedFontDescription {
        func metric(_ tag: hb_ot_metrics_tag_t, _ fallback: Int32) -> Int {
            var value: hb_position_t = 0
            return thousandths(TextLibraries.loaded.hbOtMetricsGetPosition(font, tag, &value) != 0 ? value : fallback)
        }
        let ascent = metric(HB_OT_METRICS_TAG_HORIZONTAL_ASCENDER, Int32(unitsPerEm * 8 / 10))
        let descent = metric(HB_OT_METRICS_TAG_HORIZONTAL_DESCENDER, -Int32(unitsPerEm * 2 / 10))
        let capHeight = metric(HB_OT_METRICS_TAG_CAP_HEIGHT, Int32(unitsPerEm * 7 / 10))
        var box = [0, descent, 1000, ascent]
        if let head = Self.tableBytes(face, "head"), head.count >= 44 {
            box = stride(from: 36, to: 44, by: 2).map {
                thousandths(Int32(Int16(bitPattern: UInt16(head[$0]) << 8 | UInt16(head[$0 + 1]))))
            }
        }
        var angle = 0
        if let post = Self.tableBytes(face, "post"), post.count >= 8 {
            angle = Int(Int16(bitPattern: UInt16(post[4]) << 8 | UInt16(post[5])))
        }
        return ShapedFontDescription(
            postScriptName: postScriptName, ascent: ascent, descent: descent, capHeight: capHeight,
            boundingBox: box, italicAngle: angle, hasPostScriptOutlines: hasPostScriptOutlines)
    }

    /// The face with only `glyphs` (and what they are built from), ids unchanged, hints and layout
    /// tables dropped: what the PDF embeds.
    func subset(_ glyphs: [UInt16]) throws(TextShapingFailure) -> [UInt8] {
        guard let input = TextLibraries.loaded.hbSubsetInputCreateOrFail() else {
            throw TextShapingFailure("out of memory")
        }
        defer { TextLibraries.loaded.hbSubsetInputDestroy(input) }
        let set = TextLibraries.loaded.hbSubsetInputGlyphSet(input)
        for glyph in glyphs { TextLibraries.loaded.hbSetAdd(set, hb_codepoint_t(glyph)) }
        TextLibraries.loaded.hbSubsetInputSetFlags(
            input, HB_SUBSET_FLAGS_RETAIN_GIDS.rawValue | HB_SUBSET_FLAGS_NO_HINTING.rawValue)
        let drop = TextLibraries.loaded.hbSubsetInputSet(input, HB_SUBSET_SETS_DROP_TABLE_TAG)
        for tag in ["GSUB", "GPOS", "GDEF", "BASE", "JSTF", "MATH", "kern", "morx", "kerx", "DSIG"] {
            TextLibraries.loaded.hbSetAdd(drop, Self.tag(tag))
        }
        guard let subset = TextLibraries.loaded.hbSubsetOrFail(face, input) else {
            throw TextShapingFailure("HarfBuzz could not subset it")
        }
        defer { TextLibraries.loaded.hbFaceDestroy(subset) }
        let blob = TextLibraries.loaded.hbFaceReferenceBlob(subset)
        defer { TextLibraries.loaded.hbBlobDestroy(blob) }
        var length: UInt32 = 0
        guard let data = TextLibraries.loaded.hbBlobGetData(blob, &length), length > 0 else {
            throw TextShapingFailure("HarfBuzz made an empty subset")
        }
        return Array(UnsafeRawBufferPointer(start: data, count: Int(length)))
    }

    static func tag(_ text: String) -> hb_tag_t {
        text.utf8.prefix(4).reduce(0) { $0 << 8 | hb_tag_t($1) }
    }

    /// A table's length (0 when absent).
    static func table(_ face: OpaquePointer, _ tag: String) -> Int {
        let blob = TextLibraries.loaded.hbFaceReferenceTable(face, Self.tag(tag))
        defer { TextLibraries.loaded.hbBlobDestroy(blob) }
        return Int(TextLibraries.loaded.hbBlobGetLength(blob))
    }

    static func tableBytes(_ face: OpaquePointer, _ tag: String) -> [UInt8]? {
        let blob = TextLibraries.loaded.hbFaceReferenceTable(face, Self.tag(tag))
        defer { TextLibraries.loaded.hbBlobDestroy(blob) }
        var length: UInt32 = 0
        guard let data = TextLibraries.loaded.hbBlobGetData(blob, &length), length > 0 else { return nil }
        return Array(UnsafeRawBufferPointer(start: data, count: Int(length)))
    }

    /// Name 6, printable ASCII without PDF delimiters, or a stand-in.
    static func postScriptName(_ face: OpaquePointer) -> String {
        var buffer = [CChar](repeating: 0, count: 128)
        var size = UInt32(buffer.count)
        _ = TextLibraries.loaded.hbOtNameGetUtf8(
            face, hb_ot_name_id_t(HB_OT_NAME_ID_POSTSCRIPT_NAME), nil, &size, &buffer)
        let text = String(decoding: buffer.prefix(Int(size)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
        let clean = String(
            text.unicodeScalars.filter {
                $0.value > 0x20 && $0.value < 0x7F && !"[](){}<>/%#".unicodeScalars.contains($0)
            })
        return clean.isEmpty ? "EmbeddedFont" : clean
    }
}
