/// An Excel workbook (`.xlsx`), written as the rows stream: memory stays flat however many rows.
///
/// - The columns of the report's grid (``ColumnGrid``) with their widths, and with titles, a
///   title row that stays frozen at the top and prints on every page. A column is at least as
///   wide as the widest number, date or bool in it shows (no `###`): a sheet's rows go deflated
///   to an unlinked temporary file as they come, and the sheet is written when its widths are
///   known, its head before the rows' deflated data.
/// - Typed cells: numbers as numbers with their places as the number format (`#,##0.00`), dates as
///   dates in their field's pattern, booleans as booleans, text as inline strings (no shared-string
///   table to hold in memory).
/// - Band fills and row styles (background, font colour, bold, italic, size), the report's font,
///   row heights in points, and indentation by level.
/// - Outline levels from the group levels (headers above their groups), so a reader can collapse
///   a group to its header and footer.
/// - Past Excel's 1,048,576 rows a sheet ends and the next ("Report 2", …) goes on, with the same
///   columns and title row, and the header rows of the groups that go on where their level says
///   `repeat_header`.
///
/// The package is a zip written front to back (`ZipStreamWriter`): the sheets first, deflated as
/// they stream, then the styles and the workbook, whose contents are known only at the end.
struct XLSXRenderer: RowRenderer {
    /// Excel's limit of rows in a sheet.
    static let maxRows = 1_048_576
    /// Excel's limit of characters in a cell; longer text is cut there, with a warning (an error
    /// under `strict`).
    static let maxCellCharacters = 32_767
    /// Excel's limit of columns in a sheet (A to XFD); a wider grid is an error.
    static let maxColumns = 16_384
    /// Warnings of one sort shown before "N more".
    static let warningLimit = 10

    /// Why the workbook cannot be written: a grid wider than a sheet, or text cut under `strict`.
    typealias Failure = RenderFailure

    private let strict: Bool
    package private(set) var warnings: [String] = []
    private var cellsCut = 0

    private let rowsPerSheet: Int
    private var zip: ZipStreamWriter?
    private var grid: ColumnGrid?
    private var kinds: [RowKind] = []
    private var reportStyle = ReportStyle.plain
    private var styles = XLSXStyles(font: XLSXStyles.Font(name: "Calibri", size: FixedDecimal(11)))
    private var letters: [[UInt8]] = []
    /// Per kind: its rows' height attributes, spelled once.
    private var heightAttributes: [[UInt8]] = []
    private var widths: [Int] = []
    /// The widest number, date or bool of each column in the sheet so far, in characters of the
    /// base font (see ``measure(_:field:column:kind:)``).
    private var measured: [Int] = []
    /// Per kind: its font's width against the base font's, in percent (larger sizes and bold are wider).
    private var fontScales: [Int] = []
    /// Per kind and field: for dates and date-times, the most characters the field's pattern shows.
    private var dateWidths: [[Int]] = []
    /// The current sheet's rows, until its column widths are known. (The spill file is read back a
    /// megabyte at a time.)
    private var spill: SheetSpill?
    /// The bytes held in memory: the rows not yet moved to the spill file (at most 64 KiB and a row).
    var bytesHeld: Int { xml.count }
    /// The groups open now, with their header rows: a new sheet repeats those of the levels that
    /// say `repeat_header`, as a new page does.
    private var openGroups = OpenGroupHeaders()
    /// Per level (1 first): `repeat_header`.
    private var repeatsHeader: [Bool] = []
    private var titleFormats: [Int] = []
    /// Per kind: each column's number format (from the field in it), or `nil` for General.
    private var columnFormats: [[String?]] = []
    /// Per kind, band (0 none, 1 odd, 2 even) and indent: the format of every column.
    private var rowFormats: [RowFormatKey: [Int]] = [:]
    /// Per kind and column: whether the cell there is text of its own (one column wide), which
    /// wraps at ``wrapWidth`` characters and is measured for the column's width.
    private var wraps: [[Bool]] = []
    /// Per kind: the height of a line of its text, in points.
    private var lineHeights: [FixedDecimal] = []
    private var sheets = 0
    private var rowInSheet = 0
    /// Each finished sheet's last row.
    private var lastRows: [Int] = []
    /// The first sheet's name (from the title); the next ones add a number.
    private var sheetBase = "Report"
    private var title: String?
    private var author: String?
    private var page = PagePlan.standard
    /// With `output.xlsx.formulas`: per kind and field, the `SUBTOTAL` a header or footer cell
    /// of it is, and the column of the detail cells it reads.
    private var formulas: [[Int: Formula]] = []
    /// Per kind: the fields of its detail rows that formulas read, with their columns.
    private var formulaSources: [[Int: Int]] = []
    /// Per column: whether a formula reads it (its other values are then noted).
    private var isFormulaSource: [Bool] = []
    private var subtotals = XLSXSubtotals(columns: 0, levels: 0)
    /// Header cells written with their cached value, waiting for their group's end to learn the
    /// range of their formula; the XML stays in memory meanwhile (at most ``pendingLimit`` bytes).
    private var pendingFormulas: [PendingFormula] = []
    /// Where the last number cell's `<v>` begins in `xml`.
    private var lastValueOffset = 0
    private var outlineLevels = 0
    private var xml: [UInt8] = []

