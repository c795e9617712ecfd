import CFriBidi
import CHarfBuzz
import ReportGenCore

/// Text shaped by the libraries the world's typesetters use: fontconfig finds the layout's
/// families (and a font for a character none of them has), HarfBuzz reads any TrueType or
/// OpenType face (CFF outlines and `.ttc` collections too), shapes each run (ligatures, Arabic
/// joining, Indic reordering, marks) and subsets what is embedded, and FriBidi puts each line's
/// right-to-left runs in visual order.
///
/// ```swift
/// var options = PDFRenderer.Options()
/// options.shaper = HarfBuzzShaper()
/// ```
public struct HarfBuzzShaper: TextShaper {
    /// A shaper.
    public init() {}

    public func fonts(for families: [String], layoutFile: String) throws(TextShapingFailure) -> any ShapedFonts {
        // The libraries load here, the first time (on Linux; see TextLibraries).
        _ = try TextLibraries.shared.get()
        return try HarfBuzzFonts(families: families, layoutFile: layoutFile)
    }
}

/// One document's fonts: the layout's families in order, each in the four faces, and the system
/// fonts found for characters they lack.
final class HarfBuzzFonts: ShapedFonts {
    private var faces: [FontFace] = []
    private var opened: [String: Int] = [:]
    /// Per family of the layout, the face drawing each of the four weights and slants.
    private var families: [[TextFace: Int]] = []
    /// A system font per character none of the families has (`nil`: none has it either).
    private var fallbacks: [FallbackKey: Int?] = [:]
    private struct FallbackKey: Hashable {
        var scalar: Unicode.Scalar
        var face: TextFace
    }
    private static let allFaces = [
        TextFace(), TextFace(bold: true), TextFace(italic: true), TextFace(bold: true, italic: true),
    ]

    init(families names: [String], layoutFile: String) throws(TextShapingFailure) {
        for name in names {
            var faces: [TextFace: Int] = [:]
            if PDFFontFile.isFile(name) || name.contains("/") {
                let path = PDFFontFile.path(name, layoutFile: layoutFile)
                let described = "the font file '\(name)'" + (path == name ? "" : " (\(path))")
                let index = try open(path: path, index: 0, described: described)
                for face in Self.allFaces { faces[face] = index }
            } else {
                for face in Self.allFaces {
                    guard let match = FontLookup.family(name, face: face) else {
                        throw TextShapingFailure(
                            "no installed font family is named '\(name)' (fc-list : family lists those installed; "
                                + "a font file is named by its path, ending .ttf, .otf or .ttc)")
                    }
                    let index = try open(
                        path: match.path, index: match.index, described: "the font '\(name)' (\(match.path))")
                    self.faces[index].isBold = self.faces[index].isBold || (match.bold && face.bold)
                    self.faces[index].isItalic = self.faces[index].isItalic || (match.italic && face.italic)
                    faces[face] = index
                }
            }
            families.append(faces)
        }
    }

    /// The face at `path` (number `index` of a collection), opened once per document.
    private func open(path: String, index: Int, described: String) throws(TextShapingFailure) -> Int {
        let key = "\(path)#\(index)"
        if let known = opened[key] { return known }
        let face: FontFace
        do {
            face = try FontFace(path: path, index: index)
        } catch {
            let reason = error.description
            let isStructural = reason.hasPrefix("it") || reason.hasPrefix("its")
            throw TextShapingFailure("\(described) \(isStructural ? "is not a usable font: " : "")\(reason)")
        }
        faces.append(face)
        opened[key] = faces.count - 1
        return faces.count - 1
    }

    func capHeight(face: TextFace) -> Int {
        guard let first = families.first?[face] else { return 700 }
        return faces[first].description.capHeight
    }

    func description(ofFont index: Int) -> ShapedFontDescription {
        faces[index].description
    }

    func program(ofFont index: Int, glyphs: [UInt16]) throws(TextShapingFailure) -> [UInt8] {
        try faces[index].subset(glyphs)
    }

