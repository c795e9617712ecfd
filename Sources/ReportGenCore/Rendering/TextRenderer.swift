/// A readable, aligned plain-text report: the default output.
///
/// Without `columns:`, rows are indented by level; text fields go left, numbers right-aligned at
/// the right edge (decimals with thousands separators), so amounts and totals line up; a row of
/// numbers alone is labelled with its field names ("Total"). With `columns:`, each field sits in
/// its column (see ``ColumnGrid``), text wraps inside its column, and the column titles make a
/// heading line. Widths count display cells: East Asian wide characters and emoji take two.
/// Taller rows get blank lines above them (about one line per 30 points). With `shadeBands` (a
/// terminal), rows show their styles: bold, italic, and band or row backgrounds with a readable
/// foreground.
///
/// ```text
/// Authorized Transactions
///   Apr 01, 2016
///     Starbucks                                                       3.11
/// ```
struct TextRenderer: RowRenderer {
    /// The line width numbers are aligned to.
    var width: Int
    /// Whether to show styles and bands with ANSI sequences (for terminals).
    var shadeBands: Bool
    var kinds: [RowKind] = []
    private var extraLines: [Int] = []
    /// Per kind, its style's indent (read per row: through `kinds[k].style` it could copy the kind).
    private var indents: [Int] = []
    private var labels: [[UInt8]] = []
    private var table = FieldTable([])
    private var numberSymbols = NumberSymbols.posix
    /// Whether numbers are ASCII, so that their bytes are their columns (not with a no-break space).
    private var asciiNumbers = true
    var first = true
    var grid: ColumnGrid?
    /// With columns: where each column's content starts and ends (display cells).
    var columnStart: [Int] = []
    var columnEnd: [Int] = []
    var heading: [[UInt8]] = []
    var headingShown = false
    /// Per kind: the ANSI sequence starting its rows in no band, the odd band and the even band,
    /// each plain and bold.
    private var styleStarts: [[String]] = []
    // Reused from row to row so that rendering allocates nothing in the steady state.
    private var numbers = ByteRoom()

    static let numberWidth = 12
    /// Spaces between columns.
    static let gutter = 2

    /// Creates the renderer.
    init(width: Int = 72, shadeBands: Bool = false) {
        self.width = width
        self.shadeBands = shadeBands
    }

    mutating func begin(schema: RenderSchema, into out: inout OutputBuffer) {
        kinds = schema.rowKinds
        table = FieldTable(kinds)
        numberSymbols = schema.locale.numbers
        asciiNumbers = numberSymbols.isASCII
        extraLines = kinds.map { Self.lines(forHeight: $0.height) - 1 }
        indents = kinds.map(\.style.indent)
        labels = kinds.map { Array($0.numberLabels.joined(separator: "  ").utf8) }
        styleStarts = kinds.map { kind in
            [nil, Band.odd, Band.even].flatMap { band in
                let background = ColumnGrid.background(band: band, style: kind.style, report: schema.style)
                var bold = kind.style
                bold.bold = true
                return [
                    TerminalStyle.start(kind.style, background: background),
                    TerminalStyle.start(bold, background: background),
                ]
            }
        }
        if !schema.columns.isEmpty { beginColumns(ColumnGrid(schema: schema)) }
    }

    /// How many text lines a row of `height` points takes.
    static func lines(forHeight height: FixedDecimal) -> Int {
        guard let quotient = height.dividing(by: FixedDecimal(30)), let rounded = quotient.rounded(toPlaces: 0) else {
            return 1
        }
        return Int(max(1, min(4, rounded.mantissa)))
    }

    /// The ANSI sequence a row starts with; empty when styles are off or the row has none.
    func styleStart(_ row: TypedRow) -> String {
        guard shadeBands else { return "" }
        let band: Int
        switch row.band {
        case nil: band = 0
        case .odd: band = 1
        case .even: band = 2
        }
        return styleStarts[row.kind][2 * band + (ColumnGrid.isBold(row, kind: kinds[row.kind]) ? 1 : 0)]
    }