    /// The widest a text column grows to fit its text; longer text wraps.
    static let wrapWidth = 50

    /// Held header cells give up their formulas (they keep their values) past this much XML.
    static let pendingLimit = 1 << 24

    /// A header or footer cell that is a `SUBTOTAL`: the function's code and the column it reads.
    struct Formula: Hashable {
        var code: Int
        var source: Int
    }

    /// A header cell whose formula waits for its group's end.
    private struct PendingFormula {
        var level: Int
        var formula: Formula
        /// Where its `<v>` begins in `xml`.
        var offset: Int
        var column: Int
        var row: Int
    }

    /// Which formats a row's cells take.
    private struct RowFormatKey: Hashable {
        var kind: Int
        var band: Int
        var indent: Int
        var bold: Bool
    }

    /// Creates the renderer; `rowsPerSheet` (at most Excel's 1,048,576) is lower only in tests.
    /// With `strict`, text too long for a cell stops the run instead of being cut with a warning.
    init(rowsPerSheet: Int = XLSXRenderer.maxRows, strict: Bool = false) {
        self.rowsPerSheet = max(2, min(rowsPerSheet, Self.maxRows))
        self.strict = strict
    }

    mutating func begin(schema: RenderSchema, into out: inout OutputBuffer) throws {
        let grid = ColumnGrid(schema: schema)
        self.grid = grid
        kinds = schema.rowKinds
        reportStyle = schema.style
        title = schema.title
        author = schema.output.xlsx.author
        page = schema.page
        sheetBase = XLSXParts.sheetBaseName(schema.title)
        styles = XLSXStyles(
            font: XLSXStyles.Font(name: Self.fontName(schema.style.fontFamily), size: Self.baseSize(schema)))
        guard grid.columns.count <= Self.maxColumns else {
            throw Failure(
                description: "the report has \(grid.columns.count) columns; an Excel sheet holds at most "
                    + "16,384 (A to XFD), so the workbook would leave some out")
        }
        let columnCount = grid.columns.count
        letters = (0..<columnCount).map { Array(XLSXParts.columnLetters($0).utf8) }
        formulas = Array(repeating: [:], count: kinds.count)
        formulaSources = Array(repeating: [:], count: kinds.count)
        isFormulaSource = Array(repeating: false, count: columnCount)
        if schema.output.xlsx.formulas { planFormulas(grid: grid) }
        typeShownFields(grid: grid)
        heightAttributes = kinds.map { Array("\" ht=\"\($0.height)\" customHeight=\"1\"".utf8) }
        widths = grid.widths(total: 10 * columnCount, minimum: 6)
        wraps = kinds.indices.map { k in
            var wrap = [Bool](repeating: false, count: columnCount)
            for cell in grid.cells[k] where cell.span == 1 && !cell.isNumeric && cell.column < columnCount {
                wrap[cell.column] =
                    !cell.fields.isEmpty && cell.fields.allSatisfy { kinds[k].fields[$0].type == .string }
            }
            return wrap
        }
        lineHeights = kinds.map { kind in
            // A line of text is about 1.3 times its font's size.
            (kind.style.size ?? Self.baseSize(schema)).multiplying(by: FixedDecimal(13))?.dividing(
                by: FixedDecimal(10))?
                .rounded(toPlaces: 1) ?? FixedDecimal(15)
        }
        let baseSize = Self.baseSize(schema)
        // A tenth more for bold, which any row of a kind may be (see ColumnGrid.isBold).
        fontScales = kinds.map { kind in
            let ratio = (kind.style.size ?? baseSize).dividing(by: baseSize)
                .flatMap { $0.multiplying(by: FixedDecimal(110))?.rounded(toPlaces: 0)?.exactInt64 }
            return Int(clamping: min(1_000, max(10, ratio ?? 110)))
        }
        dateWidths = kinds.map { kind in kind.fields.map(Self.dateWidth) }
        repeatsHeader = schema.levels.map(\.repeatHeader)
        subtotals = XLSXSubtotals(columns: columnCount, levels: schema.levels.count)
        outlineLevels = min(7, schema.levels.count)
        columnFormats = kinds.enumerated().map { k, kind in
            var formats = [String?](repeating: nil, count: columnCount)
            for cell in grid.cells[k] where cell.fields.count == 1 && cell.column < columnCount {
                formats[cell.column] = Self.numberFormat(kind.fields[cell.fields[0]])
            }
            return formats
        }
        if grid.hasTitles {
            let font = styles.font(
                XLSXStyles.Font(name: styles.fonts[0].name, size: styles.fonts[0].size, bold: true))
            let fill = styles.fill(ReportColor(red: 0xE5, green: 0xE5, blue: 0xEA))
            titleFormats = (0..<columnCount).map { j in
                styles.format(
                    XLSXStyles.Format(
                        font: font, fill: fill, horizontal: grid.alignment(ofColumn: j, kinds: schema.rowKinds)))
            }
        }
        xml.reserveCapacity(1 << 17)
        zip = try ZipStreamWriter()
        spill = try SheetSpill()
        try startSheet(into: &out)
    }