    func line(_ scalars: [Unicode.Scalar], face: TextFace) -> ShapedLine {
        guard !scalars.isEmpty else { return ShapedLine(runs: []) }
        var text = scalars
        var fontOf = [Int](repeating: 0, count: scalars.count)
        var missing: [Unicode.Scalar] = []
        var substituted: [Unicode.Scalar] = []
        var substituteFont = ""
        let unicode = TextLibraries.loaded.hbUnicodeFuncsGetDefault()
        for (i, scalar) in scalars.enumerated() {
            if i > 0 {
                let previous = fontOf[i - 1]
                // Marks, joiners and selectors stay with what they modify; spaces and punctuation
                // with the font before them when it has them.
                if Self.bindsToPrevious(scalar, unicode)
                    || (Self.isCommon(scalar, unicode) && faces[previous].glyph(for: scalar) != nil)
                {
                    fontOf[i] = previous
                    continue
                }
            }
            if let index = families.lazy.compactMap({ $0[face] }).first(where: {
                self.faces[$0].glyph(for: scalar) != nil
            }) {
                fontOf[i] = index
            } else if let index = fallback(for: scalar, face: face) {
                fontOf[i] = index
                if substituted.isEmpty { substituteFont = faces[index].postScriptName }
                substituted.append(scalar)
            } else {
                // Drawn as '?' in the first font that has one.
                text[i] = "?"
                fontOf[i] = families.first?[face] ?? fallback(for: "?", face: face) ?? 0
                if scalar.value > 0x20 { missing.append(scalar) }
            }
        }
        guard !faces.isEmpty else { return ShapedLine(runs: [], missing: missing) }
        let levels = Self.bidiLevels(text)
        let scripts = Self.scripts(text, unicode)
        var runs: [(run: ShapedRun, level: Int8)] = []
        var start = 0
        while start < text.count {
            var end = start + 1
            while end < text.count, fontOf[end] == fontOf[start], levels[end] == levels[start],
                scripts[end] == scripts[start]
            {
                end += 1
            }
            let font = fontOf[start]
            let glyphs = shape(
                text, start..<end, font: font, rightToLeft: levels[start] % 2 == 1, script: scripts[start])
            runs.append(
                (
                    ShapedRun(
                        font: font, glyphs: glyphs, emboldened: face.bold && !faces[font].isBold,
                        slanted: face.italic && !faces[font].isItalic), levels[start]
                ))
            start = end
        }
        return ShapedLine(
            runs: Self.visualOrder(runs), missing: missing, substituted: substituted, substituteFont: substituteFont)
    }

