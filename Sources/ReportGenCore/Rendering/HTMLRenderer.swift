/// A standalone HTML page: one block per row with its kind's height, level indentation and band
/// colour; text left, numbers right-aligned. Rows carry their kind and section as classes, so a
/// stylesheet can restyle any kind.
public struct HTMLRenderer: RowRenderer {
    private var kinds: [RowKind] = []
    private var symbols = NumberSymbols.posix

    /// Creates the renderer.
    public init() {}

    static func escape(_ s: String) -> String { MarkupEscaping.escape(s) }

    static func className(_ s: String) -> String {
        String(s.unicodeScalars.map { Lexer.isIdentifierPart($0) || $0 == "-" ? Character($0) : "-" })
    }

    public mutating func begin(plan: ReportPlan, into out: inout OutputBuffer) {
        kinds = plan.rowKinds
        symbols = plan.locale.numbers
        let title = Self.escape(plan.title ?? "Report")
        out.append(
            """
            <!DOCTYPE html>
            <html lang="\(Self.escape(plan.locale.languageTag))">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(title)</title>
            <style>
            body { font-family: -apple-system, "Segoe UI", Helvetica, Arial, sans-serif; margin: 2rem auto; max-width: 48rem; color: #1d1d1f; }
            h1 { font-size: 1.4rem; }
            .row { display: flex; align-items: flex-end; justify-content: space-between; box-sizing: border-box; padding: 0 0.5rem 2px; }
            .band-odd { background: #eef2f7; }
            .band-even { background: #ffffff; }
            .text span + span { margin-left: 1em; }
            .numbers { font-variant-numeric: tabular-nums; text-align: right; white-space: nowrap; }
            .numbers span { display: inline-block; min-width: 7em; }
            .level-0, .level-1 { font-weight: 600; }
            </style>
            </head>
            <body>
            <h1>\(title)</h1>
            <div class="report">

            """)
    }

    public mutating func render(_ row: TypedRow, into out: inout OutputBuffer) {
        let kind = kinds[row.kind]
        let (text, numbers) = kind.displayParts(row, numbers: symbols)
        var classes = "row kind-\(Self.className(kind.name)) level-\(row.level)"
        if let band = row.band { classes += " band-\(band.rawValue)" }
        if let section = row.section { classes += " section-\(Self.className(section))" }
        let indent = Double(max(0, row.level - 1)) * 1.5 + 0.5
        out.append("<div class=\"\(classes)\" style=\"height: \(kind.height)px; padding-left: \(indent)rem\">")
        out.append("<div class=\"text\">" + text.map { "<span>\(Self.escape($0))</span>" }.joined() + "</div>")
        if !numbers.isEmpty {
            out.append(
                "<div class=\"numbers\">" + numbers.map { "<span>\(Self.escape($0))</span>" }.joined() + "</div>")
        }
        out.append("</div>\n")
    }

    public mutating func end(into out: inout OutputBuffer) {
        out.append("</div>\n</body>\n</html>\n")
    }
}
