/// A readable, aligned plain-text report: the default output.
///
/// Rows are indented by level; text fields go left, numbers right-aligned at the right edge
/// (decimals with thousands separators), so amounts and totals line up; a row of numbers alone is
/// labelled with its field names ("Total"). Taller rows get blank
/// lines above them (about one line per 30 points). With `shadeBands`, odd-band rows get a grey
/// background, like the seeds' alternating cells.
///
/// ```text
/// Authorized Transactions
///
///   Apr 01, 2016
///     Starbucks                                                         3.11
/// ```
public struct TextRenderer: RowRenderer {
    /// The line width numbers are aligned to.
    public var width: Int
    /// Whether to shade odd bands with ANSI colours (for terminals).
    public var shadeBands: Bool
    private var kinds: [RowKind] = []
    private var first = true

    static let numberWidth = 12

    /// Creates the renderer.
    public init(width: Int = 72, shadeBands: Bool = false) {
        self.width = width
        self.shadeBands = shadeBands
    }

    public mutating func begin(plan: ReportPlan, into out: inout OutputBuffer) {
        kinds = plan.rowKinds
    }

    /// How many text lines a row of `height` points takes.
    static func lines(forHeight height: FixedDecimal) -> Int {
        guard let quotient = height.dividing(by: FixedDecimal(30)), let rounded = quotient.rounded(toPlaces: 0) else {
            return 1
        }
        return Int(max(1, min(4, rounded.mantissa)))
    }

    public mutating func render(_ row: TypedRow, into out: inout OutputBuffer) {
        let kind = kinds[row.kind]
        let shaded = shadeBands && row.band == .odd
        if !first {
            for _ in 1..<Self.lines(forHeight: kind.height) { line("", shaded: shaded, into: &out) }
        }
        first = false
        let (left, numbers) = kind.displayParts(row)
        let right = numbers.map { String(repeating: " ", count: max(0, Self.numberWidth - $0.count)) + $0 }
        let indent = String(repeating: " ", count: 2 * max(0, row.level - 1))
        let leftText = indent + left.joined(separator: "  ")
        let rightText = right.joined(separator: "  ")
        var text = leftText
        if !rightText.isEmpty {
            let gap = width - leftText.count - rightText.count
            text += String(repeating: " ", count: max(2, gap)) + rightText
        }
        line(text, shaded: shaded, into: &out)
    }

    private func line(_ text: String, shaded: Bool, into out: inout OutputBuffer) {
        if shaded {
            out.append("\u{1B}[48;5;236m")
            out.append(text)
            out.append(String(repeating: " ", count: max(0, width - text.count)))
            out.append("\u{1B}[0m\n")
        } else {
            var end = text[...]
            while end.last == " " { end.removeLast() }
            out.append(String(end))
            out.append(byte: 0x0A)
        }
    }

    public mutating func end(into out: inout OutputBuffer) {}
}
