import Foundation
import Testing

@testable import ReportGenCore

/// Header and footer aggregates as `SUBTOTAL` formulas over their groups' detail cells, with the
/// exact values cached: read back with openpyxl, and recalculated by LibreOffice.
@Suite struct XLSXFormulaTests {
    static let layout = """
        layout: 1.2
        title: "Spend: by [team]"
        input:
          sorted_by: [team]
          fields:
            team: string
            item: string
            amount: { type: decimal, places: 2 }
            day: date
        columns:
          - { name: label, width: 2, title: Item }
          - { name: day, title: Day }
          - { name: count, title: Count }
          - { name: amount, title: Amount }
        rows:
          head: { height: 20, fields: { title: { type: string, column: label }, count: int, amount: { type: decimal, places: 2 } } }
          line: { height: 18, fields: { label: string, day: date, amount: { type: decimal, places: 2 } } }
          foot: { height: 20, fields: { title: { type: string, column: label }, day: date, count: int, amount: { type: decimal, places: 2 } } }
          mean: { height: 20, fields: { title: { type: string, column: label }, amount: { type: decimal, places: 2 } } }
          total: { height: 20, fields: { title: { type: string, column: label }, day: date, count: int, amount: { type: decimal, places: 2 } } }
        report:
          groups:
            - by: team
              header: [ { row: head, title: "{team}", count: "count()", amount: "sum(amount)" } ]
              footer:
                - { row: foot, title: "last day", day: "max(day)", count: "count(amount)", amount: "min(amount)" }
                - { row: mean, title: "mean", amount: "avg(amount)" }
          detail: [ { row: line, label: "{item}", day: day, amount: amount } ]
          footer: [ { row: total, title: "all", day: "max(day)", count: "count()", amount: "sum(amount)" } ]
        """

    static let csv = """
        team,item,amount,day
        a,pens,1.10,2024-01-02
        a,ink,2.25,2024-01-05
        b,paper,10.00,2024-02-01
        b,clips,0.35,2024-02-03
        b,tape,-4.05,2024-01-30

        """

