import Testing

@testable import ReportGenCore

/// `page:` and the levels' paging keys: each mistake at its exact position.
@Suite struct PageDiagnosticsTests {
    @Test func pageKeysValuesAndPageValuesOutOfPlace() {
        let yaml = """
            layout: 1
            page:
              size: A5
              orientation: sideways
              margins: [10, 10]
              heder: []
              footer: [ { row: pf, text: "{pages}", when: "pages > 1" } ]
            input:
              fields: { g: string, n: int }
            rows:
              d: { height: 20, fields: { n: int, t: string } }
              pf: { height: 20, fields: { text: string } }
            report:
              groups:
                - by: g
                  page_break: befor
                  repeat_header: maybe
                  header: [ { row: d, n: "page", t: "{continued}" } ]
                  footer: [ { row: d, n: 1, t: "{continued}" } ]
              detail: [ { row: d, n: pages, t: "x" } ]
            """
        #expect(
            Fixtures.diagnostics(yaml) == [
                "t.yaml:3:9: error: unknown page size 'A5' (use A4, letter, legal, or [width, height] in points); did you mean 'A4'? [invalid-value]",
                "t.yaml:4:16: error: unknown orientation 'sideways' (use portrait or landscape) [invalid-value]",
                "t.yaml:5:12: error: 'margins' must be one number or [top, right, bottom, left] [invalid-value]",
                "t.yaml:6:3: error: unknown key 'heder' in 'page'; did you mean 'header'? [unknown-key]",
                "t.yaml:7:48: error: 'pages' cannot decide a 'when': the page count is known only after the last page [misplaced-page-value]",
                "t.yaml:16:19: error: unknown page_break 'befor' (use none, before, after); did you mean 'before'? [invalid-value]",
                "t.yaml:17:22: error: 'repeat_header' must be true or false [invalid-value]",
                "t.yaml:18:31: error: 'page' is known only in page.header and page.footer rows [misplaced-page-value]",
                "t.yaml:19:38: error: 'continued' is known only in a group's header rows (true where a new page repeats them) [misplaced-page-value]",
                "t.yaml:20:26: error: 'pages' is known only in page.header and page.footer rows [misplaced-page-value]",
            ])
    }

    @Test func marginsThatLeaveNoRoom() {
        let yaml = """
            layout: 1
            page:
              size: [200, 100]
              margins: [40, 10, 40, 10]
              header: [ { row: pf, text: "x" } ]
            input:
              fields: { n: int }
            rows:
              d: { height: 20, fields: { n: int } }
              pf: { height: 20, fields: { text: string } }
            report:
              detail: [ { row: d, n: n } ]
            """
        #expect(
            Fixtures.diagnostics(yaml) == [
                "t.yaml:4:12: error: the page leaves no room for rows: 100 points tall, margins 40 and 40, header rows 20 [page-too-small]"
            ])
        #expect(
            Fixtures.diagnostics(yaml.replacingOccurrences(of: "[40, 10, 40, 10]", with: "[10, 100, 10, 100]")) == [
                "t.yaml:4:12: error: the page leaves no room for rows: 200 points wide, margins 100 and 100 [page-too-small]"
            ])
    }

    @Test func rowKindTallerThanThePageBody() {
        let yaml = """
            layout: 1
            page: { size: [200, 100], margins: 10, orientation: landscape }
            input:
              fields: { n: int }
            rows:
              d: { height: 190, fields: { n: int } }
            report:
              detail: [ { row: d, n: n } ]
            """
        #expect(
            Fixtures.diagnostics(yaml) == [
                "t.yaml:6:16: error: row kind 'd' is 190 points tall, taller than the body of the page: 80 points (100 points tall, margins 10 and 10) [page-too-small]"
            ])
    }

    /// The orientation says which side is longer, whichever way the size was written.
    @Test func theOrientationSaysWhichSideIsLonger() throws {
        let base =
            "layout: 1\ninput:\n  fields: { n: int }\nrows:\n  d: { height: 20, fields: { n: int } }\n"
            + "report:\n  detail: [ { row: d, n: n } ]\n"
        for (page, size) in [
            ("{ size: [200, 100], orientation: landscape }", [20000, 10000]),
            ("{ size: [100, 200], orientation: landscape }", [20000, 10000]),
            ("{ size: [200, 100], orientation: portrait }", [10000, 20000]),
            ("{ size: [200, 100] }", [20000, 10000]),
        ] {
            let plan = try Fixtures.plan(base + "page: \(page)\n")
            #expect([plan.page.width, plan.page.height] == size, "\(page)")
        }
    }

    /// Titled columns put a row of titles (1.8 times the base font size) atop every page's body.
    @Test func columnTitlesTakeTheirRowFromTheBody() {
        let yaml = """
            layout: 1
            page: { size: [200, 100], margins: 10 }
            columns: [ { name: n, title: Number } ]
            style: { font: { size: 12 } }
            input:
              fields: { n: int }
            rows:
              d: { height: 70, fields: { n: int } }
            report:
              detail: [ { row: d, n: n } ]
            """
        #expect(
            Fixtures.diagnostics(yaml) == [
                "t.yaml:8:16: error: row kind 'd' is 70 points tall, taller than the body of the page: 58.4 points (100 points tall, margins 10 and 10, column titles 21.6) [page-too-small]"
            ])
        #expect(Fixtures.diagnostics(yaml.replacingOccurrences(of: ", title: Number", with: "")).isEmpty)
    }

    /// Without `page:`, the default page's problems wait for `--format pdf`: other formats run.
    @Test func rowKindTallerThanTheDefaultPage() throws {
        let yaml = """
            layout: 1
            input:
              fields: { n: int }
            rows:
              d: { height: 800, fields: { n: int } }
            report:
              detail: [ { row: d, n: n } ]
            """
        #expect(Fixtures.diagnostics(yaml).isEmpty)
        #expect(
            try Fixtures.plan(yaml, file: "t.yaml").page.problems.map(\.description) == [
                "t.yaml:5:16: error: row kind 'd' is 800 points tall, taller than the body of the default A4 page: 769.89 points (841.89 points tall, margins 36 and 36) [page-too-small]"
            ])
    }

    @Test func pageSizesAndOrientation() throws {
        let base = """
            layout: 1
            input:
              fields: { n: int }
            rows:
              d: { height: 20, fields: { n: int } }
            report:
              detail: [ { row: d, n: n } ]
            """
        let letter = try Fixtures.plan(
            base + "\npage: { size: letter, orientation: landscape, margins: [1, 2, 3, 4.5] }")
        #expect(
            [
                letter.page.width, letter.page.height, letter.page.top, letter.page.right, letter.page.bottom,
                letter.page.left,
            ]
                == [79200, 61200, 100, 200, 300, 450])
        let standard = try Fixtures.plan(base)
        #expect(!standard.page.isDeclared)
        #expect([standard.page.width, standard.page.height, standard.page.top] == [59528, 84189, 3600])
        #expect(
            Fixtures.diagnostics(base + "\npage: { size: [0, 100], margins: -1 }") == [
                "t.yaml:8:16: error: 'size': '0' must be a number of points greater than 0 to 14400 [invalid-value]",
                "t.yaml:8:34: error: 'margins': '-1' must be a number of points from 0 to 14400 [invalid-value]",
            ])
    }
}
