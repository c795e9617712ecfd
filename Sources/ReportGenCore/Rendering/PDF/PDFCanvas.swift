/// One page's content stream, drawn with integer geometry (hundredths of a point; the page's
/// origin is its bottom-left corner).
struct PDFCanvas {
    private(set) var bytes: [UInt8] = []

    mutating func number(_ value: Int) {
        Centipoints.append(value, to: &bytes)
        bytes.append(UInt8(ascii: " "))
    }

    mutating func op(_ text: String) {
        bytes.append(contentsOf: Array(text.utf8))
        bytes.append(0x0A)
    }

    /// Content-stream bytes as they are.
    mutating func append(_ raw: some Sequence<UInt8>) {
        bytes.append(contentsOf: raw)
    }

    /// A filled rectangle.
    mutating func fill(x: Int, y: Int, width: Int, height: Int, color: ReportColor) {
        color.appendPDFOperands(to: &bytes)
        op(" rg")
        number(x)
        number(y)
        number(width)
        number(height)
        op("re f")
    }

    /// The smallest size text is drawn at to make it fit (hundredths of a point): below it, paper
    /// shows a line, not a word.
    static let smallestSize = 400

    /// A run of text in its box, centred vertically in a row from `bottom` with `height`. Text
    /// wider than its box is wrapped onto as many lines as the row's height holds, and drawn
    /// smaller until it fits; a number stays on one line and is drawn smaller (a cut number would
    /// read as another). Only what does not fit even at ``smallestSize`` is cut, with an ellipsis
    /// (`cut` says so, for a warning). The layout's TrueType font, one file without a bold or
    /// italic, is drawn bold with a stroked outline and italic with a slant. Returns the
    /// characters no font has.
    mutating func text(_ run: PDFTextRun, left: Int, bottom: Int, height: Int, fonts: inout PDFFonts)
        -> (missing: [Unicode.Scalar], cut: Bool)
    {
        var scalars = run.text.unicodeScalars.map { $0.value < 0x20 || $0.value == 0x7F ? " " : $0 }
        while scalars.last == " " { scalars.removeLast() }
        guard !scalars.isEmpty, run.size > 0, run.width > 0 else { return ([], false) }
        let widths = fonts.widths(of: scalars, in: run.font)
        let total = widths.reduce(0, +)
        var run = run
        var lines = [0..<scalars.count]
        var cut = false
        if total * run.size / 1000 > run.width {
            let smallest = min(run.size, Self.smallestSize)
            if run.isNumber {
                run.size = max(smallest, run.width * 1000 / total)
            } else {
                // Sizes from the run's own down to the smallest, a twentieth at a time.
                var size = run.size
                while true {
                    let room = run.width * 1000 / size
                    let wrapped = Self.wrap(scalars, widths: widths, room: room)
                    if wrapped.count <= Self.lineCount(height: height, size: size) || size == smallest {
                        lines = wrapped
                        break
                    }
                    size = max(smallest, size - max(1, run.size / 20))
                }
                run.size = size
                let fitting = Self.lineCount(height: height, size: size)
                if lines.count > fitting {
                    // Even at the smallest size: the lines that fit, the last one cut.
                    lines = Array(lines.prefix(fitting))
                    cut = true
                }
            }
        }
        let capHeight = fonts.capHeight(of: run.font) * run.size / 1000
        let leading = Self.leading(size: run.size)
        let block = capHeight + (lines.count - 1) * leading
        var missing: [Unicode.Scalar] = []
        for (index, range) in lines.enumerated() {
            var line = Array(scalars[range])
            var lineWidths = Array(widths[range])
            while line.last == " " {
                line.removeLast()
                lineWidths.removeLast()
            }
            var lineTotal = lineWidths.reduce(0, +)
            let room = run.width * 1000 / run.size
            // A number is never cut (a cut amount reads as another): at the smallest size it may
            // reach into the cell beside it.
            if !run.isNumber, lineTotal > room || (cut && index == lines.count - 1) {
                let ellipsis = fonts.widths(of: ["\u{2026}"], in: run.font)[0]
                while let last = lineWidths.last, lineTotal + ellipsis > room {
                    lineTotal -= last
                    lineWidths.removeLast()
                    line.removeLast()
                }
                line.append("\u{2026}")
                lineTotal += ellipsis
                cut = true
            }
            let baseline = bottom + max(0, (height - block) / 2) + (lines.count - 1 - index) * leading
            let drawnWidth = lineTotal * run.size / 1000
            missing += draw(line, width: drawnWidth, run: run, left: left, baseline: baseline, fonts: &fonts)
        }
        return (missing, cut)
    }

