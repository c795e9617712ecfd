/// One page's content stream, drawn with integer geometry (hundredths of a point; the page's
/// origin is its bottom-left corner).
struct PDFCanvas {
    private(set) var bytes: [UInt8] = []

    private mutating func number(_ value: Int) {
        Centipoints.append(value, to: &bytes)
        bytes.append(UInt8(ascii: " "))
    }

    private mutating func op(_ text: String) {
        bytes.append(contentsOf: Array(text.utf8))
        bytes.append(0x0A)
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

    /// A run of text in its box, centred vertically in a row from `bottom` with `height`; text
    /// wider than its box is cut with an ellipsis, and a number drawn smaller until it fits (a
    /// cut number would read as another). The layout's TrueType font, one file without a
    /// bold or italic, is drawn bold with a stroked outline and italic with a slant. Returns the
    /// characters no font has.
    mutating func text(_ run: PDFTextRun, left: Int, bottom: Int, height: Int, fonts: inout PDFFonts)
        -> [Unicode.Scalar]
    {
        var scalars = run.text.unicodeScalars.map { $0.value < 0x20 || $0.value == 0x7F ? " " : $0 }
        while scalars.last == " " { scalars.removeLast() }
        guard !scalars.isEmpty, run.size > 0, run.width > 0 else { return [] }
        var widths = scalars.map { fonts.width(of: $0, in: run.font) }
        var total = widths.reduce(0, +)
        var run = run
        if run.isNumber, total * run.size / 1000 > run.width {
            run.size = max(1, run.width * 1000 / total)
        }
        let room = run.width * 1000 / run.size
        if total > room {
            let ellipsis = fonts.width(of: "\u{2026}", in: run.font)
            while let last = widths.last, total + ellipsis > room {
                total -= last
                widths.removeLast()
                scalars.removeLast()
            }
            scalars.append("\u{2026}")
            total += ellipsis
        }
        let textWidth = total * run.size / 1000
        var x = left + run.x
        switch run.alignment {
        case .left: break
        case .right: x += run.width - textWidth
        case .center: x += (run.width - textWidth) / 2
        }
        let capHeight = fonts.capHeight(of: run.font) * run.size / 1000
        let baseline = bottom + max(0, (height - capHeight) / 2)
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
        if synthesized && run.font.italic {
            // A slant of about 11 degrees.
            bytes.append(contentsOf: Array("1 0 0.2 1 ".utf8))
            number(x)
            number(baseline)
            op("Tm")
        } else {
            number(x)
            number(baseline)
            op("Td")
        }
        for piece in pieces {
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
