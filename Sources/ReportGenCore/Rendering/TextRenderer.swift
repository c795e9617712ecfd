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

    static func text(_ value: Value, field: RowKind.Field) -> String {
        switch value {
        case .decimal(let d): return d.formatted(places: field.places, grouping: true)
        case .int(let i): return FixedDecimal(i).formatted(places: nil, grouping: true)
        case .date(let d): return field.pattern?.format(d) ?? d.description
        case .datetime(let t): return field.pattern?.format(t) ?? t.description
        default: return value.description
        }
    }

    public mutating func render(_ row: TypedRow, into out: inout OutputBuffer) {
        let kind = kinds[row.kind]
        let shaded = shadeBands && row.band == .odd
        if !first {
            for _ in 1..<Self.lines(forHeight: kind.height) { line("", shaded: shaded, into: &out) }
        }
        first = false
        var left: [String] = []
        var right: [String] = []
        for (i, field) in kind.fields.enumerated() {
            let value = i < row.fields.count ? row.fields[i] : .null
            if field.type.isNumeric {
                let text = Self.text(value, field: field)
                right.append(String(repeating: " ", count: max(0, Self.numberWidth - text.count)) + text)
            } else {
                let text = Self.text(value, field: field)
                if !text.isEmpty { left.append(text) }
            }
        }
        // A row of numbers alone (a total) is labelled with its field names.
        if left.isEmpty, !right.isEmpty {
            left = kind.fields.filter(\.type.isNumeric).map { $0.name.prefix(1).uppercased() + $0.name.dropFirst() }
        }
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
