import Testing

@testable import ReportGenCore

/// `columns:` and `style:` in the language: what the plan holds, and every bad value at its position.
@Suite struct ColumnsAndStylesTests {
    static let layout = """
        layout: 1
        input:
          fields: { month: string, n: int, avg: decimal }
        columns:
          - { name: label, width: 5 }
          - { name: count, width: 1, align: right, title: Days }
          - { name: avg, width: 1.5, align: right, title: Mean }
        style:
          font: { family: Helvetica, size: 10 }
          bands: { odd: "#F7F8FC", even: "#dddddd" }
          color: "#333333"
        rows:
          head: { height: 60, fields: { title: { type: string, column: label } },
                  style: { background: "#2A71DC", color: "#EFEFF4", size: 14, bold: true } }
          month: { height: 18, band: toggle,
                   fields: { title: { type: string, column: label }, n: { type: int, column: count }, avg: decimal } }
        report:
          header: [ { row: head, title: Months } ]
          detail: [ { row: month, title: "{month}", n: n, avg: avg } ]
        """

    @Test func thePlanHoldsColumnsFieldColumnsAndResolvedStyles() throws {
        let plan = try Fixtures.plan(Self.layout)
        #expect(plan.columns.map(\.name) == ["label", "count", "avg"])
        #expect(plan.columns.map(\.title) == [nil, "Days", "Mean"])
        #expect(plan.columns.map { "\($0.width)" } == ["5", "1", "1.5"])
        #expect(plan.columns.map(\.align) == [nil, .right, .right])
        #expect(plan.rowKinds[1].fields.map(\.column) == [0, 1, 2])
        #expect(plan.style.fontFamily == "Helvetica")
        #expect(plan.style.oddBand == ReportColor(red: 0xF7, green: 0xF8, blue: 0xFC))
        #expect(plan.style.evenBand?.description == "#DDDDDD")
        let head = plan.rowKinds[0].style
        #expect(head.background?.description == "#2A71DC")
        #expect(head.color?.description == "#EFEFF4")  // its own colour over the report's
        #expect(head.bold)
        #expect(head.size.map { "\($0)" } == "14")
        #expect(plan.rowKinds[1].style.color?.description == "#333333")  // the report's default
        #expect(!plan.rowKinds[1].style.bold)
    }

    @Test(arguments: [
        (
            "column: label } },", "column: lable } },",
            "t.yaml:13:64: error: field 'title' goes to unknown column 'lable' (columns: label, count, avg); did you mean 'label'? [invalid-column]"
        ),
        (
            "n: { type: int, column: count }", "n: { type: int, column: label }",
            "t.yaml:16:86: error: fields 'title' and 'n' of row kind 'month' both go to column 'label' [invalid-column]"
        ),
        (
            "width: 5 }", "width: 0 }",
            "t.yaml:5:27: error: 'width' must be a number greater than 0, found '0' [invalid-value]"
        ),
        (
            "width: 1, align: right,", "width: 1, align: rigth,",
            "t.yaml:6:37: error: unknown alignment 'rigth' (use left, center, right); did you mean 'right'? [invalid-value]"
        ),
        (
            "odd: \\\"#F7F8FC\\\"", "odd: blue",
            "t.yaml:10:17: error: 'odd' must be a colour written #RRGGBB (such as #2A71DC), found 'blue' [invalid-value]"
        ),
        (
            "bold: true }", "bolt: true }",
            "t.yaml:14:71: error: unknown key 'bolt' in 'style'; did you mean 'bold'? [unknown-key]"
        ),
        (
            "family: Helvetica", "family: Helvetca",
            "t.yaml:9:19: error: unknown font family 'Helvetca' (use Helvetica, Times, Courier, an installed family's name, or the path of a font file); did you mean 'Helvetica'? [invalid-value]"
        ),
    ])
    func badValuesAreLayoutErrorsAtTheirPositions(_ from: String, _ to: String, _ expected: String) {
        let layout = Self.layout.replacingAll(from.replacingAll("\\\"", "\""), to)
        #expect(layout != Self.layout)
        // Without `bold`, the 14 pt header is no longer large text: its contrast is warned of too.
        #expect(Fixtures.diagnostics(layout).filter { !$0.hasSuffix("[low-contrast]") } == [expected])
    }
}
