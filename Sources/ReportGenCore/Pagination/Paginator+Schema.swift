extension Paginator {
    /// The paginator of a schema's pages: its row kinds' heights, its levels' paging, and each page's
    /// body between the margins, that page's header and footer rows and the column titles' row.
    init(schema: RenderSchema, decorations: PageDecorations) throws {
        let page = schema.page
        try self.init(
            heights: schema.rowKinds.map { Centipoints.from($0.height) ?? 0 }, paging: schema.levels,
            bodyHeight: { number in
                let (header, footer) = try decorations.heights(page: number)
                return page.bodyHeight(header: header, footer: footer)
            })
    }
}
