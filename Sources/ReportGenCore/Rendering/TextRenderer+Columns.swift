extension TextRenderer {
    /// Sets up the columns: where each starts and ends on the line, and the heading lines.
    mutating func beginColumns(_ grid: ColumnGrid) {
        self.grid = grid
        // The line less the gutters is shared out, so that the columns' content widths are in
        // proportion (equal widths are equal columns, whichever comes first).
        let count = grid.columns.count
        let widths = grid.widths(total: width - Self.gutter * max(0, count - 1), minimum: 1)
        var offset = 0
        columnStart = []
        columnEnd = []
        for w in widths {
            columnStart.append(offset)
            columnEnd.append(offset + w)
            offset += w + Self.gutter
        }
        heading = []
        headingShown = !grid.hasTitles
        guard grid.hasTitles else { return }
        var titles: [Block] = []
        var rules: [Block] = []
        for (j, column) in grid.columns.enumerated() {
            let (start, end) = (columnStart[j], columnEnd[j])
            let title = ControlCharacters.escaped(column.title ?? "")
            titles.append(
                Block(
                    start: start, end: end, alignment: grid.alignment(ofColumn: j, kinds: kinds),
                    lines: Self.wrap(title, width: end - start)))
            rules.append(
                Block(
                    start: start, end: end, alignment: .left,
                    lines: [Line(text: String(repeating: "-", count: end - start), width: end - start)]))
        }
        heading = Self.compose(titles) + Self.compose(rules)
    }

    /// One cell's place on the line and its wrapped lines.
    struct Block {
        var start: Int
        var end: Int
        var alignment: ReportTextAlignment
        var lines: [Line]
    }

    /// A line of text and its display width.
    struct Line {
        var text: String
        var width: Int
    }

    /// A row in columns: each cell's text wrapped to its column (numbers never wrap), as many
    /// lines as the tallest cell needs, with blank lines above for taller rows.
    mutating func renderInColumns(_ row: TypedRow, into out: inout OutputBuffer) {
        guard let grid else { return }
        if !headingShown, !(row.level == 0 && row.role == .header) {
            // On a terminal the titles are bold; the rule under them is the last line.
            for (i, line) in heading.enumerated() {
                Self.emit(
                    line, style: shadeBands && i < heading.count - 1 ? "\u{1B}[1m" : "", width: width, into: &out)
            }
            headingShown = true
        }
        let style = styleStart(row)
        let kind = kinds[row.kind]
        let indent = 2 * RowStyle.indentSteps(level: row.level, indent: kind.style.indent)
        var blocks: [Block] = []
        for cell in grid.cells[row.kind] {
            // Data never reaches the terminal raw: control characters are shown escaped.
            let text = ControlCharacters.escaped(grid.text(of: cell, in: row, kinds: kinds))
            let start = columnStart[cell.column] + (cell.column == 0 ? indent : 0)
            let end = columnEnd[cell.column + cell.span - 1]
            let lines =
                cell.isNumeric ? [Line(text: text, width: DisplayWidth.of(text))] : Self.wrap(text, width: end - start)
            blocks.append(Block(start: start, end: end, alignment: cell.alignment, lines: lines))
        }
        let lines = Self.compose(blocks)
        if !first {
            for _ in 0..<max(0, Self.lines(forHeight: kind.height) - lines.count) {
                Self.emit([], style: style, width: width, into: &out)
            }
        }
        first = false
        for line in lines { Self.emit(line, style: style, width: width, into: &out) }
    }

    /// The lines of blocks side by side; a block that does not fit its place pushes the ones
    /// after it right, rather than overwrite them, keeping the gutter between them: with one
    /// space, two numbers would read as one where a space groups digits (`fr`: `1 234,50`).
    static func compose(_ blocks: [Block]) -> [[UInt8]] {
        let count = max(1, blocks.map(\.lines.count).max() ?? 1)
        var out: [[UInt8]] = []
        for i in 0..<count {
            var line: [UInt8] = []
            var cursor = 0
            for block in blocks where i < block.lines.count {
                let piece = block.lines[i]
                guard piece.width > 0 else { continue }
                var x: Int
                switch block.alignment {
                case .left: x = block.start
                case .right: x = block.end - piece.width
                case .center: x = block.start + max(0, (block.end - block.start - piece.width) / 2)
                }
                x = max(x, cursor == 0 ? 0 : cursor + Self.gutter)
                Spaces.append(x - cursor, to: &line)
                line.append(contentsOf: Array(piece.text.utf8))
                cursor = x + piece.width
            }
            out.append(line)
        }
        return out
    }

    /// `text` wrapped at spaces into lines of at most `width` cells; a longer word is cut.
    static func wrap(_ text: String, width: Int) -> [Line] {
        let total = DisplayWidth.of(text)
        let width = max(1, width)
        if total <= width { return [Line(text: text, width: total)] }
        var lines: [Line] = []
        var current = Line(text: "", width: 0)
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            let word = String(word)
            let w = DisplayWidth.of(word)
            if current.width > 0, current.width + 1 + w <= width {
                current.text += " " + word
                current.width += 1 + w
                continue
            }
            if current.width > 0 { lines.append(current) }
            guard w > width else {
                current = Line(text: word, width: w)
                continue
            }
            // A longer word is cut in one pass over its characters (not in time squared in its
            // length); a character wider than the column goes whole, on a line of its own.
            current = Line(text: "", width: 0)
            for character in word {
                let cells = DisplayWidth.of(character)
                if current.width > 0, current.width + cells > width {
                    lines.append(current)
                    current = Line(text: "", width: 0)
                }
                current.text.append(character)
                current.width += cells
            }
        }
        if current.width > 0 || lines.isEmpty { lines.append(current) }
        return lines
    }
}