    mutating func group(_ event: GroupEvent, into out: inout OutputBuffer) throws {
        openGroups.apply(event)
        switch event {
        case .opened(let level, _): subtotals.opened(level: level)
        case .closed(let level): resolvePendingFormulas(level: level)
        }
    }

    mutating func render(_ row: TypedRow, into out: inout OutputBuffer) throws {
        if rowInSheet >= rowsPerSheet {
            try endSheet(into: &out)
            try startSheet(into: &out)
            try repeatHeaders(into: &out)
        }
        openGroups.note(row)
        try write(row, into: &out)
    }

    /// At the top of a new sheet, the header rows of the groups that go on from the sheet before
    /// (those of levels with `repeat_header`), with `continued` true where they read it; left out
    /// when they would fill the sheet.
    private mutating func repeatHeaders(into out: inout OutputBuffer) throws {
        let repeats = repeatsHeader
        let repeated = openGroups.headers(repeatedBy: { $0 >= 1 && $0 <= repeats.count && repeats[$0 - 1] })
        guard !repeated.isEmpty, rowInSheet + repeated.count < rowsPerSheet else { return }
        for header in repeated {
            var shown = header
            if let continued = header.continuation { shown.fields = continued }
            try write(shown, into: &out)
        }
    }

    private mutating func write(_ row: TypedRow, into out: inout OutputBuffer) throws {
        guard let grid else { return }
        rowInSheet += 1
        let kind = kinds[row.kind]
        let formats = rowFormats(row, kind: kind)
        let number = rowInSheet
        xml.append(contentsOf: "<row r=\"".utf8)
        Int64(number).append(to: &xml)
        let lines = lineCount(row, cells: grid.cells[row.kind])
        if lines > 1, let tall = lineHeights[row.kind].multiplying(by: FixedDecimal(Int64(lines))), tall > kind.height {
            // Tall enough for its wrapped lines; Excel's most is 409 points.
            xml.append(contentsOf: "\" ht=\"\(min(tall, FixedDecimal(409)))\" customHeight=\"1\"".utf8)
        } else {
            xml.append(contentsOf: heightAttributes[row.kind])
        }
        let outline = min(7, max(0, row.level - 1))
        if outline > 0 { xml.append(contentsOf: " outlineLevel=\"\(outline)\"".utf8) }
        xml.append(UInt8(ascii: ">"))
        var cells = grid.cells[row.kind][...]
        // A right-aligned cell that spans columns goes in the last of them, so that its text runs
        // left into the empty ones instead of off the sheet's edge: the cell and its format.
        var pendingRight: (cell: ColumnGrid.Cell, format: Int)?
        for column in 0..<letters.count {
            let format = formats[column]
            if let pending = pendingRight, pending.cell.column + pending.cell.span - 1 == column {
                pendingRight = nil
                try write(pending.cell, of: row, kind: kind, column: column, row: number, format: pending.format)
                continue
            }
            guard let cell = cells.first, cell.column == column else {
                if format != 0 { emptyCell(column, row: number, format: format) }
                continue
            }
            cells = cells.dropFirst()
            if cell.span > 1, cell.alignment == .right, column + cell.span - 1 < letters.count {
                pendingRight = (cell, format)
                if format != 0 { emptyCell(column, row: number, format: format) }
            } else {
                try write(cell, of: row, kind: kind, column: column, row: number, format: format)
            }
        }
        xml.append(contentsOf: "</row>".utf8)
        if xml.count >= Self.pendingLimit { abandonPendingFormulas() }
        if xml.count >= 1 << 16, pendingFormulas.isEmpty { try flushSheet(into: &out) }
    }

