/// A standalone HTML page: one table whose columns are the report's (see ``ColumnGrid``), so
/// cells line up across row kinds; the column titles in a header that stays in view while
/// scrolling and repeats on every printed page. A row's `height` is its minimum height: text that
/// wraps makes the row taller, never overlaps. Rows carry their kind, level, role, band and section
/// as classes, so a stylesheet can restyle any of them; the layout's band colours and row styles
/// are in the page's stylesheet, and print with it.
///
/// Semantics: the title is the table's `<caption>` (as its heading), the column titles are
/// `<th scope="col">` (visually hidden ones from the fields' names when the layout has no
/// titles), each outermost group is a `<tbody>` whose header cells are `<th scope="rowgroup">`,
/// a deeper group's header cell is `<th scope="row">`, and a group header's text is a heading
/// (`role="heading"`, `aria-level` the group's level + 1, under the title's `<h1>`; ARIA allows
/// `aria-level` on rows only in a tree grid, which a report is not).
/// Responsive: words break only when one is longer than 30 characters (a URL), numbers, dates and
/// bools never; below 48rem the table scrolls sideways in its own container with the first column
/// kept in view. With `output.html.collapsible`, a script of the page's own adds a fold button to
/// every group header and a search box over the detail rows; without scripts every row shows.
struct HTMLRenderer: RowRenderer {
    private var kinds: [RowKind] = []
    private var grid: ColumnGrid?
    /// Per kind: its class names, and whether it is bold by default.
    private var kindClasses: [String] = []
    private var plainKinds: [Bool] = []
    /// Per kind and cell: whether the cell shows only numbers, dates and bools, which are kept on
    /// one line (an amount broken over two lines reads as two).
    private var wholeCells: [[Bool]] = []
    /// For each kind, the field of each cell whose `format:` colours a negative value red (empty
    /// for a kind with none, which a row then tells once).
    private var redFields: [[Int?]] = []
    /// Whether `field` of `row` has a red format and a value it shows as negative.
    private func isRedNegative(_ row: TypedRow, field: Int?) -> Bool {
        guard let field, field < row.fields.count, let box = kinds[row.kind].fields[field].numberBox else {
            return false
        }
        return box.style.format(row.fields[field], places: kinds[row.kind].fields[field].places).isNegative
    }

    /// The red of a negative number whose `format:` says `red` (Excel's `[Red]` is pure red; this
    /// one keeps a contrast of 5.9:1 on white, as WCAG's AA asks).
    static let negativeRed = "#C00000"
    /// Per kind, per cell: its attributes up to its class names, which a long word may add to.
    private var cellAttributes: [[String]] = []
    /// Whether the page gets the fold buttons and the search box.
    private var collapsible = false
    /// Whether a `<tbody>` is open, and whether the next one opened is an outermost group's.
    private var bodyIsOpen = false
    private var nextBodyIsGroup = false

    /// Creates the renderer.
    init() {}

