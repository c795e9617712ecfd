extension PDFCanvas {
    /// Draws a shaped line in its run's box on `baseline`: each glyph run from where the one
    /// before it ends, glyphs by id with `TJ` moving the pen by the shaped advances (kerning,
    /// joining) and `Ts` raising marks. A face the font lacks is drawn with a stroked outline
    /// (bold) or a slant (italic). The clusters in `actualText` (per run) are marked with the
    /// characters they show, which their glyphs' ToUnicode entries do not give back.
    mutating func drawShaped(_ line: ShapedLine, actualText: [Set<Int>], run: PDFTextRun, left: Int, baseline: Int) {
        let textWidth = line.width * run.size / 1000
        var x = left + run.x
        switch run.alignment {
        case .left: break
        case .right: x += run.width - textWidth
        case .center: x += (run.width - textWidth) / 2
        }
        let emboldens = line.runs.contains(where: \.emboldened)
        if emboldens {
            op("q")
            appendColor(run.color)
            op(" RG")
            number(run.size * 3 / 100)
            op("w")
        }
        op("BT")
        appendColor(run.color)
        op(" rg")
        var pen = 0
        var mode = 0
        for (runIndex, glyphRun) in line.runs.enumerated() where !glyphRun.glyphs.isEmpty {
            let marked = runIndex < actualText.count ? actualText[runIndex] : []
            let wantedMode = glyphRun.emboldened ? 2 : 0
            if wantedMode != mode {
                op("\(wantedMode) Tr")
                mode = wantedMode
            }
            append(Array((glyphRun.slanted ? "1 0 0.2 1 " : "1 0 0 1 ").utf8))
            number(x + pen * run.size / 1000)
            number(baseline)
            op("Tm")
            append(Array(PDFShapedFonts.resource(glyphRun.font).utf8))
            append([UInt8(ascii: " ")])
            number(run.size)
            op("Tf")
            var rise = 0
            var array: [UInt8] = []
            func flush() {
                guard !array.isEmpty else { return }
                append([UInt8(ascii: "[")])
                append(array)
                op("] TJ")
                array.removeAll()
            }
            var span: Int?
            for glyph in glyphRun.glyphs {
                if span != nil, span != glyph.cluster {
                    flush()
                    op("EMC")
                    span = nil
                }
                if span == nil, marked.contains(glyph.cluster) {
                    flush()
                    let text = glyphRun.glyphs.filter { $0.cluster == glyph.cluster }.map(\.text).joined()
                    op("/Span << /ActualText \(PDFSyntax.textString(text)) >> BDC")
                    span = glyph.cluster
                }
                if glyph.yOffset != rise {
                    flush()
                    rise = glyph.yOffset
                    number(rise * run.size / 1000)
                    op("Ts")
                }
                // TJ numbers move the pen back by thousandths of the size: to the glyph's offset,
                // then from its own width to the shaped advance.
                if glyph.xOffset != 0 { array.append(contentsOf: Array("\(-glyph.xOffset) ".utf8)) }
                array.append(UInt8(ascii: "<"))
                PDFSyntax.appendHex16(glyph.id, to: &array)
                array.append(UInt8(ascii: ">"))
                let back = glyph.width + glyph.xOffset - glyph.advance
                if back != 0 { array.append(contentsOf: Array(" \(back) ".utf8)) }
                pen += glyph.advance
            }
            flush()
            if span != nil { op("EMC") }
            if rise != 0 { op("0 Ts") }
        }
        op("ET")
        if emboldens { op("Q") }
    }

    private mutating func appendColor(_ color: ReportColor) {
        var operands: [UInt8] = []
        color.appendPDFOperands(to: &operands)
        append(operands)
    }
}
