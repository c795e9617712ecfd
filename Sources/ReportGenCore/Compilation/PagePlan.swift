/// The page of `--format pdf`: paper, margins and the page header and footer rows. Lengths are in
/// hundredths of a point.
public struct PagePlan: Sendable {
    /// The paper, after `orientation`.
    public var width: Int
    public var height: Int
    /// Margins: top, right, bottom, left.
    public var top: Int
    public var right: Int
    public var bottom: Int
    public var left: Int
    /// `page.header` and `page.footer`: built for each page, with `page` and `pages` known.
    public var header: [EmitterPlan]
    public var footer: [EmitterPlan]
    /// Whether the layout has `page:` (otherwise this is the default A4 page).
    public var isDeclared: Bool
    /// The row kinds only page header and footer rows emit: renderers without pages never see them.
    public var decorationKinds: Set<Int> = []
    /// Without `page:`: what would not fit on the default page (a row kind taller than its body),
    /// reported as layout errors when a PDF is rendered.
    public var problems: [Diagnostic]

    /// A4 portrait, 36-point margins, no page header or footer.
    public static let standard = PagePlan(
        width: 59528, height: 84189, top: 3600, right: 3600, bottom: 3600, left: 3600, header: [], footer: [],
        isDeclared: false, problems: [])

    /// The width between the margins.
    public var contentWidth: Int { width - left - right }
}
