/// A Markdown table: text indented by level, numbers right-aligned; rows of the report and the
/// outermost groups in bold.
public struct MarkdownRenderer: RowRenderer {
    private var kinds: [RowKind] = []
    private var symbols = NumberSymbols.posix

    /// Creates the renderer.
    public init() {}

    static func escape(_ s: String) -> String {
        var out = ""
        for c in s {
            if "\\`*_[]<>|#".contains(c) { out.append("\\") }
            out.append(c == "\n" ? " " : c)
        }
        return out
    }

    public mutating func begin(plan: ReportPlan, into out: inout OutputBuffer) {
        kinds = plan.rowKinds
        symbols = plan.locale.numbers
        if let title = plan.title { out.append("# \(Self.escape(title))\n\n") }
        out.append("| | |\n|:--|--:|\n")
    }

    public mutating func render(_ row: TypedRow, into out: inout OutputBuffer) {
        let (text, numbers) = kinds[row.kind].displayParts(row, numbers: symbols)
        var left = text.map(Self.escape).joined(separator: " · ")
        var right = numbers.map(Self.escape).joined(separator: " · ")
        if row.level <= 1, !left.isEmpty {
            left = "**\(left)**"
            if !right.isEmpty { right = "**\(right)**" }
        }
        let indent = String(repeating: "&emsp;", count: max(0, row.level - 1))
        out.append("| \(indent)\(left) | \(right) |\n")
    }

    public mutating func end(into out: inout OutputBuffer) {}
}
