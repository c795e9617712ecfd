/// A readable, aligned plain-text report: the default output.
///
/// Rows are indented by level; text fields go left, numbers right-aligned at the right edge
/// (decimals with thousands separators), so amounts and totals line up; a row of numbers alone is
/// labelled with its field names ("Total"). Taller rows get blank lines above them (about one
/// line per 30 points). With `shadeBands`, odd-band rows get a grey background, like the seeds'
/// alternating cells.
///
/// ```text
/// Authorized Transactions
///   Apr 01, 2016
///     Starbucks                                                       3.11
/// ```
public struct TextRenderer: RowRenderer {
    /// The line width numbers are aligned to.
    public var width: Int
    /// Whether to shade odd bands with ANSI colours (for terminals).
    public var shadeBands: Bool
    private var kinds: [RowKind] = []
    private var extraLines: [Int] = []
    private var labels: [[UInt8]] = []
    private var table = FieldTable([])
    private var numberSymbols = NumberSymbols.posix
    /// Whether numbers are ASCII, so that their bytes are their columns (not with a no-break space).
    private var asciiNumbers = true
    private var first = true
    // Reused from row to row so that rendering allocates nothing in the steady state.
    private var line: [UInt8] = []
    private var numbers: [UInt8] = []
    private var number: [UInt8] = []

    static let numberWidth = 12

    /// Creates the renderer.
    public init(width: Int = 72, shadeBands: Bool = false) {
        self.width = width
        self.shadeBands = shadeBands
    }

    public mutating func begin(plan: ReportPlan, into out: inout OutputBuffer) {
        kinds = plan.rowKinds
        table = FieldTable(kinds)
        numberSymbols = plan.locale.numbers
        asciiNumbers = numberSymbols.isASCII
        extraLines = kinds.map { Self.lines(forHeight: $0.height) - 1 }
        labels = kinds.map { Array($0.numberLabels.joined(separator: "  ").utf8) }
        line.reserveCapacity(256)
    }

    /// How many text lines a row of `height` points takes.
    static func lines(forHeight height: FixedDecimal) -> Int {
        guard let quotient = height.dividing(by: FixedDecimal(30)), let rounded = quotient.rounded(toPlaces: 0) else {
            return 1
        }
        return Int(max(1, min(4, rounded.mantissa)))
    }

    /// Display width: Unicode scalars, not bytes.
    @inline(__always)
    static func columns(_ bytes: [UInt8]) -> Int {
        var n = 0
        for b in bytes where b & 0xC0 != 0x80 { n += 1 }
        return n
    }

    public mutating func render(_ row: TypedRow, into out: inout OutputBuffer) {
        let shaded = shadeBands && row.band == .odd
        if !first {
            for _ in 0..<extraLines[row.kind] { emit([], shaded: shaded, into: &out) }
        }
        first = false
        line.removeAll(keepingCapacity: true)
        numbers.removeAll(keepingCapacity: true)
        Spaces.append(2 * max(0, row.level - 1), to: &line)
        var hasText = false
        let start = table.start[row.kind]
        for i in 0..<min(table.count[row.kind], row.fields.count) {
            let value = row.fields[i]
            if table.isNumeric[start + i] {
                number.removeAll(keepingCapacity: true)
                switch value {
                case .decimal(let d):
                    d.append(places: table.places(start + i), grouping: true, symbols: numberSymbols, to: &number)
                case .int(let n):
                    FixedDecimal(n).append(places: nil, grouping: true, symbols: numberSymbols, to: &number)
                default: break
                }
                if !numbers.isEmpty { numbers.append(contentsOf: Spaces.run[0..<2]) }
                Spaces.append(Self.numberWidth - (asciiNumbers ? number.count : Self.columns(number)), to: &numbers)
                numbers.append(contentsOf: number)
                continue
            }
            let before = line.count
            if hasText { line.append(contentsOf: Spaces.run[0..<2]) }
            switch value {
            case .string(var s):
                s.withUTF8 { bytes in
                    // Data never reaches the terminal raw: control characters are shown escaped.
                    if ControlCharacters.contains(bytes) {
                        ControlCharacters.appendEscaped(bytes, to: &line)
                    } else {
                        line.append(contentsOf: bytes)
                    }
                }
            case .null: break
            default:
                line.append(contentsOf: Array(kinds[row.kind].fields[i].display(value, numbers: numberSymbols).utf8))
            }
            if line.count == before + (hasText ? 2 : 0) {
                line.removeLast(line.count - before)  // empty text takes no room
            } else {
                hasText = true
            }
        }
        if !hasText, !numbers.isEmpty { line.append(contentsOf: labels[row.kind]) }
        if !numbers.isEmpty {
            let gap = width - Self.columns(line) - (asciiNumbers ? numbers.count : Self.columns(numbers))
            Spaces.append(max(2, gap), to: &line)
            line.append(contentsOf: numbers)
        }
        emit(line, shaded: shaded, into: &out)
    }

    private func emit(_ text: [UInt8], shaded: Bool, into out: inout OutputBuffer) {
        if shaded {
            out.append("\u{1B}[48;5;236m")
            out.append(bytes: text)
            out.appendSpaces(width - Self.columns(text))
            out.append("\u{1B}[0m\n")
        } else {
            var end = text.count
            while end > 0, text[end - 1] == 0x20 { end -= 1 }
            if end == text.count {
                out.append(bytes: text)
            } else {
                out.append(bytes: Array(text[..<end]))
            }
            out.append(byte: 0x0A)
        }
    }

    public mutating func end(into out: inout OutputBuffer) {}
}
