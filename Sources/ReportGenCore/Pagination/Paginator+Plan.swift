extension Paginator {
    /// The paginator of a plan's pages: its row kinds' heights, its levels' paging, and each page's
    /// body between the margins, that page's header and footer rows and the column titles' row.
    init(plan: ReportPlan, decorations: PageDecorations) throws {
        let page = plan.page
        try self.init(
            heights: plan.rowKinds.map { Centipoints.from($0.height) ?? 0 }, paging: plan.levels.map(\.paging),
            bodyHeight: { number in
                let (header, footer) = try decorations.heights(page: number)
                return page.height - page.top - page.bottom - header - footer - page.titleHeight
            })
    }
}
