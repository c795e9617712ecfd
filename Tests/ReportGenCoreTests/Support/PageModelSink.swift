import Testing

@testable import ReportGenCore

/// Runs rows and group events through the PDF renderer's own page model and keeps the pages, each
/// row written `kind:first field` (`+` before a repeated header).
struct PageModelSink: RowSink {
    var paginator: Paginator?
    var decorations: PageDecorations?
    var pages: [PageLayout] = []
    var events: [String] = []
    /// The values page headers and footers see.
    var parameters: [Value] = []

    mutating func begin(schema: RenderSchema) throws {
        let decorations = PageDecorations(schema: schema, parameters: parameters)
        self.decorations = decorations
        paginator = try Paginator(schema: schema, decorations: decorations)
    }

    mutating func accept(_ row: TypedRow) throws {
        try paginator?.add(row)
        pages += paginator?.takeFinishedPages() ?? []
    }

    mutating func group(_ event: GroupEvent) throws {
        switch event {
        case .opened(let level, _): events.append("open \(level)")
        case .closed(let level): events.append("close \(level)")
        }
        try paginator?.add(event)
    }

    mutating func finish() throws {
        try paginator?.finish()
        pages += paginator?.takeFinishedPages() ?? []
    }

    /// Pages as lists of `kind:value` strings.
    static func describe(_ pages: [PageLayout], _ plan: ReportPlan) -> [[String]] {
        pages.map { page in
            page.rows.map { placed in
                let fields = placed.repeated ? (placed.row.continuation ?? placed.row.fields) : placed.row.fields
                let value = fields.first.map { "\($0)" } ?? ""
                return (placed.repeated ? "+" : "") + plan.rowKinds[placed.row.kind].name + ":" + value
            }
        }
    }

    /// The pages of `yaml` over `csv` (a one-stream layout).
    static func pages(_ yaml: String, _ csv: String) throws -> [[String]] {
        let plan = try Fixtures.plan(yaml)
        var sink = PageModelSink(parameters: plan.parameters.map { $0.defaultValue ?? .null })
        _ = try ReportEngine(plan: plan, parameters: [], inputs: Fixtures.streams(plan, ["-": csv])).run(into: &sink)
        #expect(sink.pages.map(\.number) == Array(1...max(1, sink.pages.count)))
        return describe(sink.pages, plan)
    }
}