    /// `s` as HTML text: markup escaped, and the controls that would move text around unseen —
    /// line separators, bidi embeddings, overrides and isolates — shown escaped, as text output
    /// shows them (a record must not reorder the amount it shows).
    static func escape(_ s: String) -> String {
        if MarkupEscaping.isPlain(s) { return s }
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

    mutating func begin(schema: RenderSchema, into out: inout OutputBuffer) {
        kinds = schema.rowKinds
        let grid = ColumnGrid(schema: schema)
        self.grid = grid
        collapsible = schema.output.html.collapsible
        kindClasses = Self.distinctClassNames(kinds.map(\.name)).map { "kind-" + $0 }
        plainKinds = kinds.map { !$0.hasOwnStyle }
        let wholeTypes: [ValueType] = [.int, .decimal, .date, .datetime, .bool]
        wholeCells = kinds.indices.map { k in
            grid.cells[k].map { cell in
                cell.isNumeric
                    || !cell.fields.isEmpty && cell.fields.allSatisfy { wholeTypes.contains(kinds[k].fields[$0].type) }
            }
        }
        redFields = kinds.indices.map { k in
            let cells = grid.cells[k].map { cell in
                cell.fields.count == 1 && kinds[k].fields[cell.fields[0]].number?.style.isRed == true
                    ? cell.fields[0] : nil
            }
            return cells.contains { $0 != nil } ? cells : []
        }
        cellAttributes = kinds.indices.map { k in
            grid.cells[k].enumerated().map { c, cell in
                (cell.span > 1 ? " colspan=\"\(cell.span)\"" : "")
                    + " class=\"\(cell.alignment.rawValue)\(cell.isNumeric ? " number" : "")"
                    + (wholeCells[k][c] ? " whole" : "")
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

            """)
        out.append(Self.stylesheet(schema.style))
        for (k, kind) in kinds.enumerated() {
            out.append("tr.\(kindClasses[k]) { height: \(kind.height)px;\(Self.css(kind.style)) }\n")
        }
        out.append(Self.printStylesheet)
        out.append(
            """
            </style>
            </head>
            <body>
            <div class="report-scroll" role="region" aria-label="\(title)" tabindex="0">
            <table class="report">
            <caption><h1>\(title)</h1></caption>
            <colgroup>
            """)
        for share in grid.shares {
            // Thousandths of a percent: enough for any layout, short in the page.
            let permille = Int((share * 100_000).rounded())
            out.append("<col style=\"width: \(permille / 1000).\(Self.pad3(permille % 1000))%\">")
        }
        out.append("</colgroup>\n")
        out.append(grid.hasTitles ? "<thead><tr>" : "<thead class=\"untitled\"><tr>")
        for (j, column) in grid.columns.enumerated() {
            let align = grid.alignment(ofColumn: j, kinds: kinds).rawValue
            if grid.hasTitles {
                out.append("<th scope=\"col\" class=\"\(align)\">\(Self.escape(column.title ?? ""))</th>")
            } else {
                let name = Self.escape(Self.fieldTitle(ofColumn: j, grid: grid, kinds: kinds))
                out.append("<th scope=\"col\" class=\"\(align)\"><span class=\"visually-hidden\">\(name)</span></th>")
            }
        }
        out.append("</tr></thead>\n")
    }

    /// A title for a column of a layout without column titles: the names of the fields the first
    /// kind with a cell of its own there shows in it, else of any kind's cell that starts there.
    static func fieldTitle(ofColumn column: Int, grid: ColumnGrid, kinds: [RowKind]) -> String {
        let cells = grid.cells.enumerated().flatMap { k, cells in cells.map { (k, $0) } }
        let own = cells.first { $0.1.column == column && $0.1.span == 1 && !$0.1.fields.isEmpty }
        guard let found = own ?? cells.first(where: { $0.1.column == column && !$0.1.fields.isEmpty }) else {
            return "Column \(column + 1)"
        }
        return found.1.fields.map { kinds[found.0].fields[$0].name }.joined(separator: " ")
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

    /// Words up to this many characters never break; a longer one (a URL, a token) may, so that
    /// the table fits a phone's width.
    static let longestUnbrokenWord = 30

    /// Whether `text` has a run of more than ``longestUnbrokenWord`` characters without a space.
    static func hasLongWord(_ text: String) -> Bool {
        // No more characters than bytes: a short text has no long word.
        if text.utf8.count <= longestUnbrokenWord { return false }
        var run = 0
        for scalar in text.unicodeScalars {
            if scalar.properties.isWhitespace {
                run = 0
            } else {
                run += 1
                if run > longestUnbrokenWord { return true }
            }
        }
        return false
    }

    /// `text` as HTML, each word of up to ``longestUnbrokenWord`` characters with a hyphen in it
    /// (`Köln-Süd`, `2023-118`) kept on one line: browsers would break after the hyphen.
    static func keepingHyphenatedWordsWhole(_ text: String) -> String {
        guard text.utf8.contains(UInt8(ascii: "-")) else { return escape(text) }
        var out = ""
        var word = ""
        func flush() {
            if word.contains("-"), word.count <= longestUnbrokenWord, word.count > 1 {
                out += "<span class=\"word\">\(escape(word))</span>"
            } else {
                out += escape(word)
            }
            word = ""
        }
        for character in text {
            if character.isWhitespace {
                flush()
                out += escape(String(character))
            } else {
                word.append(character)
            }
        }
        flush()
        return out
    }

    /// Opens a `<tbody>` for the rows that follow, unless one is open.
    private mutating func openBody(into out: inout OutputBuffer) {
        guard !bodyIsOpen else { return }
        out.append(nextBodyIsGroup ? "<tbody class=\"group\">\n" : "<tbody>\n")
        bodyIsOpen = true
        nextBodyIsGroup = false
    }

    private mutating func closeBody(into out: inout OutputBuffer) {
        guard bodyIsOpen else { return }
        out.append("</tbody>\n")
        bodyIsOpen = false
    }

    /// Each outermost group is a `<tbody>` of its own.
    mutating func group(_ event: GroupEvent, into out: inout OutputBuffer) {
        switch event {
        case .opened(level: 1, key: _):
            closeBody(into: &out)
            nextBodyIsGroup = true
        case .closed(level: 1):
            closeBody(into: &out)
            nextBodyIsGroup = false
        default: break
        }
    }

    mutating func render(_ row: TypedRow, into out: inout OutputBuffer) {
        guard let grid else { return }
        openBody(into: &out)
        let kind = kinds[row.kind]
        out.append(utf8: "<tr class=\"row ")
        out.append(utf8: kindClasses[row.kind])
        out.append(utf8: " level-")
        out.append(int: Int64(row.level))
        out.append(utf8: " role-")
        out.append(utf8: row.role.rawValue)
        if let band = row.band {
            out.append(utf8: " band-")
            out.append(utf8: band.rawValue)
        }
        if let section = row.section {
            out.append(utf8: " section-")
            out.append(utf8: Self.className(section))
        }
        if plainKinds[row.kind], ColumnGrid.isBold(row, kind: kind) { out.append(utf8: " strong") }
        out.append(utf8: "\">")
        // A group's header row heads its group: its first cell is a header cell.
        let headerScope = row.role == .header && row.level > 0 ? (row.level == 1 ? "rowgroup" : "row") : nil
        var column = 0
        for (c, cell) in grid.cells[row.kind].enumerated() {
            while column < cell.column {
                out.append(utf8: "<td></td>")
                column += 1
            }
            let text = grid.text(of: cell, in: row, kinds: kinds)
            let whole = wholeCells[row.kind][c]
            var attributes = cellAttributes[row.kind][c]
            if !whole && Self.hasLongWord(text) { attributes += " long" }
            attributes += "\""
            // Only a kind with a red format looks at its values here.
            let red = !redFields[row.kind].isEmpty && isRedNegative(row, field: redFields[row.kind][c])
            if cell.column == 0 {
                let indent = Double(RowStyle.indentSteps(level: row.level, indent: kind.style.indent)) * 1.5 + 0.5
                attributes += " style=\"padding-left: \(indent)rem" + (red ? "; color: \(Self.negativeRed)\"" : "\"")
            } else if red {
                attributes += " style=\"color: \(Self.negativeRed)\""
            }
            let shown = whole ? Self.escape(text) : Self.keepingHyphenatedWordsWhole(text)
            if c == 0, let headerScope {
                // A group's header is a heading one level under the title's, so that a screen
                // reader lists the groups and jumps between them.
                out.append(utf8: "<th scope=\"")
                out.append(utf8: headerScope)
                out.append(utf8: "\"")
                out.append(utf8: attributes)
                out.append(utf8: ">")
                if !text.isEmpty {
                    out.append(utf8: "<span role=\"heading\" aria-level=\"")
                    out.append(int: Int64(min(6, row.level + 1)))
                    out.append(utf8: "\">")
                    out.append(utf8: shown)
                    out.append(utf8: "</span>")
                }
                out.append(utf8: "</th>")
            } else {
                out.append(utf8: "<td")
                out.append(utf8: attributes)
                out.append(utf8: ">")
                out.append(utf8: shown)
                out.append(utf8: "</td>")
            }
            column = cell.column + cell.span
        }
        while column < grid.columns.count {
            out.append("<td></td>")
            column += 1
        }
        out.append("</tr>\n")
    }

    mutating func end(into out: inout OutputBuffer) {
        closeBody(into: &out)
        out.append("</table>\n</div>\n")
        if collapsible { out.append("<script>\n\(Self.foldingScript)</script>\n") }
        out.append("</body>\n</html>\n")
    }
}
