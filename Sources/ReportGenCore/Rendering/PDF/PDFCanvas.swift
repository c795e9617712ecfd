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
    mutating func fill(x: Int, y: Int, width: Int, height: Int, color: PDFColor) {
        color.appendOperands(to: &bytes)
        op(" rg")
        number(x)
        number(y)
        number(width)
        number(height)
        op("re f")
    }

    /// A run of text in its box, centred vertically in a row from `bottom` with `height`; text
    /// wider than its box is cut with an ellipsis. Returns the characters no font has.
    mutating func text(_ run: PDFTextRun, left: Int, bottom: Int, height: Int, fonts: inout PDFFonts)
        -> [Unicode.Scalar]
    {
        var scalars = run.text.unicodeScalars.map { $0.value < 0x20 || $0.value == 0x7F ? " " : $0 }
        while scalars.last == " " { scalars.removeLast() }
        guard !scalars.isEmpty, run.size > 0 else { return [] }
        var widths = scalars.map { fonts.width(of: $0, in: run.font) }
        var total = widths.reduce(0, +)
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
        let capHeight = run.font.standard.capHeight * run.size / 1000
        let baseline = bottom + max(0, (height - capHeight) / 2)
        let (pieces, missing) = fonts.pieces(scalars, in: run.font)
        op("BT")
        run.color.appendOperands(to: &bytes)
        op(" rg")
        number(x)
        number(baseline)
        op("Td")
        for piece in pieces {
            bytes.append(contentsOf: Array(piece.resource.utf8))
            bytes.append(UInt8(ascii: " "))
            number(run.size)
            op("Tf")
            bytes.append(contentsOf: piece.operand)
            op(" Tj")
        }
        op("ET")
        return missing
    }

    /// Draws a form XObject (the page's header and footer, written once `pages` is known).
    mutating func drawForm(_ name: String) {
        op("\(name) Do")
    }
}
