/// The rows of `page.header` and `page.footer` for one page, built when the page is drawn with
/// `page` (and, at the end, `pages`) known.
struct PageDecorations {
    /// Why a page's header or footer row could not be built.
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    let schema: RenderSchema
    let environment = EvaluationEnvironment()
    /// Whether a header or footer row shows `pages`, so that it is drawn once the count is known.
    let readsPageCount: Bool
    /// The header and footer rows, compiled once (they are built for every page).
    private let header: [CompiledEmitter]
    private let footer: [CompiledEmitter]

    init(schema: RenderSchema, parameters: [Value]) {
        self.schema = schema
        environment.parameters = parameters
        environment.reportTitle = schema.title.map { .string($0) } ?? .null
        readsPageCount = (schema.page.header + schema.page.footer).contains(where: Self.readsPageCount)
        header = CompiledEmitter.compile(schema.page.header)
        footer = CompiledEmitter.compile(schema.page.footer)
    }

    private static func readsPageCount(_ emitter: EmitterPlan) -> Bool {
        let isCount: (Expr) -> Bool = { if case .pageCount = $0 { true } else { false } }
        switch emitter {
        case .section(_, _, _, let rows): return rows.contains(where: readsPageCount)
        case .row(let row):
            return row.fields.contains { value in
                switch value {
                case .expression(let expr, _, _): return expr.contains(where: isCount)
                case .template(let template):
                    return template.parts.contains { part in
                        if case .hole(let expr, _) = part { return expr.contains(where: isCount) }
                        return false
                    }
                }
            }
        }
    }

    /// The header and footer rows of page `page`; with `pages` unknown (nil) the rows' fields are
    /// left empty, since only their kinds and heights are needed then.
    func rows(page: Int, pages: Int?) throws(Failure) -> (header: [TypedRow], footer: [TypedRow]) {
        try rows(page: page, pages: pages, fields: pages != nil || !readsPageCount)
    }

    /// The height the header and footer rows of page `page` take: their kinds and `when`s
    /// decide it, so their fields are left for when the page is drawn.
    func heights(page: Int) throws(Failure) -> (header: Int, footer: Int) {
        let (header, footer) = try rows(page: page, pages: nil, fields: false)
        return (height(of: header), height(of: footer))
    }

    private func rows(page: Int, pages: Int?, fields: Bool) throws(Failure) -> (
        header: [TypedRow], footer: [TypedRow]
    ) {
        environment.pageNumber = .int(Int64(page))
        environment.pageCount = pages.map { .int(Int64($0)) } ?? .null
        var headerRows: [TypedRow] = []
        var footerRows: [TypedRow] = []
        try build(header, role: .header, fields: fields, into: &headerRows)
        try build(footer, role: .footer, fields: fields, into: &footerRows)
        return (headerRows, footerRows)
    }

    func height(of rows: [TypedRow]) -> Int {
        rows.reduce(0) { $0 + (Centipoints.from(schema.rowKinds[$1.kind].height) ?? 0) }
    }

    private func build(_ emitters: [CompiledEmitter], role: RowRole, fields: Bool, into rows: inout [TypedRow])
        throws(Failure)
    {
        for emitter in emitters {
            switch emitter.node {
            case .section(let section):
                if let when = section.when,
                    try !holds(when, what: "section '\(section.name)', 'when'", at: section.position)
                {
                    continue
                }
                try build(section.rows, role: role, fields: fields, into: &rows)
            case .row(let row):
                let kind = schema.rowKinds[row.plan.kind]
                if let when = row.when,
                    try !holds(when, what: "row '\(kind.name)', 'when'", at: row.plan.whenPosition)
                {
                    continue
                }
                var values: [Value] = []
                if fields {
                    for (index, value) in row.fields.enumerated() {
                        values.append(
                            try self.value(
                                value, what: "row '\(kind.name)', field '\(kind.fields[index].name)'",
                                at: row.plan.fieldPositions[index]))
                    }
                }
                // Outside the report's band sequence: a fixed band shows, `toggle` and `keep` none.
                rows.append(
                    TypedRow(
                        kind: row.plan.kind, level: 0, band: kind.band.fixedBand, section: nil, role: role,
                        fields: values))
            }
        }
    }

    private func holds(_ condition: CompiledExpression, what: String, at position: SourcePosition) throws(Failure)
        -> Bool
    {
        do {
            return Evaluator.truthy(try condition.evaluate(record: [], environment: environment, accumulators: []))
        } catch {
            throw failure(what, error, at: position)
        }
    }

    private func value(_ value: CompiledEmitter.Field, what: String, at position: SourcePosition) throws(Failure)
        -> Value
    {
        do {
            // No record: the checker lets page rows read no record field.
            return try value.value(record: [], environment: environment, accumulators: [])
        } catch {
            throw failure(what, error, at: position)
        }
    }

    private func failure(_ what: String, _ error: EvaluationError, at position: SourcePosition) -> Failure {
        var page = ""
        if case .int(let n) = environment.pageNumber { page = " on page \(n)" }
        return Failure(description: "\(schema.file):\(position.description): page \(what): \(error.message)\(page)")
    }
}
