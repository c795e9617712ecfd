extension LayoutChecker {
    /// `page:` and the levels' paging keys: the page's geometry, its header and footer rows (where
    /// `page` and `pages` are known), and whether every row kind of the report fits on a page
    /// below the column titles' row (`titleHeight`).
    mutating func checkPage(levels: inout [LevelPlan], bodyKinds: Set<Int>, titleHeight: Int) -> PagePlan {
        for (index, level) in layout.report.groups.enumerated() where index < levels.count {
            levels[index].paging.pageBreak = level.pageBreak?.value ?? .none
            levels[index].paging.repeatHeader = level.repeatHeader?.value ?? false
            levels[index].paging.keepTogether = level.keepTogether?.value ?? false
        }
        var page = PagePlan.standard
        page.titleHeight = titleHeight
        page.bodyKinds = bodyKinds
        guard let spec = layout.page else {
            var problems = DiagnosticCollector(file: layout.file)
            checkRoom(page, spec: nil, bodyKinds: bodyKinds, into: &problems)
            page.problems = problems.sorted
            return page
        }
        page.isDeclared = true
        if let size = spec.size, size.value.count == 2, let width = Centipoints.from(size.value[0]),
            let height = Centipoints.from(size.value[1])
        {
            page.width = width
            page.height = height
        }
        // The orientation says which side is longer, whichever way the size was written.
        if let landscape = spec.landscape?.value, landscape != (page.width > page.height) {
            swap(&page.width, &page.height)
        }
        if let margins = spec.margins {
            let values = margins.value.compactMap(Centipoints.from)
            if values.count == 1 {
                (page.top, page.right, page.bottom, page.left) = (values[0], values[0], values[0], values[0])
            }
            if values.count == 4 {
                (page.top, page.right, page.bottom, page.left) = (values[0], values[1], values[2], values[3])
            }
        }
        var decorations = scope(aggregates: false, context: "page.header and page.footer")
        decorations.fields = [:]
        decorations.hasSources = false
        decorations.hasPageNumbers = true
        let before = emittedKinds
        emittedKinds = []
        page.header = emitters(spec.header, scope: decorations).0
        page.footer = emitters(spec.footer, scope: decorations).0
        page.decorationKinds = emittedKinds.subtracting(bodyKinds)
        emittedKinds.formUnion(before)
        for emitter in page.header + page.footer { reportPageCountInConditions(emitter) }
        checkRoom(page, spec: spec, bodyKinds: bodyKinds, into: &diagnostics)
        return page
    }

    /// `pages` is known only once the last page is written, too late to decide which rows a page has.
    private mutating func reportPageCountInConditions(_ emitter: EmitterPlan) {
        let readsPages: (Expr) -> Bool = { if case .pageCount = $0 { true } else { false } }
        switch emitter {
        case .row(let row):
            if let when = row.when, when.contains(where: readsPages) {
                diagnostics.error(
                    .misplacedPageValue,
                    "'pages' cannot decide a 'when': the page count is known only after the last page",
                    at: row.whenPosition)
            }
        case .section(_, let when, let position, let rows):
            if let when, when.contains(where: readsPages) {
                diagnostics.error(
                    .misplacedPageValue,
                    "'pages' cannot decide a 'when': the page count is known only after the last page", at: position)
            }
            for row in rows { reportPageCountInConditions(row) }
        }
    }

    /// The most room the page header and footer rows can take (every row, whatever its `when`).
    func decorationHeight(_ emitters: [EmitterPlan]) -> Int {
        emitters.reduce(0) { total, emitter in
            switch emitter {
            case .row(let row): return total + (Centipoints.from(rowKinds[row.kind].height) ?? 0)
            case .section(_, _, _, let rows): return total + decorationHeight(rows)
            }
        }
    }

    /// Errors for a page without room for rows, and for each row kind taller than the page's body.
    private func checkRoom(
        _ page: PagePlan, spec: PageSpec?, bodyKinds: Set<Int>, into diagnostics: inout DiagnosticCollector
    ) {
        let header = decorationHeight(page.header)
        let footer = decorationHeight(page.footer)
        let body = page.bodyHeight(header: header, footer: footer)
        var parts = [
            "\(Centipoints.text(page.height)) points tall",
            "margins \(Centipoints.text(page.top)) and \(Centipoints.text(page.bottom))",
        ]
        if header > 0 { parts.append("header rows \(Centipoints.text(header))") }
        if footer > 0 { parts.append("footer rows \(Centipoints.text(footer))") }
        if page.titleHeight > 0 { parts.append("column titles \(Centipoints.text(page.titleHeight))") }
        let what = spec == nil ? "the default A4 page" : "the page"
        guard body > 0, page.contentWidth > 0 else {
            let position = spec?.margins?.position ?? spec?.size?.position ?? spec?.position
            let message =
                body > 0
                ? "\(what) leaves no room for rows: \(Centipoints.text(page.width)) points wide, margins "
                    + "\(Centipoints.text(page.left)) and \(Centipoints.text(page.right))"
                : "\(what) leaves no room for rows: \(parts.joined(separator: ", "))"
            diagnostics.error(.pageTooSmall, message, at: position)
            return
        }
        for kind in layout.rows {
            guard let index = rowKindIndex[kind.name.value], bodyKinds.contains(index) else { continue }
            let height = Centipoints.from(kind.height.value)
            guard let height, height <= body else {
                diagnostics.error(
                    .pageTooSmall,
                    "row kind '\(kind.name.value)' is \(kind.height.value) points tall, taller than the body of "
                        + "\(what): \(Centipoints.text(body)) points (\(parts.joined(separator: ", ")))",
                    at: kind.height.position)
                continue
            }
        }
    }
}
