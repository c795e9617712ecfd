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
    private var linePlans = LinePlans([])
    private var labels: [[UInt8]] = []
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
        linePlans = LinePlans(kinds)
        numberSymbols = schema.locale.numbers
        asciiNumbers = numberSymbols.isASCII
        // Only a kind without text fields is labelled: a row whose text is null shows no text,
        // not field names it does not hold.
        labels = kinds.map { kind in
            kind.fields.contains { !$0.type.isNumeric } ? [] : Array(kind.numberLabels.joined(separator: "  ").utf8)
        }
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
        return Int(max(Signed128(1), min(Signed128(4), rounded.wideMantissa)).truncatedInt64)
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

    /// Draws a row it may only read: from a copy (whose field array is copied when the first
    /// text is moved out of it). The engine lends its rows (see ``render(lending:into:)``).
    mutating func render(_ row: TypedRow, into out: inout OutputBuffer) {
        var lent = row
        render(lending: &lent, into: &out)
    }

    /// Draws the row; each text field is moved out of the row while it is written and moved
    /// back, so no text is retained.
    mutating func render(lending row: inout TypedRow, into out: inout OutputBuffer) {
        if grid != nil {
            renderInColumns(row, into: &out)
            return
        }
        // Static helpers, so no call copies the renderer; whether the row has a style, not the
        // style, so no string is held (and released) per row.
        let styled = shadeBands && !styleStart(row).isEmpty
        let plan = linePlans.plan(ofKind: row.kind)
        if !first {
            for _ in 0..<plan.extraLines {
                Self.emit([], style: styled ? styleStart(row) : "", width: width, into: &out)
            }
        }
        first = false
        if !styled, plan.texts.isEmpty, plan.numbers.isEmpty {
            // A kind without fields (a group's closing line) shows a blank line: its indent,
            // written and trimmed again, is not written.
            out.append(byte: 0x0A)
            return
        }
        if styled { out.append(styleStart(row)) }
        // The line is written straight into the output, and trimmed or padded there at its end.
        let start = out.count
        // A row's level is a level of the report's (or one more, for a detail row): far from
        // overflowing, so added without checks.
        out.appendSpaces(plan.indentSpaces &+ 2 &* RowStyle.levelSteps(row.level))
        var hasText = false
        // Whether the line is printable ASCII so far, so that its bytes are its cells.
        var asciiLine = true
        let shown = linePlans.fields
        // The text fields first, left to right (a row with fewer fields than its kind shows those
        // it has).
        for step in plan.texts {
            let i = shown[step].index
            guard i < row.fields.count else { break }
            let before = out.count
            if hasText { out.appendSpaces(2) }
            switch Self.appendText(lentFrom: &row.fields, at: i, into: &out) {
            case true?: break
            case false?: asciiLine = false
            case nil:
                out.append(kinds[row.kind].fields[i].display(row.fields[i], numbers: numberSymbols))
                asciiLine = false
            }
            if out.count == before + (hasText ? 2 : 0) {
                out.removeLast(out.count - before)  // empty text takes no room
            } else {
                hasText = true
            }
        }
        // Then the numbers, each right-aligned in its cells, right after the text (labelled when
        // there is none); the gap that puts them at the right edge goes in before them once
        // their width is known. A number is read through a method of its value, where it lies
        // in the row: a `switch` over `row.fields[i]` copied the value out first.
        var numbersStart = -1
        for step in plan.numbers {
            let field = shown[step]
            guard field.index < row.fields.count else { break }
            if numbersStart < 0 {
                if !hasText, !labels[row.kind].isEmpty {
                    out.append(bytes: labels[row.kind])
                    asciiLine = false
                }
                numbersStart = out.count
            } else {
                out.appendSpaces(2)
            }
            if plan.formatted, let box = kinds[row.kind].fields[field.index].numberBox {
                let text = box.style.format(row.fields[field.index], places: field.decimalPlaces).text
                out.appendSpaces(max(0, Self.numberWidth - DisplayWidth.of(text)))
                out.append(text)
            } else {
                Self.appendNumber(
                    row.fields[field.index].shownNumber, places: field.decimalPlaces, symbols: numberSymbols,
                    ascii: asciiNumbers, into: &out)
            }
        }
        if numbersStart >= 0 {
            let textWidth = asciiLine ? numbersStart - start : out.displayWidth(from: start, to: numbersStart)
            let numbersWidth =
                asciiNumbers && !plan.formatted
                ? out.count - numbersStart : out.displayWidth(from: numbersStart, to: out.count)
            out.insertSpaces(max(2, width - textWidth - numbersWidth), at: numbersStart)
        }
        Self.endLine(from: start, styled: styled, width: width, into: &out)
    }

    /// Appends a number field right-aligned in its twelve cells (blank for a null). Written right
    /// to left and then moved behind its padding, as its width sets the padding before it.
    @inline(__always)
    private static func appendNumber(
        _ shown: (number: FixedDecimal, grouping: Bool)?, places: Int?, symbols: NumberSymbols, ascii: Bool,
        into out: inout OutputBuffer
    ) {
        guard let (number, grouping) = shown else {
            out.appendSpaces(numberWidth)
            return
        }
        let symbols = grouping ? symbols : .posix
        out.appendWrittenBackwards(
            window: FixedDecimal.maxTextBytes, maxPadding: numberWidth,
            padding: { numberWidth - (ascii ? $0.count : DisplayWidth.of(utf8: $0)) }
        ) { room in
            number.writeText(places: grouping ? places : nil, grouping: grouping, symbols: symbols, endingAt: room)
        }
    }

    /// Appends field `index` of `fields` when it is a text (nothing for a null), moved out of
    /// the array while it is written and moved back; returns whether it is printable ASCII, or
    /// `nil`, appending nothing, for a value of another kind.
    @inline(__always)
    private static func appendText(lentFrom fields: inout [Value], at index: Int, into out: inout OutputBuffer)
        -> Bool?
    {
        fields.withUnsafeMutableBufferPointer { fields in
            guard let first = fields.baseAddress, index >= 0, index < fields.count else { return nil }
            let slot = first + index
            let value = slot.move()
            defer { slot.initialize(to: value) }
            switch value {
            case .string(let s): return appendText(s, into: &out)
            case .null: return true
            default: return nil
            }
        }
    }

    /// Appends text; data never reaches the terminal raw: control characters are shown escaped.
    /// Returns whether the text is printable ASCII (one cell a byte), which needs no other scan.
    @inline(__always)
    private static func appendText(_ text: String, into out: inout OutputBuffer) -> Bool {
        text.withUTF8Bytes { bytes in
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
    }

    /// Ends the line begun at `start` in `out`: with a style, padded to `width` and reset; without,
    /// with trailing spaces trimmed.
    @inline(__always)
    private static func endLine(from start: Int, styled: Bool, width: Int, into out: inout OutputBuffer) {
        if styled {
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
        endLine(from: start, styled: !style.isEmpty, width: width, into: &out)
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
