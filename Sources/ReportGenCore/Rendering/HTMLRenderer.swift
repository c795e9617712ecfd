/// A standalone HTML page: one table whose columns are the report's (see ``ColumnGrid``), so
/// cells line up across row kinds; the column titles in a header that stays in view while
/// scrolling and repeats on every printed page. A row's `height` is its minimum height: text that
/// wraps makes the row taller, never overlaps. Rows carry their kind, level, role, band and section
/// as classes, so a stylesheet can restyle any of them; the layout's band colours and row styles
/// are in the page's stylesheet, and print with it.
struct HTMLRenderer: RowRenderer {
    private var kinds: [RowKind] = []
    private var grid: ColumnGrid?
    /// Per kind: its class names, and whether it is bold by default.
    private var kindClasses: [String] = []
    private var plainKinds: [Bool] = []
    /// Per kind and cell: whether the cell shows only numbers, dates and bools, which are kept on
    /// one line (an amount broken over two lines reads as two).
    private var wholeCells: [[Bool]] = []

    /// Creates the renderer.
    init() {}

    /// `s` as HTML text: markup escaped, and the controls that would move text around unseen —
    /// line separators, bidi embeddings, overrides and isolates — shown escaped, as text output
    /// shows them (a record must not reorder the amount it shows).
    static func escape(_ s: String) -> String {
        let escaped = MarkupEscaping.escape(s)
        guard escaped.unicodeScalars.contains(where: ControlCharacters.isLayoutControl) else { return escaped }
        var out = ""
        for scalar in escaped.unicodeScalars {
            if ControlCharacters.isLayoutControl(scalar) {
                out += ControlCharacters.escaped(String(scalar))
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    static func className(_ s: String) -> String {
        String(s.unicodeScalars.map { Lexer.isIdentifierPart($0) || $0 == "-" ? Character($0) : "-" })
    }

    /// One class name per row kind, distinct even where ``className(_:)`` gives two kinds the same
    /// one (`a b` and `a-b`), since each kind's style rule selects by it. A name that is already a
    /// class name keeps it; the others give way with a count (`a-b-2`).
    static func distinctClassNames(_ names: [String]) -> [String] {
        let bases = names.map(className)
        let exact = Set(zip(names, bases).filter { $0 == $1 }.map(\.1))
        var used = Set<String>()
        return zip(names, bases).map { name, base in
            var candidate = base
            var count = 2
            while used.contains(candidate) || (name != base && exact.contains(candidate)) {
                candidate = "\(base)-\(count)"
                count += 1
            }
            used.insert(candidate)
            return candidate
        }
    }

    /// A CSS font list for a layout's font family.
    static func fontFamily(_ family: String?) -> String {
        switch family {
        case "Helvetica": return "Helvetica, Arial, sans-serif"
        case "Times": return "\"Times New Roman\", Times, serif"
        case "Courier": return "\"Courier New\", Courier, monospace"
        default: return "-apple-system, \"Segoe UI\", Helvetica, Arial, sans-serif"
        }
    }

    mutating func begin(schema: RenderSchema, into out: inout OutputBuffer) {
        kinds = schema.rowKinds
        let grid = ColumnGrid(schema: schema)
        self.grid = grid
        kindClasses = Self.distinctClassNames(kinds.map(\.name)).map { "kind-" + $0 }
        plainKinds = kinds.map { !$0.hasOwnStyle }
        let wholeTypes: [ValueType] = [.int, .decimal, .date, .datetime, .bool]
        wholeCells = kinds.indices.map { k in
            grid.cells[k].map { cell in
                cell.isNumeric
                    || !cell.fields.isEmpty && cell.fields.allSatisfy { wholeTypes.contains(kinds[k].fields[$0].type) }
            }
        }
        let title = Self.escape(schema.title ?? "Report")
        out.append(
            """
            <!DOCTYPE html>
            <html lang="\(Self.escape(schema.locale.languageTag))">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(title)</title>
            <style>
            body { font-family: \(Self.fontFamily(schema.style.fontFamily)); margin: 2rem auto; max-width: 60rem; color: #1d1d1f; }
            h1 { font-size: 1.4rem; }
            table.report { width: 100%; border-collapse: collapse;\(schema.style.fontSize.map { " font-size: \($0)pt;" } ?? "") }
            th, td { padding: 2px 0.5rem; vertical-align: bottom; overflow-wrap: anywhere; }
            td.whole { white-space: nowrap; overflow-wrap: normal; }
            thead th { position: sticky; top: 0; background: #ffffff; border-bottom: 1px solid #8e8e93; font-weight: 600; }
            .left { text-align: left; }
            .center { text-align: center; }
            .right { text-align: right; }
            .number { font-variant-numeric: tabular-nums; }
            .strong { font-weight: 600; }
            .band-odd { background: \((schema.style.oddBand ?? ColumnGrid.defaultOddBand).description); }
            .band-even { background: \(schema.style.evenBand?.description ?? "#FFFFFF"); }

            """)
        for (k, kind) in kinds.enumerated() {
            out.append("tr.\(kindClasses[k]) { height: \(kind.height)px;\(Self.css(kind.style)) }\n")
        }
        out.append(
            """
            @media print {
              body { margin: 0; max-width: none; }
              * { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
              thead { display: table-header-group; }
              thead th { position: static; }
              tr { break-inside: avoid; }
            }
            </style>
            </head>
            <body>
            <h1>\(title)</h1>
            <table class="report">
            <colgroup>
            """)
        for share in grid.shares {
            // Thousandths of a percent: enough for any layout, short in the page.
            let permille = Int((share * 100_000).rounded())
            out.append("<col style=\"width: \(permille / 1000).\(Self.pad3(permille % 1000))%\">")
        }
        out.append("</colgroup>\n")
        if grid.hasTitles {
            out.append("<thead><tr>")
            for (j, column) in grid.columns.enumerated() {
                let align = grid.alignment(ofColumn: j, kinds: kinds).rawValue
                out.append("<th class=\"\(align)\">\(Self.escape(column.title ?? ""))</th>")
            }
            out.append("</tr></thead>\n")
        }
        out.append("<tbody>\n")
    }

    /// A row kind's own look, as CSS declarations (each with a leading space).
    static func css(_ style: RowStyle) -> String {
        var css = ""
        if let background = style.background { css += " background: \(background);" }
        if let color = style.color { css += " color: \(color);" }
        if style.bold { css += " font-weight: 700;" }
        if style.italic { css += " font-style: italic;" }
        if let size = style.size { css += " font-size: \(size)pt;" }
        return css
    }

    static func pad3(_ n: Int) -> String {
        n < 10 ? "00\(n)" : n < 100 ? "0\(n)" : "\(n)"
    }

    mutating func render(_ row: TypedRow, into out: inout OutputBuffer) {
        guard let grid else { return }
        let kind = kinds[row.kind]
        var classes = "row \(kindClasses[row.kind]) level-\(row.level) role-\(row.role.rawValue)"
        if let band = row.band { classes += " band-\(band.rawValue)" }
        if let section = row.section { classes += " section-\(Self.className(section))" }
        if plainKinds[row.kind], ColumnGrid.isBold(row, kind: kind) { classes += " strong" }
        out.append("<tr class=\"\(classes)\">")
        var column = 0
        for (c, cell) in grid.cells[row.kind].enumerated() {
            while column < cell.column {
                out.append("<td></td>")
                column += 1
            }
            var attributes = cell.span > 1 ? " colspan=\"\(cell.span)\"" : ""
            attributes +=
                " class=\"\(cell.alignment.rawValue)\(cell.isNumeric ? " number" : "")\(wholeCells[row.kind][c] ? " whole" : "")\""
            if cell.column == 0 {
                let indent = Double(RowStyle.indentSteps(level: row.level, indent: kind.style.indent)) * 1.5 + 0.5
                attributes += " style=\"padding-left: \(indent)rem\""
            }
            out.append("<td\(attributes)>\(Self.escape(grid.text(of: cell, in: row, kinds: kinds)))</td>")
            column = cell.column + cell.span
        }
        while column < grid.columns.count {
            out.append("<td></td>")
            column += 1
        }
        out.append("</tr>\n")
    }

    mutating func end(into out: inout OutputBuffer) {
        out.append("</tbody>\n</table>\n</body>\n</html>\n")
    }
}
