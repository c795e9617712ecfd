/// The fonts of one PDF: the standard faces the text asks for, and the TrueType fonts that draw
/// what they lack (subset and embedded at the end, with a ToUnicode map so text can be copied and
/// searched). Characters no font has are drawn as `?` and counted.
struct PDFFonts {
    /// A run of text in one font, ready for `Tj`.
    struct Piece {
        var resource: String
        var operand: [UInt8]
    }

    /// An embedded TrueType font and the glyphs used so far (with the character each one shows).
    struct Embedded {
        var font: TrueTypeFont
        var used: [UInt16: Unicode.Scalar] = [:]
    }

    private var standardUsed: Set<StandardFont> = []
    private var embedded: [Embedded]

    /// `fallback`: TrueType fonts for characters outside WinAnsiEncoding, regular first, then bold.
    init(fallback: [TrueTypeFont]) {
        embedded = fallback.map { Embedded(font: $0) }
    }

    private func fallbackIndex(bold: Bool) -> Int? {
        embedded.isEmpty ? nil : (bold && embedded.count > 1 ? 1 : 0)
    }

    /// How a character is drawn in `face`: a standard code, an embedded glyph, or neither.
    private enum Glyph {
        case standard(UInt8)
        case embedded(Int, UInt16)
        case missing
    }

    private func glyph(_ scalar: Unicode.Scalar, _ face: PDFFontFace) -> Glyph {
        if let code = WinAnsi.code(for: scalar) { return .standard(code) }
        if let index = fallbackIndex(bold: face.bold), let gid = embedded[index].font.glyph(for: scalar) {
            return .embedded(index, gid)
        }
        return .missing
    }

    /// A character's advance width in `face`, in 1/1000 em (a missing one as `?`).
    func width(of scalar: Unicode.Scalar, in face: PDFFontFace) -> Int {
        switch glyph(scalar, face) {
        case .standard(let code): return face.standard.width(of: code)
        case .embedded(let index, let gid): return embedded[index].font.width(of: gid)
        case .missing: return face.standard.width(of: UInt8(ascii: "?"))
        }
    }

    /// `scalars` split into pieces by font, and the characters no font has.
    mutating func pieces(_ scalars: [Unicode.Scalar], in face: PDFFontFace) -> (
        pieces: [Piece], missing: [Unicode.Scalar]
    ) {
        var pieces: [Piece] = []
        var missing: [Unicode.Scalar] = []
        var resource = ""
        var operand: [UInt8] = []
        func flush(_ isStandard: Bool) {
            guard !operand.isEmpty else { return }
            var bytes: [UInt8] = []
            if isStandard {
                PDFSyntax.appendLiteral(operand, to: &bytes)
            } else {
                bytes = [UInt8(ascii: "<")] + operand + [UInt8(ascii: ">")]
            }
            pieces.append(Piece(resource: resource, operand: bytes))
            operand.removeAll()
        }
        var standard = true
        for scalar in scalars {
            var target: String
            var isStandard = true
            switch glyph(scalar, face) {
            case .standard(let code):
                target = Self.resource(face.standard)
                if target != resource { flush(standard) }
                operand.append(code)
                standardUsed.insert(face.standard)
            case .embedded(let index, let gid):
                target = "/E\(index)"
                isStandard = false
                if target != resource { flush(standard) }
                PDFSyntax.appendHex16(gid, to: &operand)
                if embedded[index].used[gid] == nil { embedded[index].used[gid] = scalar }
            case .missing:
                missing.append(scalar)
                target = Self.resource(face.standard)
                if target != resource { flush(standard) }
                operand.append(UInt8(ascii: "?"))
                standardUsed.insert(face.standard)
            }
            resource = target
            standard = isStandard
        }
        flush(standard)
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
            entries.append("/E\(index) \(try write(font, into: &writer)) 0 R")
        }
        try writer.object(dictionary, "<< " + entries.joined(separator: " ") + " >>")
    }

    /// A Type 0 font over a CIDFontType2 (the subset of glyphs used, ids unchanged); returns the
    /// Type 0 font's object number.
    private func write(_ font: Embedded, into writer: inout PDFWriter) throws -> Int {
        let glyphs = font.used.keys.sorted()
        // A subset's name starts with a tag of six capitals, here derived from the glyphs it holds.
        var hash: UInt32 = 2_166_136_261
        for gid in glyphs { hash = (hash ^ UInt32(gid)) &* 16_777_619 }
        var tag = ""
        for _ in 0..<6 {
            tag.unicodeScalars.append(Unicode.Scalar(UInt8(ascii: "A") + UInt8(hash % 26)))
            hash /= 26
        }
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
        try writer.stream(toUnicode, data: Self.toUnicode(font.used, glyphs))
        try writer.object(
            type0,
            "<< /Type /Font /Subtype /Type0 /BaseFont \(name) /Encoding /Identity-H "
                + "/DescendantFonts [\(cid) 0 R] /ToUnicode \(toUnicode) 0 R >>")
        return type0
    }

    /// The CMap from glyph ids back to characters (UTF-16BE), 100 entries per block as the format asks.
    private static func toUnicode(_ used: [UInt16: Unicode.Scalar], _ glyphs: [UInt16]) -> [UInt8] {
        var out = Array(
            """
            /CIDInit /ProcSet findresource begin
            12 dict begin
            begincmap
            /CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def
            /CMapName /Adobe-Identity-UCS def
            /CMapType 2 def
            1 begincodespacerange
            <0000> <FFFF>
            endcodespacerange

            """.utf8)
        var start = 0
        while start < glyphs.count {
            let block = glyphs[start..<min(start + 100, glyphs.count)]
            out.append(contentsOf: Array("\(block.count) beginbfchar\n".utf8))
            for gid in block {
                out.append(UInt8(ascii: "<"))
                PDFSyntax.appendHex16(gid, to: &out)
                out.append(contentsOf: Array("> <".utf8))
                for unit in String(Character(used[gid] ?? " ")).utf16 { PDFSyntax.appendHex16(unit, to: &out) }
                out.append(contentsOf: Array(">\n".utf8))
            }
            out.append(contentsOf: Array("endbfchar\n".utf8))
            start += 100
        }
        out.append(
            contentsOf: Array("endcmap\nCMapName currentdict /CMap defineresource pop\nend\nend\n".utf8))
        return out
    }
}
