/// The report's grid as every drawing renderer lays it out (text, HTML, Markdown, XLSX, PDF):
/// its columns, and for each row kind the cells its fields go to.
///
/// - With `columns:` in the layout, a field sits in its column; the row's first text field spans
///   the columns to its right that its kind leaves empty. A field without a column keeps the
///   flow: a number takes the rightmost column the kind leaves free, text the leftmost (one that
///   finds none joins the first text cell). A kind with no field in any column keeps the flow
///   whole: its text in the first column (spanning), its numbers in the last columns.
/// - Without `columns:`, the grid is derived from the flow: as many text columns as the widest
///   kind has text fields, then as many number columns as it has numbers; a kind's numbers sit in
///   the last columns, so totals line up under amounts; a row of numbers alone is labelled with
///   its field names ("Total").
///
/// ```swift
/// let grid = ColumnGrid(schema: schema)
/// let widths = grid.widths(total: 72)               // characters per column
/// for cell in grid.cells[row.kind] { let text = grid.text(of: cell, in: row, kinds: schema.rowKinds) }
/// ```
struct ColumnGrid: Sendable {
    /// Where one cell of a row kind sits and what it shows.
    struct Cell: Sendable, Hashable {
        /// The first column the cell covers.
        var column: Int
        /// How many columns it covers (at least 1).
        var span: Int
        /// The kind's fields it shows, in order (two or more are joined).
        var fields: [Int]
        /// How its content sits in the cell.
        var alignment: ReportTextAlignment
        /// Whether it shows one number alone (so renderers may type it).
        var isNumeric: Bool
        /// For a row of numbers alone: the text of its first cell ("Total").
        var label: String?
    }

    /// The columns, left to right: the layout's, or the derived ones.
    var columns: [Column]
    /// Whether the columns are the layout's own (`columns:`).
    var isDeclared: Bool
    /// Per row kind (indexed like ``RenderSchema/rowKinds``): its cells, left to right, not overlapping.
    var cells: [[Cell]]
    /// The separators numbers are shown with: the layout's `locale:`.
    var numbers: NumberSymbols

    /// The odd bands' background when the layout sets no band colours.
    static let defaultOddBand = ReportColor(red: 0xEE, green: 0xF2, blue: 0xF7)

    /// A row's background: its style's own, else its band's colour from `style.bands`; odd bands
    /// get ``defaultOddBand`` when the layout sets no band colours.
    static func background(band: Band?, style: RowStyle, report: ReportStyle) -> ReportColor? {
        if let own = style.background ?? report.background(for: band) { return own }
        return band == .odd && report.oddBand == nil && report.evenBand == nil ? defaultOddBand : nil
    }

    /// Whether a row is bold: its style says so, or, for a kind without a `style:` of its own
    /// (report-wide defaults aside), it heads or closes the report or an outermost group (and is
    /// not a detail row of a layout without groups).
    static func isBold(_ row: TypedRow, kind: RowKind) -> Bool {
        kind.style.bold || (!kind.hasOwnStyle && row.role != .detail && row.level <= 1)
    }

    /// Whether any column has a title (renderers then show a title row).
    var hasTitles: Bool { columns.contains { $0.title != nil } }

    /// Lays out `schema`'s row kinds on its columns, or on columns derived from the flow.
    init(schema: RenderSchema) {
        self.init(kinds: schema.rowKinds, columns: schema.columns, numbers: schema.locale.numbers)
    }

    init(kinds: [RowKind], columns declared: [Column], numbers: NumberSymbols = .posix) {
        self.numbers = numbers
        isDeclared = !declared.isEmpty
        if isDeclared {
            columns = declared
            cells = kinds.map { kind in
                kind.fields.contains { $0.column != nil }
                    ? Self.placedCells(kind, columns: declared)
                    : Self.flowCells(kind, columns: declared, textColumns: 1, labelled: false)
            }
        } else {
            let textCount = max(1, kinds.map { $0.fields.count { !$0.type.isNumeric } }.max() ?? 0)
            let numberCount = kinds.map { $0.fields.count { $0.type.isNumeric } }.max() ?? 0
            let text = (0..<textCount).map {
                Column(name: "text\($0 + 1)", title: nil, width: FixedDecimal(2), align: nil)
            }
            let numbers = (0..<numberCount).map {
                Column(name: "number\($0 + 1)", title: nil, width: FixedDecimal(1), align: nil)
            }
            columns = text + numbers
            let all = columns
            cells = kinds.map { Self.flowCells($0, columns: all, textColumns: textCount, labelled: true) }
        }
    }