    /// Writes `cell` of `row` in column `column`: a typed cell for one field, else its text.
    private mutating func write(
        _ cell: ColumnGrid.Cell, of row: TypedRow, kind: RowKind, column: Int, row number: Int, format: Int
    ) throws {
        if cell.fields.count == 1, cell.label == nil {
            let field = cell.fields[0]
            var value = field < row.fields.count ? row.fields[field] : .null
            if case .string(let text) = value, let shown = kind.fields[field].shownAs {
                value = XLSXText.value(of: text, shownAs: shown) ?? value
            }
            let isNumber = try typedCell(value, field: kind.fields[field], column: column, row: number, format: format)
            measure(value, field: field, column: column, kind: row.kind)
            guard isFormulaSource[column], !value.isNull, value != .string("") else { return }
            if row.role == .detail, formulaSources[row.kind][field] == column, isNumber {
                subtotals.detail(column: column, row: number)
            } else if isNumber, row.role == .header || row.role == .footer, let formula = formulas[row.kind][field] {
                if row.role == .footer || !subtotals.beganOnThisSheet(level: row.level) {
                    finishFormula(formula, level: row.level, offset: lastValueOffset, column: column, row: number)
                } else {
                    pendingFormulas.append(
                        PendingFormula(
                            level: row.level, formula: formula, offset: lastValueOffset, column: column, row: number))
                }
            } else {
                subtotals.foreign(column: column, row: number, isNumber: isNumber)
            }
        } else {
            let text = grid?.text(of: cell, in: row, kinds: kinds) ?? ""
            if text.isEmpty {
                if format != 0 { emptyCell(column, row: number, format: format) }
            } else {
                if isFormulaSource[column] { subtotals.foreign(column: column, row: number, isNumber: false) }
                try stringCell(text, column: column, row: number, format: format) {
                    "fields " + cell.fields.map { "'\(kind.fields[$0].name)'" }.joined(separator: ", ")
                }
            }
        }
    }

    mutating func end(into out: inout OutputBuffer) throws {
        resolvePendingFormulas(level: 0)
        if cellsCut > Self.warningLimit { warnings.append("\(cellsCut - Self.warningLimit) more cells were cut") }
        try endSheet(into: &out)
        guard var zip else { return }
        self.zip = nil  // no copy of the writer's state is left behind
        try zip.beginEntry("xl/styles.xml", into: &out)
        try zip.write(styles.xml, into: &out)
        try zip.beginEntry("xl/workbook.xml", into: &out)
        try zip.write(
            XLSXParts.workbook(
                base: sheetBase, lastRows: lastRows, titleRow: !titleFormats.isEmpty, lastColumn: letters.count - 1),
            into: &out)
        try zip.beginEntry("docProps/core.xml", into: &out)
        try zip.write(XLSXParts.coreProperties(title: title, author: author), into: &out)
        try zip.beginEntry("xl/_rels/workbook.xml.rels", into: &out)
        try zip.write(XLSXParts.workbookRels(sheets: sheets), into: &out)
        try zip.beginEntry("_rels/.rels", into: &out)
        try zip.write(XLSXParts.packageRels, into: &out)
        try zip.beginEntry("[Content_Types].xml", into: &out)
        try zip.write(XLSXParts.contentTypes(sheets: sheets), into: &out)
        try zip.finish(into: &out)
    }

    // MARK: Sheets

    private mutating func startSheet(into out: inout OutputBuffer) throws {
        if sheets > 0 { subtotals.newSheet() }
        sheets += 1
        rowInSheet = 0
        measured = [Int](repeating: 0, count: letters.count)
        if let grid, !titleFormats.isEmpty {
            rowInSheet = 1
            xml.append(contentsOf: "<row r=\"1\">".utf8)
            for column in 0..<letters.count {
                let title = grid.columns[column].title ?? ""
                try stringCell(title, column: column, row: 1, format: titleFormats[column])
                // Bold: a tenth wider.
                measured[column] = (min(Self.wrapWidth, DisplayWidth.of(title)) * 110 + 99) / 100
            }
            xml.append(contentsOf: "</row>".utf8)
        }
    }

