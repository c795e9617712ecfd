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
        if isPlain(s) { return s }
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

    /// Whether `s` is its own escaped text, as most cells are: no ASCII byte ``escape(_:)``
    /// rewrites (its specials, line breaks and controls), and no control character among the
    /// others (what ControlCharacters finds). One pass over the bytes, a mask test a byte.
    @inline(__always)
    private static func isPlain(_ s: String) -> Bool {
        s.withUTF8Bytes { bytes in
            var beyondASCII = false
            for byte in bytes {
                if byte >= 0x80 {
                    beyondASCII = true
                } else if byte &- 0x20 >= 0x5F
                    || (byte < 0x40 ? specialsBelow40 : specialsFrom40) & 1 &<< (byte & 0x3F) != 0
                {
                    return false
                }
            }
            return !beyondASCII || !ControlCharacters.contains(bytes)
        }
    }

    /// The printable ASCII characters ``escape(_:)`` rewrites, as bits by their code: `#&*<>` of
    /// 0x00–0x3F, and `[\]_`|~` of 0x40–0x7F (bit `code & 0x3F`); constants, so the
    /// loop reads them without a first-use check.
    private static let specialsBelow40: UInt64 = 1 << 0x23 | 1 << 0x26 | 1 << 0x2A | 1 << 0x3C | 1 << 0x3E
    private static let specialsFrom40: UInt64 =
        1 << (0x5B - 0x40) | 1 << (0x5C - 0x40) | 1 << (0x5D - 0x40) | 1 << (0x5F - 0x40) | 1 << (0x60 - 0x40)
        | 1 << (0x7C - 0x40) | 1 << (0x7E - 0x40)

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
        let bold = ColumnGrid.isBold(row, kind: kinds[row.kind])
        let italic = kinds[row.kind].style.italic
        // The cells in column order, each once: the row is written as it goes, `| a | b |`.
        var cells = grid.cells[row.kind][...]
        out.append(utf8: "|")
        for column in grid.columns.indices {
            out.append(utf8: " ")
            while let cell = cells.first, cell.column < column { cells = cells.dropFirst() }
            if let cell = cells.first, cell.column == column {
                cells = cells.dropFirst()
                let text = Self.escape(grid.text(of: cell, in: row, kinds: kinds))
                if !text.isEmpty {
                    if column == 0 {
                        let steps = RowStyle.indentSteps(level: row.level, indent: kinds[row.kind].style.indent)
                        for _ in 0..<max(0, steps) { out.append(utf8: "&emsp;") }
                    }
                    if bold { out.append(utf8: "**") }
                    if italic { out.append(utf8: "*") }
                    out.append(utf8: text)
                    if italic { out.append(utf8: "*") }
                    if bold { out.append(utf8: "**") }
                }
            }
            out.append(utf8: " |")
        }
        out.append(utf8: "\n")
        if let rules = pendingRules {
            pendingRules = nil
            out.append(rules)
        }
    }

    mutating func end(into out: inout OutputBuffer) {}
}