    /// The alignment of a column's title: its own, or right when every field in it is a number.
    func alignment(ofColumn index: Int, kinds: [RowKind]) -> ReportTextAlignment {
        if let align = columns[index].align { return align }
        var sawNumber = false
        for (k, kindCells) in cells.enumerated() {
            for cell in kindCells where cell.column == index && cell.span == 1 && !cell.fields.isEmpty {
                guard cell.isNumeric, kinds[k].fields[cell.fields[0]].type.isNumeric else { return .left }
                sawNumber = true
            }
        }
        return sawNumber ? .right : .left
    }

    /// The columns' shares of the width, from their relative widths; they add up to 1.
    var shares: [Double] {
        // Geometry only: no value passes through these numbers.
        let weights = columns.map { max(0, Double($0.width.description) ?? 1) }
        let sum = weights.reduce(0, +)
        guard sum > 0, sum.isFinite else { return columns.map { _ in 1 / Double(max(1, columns.count)) } }
        return weights.map { $0 / sum }
    }

    /// Whole units per column (characters, pixels) in proportion to the columns' widths, adding up
    /// to `total` (the largest remainders get the units left over); a column that would be
    /// narrower than `minimum` gets `minimum`, taken from the widest ones, as long as they have it.
    func widths(total: Int, minimum: Int = 1) -> [Int] {
        let count = columns.count
        guard count > 0 else { return [] }
        let exact = shares.map { $0 * Double(max(0, total)) }
        var widths = exact.map { Int($0.rounded(.down)) }
        var left = max(0, total) - widths.reduce(0, +)
        let order = exact.indices.sorted { a, b in
            let ra = exact[a] - exact[a].rounded(.down)
            let rb = exact[b] - exact[b].rounded(.down)
            return ra != rb ? ra > rb : a < b
        }
        var i = 0
        while left > 0 {
            widths[order[i % count]] += 1
            left -= 1
            i += 1
        }
        // The floor: what a narrow column needs comes from the widest, one unit at a time.
        var owed = 0
        for j in widths.indices where widths[j] < minimum {
            owed += minimum - widths[j]
            widths[j] = minimum
        }
        while owed > 0, let widest = widths.indices.max(by: { widths[$0] < widths[$1] }), widths[widest] > minimum {
            widths[widest] -= 1
            owed -= 1
        }
        return widths
    }

    /// What a cell shows for `row`: its fields' display texts (numbers with ``numbers``' separators),
    /// two spaces apart (empty ones left out), or its label.
    func text(of cell: Cell, in row: TypedRow, kinds: [RowKind]) -> String {
        if let label = cell.label { return label }
        // The kind and its fields are read in place (a copy of a kind costs a retain per part).
        if cell.fields.count == 1 {
            // Most cells show one field: its text, without a list to join.
            let field = cell.fields[0]
            return kinds[row.kind].fields[field].display(
                field < row.fields.count ? row.fields[field] : .null, numbers: numbers)
        }
        var parts: [String] = []
        for field in cell.fields {
            let shown = kinds[row.kind].fields[field].display(
                field < row.fields.count ? row.fields[field] : .null, numbers: numbers)
            if !shown.isEmpty { parts.append(shown) }
        }
        return parts.joined(separator: "  ")
    }