    /// The distance between the baselines of wrapped lines at `size`.
    private static func leading(size: Int) -> Int { size * 115 / 100 }

    /// How many lines of `size` a row `height` tall holds (at least one).
    private static func lineCount(height: Int, size: Int) -> Int {
        max(1, (height - size * 15 / 100) / leading(size: size))
    }

    /// `scalars` broken into lines at most `room` wide (in the font's thousandths of a size):
    /// after a space where one falls in the line, else inside a word too long for a line.
    static func wrap(_ scalars: [Unicode.Scalar], widths: [Int], room: Int) -> [Range<Int>] {
        var lines: [Range<Int>] = []
        var start = 0
        while start < scalars.count {
            var end = start
            var width = 0
            var lastSpace = -1
            while end < scalars.count, width + widths[end] <= room || end == start {
                if scalars[end] == " " { lastSpace = end }
                width += widths[end]
                end += 1
            }
            // Broken after the last space that fits, unless the line ends just before a space.
            if end < scalars.count, scalars[end] != " ", lastSpace > start { end = lastSpace + 1 }
            lines.append(start..<end)
            start = end
            // The spaces a break falls on start no line.
            while start < scalars.count, scalars[start] == " " { start += 1 }
        }
        return lines
    }

    /// Draws one line of a run, `width` wide, on `baseline`; returns the characters no font has.
    private mutating func draw(
        _ scalars: [Unicode.Scalar], width textWidth: Int, run: PDFTextRun, left: Int, baseline: Int,
        fonts: inout PDFFonts
    ) -> [Unicode.Scalar] {
        if let (line, actualText) = fonts.shapedLine(scalars, in: run.font) {
            drawShaped(line, actualText: actualText, run: run, left: left, baseline: baseline)
            return line.missing
        }
        var x = left + run.x
        switch run.alignment {
        case .left: break
        case .right: x += run.width - textWidth
        case .center: x += (run.width - textWidth) / 2
        }
        let synthesized = fonts.isSynthesized(run.font)
        let (pieces, missing) = fonts.pieces(scalars, in: run.font)
        let fakeBold = synthesized && run.font.bold
        if fakeBold {
            // Filled and stroked in the text's colour: 3% of the size wider on each stroke.
            op("q")
            run.color.appendPDFOperands(to: &bytes)
            op(" RG")
            number(run.size * 3 / 100)
            op("w")
        }
        op("BT")
        run.color.appendPDFOperands(to: &bytes)
        op(" rg")
        if fakeBold { op("2 Tr") }
        // An italic run's pieces in an embedded font (the layout's own, or a fallback for what the
        // standard face lacks) have no italic: they are slanted, about 11 degrees, each from where
        // it starts.
        let slantsPieces = run.font.italic && !synthesized && pieces.contains(where: \.isEmbedded)
        if synthesized && run.font.italic {
            bytes.append(contentsOf: Array("1 0 0.2 1 ".utf8))
            number(x)
            number(baseline)
            op("Tm")
        } else if !slantsPieces {
            number(x)
            number(baseline)
            op("Td")
        }
        var pieceX = x
        for piece in pieces {
            if slantsPieces {
                bytes.append(contentsOf: Array((piece.isEmbedded ? "1 0 0.2 1 " : "1 0 0 1 ").utf8))
                number(pieceX)
                number(baseline)
                op("Tm")
                pieceX += piece.width * run.size / 1000
            }
            bytes.append(contentsOf: Array(piece.resource.utf8))
            bytes.append(UInt8(ascii: " "))
            number(run.size)
            op("Tf")
            bytes.append(contentsOf: piece.operand)
            op(" Tj")
        }
        op("ET")
        if fakeBold { op("Q") }
        return missing
    }

    /// Draws a form XObject (the page's header and footer, written once `pages` is known).
    mutating func drawForm(_ name: String) {
        op("\(name) Do")
    }
}