    mutating func render(_ row: TypedRow, into out: inout OutputBuffer) {
        if grid != nil {
            renderInColumns(row, into: &out)
            return
        }
        // Helpers that read nothing of the renderer are static, and the style is asked for only
        // on a terminal: a method called from here was passed a copy of the whole renderer.
        let style = shadeBands ? styleStart(row) : ""
        if !first {
            for _ in 0..<extraLines[row.kind] { Self.emit([], style: style, width: width, into: &out) }
        }
        first = false
        if !style.isEmpty { out.append(style) }
        // The line is written straight into the output, and trimmed or padded there at its end.
        let start = out.count
        numbers.removeAll()
        out.appendSpaces(2 * RowStyle.indentSteps(level: row.level, indent: indents[row.kind]))
        var hasText = false
        // Whether the line is printable ASCII so far, so that its bytes are its cells.
        var asciiLine = true
        let first = table.start[row.kind]
        for i in 0..<min(table.count[row.kind], row.fields.count) {
            // Fields are read through methods of the value, where they lie in the row: a `switch`
            // over `row.fields[i]` copied the value out (a retain and a release of its text).
            if table.isNumeric[first + i] {
                appendNumber(row.fields[i].shownNumber, places: table.places(first + i))
                continue
            }
            let before = out.count
            if hasText { out.appendSpaces(2) }
            if let ascii = row.fields[i].withStringUTF8({ Self.appendText($0, into: &out) }) {
                if !ascii { asciiLine = false }
            } else if !row.fields[i].isNull {
                out.append(kinds[row.kind].fields[i].display(row.fields[i], numbers: numberSymbols))
                asciiLine = false
            }
            if out.count == before + (hasText ? 2 : 0) {
                out.removeLast(out.count - before)  // empty text takes no room
            } else {
                hasText = true
            }
        }
        if !hasText, !numbers.isEmpty {
            out.append(bytes: labels[row.kind])
            asciiLine = false
        }
        if !numbers.isEmpty {
            let gap =
                width - (asciiLine ? out.count - start : out.displayWidth(from: start))
                - (asciiNumbers ? numbers.count : numbers.withUnsafeBytes { DisplayWidth.of(utf8: $0) })
            out.appendSpaces(max(2, gap))
            out.append(bytes: numbers)
        }
        Self.endLine(from: start, style: style, width: width, into: &out)
    }

    /// Appends a number field, right-aligned in its twelve cells, to the row's numbers. Written
    /// right to left and then moved behind its padding, as its width sets the padding before it.
    private mutating func appendNumber(_ shown: (number: FixedDecimal, grouping: Bool)?, places: Int?) {
        guard let (number, grouping) = shown else {
            appendPadded(UnsafeBufferPointer(start: nil, count: 0))
            return
        }
        if !numbers.isEmpty { numbers.append(spaces: 2) }
        let ascii = asciiNumbers
        let symbols = grouping ? numberSymbols : .posix
        numbers.appendWrittenBackwards(
            window: FixedDecimal.maxTextBytes, maxPadding: Self.numberWidth,
            padding: { Self.numberWidth - (ascii ? $0.count : DisplayWidth.of(utf8: $0)) }
        ) { room in
            number.writeText(places: grouping ? places : nil, grouping: grouping, symbols: symbols, endingAt: room)
        }
    }

    @inline(__always)
    private mutating func appendPadded(_ number: UnsafeBufferPointer<UInt8>) {
        if !numbers.isEmpty { numbers.append(spaces: 2) }
        numbers.append(spaces: Self.numberWidth - (asciiNumbers ? number.count : DisplayWidth.of(utf8: number)))
        numbers.append(contentsOf: number)
    }

    /// Appends text; data never reaches the terminal raw: control characters are shown escaped.
    /// Returns whether the text is printable ASCII (one cell a byte), which needs no other scan.
    @inline(__always)
    private static func appendText(_ bytes: UnsafeBufferPointer<UInt8>, into out: inout OutputBuffer) -> Bool {
        if DisplayWidth.asciiWidth(bytes) != nil {
            out.append(contentsOf: bytes)
            return true
        }
        if ControlCharacters.contains(bytes) {
            var escaped: [UInt8] = []
            ControlCharacters.appendEscaped(bytes, to: &escaped)
            out.append(bytes: escaped)
        } else {
            out.append(contentsOf: bytes)
        }
        return false
    }

    /// Ends the line begun at `start` in `out`: with a style, padded to `width` and reset; without,
    /// with trailing spaces trimmed.
    private static func endLine(from start: Int, style: String, width: Int, into out: inout OutputBuffer) {
        if !style.isEmpty {
            out.appendSpaces(width - out.displayWidth(from: start))
            out.append(TerminalStyle.reset + "\n")
        } else {
            out.trimTrailingSpaces(from: start)
            out.append(byte: 0x0A)
        }
    }

    /// Writes one line: with a style, padded to `width` and reset at its end; without, with
    /// trailing spaces trimmed.
    static func emit(_ text: [UInt8], style: String, width: Int, into out: inout OutputBuffer) {
        if !style.isEmpty { out.append(style) }
        let start = out.count
        out.append(bytes: text)
        endLine(from: start, style: style, width: width, into: &out)
    }

    mutating func end(into out: inout OutputBuffer) {}
}

extension Value {
    /// A number field's value as the text renderer shows it: a decimal with separators, an int's
    /// digits alone (a year, an id); `nil` for any other value.
    fileprivate var shownNumber: (number: FixedDecimal, grouping: Bool)? {
        switch self {
        case .decimal(let d): return (d, true)
        case .int(let n): return (FixedDecimal(n), false)
        default: return nil
        }
    }
}