    /// A kind with fields in columns: each there; the rest keep the flow in the columns left free
    /// (or join the first text cell), and the first text cell spans the empty columns to its right.
    private static func placedCells(_ kind: RowKind, columns: [Column]) -> [Cell] {
        func cell(_ column: Int, _ fields: [Int], numeric: Bool) -> Cell {
            Self.cell(column, fields, numeric: numeric, kind: kind, columns: columns)
        }
        var cells: [Cell] = []
        var unplaced: [Int] = []
        for (i, field) in kind.fields.enumerated() {
            guard let column = field.column, column >= 0, column < columns.count else {
                unplaced.append(i)
                continue
            }
            cells.append(cell(column, [i], numeric: field.type.isNumeric))
        }
        // Fields without a column keep the flow: numbers in the rightmost columns the kind leaves
        // free (each its own cell, typed), text in the leftmost free one (joined); what finds no
        // free column joins the row's first text cell below.
        var free = (0..<columns.count).filter { column in !cells.contains { $0.column == column } }
        var leftover: [Int] = []
        for field in unplaced.reversed() where kind.fields[field].type.isNumeric {
            guard let column = free.popLast() else {
                leftover.insert(field, at: 0)
                continue
            }
            cells.append(cell(column, [field], numeric: true))
        }
        let unplacedText = unplaced.filter { !kind.fields[$0].type.isNumeric }
        if !unplacedText.isEmpty {
            if let column = free.first {
                cells.append(cell(column, unplacedText, numeric: false))
            } else {
                leftover = unplacedText + leftover
            }
        }
        unplaced = leftover
        cells.sort { $0.column < $1.column }
        // The first text field in declared order (not in column order) is the row's title.
        let firstText = cells.indices.min { a, b in
            let fa = cells[a].isNumeric ? Int.max : cells[a].fields[0]
            let fb = cells[b].isNumeric ? Int.max : cells[b].fields[0]
            return fa < fb
        }
        let host = firstText.flatMap { cells[$0].isNumeric ? nil : $0 } ?? 0
        if !unplaced.isEmpty, !cells.isEmpty {
            cells[host].fields += unplaced
            cells[host].isNumeric = false
            cells[host].alignment = alignment(kind, columns[cells[host].column], else: .left)
        }
        if let first = firstText, !cells[first].isNumeric {
            let next = first + 1 < cells.count ? cells[first + 1].column : columns.count
            cells[first].span = max(1, next - cells[first].column)
        }
        return cells
    }

    /// How a cell of `kind` in `column` aligns: as the kind's own style says (a title centred), else
    /// as the column says (so that it lines up), else as the report-wide row style says, else
    /// `otherwise`.
    private static func alignment(_ kind: RowKind, _ column: Column, else otherwise: ReportTextAlignment)
        -> ReportTextAlignment
    {
        kind.style.ownAlign ?? column.align ?? kind.style.align ?? otherwise
    }

    /// A one-column cell of `kind`'s `fields` in `column`, aligned as ``alignment(_:_:else:)`` says,
    /// numbers right and text left by default.
    private static func cell(_ column: Int, _ fields: [Int], numeric: Bool, kind: RowKind, columns: [Column]) -> Cell {
        Cell(
            column: column, span: 1, fields: fields,
            alignment: alignment(kind, columns[column], else: numeric ? .right : .left), isNumeric: numeric,
            label: nil)
    }

    /// A kind laid out as the flow: text fields in the first `textColumns` columns (extra ones
    /// joined in the last of them), numbers in the last columns, the first text cell spanning up
    /// to the next cell. With `labelled`, a row of numbers alone gets its field names as its text.
    /// A kind with more numbers than the grid has room for shows everything in one cell.
    private static func flowCells(_ kind: RowKind, columns: [Column], textColumns: Int, labelled: Bool) -> [Cell] {
        let count = columns.count
        let text = kind.fields.indices.filter { !kind.fields[$0].type.isNumeric }
        let numbers = kind.fields.indices.filter { kind.fields[$0].type.isNumeric }
        let label = labelled && text.isEmpty && !numbers.isEmpty ? kind.numberLabels.joined(separator: "  ") : nil
        let needsText = !text.isEmpty || label != nil
        guard numbers.count + (needsText ? 1 : 0) <= count else {
            return [
                Cell(
                    column: 0, span: count, fields: Array(kind.fields.indices),
                    alignment: kind.style.align ?? .left, isNumeric: false, label: nil)
            ]
        }
        var cells: [Cell] = []
        let firstNumber = count - numbers.count
        let textSlots = max(1, min(textColumns, firstNumber))
        for (j, field) in text.enumerated() {
            let column = min(j, textSlots - 1)
            if column < j {
                cells[cells.count - 1].fields.append(field)
                continue
            }
            cells.append(cell(column, [field], numeric: false, kind: kind, columns: columns))
        }
        if let label {
            cells.append(
                Cell(
                    column: 0, span: 1, fields: [], alignment: alignment(kind, columns[0], else: .left),
                    isNumeric: false, label: label))
        }
        for (j, field) in numbers.enumerated() {
            cells.append(cell(firstNumber + j, [field], numeric: true, kind: kind, columns: columns))
        }
        if !cells.isEmpty, !cells[0].isNumeric {
            let next = cells.count > 1 ? cells[1].column : count
            cells[0].span = max(1, next - cells[0].column)
        }
        return cells
    }
}
