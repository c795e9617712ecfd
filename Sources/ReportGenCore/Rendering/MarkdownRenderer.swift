/// A Markdown table with one table column per report column (see ``ColumnGrid``): the column
/// titles as its header row (a declared column without a title by its name), numbers
/// right-aligned, text indented by level. A layout whose columns have neither titles nor names
/// (no `columns:`) has no empty header row: its first row heads the table (and a report without
/// rows has no table). Bold and italic follow the row styles; a row kind
/// without a style is bold when it heads or closes the report or an outermost group.
struct MarkdownRenderer: RowRenderer {
    private var kinds: [RowKind] = []
    private var grid: ColumnGrid?
    /// The rule line under the header row, waiting for the first row when that row heads the table.
    private var pendingRules: String?

    /// Creates the renderer.
    init() {}

    /// `s` as literal Markdown text that CommonMark, GFM and Python-Markdown all read back as
    /// written: what each reads with a backslash escaped so (a backslash, `` ` ``, `*`, `_`, `[`,
    /// `]`, `#`, `|`),
    /// `&`, `<`, `>` and `~` (strikethrough in GFM) as character references, which Python-Markdown
    /// would show backslash-escaped as they are; line breaks as spaces (a table row is one line),
    /// and control characters shown escaped as in text output. Looked at scalar by scalar: a `|`
    /// with a combining mark after it is one `Character`, and must still be escaped.
    static func escape(_ s: String) -> String {
        var flat = ""
        for scalar in s.unicodeScalars { flat.unicodeScalars.append(scalar == "\n" || scalar == "\r" ? " " : scalar) }
        var out = String.UnicodeScalarView()
        for scalar in ControlCharacters.escaped(flat).unicodeScalars {
            switch scalar {
            case "&": out.append(contentsOf: "&amp;".unicodeScalars)
            case "<": out.append(contentsOf: "&lt;".unicodeScalars)
            case ">": out.append(contentsOf: "&gt;".unicodeScalars)
            case "~": out.append(contentsOf: "&#126;".unicodeScalars)
            case "\\", "`", "*", "_", "[", "]", "#", "|":
                out.append("\\")
                out.append(scalar)
            default: out.append(scalar)
            }
        }
        return String(out)
    }

    mutating func begin(schema: RenderSchema, into out: inout OutputBuffer) {
        kinds = schema.rowKinds
        let grid = ColumnGrid(schema: schema)
        self.grid = grid
        if let title = schema.title { out.append("# \(Self.escape(title))\n\n") }
        // A table needs its header row: a declared column without a title is headed by its name
        // (as CSV heads it); the columns made for a layout without `columns:` have no name to show.
        let named = !schema.columns.isEmpty
        let titles = grid.columns.map { Self.escape($0.title ?? (named ? $0.name : "")) }
        let rules = grid.columns.indices.map { j -> String in
            switch grid.alignment(ofColumn: j, kinds: schema.rowKinds) {
            case .left: return ":--"
            case .center: return ":-:"
            case .right: return "--:"
            }
        }
        let ruleLine = "|" + rules.joined(separator: "|") + "|\n"
        if titles.allSatisfy(\.isEmpty) {
            pendingRules = ruleLine
        } else {
            out.append("| " + titles.joined(separator: " | ") + " |\n")
            out.append(ruleLine)
        }
    }

    mutating func render(_ row: TypedRow, into out: inout OutputBuffer) {
        guard let grid else { return }
        let style = kinds[row.kind].style
        let bold = ColumnGrid.isBold(row, kind: kinds[row.kind])
        let marks = (bold ? "**" : "") + (style.italic ? "*" : "")
        var cells = [String](repeating: "", count: grid.columns.count)
        for cell in grid.cells[row.kind] {
            var text = Self.escape(grid.text(of: cell, in: row, kinds: kinds))
            if text.isEmpty { continue }
            text = marks + text + String(marks.reversed())
            if cell.column == 0 {
                text =
                    String(repeating: "&emsp;", count: RowStyle.indentSteps(level: row.level, indent: style.indent))
                    + text
            }
            cells[cell.column] = text
        }
        out.append("| " + cells.joined(separator: " | ") + " |\n")
        if let rules = pendingRules {
            pendingRules = nil
            out.append(rules)
        }
    }

    mutating func end(into out: inout OutputBuffer) {}
}
