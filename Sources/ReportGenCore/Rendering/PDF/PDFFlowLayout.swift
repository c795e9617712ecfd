/// Today's flow, on paper: a row's text fields on the left, indented by level, its numbers
/// right-aligned at the right edge (decimals with their places and grouping, as in text output);
/// a row of numbers alone is labelled with their names. The look until columns and styles come:
/// the report's and the outermost groups' headers (and the grand total) white on blue, other rows
/// on their band's colour, headers and footers bold; page header and footer rows small and grey.
///
/// This is the one place a row becomes positioned text runs; columns will replace it.
enum PDFFlowLayout {
    static let padding = 600
    static let indentStep = 1200
    static let gap = 1200
    static let numberWidth = 8000
    static let banner = PDFColor(red: 0x2A, green: 0x71, blue: 0xDC)
    static let bannerText = PDFColor(red: 0xEF, green: 0xEF, blue: 0xF4)
    static let decorationText = PDFColor(red: 0x55, green: 0x55, blue: 0x55)
    static let bands: [Band: PDFColor] = [
        .odd: PDFColor(red: 0xF7, green: 0xF8, blue: 0xFC), .even: PDFColor(red: 0xDD, green: 0xDD, blue: 0xDD),
    ]

    /// How `row` of `kind` is drawn in a row box `width` wide and `height` tall; `fields` are the
    /// values shown (a repeated header's continuation values, or the row's own); `decoration`: a
    /// page header or footer row.
    static func drawing(
        _ row: TypedRow, fields: [Value], kind: RowKind, width: Int, height: Int, decoration: Bool = false
    ) -> PDFRowDrawing {
        let isBanner =
            !decoration && ((row.role == .header && row.level <= 1) || (row.role == .footer && row.level == 0))
        let bold = !decoration && (isBanner || row.role == .header || row.role == .footer)
        // The font fits the row: at most 60% of its height.
        let size = min(isBanner ? 1400 : decoration ? 900 : 1000, height * 6 / 10)
        let color = isBanner ? bannerText : decoration ? decorationText : PDFColor.black
        let font = PDFFontFace(family: "Helvetica", bold: bold)
        var shown = row
        shown.fields = fields
        let (text, numbers) = kind.displayParts(shown)
        var runs: [PDFTextRun] = []
        var right = width - padding
        for number in numbers.reversed() {
            runs.append(
                PDFTextRun(
                    text: number, x: right - numberWidth, width: numberWidth, alignment: .right, font: font, size: size,
                    color: color))
            right -= numberWidth + gap
        }
        if numbers.isEmpty { right = width - padding + gap }
        let left = padding + indentStep * max(0, row.level - 1)
        if !text.isEmpty, right - gap > left {
            runs.append(
                PDFTextRun(
                    text: text.joined(separator: "  "), x: left, width: right - gap - left, alignment: .left,
                    font: font, size: size, color: color))
        }
        let background = isBanner ? banner : decoration ? nil : row.band.flatMap { bands[$0] }
        return PDFRowDrawing(background: background, runs: runs.reversed())
    }
}