    /// The sheet's XML up to its rows: the frozen title row, the outline, and the columns, each
    /// as wide as its share of the grid or as what it shows, whichever is wider.
    private func sheetHead() -> [UInt8] {
        var s = XLSXParts.header
        s += "<worksheet xmlns=\"\(XLSXParts.mainNamespace)\" xmlns:r=\"\(XLSXParts.relationshipNamespace)\">"
        // Headers sit above their groups: the outline's buttons go on the row above.
        // Printed one page wide (see XLSXParts.printSetup).
        s += "<sheetPr><outlinePr summaryBelow=\"0\"/><pageSetUpPr fitToPage=\"1\"/></sheetPr>"
        s += "<sheetViews><sheetView workbookViewId=\"0\">"
        if !titleFormats.isEmpty {
            s += "<pane ySplit=\"1\" topLeftCell=\"A2\" activePane=\"bottomLeft\" state=\"frozen\"/>"
            s += "<selection pane=\"bottomLeft\" activeCell=\"A2\" sqref=\"A2\"/>"
        }
        s += "</sheetView></sheetViews>"
        s += "<sheetFormatPr defaultRowHeight=\"15\""
        if outlineLevels > 0 { s += " outlineLevelRow=\"\(outlineLevels)\"" }
        s += "/><cols>"
        for (j, width) in widths.prefix(letters.count).enumerated() {
            // What the column shows, with two characters of padding (at most 100; Excel takes 255);
            // a column that shows nothing of its own keeps its share of the grid.
            let shown = measured[j] > 0 ? max(6, min(100, measured[j] + 2)) : width
            s += "<col min=\"\(j + 1)\" max=\"\(j + 1)\" width=\"\(shown)\" customWidth=\"1\"/>"
        }
        s += "</cols><sheetData>"
        return Array(s.utf8)
    }

    /// Writes the sheet: its head, now that its widths are known, then its rows, deflated
    /// already in the spill file, with its end.
    private mutating func endSheet(into out: inout OutputBuffer) throws {
        abandonPendingFormulas()
        try flushSheet(into: &out)
        guard var zip, let spill else { return }
        self.zip = nil  // no copy of the writer's state is left behind while it is borrowed
        defer { self.zip = zip }
        try zip.beginEntry("xl/worksheets/sheet\(sheets).xml", into: &out)
        try zip.write(sheetHead(), into: &out)
        lastRows.append(rowInSheet)
        var tail = "</sheetData>"
        if !titleFormats.isEmpty, !letters.isEmpty {
            // A filter on the title row, over every row of the sheet.
            tail += "<autoFilter ref=\"A1:\(XLSXParts.columnLetters(letters.count - 1))\(max(1, rowInSheet))\"/>"
        }
        tail += XLSXParts.printSetup(page: page, title: title) + "</worksheet>"
        let tailBytes = Array(tail.utf8)
        try zip.endEntry(
            deflatedRest: { hand in
                try spill.finish(tail: tailBytes) { try hand($0) }
            }, into: &out)
    }

    private mutating func flushSheet(into out: inout OutputBuffer) throws {
        try spill?.write(xml)
        xml.removeAll(keepingCapacity: true)
    }

    // MARK: Widths

