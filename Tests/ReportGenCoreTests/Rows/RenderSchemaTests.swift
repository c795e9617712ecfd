import Testing

@testable import ReportGenCore

/// The schema renderers, sinks and codegen see: what the plan makes of the layout, and what the
/// engine hands a sink before the first row.
@Suite struct RenderSchemaTests {
    static let layout = """
        layout: 1
        title: Trips
        locale: fr
        page: { size: [300, 200], margins: 20 }
        input:
          fields: { city: string, day: string, amount: { type: decimal, places: 2 } }
        columns:
          - { name: label, width: 3 }
          - { name: amount, width: 1 }
        rows:
          head: { height: 30, band: none, fields: { title: { type: string, column: label } } }
          line:
            height: 20
            band: toggle
            fields: { day: { type: string, column: label }, amount: { type: decimal, places: 2, column: amount } }
        report:
          groups:
            - by: city
              page_break: before
              header: [ { row: head, title: "{city}" } ]
            - by: day
              repeat_header: true
              keep_together: true
              header: [ { row: head, title: "{day}" } ]
          detail: [ { row: line, day: "{day}", amount: amount } ]
        """

    /// Records the schema `begin` is given, and how often.
    struct SchemaSink: RowSink {
        var schemas: [RenderSchema] = []
        var rows = 0

        mutating func begin(schema: RenderSchema) { schemas.append(schema) }
        mutating func accept(_ row: TypedRow) { rows += 1 }
        mutating func finish() {}
    }

    @Test func thePlanGivesItsTitleKindsColumnsLocalePageAndLevelPaging() throws {
        let schema = try Fixtures.plan(Self.layout, file: "trips.yaml").renderSchema
        var city = LevelPaging()
        city.pageBreak = .before
        var day = LevelPaging()
        day.repeatHeader = true
        day.keepTogether = true
        #expect(schema.file == "trips.yaml")
        #expect(schema.title == "Trips")
        #expect(schema.rowKinds.map(\.name) == ["head", "line"])
        #expect(schema.rowKinds.map { $0.fields.map(\.column) } == [[0], [0, 1]])
        #expect(schema.columns.map(\.name) == ["label", "amount"])
        #expect(schema.locale == ReportLocale(identifier: "fr"))
        #expect([schema.page.width, schema.page.height, schema.page.left] == [30000, 20000, 2000])
        #expect(schema.levels == [city, day])
    }

    @Test func theEngineHandsASinkThePlansSchemaOnceBeforeTheRows() throws {
        let plan = try Fixtures.plan(Self.layout)
        var sink = SchemaSink()
        _ = try ReportEngine(
            plan: plan, parameters: [], inputs: Fixtures.streams(plan, ["-": "city,day,amount\nOttawa,Mon,1.50\n"])
        ).run(into: &sink)
        #expect(sink.schemas.map { $0.rowKinds } == [plan.rowKinds])
        #expect(sink.schemas.map(\.title) == ["Trips"])
        #expect(sink.rows == 3)
    }
}
