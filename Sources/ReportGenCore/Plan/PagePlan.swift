/// The page of `--format pdf`: paper, margins and the page header and footer rows. Lengths are in
/// hundredths of a point.
package struct PagePlan: Sendable {
    /// The paper, after `orientation`.
    var width: Int
    var height: Int
    /// Margins: top, right, bottom, left.
    var top: Int
    var right: Int
    var bottom: Int
    var left: Int
    /// `page.header` and `page.footer`: built for each page, with `page` and `pages` known.
    var header: [EmitterPlan]
    var footer: [EmitterPlan]
    /// Whether the layout has `page:` (otherwise this is the default A4 page).
    var isDeclared: Bool
    /// The row kinds only page header and footer rows emit: renderers without pages never see them.
    var decorationKinds: Set<Int> = []
    /// The row kinds the report's own rows (not the page's) can use; `nil` when not worked out
    /// (every kind, then).
    var bodyKinds: Set<Int>?
    /// The row of column titles at the top of every page's body, when a column has a title: its
    /// height (1.8 times the base font size), else 0.
    var titleHeight = 0
    /// Without `page:`: what would not fit on the default page (a row kind taller than its body),
    /// reported as layout errors when a PDF is rendered.
    package var problems: [Diagnostic]

    /// The height left for rows: the paper between the margins, less the page's header and footer
    /// rows (`header` and `footer` tall) and the column titles' row.
    func bodyHeight(header: Int, footer: Int) -> Int {
        height - top - bottom - header - footer - titleHeight
    }

    /// A4 portrait, 36-point margins, no page header or footer.
    static let standard = PagePlan(
        width: 59528, height: 84189, top: 3600, right: 3600, bottom: 3600, left: 3600, header: [], footer: [],
        isDeclared: false, problems: [])

    /// The base font size when `style.font.size` sets none: 10 points.
    static let defaultFontSize = 1000

    /// The base font size of a report style, in hundredths of a point (at most 1,000 points).
    static func baseFontSize(_ style: ReportStyle) -> Int {
        min(style.fontSize.map { Centipoints.from($0) ?? Int.max } ?? defaultFontSize, 100_000)
    }

    /// The width between the margins.
    var contentWidth: Int { width - left - right }
}