    /// The most lines a wrapped text cell of the row takes: its line breaks, and lines longer
    /// than ``wrapWidth`` wrapped.
    private func lineCount(_ row: TypedRow, cells: [ColumnGrid.Cell]) -> Int {
        var most = 1
        for cell in cells where cell.fields.count == 1 && wraps[row.kind][cell.column] {
            let field = cell.fields[0]
            guard field < row.fields.count, case .string(let text) = row.fields[field],
                text.utf8.count > Self.wrapWidth || text.utf8.contains(UInt8(ascii: "\n"))
            else { continue }
            var lines = 0
            for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
                lines += max(1, (line.count + Self.wrapWidth - 1) / Self.wrapWidth)
            }
            most = max(most, lines)
        }
        return most
    }

    /// Widens column `column`'s measure to its longest line of text (at most ``wrapWidth``).
    private mutating func measure(text: String, column: Int, kind: Int) {
        var longest = 0
        for line in text.split(separator: "\n") { longest = max(longest, DisplayWidth.of(String(line))) }
        let scaled = (min(Self.wrapWidth, longest) * fontScales[kind] + 99) / 100
        if scaled > measured[column] { measured[column] = scaled }
    }

    /// Widens column `column`'s measure to what `value` (field `field` of kind `kind`) shows in its
    /// number format: digits with separators, a date in its pattern, TRUE or FALSE. Text is not
    /// measured: it runs on into empty cells, and a long text would make a column of it all.
    private mutating func measure(_ value: Value, field: Int, column: Int, kind: Int) {
        let characters: Int
        switch value {
        case .int(let n): characters = Self.digitCount(n.magnitude) + (n < 0 ? 1 : 0)
        case .decimal(let d):
            let places = kinds[kind].fields[field].places
            let whole = d.rounded(toPlaces: places ?? d.scale) ?? d
            let integer = whole.wideMantissa.magnitude.quotientAndRemainder(
                dividingBy: FixedDecimal.powerOfTen(whole.scale).magnitude
            ).quotient
            let digits = Self.digitCount(integer)
            let fraction = places ?? whole.scale
            // Grouped when the field has places (`#,##0.00`); General shows plain digits.
            characters =
                digits + (places != nil ? (digits - 1) / 3 : 0) + (fraction > 0 ? fraction + 1 : 0)
                + (d.isNegative ? 1 : 0)
        case .date, .datetime: characters = dateWidths[kind][field]
        case .bool: characters = 5
        case .string(let text):
            if wraps[kind][column] { measure(text: text, column: column, kind: kind) }
            return
        case .null: return
        }
        let scaled = (characters * fontScales[kind] + 99) / 100
        if scaled > measured[column] { measured[column] = scaled }
    }

    /// How many decimal digits `n` has (1 for 0).
    private static func digitCount(_ n: Unsigned128) -> Int {
        var count = 1
        var rest = n.quotientAndRemainder(dividingByWord: 10).quotient
        while rest != .zero {
            count += 1
            rest = rest.quotientAndRemainder(dividingByWord: 10).quotient
        }
        return count
    }

    private static func digitCount<N: BinaryInteger>(_ n: N) -> Int {
        var count = 1
        var rest = n / 10
        while rest > 0 {
            count += 1
            rest /= 10
        }
        return count
    }

    /// The most characters a date or date-time field's pattern shows (the longest month and
    /// weekday names); 0 for other fields.
    private static func dateWidth(_ field: RowKind.Field) -> Int {
        guard field.type == .date || field.type == .datetime else { return 0 }
        guard let pattern = field.pattern else { return field.type == .date ? 10 : 19 }
        var widest = 0
        for month in 1...12 {
            for day in 22...28 {  // every weekday, with two-digit days
                guard let date = CivilDate(year: 2000, month: month, day: day) else { continue }
                widest = max(widest, pattern.format(date: date, secondOfDay: 86_399).count)
            }
        }
        return widest
    }

    // MARK: Cells

    private mutating func reference(_ column: Int, _ row: Int) {
        xml.append(contentsOf: "<c r=\"".utf8)
        xml.append(contentsOf: letters[column])
        Int64(row).append(to: &xml)
        xml.append(UInt8(ascii: "\""))
    }

    private mutating func style(_ format: Int) {
        guard format != 0 else { return }
        xml.append(contentsOf: " s=\"".utf8)
        Int64(format).append(to: &xml)
        xml.append(UInt8(ascii: "\""))
    }

    private mutating func emptyCell(_ column: Int, row: Int, format: Int) {
        reference(column, row)
        style(format)
        xml.append(contentsOf: "/>".utf8)
    }

    /// A text cell; text past Excel's limit is cut there with a warning naming the cell and
    /// `what` it shows (an error under `strict`, before the cell is written).
    private mutating func stringCell(
        _ text: String, column: Int, row: Int, format: Int, what: () -> String = { "its column's title" }
    ) throws {
        if strict, text.utf16.count > Self.maxCellCharacters {
            throw Failure(description: cutMessage(text, column: column, row: row, what: what()))
        }
        reference(column, row)
        style(format)
        xml.append(contentsOf: " t=\"inlineStr\"><is><t xml:space=\"preserve\">".utf8)
        let cut = XLSXText.append(text, limit: Self.maxCellCharacters, to: &xml)
        xml.append(contentsOf: "</t></is></c>".utf8)
        if cut {
            cellsCut += 1
            if cellsCut <= Self.warningLimit {
                warnings.append(cutMessage(text, column: column, row: row, what: what()))
            }
        }
    }

    private func cutMessage(_ text: String, column: Int, row: Int, what: String) -> String {
        let cell =
            "sheet '\(XLSXParts.sheetName(sheets - 1, base: sheetBase))', cell \(XLSXParts.columnLetters(column))\(row)"
        return "\(cell) (\(what)): a text of \(text.utf16.count) characters is longer than Excel's limit of "
            + "32,767 for a cell\(strict ? "" : "; cut there")"
    }

    private mutating func numberCell(column: Int, row: Int, format: Int, digits: (inout [UInt8]) -> Void) {
        reference(column, row)
        style(format)
        xml.append(UInt8(ascii: ">"))
        lastValueOffset = xml.count
        xml.append(contentsOf: "<v>".utf8)
        digits(&xml)
        xml.append(contentsOf: "</v></c>".utf8)
    }

    /// Writes a typed cell; returns whether it is a number cell (a date is one too).
    @discardableResult
    private mutating func typedCell(_ value: Value, field: RowKind.Field, column: Int, row: Int, format: Int) throws
        -> Bool
    {
        switch value {
        case .null:
            if format != 0 { emptyCell(column, row: row, format: format) }
        case .int(let n):
            guard XLSXText.fitsANumberCell(FixedDecimal(n)) else {
                try stringCell(String(n), column: column, row: row, format: format)
                return false
            }
            numberCell(column: column, row: row, format: format) { n.append(to: &$0) }
            return true
        case .decimal(let d):
            guard XLSXText.fitsANumberCell(d) else {
                try stringCell(
                    d.formatted(places: field.places, grouping: false), column: column, row: row, format: format)
                return false
            }
            numberCell(column: column, row: row, format: format) {
                d.append(places: field.places, grouping: false, to: &$0)
            }
            return true
        case .bool(let b):
            reference(column, row)
            style(format)
            xml.append(contentsOf: (b ? " t=\"b\"><v>1</v></c>" : " t=\"b\"><v>0</v></c>").utf8)
        case .date(let date):
            if let serial = XLSXText.serial(date) {
                numberCell(column: column, row: row, format: format) { Int64(serial).append(to: &$0) }
                return true
            }
            try stringCell(date.description, column: column, row: row, format: format)
        case .datetime(let time):
            if XLSXText.serial(time.date) != nil {
                numberCell(column: column, row: row, format: format) { XLSXText.appendSerial(time, to: &$0) }
                return true
            }
            try stringCell(time.description, column: column, row: row, format: format)
        case .string(let s):
            if s.isEmpty {
                if format != 0 { emptyCell(column, row: row, format: format) }
            } else {
                try stringCell(s, column: column, row: row, format: format) { "field '\(field.name)'" }
            }
        }
        return false
    }

    /// Makes each text field shown as a number or date (``RowKind/Field/shownAs``) the typed field
    /// its cells hold, except in a column a `SUBTOTAL` reads: there a number in a header or footer
    /// would be counted with the detail cells (and turn the formulas back into values).
    private mutating func typeShownFields(grid: ColumnGrid) {
        for k in kinds.indices {
            for cell in grid.cells[k] where cell.fields.count == 1 {
                let field = cell.fields[0]
                guard kinds[k].fields[field].shownAs != nil else { continue }
                if cell.column < isFormulaSource.count, isFormulaSource[cell.column] {
                    kinds[k].fields[field].shownAs = nil
                } else {
                    kinds[k].fields[field] = XLSXText.cellField(kinds[k].fields[field])
                }
            }
        }
    }

    // MARK: Formulas

    /// Works out which header and footer cells are `SUBTOTAL`s: a field that is an aggregate of a
    /// detail field (``RowKind/Subtotal``) shown in a cell of its own, whose detail field has a
    /// cell of its own too, of a type the function takes as Excel does.
    private mutating func planFormulas(grid: ColumnGrid) {
        let columnCount = grid.columns.count
        func ownColumn(kind: Int, field: Int) -> Int? {
            grid.cells[kind].first {
                $0.fields == [field] && $0.label == nil && $0.span == 1 && $0.column < columnCount
            }?
            .column
        }
        for (k, kind) in kinds.enumerated() {
            for (i, field) in kind.fields.enumerated() {
                guard let subtotal = field.subtotal, ownColumn(kind: k, field: i) != nil,
                    let source = ownColumn(kind: subtotal.kind, field: subtotal.field),
                    let code = Self.subtotalCode(
                        subtotal.function, of: kinds[subtotal.kind].fields[subtotal.field].type)
                else { continue }
                formulas[k][i] = Formula(code: code, source: source)
                formulaSources[subtotal.kind][subtotal.field] = source
                isFormulaSource[source] = true
            }
        }
        // A header or footer cell in a column a formula reads is noted as a value there, or not.
        for (k, fields) in formulas.enumerated() {
            for i in fields.keys { if let own = ownColumn(kind: k, field: i) { isFormulaSource[own] = true } }
        }
    }

    /// `SUBTOTAL`'s code for `function` over cells of `type` (codes 1 to 11, which count hidden
    /// rows but not rows a filter hides, nor other `SUBTOTAL` cells), or `nil` where Excel's
    /// function would differ from the aggregate: sums and means of numbers, counts of numbers,
    /// dates and bools (cells that are never blank when the value is not null), extremes of
    /// numbers and dates.
    static func subtotalCode(_ function: AggregateFunction, of type: ValueType) -> Int? {
        let isNumber = type == .int || type == .decimal
        let isDate = type == .date || type == .datetime
        switch function {
        case .sum: return isNumber ? 9 : nil
        case .avg: return isNumber ? 1 : nil
        // COUNT (2) of numbers and dates, which text in the column (a group's title) leaves out;
        // COUNTA (3) of bools.
        case .count: return isNumber || isDate ? 2 : type == .bool ? 3 : nil
        case .min: return isNumber || isDate ? 5 : nil
        case .max: return isNumber || isDate ? 4 : nil
        case .first, .last: return nil
        }
    }

    /// Makes the number cell whose `<v>` is at `offset` the formula over its group's range, when
    /// there is one; otherwise the cell stays its value, and is noted as one.
    private mutating func finishFormula(_ formula: Formula, level: Int, offset: Int, column: Int, row: Int) {
        guard let range = subtotals.range(level: level, column: formula.source, counting: formula.code == 3) else {
            return subtotals.foreign(column: column, row: row, isNumber: true)
        }
        let letters = XLSXParts.columnLetters(formula.source)
        let text = "<f>SUBTOTAL(\(formula.code),\(letters)\(range.lowerBound):\(letters)\(range.upperBound))</f>"
        xml.insert(contentsOf: Array(text.utf8), at: offset)
    }

    /// The group of `level` has ended: its held header cells get their formulas (the latest
    /// first, so that the places of those before stay where they are).
    private mutating func resolvePendingFormulas(level: Int) {
        while let last = pendingFormulas.last, last.level >= level {
            pendingFormulas.removeLast()
            finishFormula(last.formula, level: last.level, offset: last.offset, column: last.column, row: last.row)
        }
    }

    /// The held header cells stay values: their sheet ends, or too much XML waits on them.
    private mutating func abandonPendingFormulas() {
        while let last = pendingFormulas.popLast() {
            subtotals.foreign(column: last.column, row: last.row, isNumber: true)
        }
    }

    // MARK: Formats

    /// The formats of a row's cells, made once per kind, band, indent and emphasis.
    private mutating func rowFormats(_ row: TypedRow, kind: RowKind) -> [Int] {
        let style = kind.style
        let band = row.band == .odd ? 1 : row.band == .even ? 2 : 0
        let key = RowFormatKey(
            kind: row.kind, band: band, indent: RowStyle.indentSteps(level: row.level, indent: style.indent),
            bold: ColumnGrid.isBold(row, kind: kind))
        if let known = rowFormats[key] { return known }
        let background = ColumnGrid.background(band: row.band, style: style, report: reportStyle)
        let base = styles.fonts[0]
        let font = styles.font(
            XLSXStyles.Font(
                name: base.name, size: style.size ?? base.size, bold: key.bold, italic: style.italic,
                color: style.color))
        let fill = styles.fill(background)
        var formats: [Int] = []
        let cells = grid?.cells[row.kind] ?? []
        for column in 0..<letters.count {
            let cell = cells.first { $0.column == column }
            // A centred cell that spans columns is centred across all of them: its empty cells
            // take its format too.
            let spanning = cells.first { $0.span > 1 && $0.column <= column && column < $0.column + $0.span }
            let across = spanning?.alignment == .center
            formats.append(
                styles.format(
                    XLSXStyles.Format(
                        font: font, fill: fill, numberFormat: styles.numberFormat(columnFormats[row.kind][column]),
                        horizontal: across ? .center : cell?.alignment,
                        indent: column == 0 && cell != nil ? min(15, key.indent) : 0, acrossSelection: across,
                        wraps: wraps[row.kind][column])))
        }
        rowFormats[key] = formats
        return formats
    }

    /// A field's number format: `#,##0.00` for places, the date pattern in Excel's letters, the
    /// Excel form of a `format:` (`#,##0.00\ "€";[Red]\-#,##0.00\ "€"`).
    static func numberFormat(_ field: RowKind.Field) -> String? {
        if case .number(let number)? = field.shownAs { return XLSXText.numberFormat(number) }
        if let style = field.number { return XLSXText.numberFormat(style, places: field.places) }
        switch field.type {
        case .int: return "0"
        case .decimal:
            guard let places = field.places else { return nil }
            return places > 0 ? "#,##0." + String(repeating: "0", count: places) : "#,##0"
        case .date: return field.pattern.map(XLSXText.dateFormat) ?? "yyyy-mm-dd"
        case .datetime: return field.pattern.map(XLSXText.dateFormat) ?? "yyyy-mm-dd hh:mm:ss"
        default: return nil
        }
    }

    static func fontName(_ family: String?) -> String {
        switch family {
        case "Helvetica": return "Arial"
        case "Times": return "Times New Roman"
        case "Courier": return "Courier New"
        default: return "Calibri"
        }
    }

    static func baseSize(_ schema: RenderSchema) -> FixedDecimal {
        schema.style.fontSize ?? FixedDecimal(11)
    }
}
