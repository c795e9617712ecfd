/// How rows look on paper: ``ColumnGrid``'s cells (the placement every other renderer uses) at
/// the columns' shares of the width between the margins, and every colour, weight, size,
/// alignment and indent from the styles — a row kind's own over the report's defaults, band
/// backgrounds from `style.bands` — with ColumnGrid's defaults where the layout sets none. The
/// column titles make a heading row at the top of each page's body.
///
/// This is the one place a row becomes positioned text runs. Lengths are hundredths of a point.
struct PDFRowLayout {
    /// Room left and right of a cell's text.
    static let padding = 400
    /// One indent step: a level below the outermost, or one of a style's `indent`.
    static let indentStep = 1200
    /// The line under the column titles.
    static let titleRule = ReportColor(red: 0x8E, green: 0x8E, blue: 0x93)
    static let ruleWidth = 50

    let grid: ColumnGrid
    let kinds: [RowKind]
    /// Whether each kind has a field whose `format:` colours negatives red: only those look at
    /// their values to pick a colour.
    let redKinds: [Bool]
    let report: ReportStyle
    /// `style.font.family`, Helvetica without one.
    let family: String
    let baseSize: Int
    /// Each column's left edge from the row's left edge, then the row's right edge.
    let edges: [Int]
    let titleAlignments: [ReportTextAlignment]

    init(schema: RenderSchema) {
        grid = ColumnGrid(schema: schema)
        kinds = schema.rowKinds
        redKinds = schema.rowKinds.map { $0.fields.contains { $0.numberBox?.style.style.isRed == true } }
        report = schema.style
        family = schema.style.fontFamily ?? "Helvetica"
        baseSize = PagePlan.baseFontSize(schema.style)
        var edges = [0]
        var x = 0
        for width in grid.widths(total: max(0, schema.page.contentWidth), minimum: 0) {
            x += width
            edges.append(x)
        }
        self.edges = edges
        let grid = self.grid
        titleAlignments = grid.columns.indices.map { grid.alignment(ofColumn: $0, kinds: schema.rowKinds) }
    }

    /// The font size of a row `height` tall asking for `size`: never above 60% of the height.
    static func size(_ size: Int, height: Int) -> Int {
        min(size, height * 6 / 10)
    }

    /// How `row` is drawn in a row box `height` tall; `fields` are the values shown (a repeated
    /// header's continuation values, or the row's own).
    func drawing(_ row: TypedRow, fields: [Value], height: Int) -> PDFRowDrawing {
        let kind = kinds[row.kind]
        let style = kind.style
        let size = Self.size(style.size.map { Centipoints.from($0) ?? Int.max } ?? baseSize, height: height)
        let font = PDFFontFace(family: family, bold: ColumnGrid.isBold(row, kind: kind), italic: style.italic)
        let color = style.color ?? .black
        var shown = row
        shown.fields = fields
        let indent = Self.indentStep * RowStyle.indentSteps(level: row.level, indent: style.indent)
        var runs: [PDFTextRun] = []
        for cell in grid.cells[row.kind] {
            let text = grid.text(of: cell, in: shown, kinds: kinds)
            guard !text.isEmpty, cell.column < edges.count else { continue }
            let start = edges[cell.column] + Self.padding
            let right = edges[min(cell.column + cell.span, edges.count - 1)] - Self.padding
            // A deep row's indent takes at most half of its first cell, so that its text is still
            // drawn there (wrapped and smaller if it must be), never dropped. A cell with no room
            // at all still gets its run, one unit wide: the text is then cut, with a warning.
            let left = start + (cell.column == 0 ? min(indent, max(0, right - start) / 2) : 0)
            runs.append(
                PDFTextRun(
                    text: text, x: left, width: max(1, right - left), alignment: cell.alignment, font: font,
                    size: size,
                    color: redKinds[row.kind] && Self.isRedNegative(cell, in: shown, kind: kind)
                        ? Self.negativeRed : color,
                    isNumber: cell.isNumeric))
        }
        return PDFRowDrawing(
            background: ColumnGrid.background(band: row.band, style: style, report: report), runs: runs)
    }

    /// HTML's red of a negative number whose `format:` says `red` (`#C00000`).
    static let negativeRed = ReportColor(red: 0xC0, green: 0, blue: 0)

    /// Whether `cell` shows one field whose `format:` colours it red, with a negative value.
    private static func isRedNegative(_ cell: ColumnGrid.Cell, in row: TypedRow, kind: RowKind) -> Bool {
        guard cell.fields.count == 1, cell.fields[0] < row.fields.count,
            let box = kind.fields[cell.fields[0]].numberBox, box.style.style.isRed
        else { return false }
        return box.style.format(row.fields[cell.fields[0]], places: kind.fields[cell.fields[0]].places).isNegative
    }

    /// The heading row of column titles `height` tall (bold, at the base size, aligned like the
    /// columns' numbers, a rule underneath); `nil` when no column has a title.
    func titles(height: Int) -> PDFRowDrawing? {
        guard grid.hasTitles else { return nil }
        let font = PDFFontFace(family: family, bold: true)
        let size = Self.size(baseSize, height: height)
        var runs: [PDFTextRun] = []
        for (j, column) in grid.columns.enumerated() where j + 1 < edges.count {
            guard let title = column.title, !title.isEmpty else { continue }
            let left = edges[j] + Self.padding
            let right = edges[j + 1] - Self.padding
            guard right > left else { continue }
            runs.append(
                PDFTextRun(
                    text: title, x: left, width: right - left, alignment: titleAlignments[j], font: font, size: size,
                    color: .black))
        }
        return PDFRowDrawing(background: nil, runs: runs, rule: Self.titleRule)
    }
}