    /// Every formula cell: coordinate, formula and cached value; then the sheet's setup.
    static let script = #"""
        import sys, openpyxl
        wb = openpyxl.load_workbook(sys.argv[1])
        values = openpyxl.load_workbook(sys.argv[1], data_only=True)
        for ws in wb.worksheets:
            for row in ws.iter_rows():
                for c in row:
                    if c.data_type == "f":
                        print(f"{c.coordinate} {c.value} {values[ws.title][c.coordinate].value!r}")
        """#

    func workbook(_ layout: String = layout, csv: String = csv) throws -> URL {
        var bytes: [UInt8] = []
        try Fixtures.render(layout, csv: csv, renderer: XLSXRenderer()) { bytes += $0 }
        let url = try Fixtures.temporaryDirectory().appendingPathComponent("formulas.xlsx")
        try Data(bytes).write(to: url)
        return url
    }

    @Test(.needs(.openpyxl)) func headerAndFooterAggregatesAreSubtotalsOverTheirGroupsDetailCells() throws {
        // The mean is cached as the footer shows it, at two places. `count()` counts the cells of `amount`, the first required field the detail shows.
        // Rows: 1 titles; 2 head a; 3-4 lines; 5 foot; 6 mean; 7 head b; 8-10 lines; 11 foot; 12 mean; 13 all.
        let lines = try Python.run(Self.script, [try workbook().path])
        #expect(
            lines == [
                "C2 =SUBTOTAL(2,D3:D4) 2", "D2 =SUBTOTAL(9,D3:D4) 3.35",
                "B5 =SUBTOTAL(4,B3:B4) datetime.datetime(2024, 1, 5, 0, 0)", "C5 =SUBTOTAL(2,D3:D4) 2",
                "D5 =SUBTOTAL(5,D3:D4) 1.1", "D6 =SUBTOTAL(1,D3:D4) 1.68",
                "C7 =SUBTOTAL(2,D8:D10) 3", "D7 =SUBTOTAL(9,D8:D10) 6.3",
                "B11 =SUBTOTAL(4,B8:B10) datetime.datetime(2024, 2, 3, 0, 0)", "C11 =SUBTOTAL(2,D8:D10) 3",
                "D11 =SUBTOTAL(5,D8:D10) -4.05", "D12 =SUBTOTAL(1,D8:D10) 2.1",
                "B13 =SUBTOTAL(4,B3:B10) datetime.datetime(2024, 2, 3, 0, 0)", "C13 =SUBTOTAL(2,D3:D10) 5",
                "D13 =SUBTOTAL(9,D3:D10) 9.65",
            ])
    }

    @Test(.needs(.openpyxl)) func withoutFormulasEveryCellIsAValue() throws {
        let layout = Self.layout + "\noutput: { xlsx: { formulas: false } }\n"
        #expect(try Python.run(Self.script, [try workbook(layout).path]) == [])
    }

    @Test(.needs(.openpyxl)) func aValueAmongTheDetailCellsKeepsATotalAValue() throws {
        // The inner footer's `first(amount)` sits in the amount column between the outer group's
        // detail cells: SUBTOTAL would add it, so the report's sum stays a value; the inner
        // groups' own sums are formulas still.
        let layout = Self.layout.replacingOccurrences(
            of: #"- { row: mean, title: "mean", amount: "avg(amount)" }"#,
            with: #"- { row: mean, title: "first", amount: "first(amount)" }"#)
        let lines = try Python.run(Self.script, [try workbook(layout).path])
        #expect(lines.contains("D2 =SUBTOTAL(9,D3:D4) 3.35"))
        #expect(lines.contains("D7 =SUBTOTAL(9,D8:D10) 6.3"))
        #expect(!lines.contains { $0.hasPrefix("D13 ") })
        #expect(lines.contains("B13 =SUBTOTAL(4,B3:B10) datetime.datetime(2024, 2, 3, 0, 0)"))
    }

    @Test(.needs(.openpyxl)) func aGroupThatGoesOnToANextSheetKeepsItsValues() throws {
        var bytes: [UInt8] = []
        try Fixtures.render(Self.layout, csv: Self.csv, renderer: XLSXRenderer(rowsPerSheet: 9)) { bytes += $0 }
        let url = try Fixtures.temporaryDirectory().appendingPathComponent("sheets.xlsx")
        try Data(bytes).write(to: url)
        let lines = try Python.run(Self.script, [url.path])
        // Team a ends on the first sheet; team b and the report began before the second.
        #expect(lines.contains("D2 =SUBTOTAL(9,D3:D4) 3.35"))
        #expect(!lines.contains { $0.contains("8:") || $0.contains("3:B10") || $0.contains("3:D10") })
    }

    static let setupScript = #"""
        import sys, openpyxl
        wb = openpyxl.load_workbook(sys.argv[1])
        ws = wb.worksheets[0]
        ps, m = ws.page_setup, ws.page_margins
        print(f"sheet {ws.title!r} filter={ws.auto_filter.ref} titles={ws.print_title_rows}")
        print(f"page paper={ps.paperSize} orientation={ps.orientation} fit={ws.sheet_properties.pageSetUpPr.fitToPage}"
              f" wide={ps.fitToWidth} tall={ps.fitToHeight}")
        print(f"margins left={m.left} right={m.right} top={m.top} bottom={m.bottom}")
        print(f"header={ws.oddHeader.center.text!r} footer={ws.oddFooter.center.text!r}")
        print(f"properties title={wb.properties.title!r} author={wb.properties.creator!r}")
        print("wrap " + " ".join(f"{c.coordinate}" for row in ws.iter_rows() for c in row if c.alignment.wrap_text))
        print("widths " + " ".join(f"{k}={v.width}" for k, v in sorted(ws.column_dimensions.items())))
        print("heights " + " ".join(f"{r}={ws.row_dimensions[r].height}" for r in range(1, ws.max_row + 1)))
        """#

    @Test(.needs(.openpyxl)) func theSheetPrintsOnePageWideWithTitlesFiltersAndProperties() throws {
        let layout =
            Self.layout + """

                page: { size: letter, orientation: landscape, margins: 72 }
                output: { xlsx: { author: "Finance & Co" } }
                """
        let csv =
            "team,item,amount,day\na,\"pens\nand pencils\",1.10,2024-01-02\na,"
            + String(repeating: "ink ", count: 30) + ",2.25,2024-01-05\n"
        let lines = try Python.run(Self.setupScript, [try workbook(layout, csv: csv).path])
        #expect(
            lines == [
                "sheet 'Spend  by  team' filter=A1:D7 titles=$1:$1",
                "page paper=1 orientation=landscape fit=True wide=1 tall=0",
                "margins left=1.0 right=1.0 top=1.0 bottom=1.0",
                "header='Spend: by [team]' footer='Page &P of &N'",
                "properties title='Spend: by [team]' author='Finance & Co'",
                "wrap A3 A4 A5 A7",
                "widths A=57.0 B=13.0 C=8.0 D=9.0",
                "heights 1=None 2=20.0 3=28.6 4=42.9 5=20.0 6=20.0 7=20.0",
            ])
    }
}
