import Testing

@testable import ReportGenCore

/// Mustache sections see what a row lacks as false: no band, a null field, empty text, a false
/// bool.
@Suite struct MustacheRendererTests {
    static let layout = """
        layout: 1
        input:
          fields: { what: string, note: { type: string, optional: true }, qty: { type: int, optional: true }, ok: bool }
        rows:
          item: { height: 20, band: toggle, fields: { what: string, note: string, qty: int, ok: bool } }
          total: { height: 30, fields: { n: int } }
        report:
          detail: [ { row: item, what: "{what}", note: "{note}", qty: qty, ok: ok } ]
          footer: [ { row: total, n: "count()" } ]
        """

    func render(_ templates: [String: String]) throws -> String {
        let plan = try Fixtures.plan(Self.layout)
        var bytes: [UInt8] = []
        var sink = RenderingSink(
            renderer: try MustacheRenderer(templates: templates, schema: plan.renderSchema),
            output: OutputBuffer { bytes += $0 })
        let data = "what,note,qty,ok\ntea,green,2,true\ncake,,,false\n"
        _ = try ReportEngine(plan: plan, parameters: [], inputs: Fixtures.streams(plan, ["-": data])).run(into: &sink)
        return String(decoding: bytes, as: UTF8.self)
    }

    @Test func sectionsAreFalseForNoBandNullEmptyTextAndFalse() throws {
        let out = try render([
            "item": """
            {{what}}{{#band}} [{{band}}]{{/band}}{{#note}} ({{note}}){{/note}}{{^qty}} (no qty){{/qty}}{{#qty}} x{{qty}}{{/qty}}\
            {{#ok}} ok{{/ok}}{{^ok}} not ok{{/ok}}{{^section}} -{{/section}}

            """,
            "total": "{{#band}}band {{band}}{{/band}}{{^band}}no band{{/band}}: {{n}} at {{level}}\n",
        ])
        #expect(out == "tea [odd] (green) x2 ok -\ncake [even] (no qty) not ok -\nno band: 2 at 0\n")
    }
}