    /// HarfBuzz's glyphs for `range` of `text` (the rest is context for joining), in visual order.
    private func shape(
        _ text: [Unicode.Scalar], _ range: Range<Int>, font index: Int, rightToLeft: Bool, script: hb_script_t
    ) -> [ShapedGlyph] {
        let face = faces[index]
        let buffer = TextLibraries.loaded.hbBufferCreate()
        defer { TextLibraries.loaded.hbBufferDestroy(buffer) }
        let codes = text.map(\.value)
        TextLibraries.loaded.hbBufferAddUtf32(
            buffer, codes, Int32(codes.count), UInt32(range.lowerBound), Int32(range.count))
        TextLibraries.loaded.hbBufferSetDirection(buffer, rightToLeft ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
        TextLibraries.loaded.hbBufferSetScript(buffer, script)
        TextLibraries.loaded.hbBufferGuessSegmentProperties(buffer)
        TextLibraries.loaded.hbShape(face.font, buffer, nil, 0)
        var count: UInt32 = 0
        guard let infos = TextLibraries.loaded.hbBufferGetGlyphInfos(buffer, &count),
            let positions = TextLibraries.loaded.hbBufferGetGlyphPositions(buffer, &count)
        else { return [] }
        let starts = Set((0..<Int(count)).map { Int(infos[$0].cluster) }).sorted()
        var labelled = Set<Int>()
        var glyphs: [ShapedGlyph] = []
        glyphs.reserveCapacity(Int(count))
        for i in 0..<Int(count) {
            let cluster = Int(infos[i].cluster)
            let id = UInt16(truncatingIfNeeded: infos[i].codepoint)
            var shown = ""
            if labelled.insert(cluster).inserted {
                let next = starts.first { $0 > cluster } ?? range.upperBound
                shown.unicodeScalars.append(contentsOf: text[cluster..<max(cluster, min(next, range.upperBound))])
            }
            glyphs.append(
                ShapedGlyph(
                    id: id, advance: face.thousandths(positions[i].x_advance), width: face.width(of: id),
                    xOffset: face.thousandths(positions[i].x_offset), yOffset: face.thousandths(positions[i].y_offset),
                    text: shown, cluster: cluster))
        }
        return glyphs
    }

    /// A system font with `scalar` in `face` (found once per document).
    private func fallback(for scalar: Unicode.Scalar, face: TextFace) -> Int? {
        let key = FallbackKey(scalar: scalar, face: face)
        if let known = fallbacks[key] { return known }
        var found: Int?
        if let match = FontLookup.covering(scalar, face: face),
            let index = try? open(path: match.path, index: match.index, described: match.path),
            faces[index].glyph(for: scalar) != nil
        {
            faces[index].isBold = faces[index].isBold || (match.bold && face.bold)
            faces[index].isItalic = faces[index].isItalic || (match.italic && face.italic)
            found = index
        }
        fallbacks[key] = .some(found)
        return found
    }

    /// Marks, joiners, variation selectors, emoji modifiers and tags: drawn with the character before.
    private static func bindsToPrevious(_ scalar: Unicode.Scalar, _ unicode: OpaquePointer?) -> Bool {
        switch scalar.value {
        case 0x200C, 0x200D, 0x20E3, 0xFE00...0xFE0F, 0x1F3FB...0x1F3FF, 0xE0020...0xE007F, 0xE0100...0xE01EF:
            return true
        default:
            let category = TextLibraries.loaded.hbUnicodeGeneralCategory(unicode, scalar.value)
            return category == HB_UNICODE_GENERAL_CATEGORY_NON_SPACING_MARK
                || category == HB_UNICODE_GENERAL_CATEGORY_SPACING_MARK
                || category == HB_UNICODE_GENERAL_CATEGORY_ENCLOSING_MARK
        }
    }

    private static func isCommon(_ scalar: Unicode.Scalar, _ unicode: OpaquePointer?) -> Bool {
        let script = TextLibraries.loaded.hbUnicodeScript(unicode, scalar.value)
        return script == HB_SCRIPT_COMMON || script == HB_SCRIPT_INHERITED
    }

    /// Each character's script, common ones (spaces, digits, punctuation) taking their neighbours'.
    private static func scripts(_ text: [Unicode.Scalar], _ unicode: OpaquePointer?) -> [hb_script_t] {
        var scripts = text.map { TextLibraries.loaded.hbUnicodeScript(unicode, $0.value) }
        func isReal(_ script: hb_script_t) -> Bool {
            script != HB_SCRIPT_COMMON && script != HB_SCRIPT_INHERITED && script != HB_SCRIPT_UNKNOWN
        }
        var last: hb_script_t?
        for i in scripts.indices {
            if isReal(scripts[i]) { last = scripts[i] } else if let last { scripts[i] = last }
        }
        if let first = scripts.first(where: isReal) {
            for i in scripts.indices { if isReal(scripts[i]) { break } else { scripts[i] = first } }
        }
        return scripts
    }

    /// FriBidi's embedding levels, the paragraph's direction from its first strong character; all
    /// zero, without asking, for text with no right-to-left character.
    private static func bidiLevels(_ text: [Unicode.Scalar]) -> [Int8] {
        guard text.contains(where: { $0.value >= 0x0590 }) else { return [Int8](repeating: 0, count: text.count) }
        let count = Int32(text.count)
        let codes = text.map { FriBidiChar($0.value) }
        var types = [FriBidiCharType](repeating: FriBidiCharType(0), count: text.count)
        var brackets = [FriBidiBracketType](repeating: 0, count: text.count)
        var levels = [FriBidiLevel](repeating: 0, count: text.count)
        TextLibraries.loaded.fribidiGetBidiTypes(codes, count, &types)
        TextLibraries.loaded.fribidiGetBracketTypes(codes, count, types, &brackets)
        var direction = FriBidiParType(0x40)  // FRIBIDI_PAR_ON: from the first strong character
        guard TextLibraries.loaded.fribidiGetParEmbeddingLevelsEx(types, brackets, count, &direction, &levels) != 0
        else {
            return [Int8](repeating: 0, count: text.count)
        }
        return levels.map { Int8($0) }
    }

    /// Runs in logical order with their levels, put in visual order (UAX #9 rule L2): from the
    /// highest level down to the lowest odd one, every sequence at that level or above reversed.
    private static func visualOrder(_ runs: [(run: ShapedRun, level: Int8)]) -> [ShapedRun] {
        guard let highest = runs.map(\.level).max(), highest > 0 else { return runs.map(\.run) }
        let lowestOdd = runs.map(\.level).filter { $0 % 2 == 1 }.min() ?? highest
        var order = runs
        var level = highest
        while level >= lowestOdd, level > 0 {
            var i = 0
            while i < order.count {
                guard order[i].level >= level else {
                    i += 1
                    continue
                }
                var j = i
                while j < order.count, order[j].level >= level { j += 1 }
                order[i..<j].reverse()
                i = j
            }
            level -= 1
        }
        return order.map(\.run)
    }
}
