import Testing

@testable import ReportGenCore

/// Which rows land on which page, from the PDF renderer's own page model, on pages five rows tall.
@Suite struct PaginatorTests {
    /// A 100-point body: five 20-point rows.
    static func layout(level: String = "", page: String = "") -> String {
        """
        layout: 1
        page:
          size: [200, 100]
          margins: 0
        \(page)
        input:
          fields: { g: string, n: int }
        rows:
          h: { height: 20, fields: { title: string } }
          d: { height: 20, fields: { n: int } }
          f: { height: 20, fields: { total: int } }
          pf: { height: 20, fields: { text: string } }
        report:
          groups:
            - by: g
              header: [ { row: h, title: "{g}{if(continued, ' (continued)', '')}" } ]
              footer: [ { row: f, total: "sum(n)" } ]
        \(level.isEmpty ? "" : "      " + level)
          detail: [ { row: d, n: n } ]
        """
    }

    static func records(_ groups: [(String, Int)]) -> String {
        var csv = "g,n\n"
        var n = 0
        for (g, count) in groups {
            for _ in 0..<count {
                n += 1
                csv += "\(g),\(n)\n"
            }
        }
        return csv
    }

    @Test func rowsStackByHeightFivePerPage() throws {
        let yaml = """
            layout: 1
            page: { size: [200, 100], margins: 0 }
            input:
              fields: { n: int }
            rows:
              d: { height: 20, fields: { n: int } }
            report:
              detail: [ { row: d, n: n } ]
            """
        let csv = "n\n" + (1...12).map(String.init).joined(separator: "\n") + "\n"
        #expect(
            try PageModelSink.pages(yaml, csv) == [
                ["d:1", "d:2", "d:3", "d:4", "d:5"], ["d:6", "d:7", "d:8", "d:9", "d:10"], ["d:11", "d:12"],
            ])
    }

    @Test func aReportWithoutRowsHasOneEmptyPage() throws {
        #expect(try PageModelSink.pages(Self.layout(), "g,n\n") == [[]])
    }

    @Test func headerKeptWithTheRowAfterItAndFooterWithTheRowBefore() throws {
        // Naively: [hA d1 d2 d3 d4] [fA hB d5 fB] — a footer first. And A with 3 records then B:
        // naively [hA d1 d2 d3 fA] fits, so take A with 2: [hA d1 d2 fA hB] — a header last.
        #expect(
            try PageModelSink.pages(Self.layout(), Self.records([("A", 4), ("B", 1)])) == [
                ["h:A", "d:1", "d:2", "d:3"], ["d:4", "f:10", "h:B", "d:5", "f:5"],
            ])
        #expect(
            try PageModelSink.pages(Self.layout(), Self.records([("A", 2), ("B", 2)])) == [
                ["h:A", "d:1", "d:2", "f:3"], ["h:B", "d:3", "d:4", "f:7"],
            ])
    }

    @Test func repeatedHeaderShowsItsContinuation() throws {
        #expect(
            try PageModelSink.pages(Self.layout(level: "repeat_header: true"), Self.records([("A", 4), ("B", 1)])) == [
                ["h:A", "d:1", "d:2", "d:3"], ["+h:A (continued)", "d:4", "f:10"], ["h:B", "d:5", "f:5"],
            ])
    }

    @Test func repeatedHeadersOnEveryContinuationPage() throws {
        #expect(
            try PageModelSink.pages(Self.layout(level: "repeat_header: true"), Self.records([("A", 9)])) == [
                ["h:A", "d:1", "d:2", "d:3", "d:4"], ["+h:A (continued)", "d:5", "d:6", "d:7", "d:8"],
                ["+h:A (continued)", "d:9", "f:45"],
            ])
    }

    @Test func pageBreakBeforeStartsEachGroupOnANewPage() throws {
        #expect(
            try PageModelSink.pages(
                Self.layout(level: "page_break: before"), Self.records([("A", 1), ("B", 1), ("C", 1)]))
                == [["h:A", "d:1", "f:1"], ["h:B", "d:2", "f:2"], ["h:C", "d:3", "f:3"]])
    }

    @Test func pageBreakAfterLeavesNoBlankPageAtTheEnd() throws {
        #expect(
            try PageModelSink.pages(Self.layout(level: "page_break: after"), Self.records([("A", 1), ("B", 1)])) == [
                ["h:A", "d:1", "f:1"], ["h:B", "d:2", "f:2"],
            ])
    }

    @Test func keepTogetherMovesAGroupThatFitsOnAPage() throws {
        let records = Self.records([("A", 1), ("B", 3)])
        #expect(
            try PageModelSink.pages(Self.layout(), records) == [
                ["h:A", "d:1", "f:1", "h:B", "d:2"], ["d:3", "d:4", "f:9"],
            ])
        #expect(
            try PageModelSink.pages(Self.layout(level: "keep_together: true"), records) == [
                ["h:A", "d:1", "f:1"], ["h:B", "d:2", "d:3", "d:4", "f:9"],
            ])
    }

    @Test func keepTogetherOnAGroupLargerThanAPageSplitsItNormally() throws {
        let records = Self.records([("A", 1), ("B", 5)])
        let normal = try PageModelSink.pages(Self.layout(), records)
        #expect(normal == [["h:A", "d:1", "f:1", "h:B", "d:2"], ["d:3", "d:4", "d:5", "d:6", "f:20"]])
        #expect(try PageModelSink.pages(Self.layout(level: "keep_together: true"), records) == normal)
    }

    @Test func pageHeaderAndFooterRowsTakeRoomFromTheBody() throws {
        let page = """
              header: [ { row: pf, text: "Report" } ]
              footer: [ { row: pf, text: "Page {page} of {pages}", when: "page > 1" } ]
            """
        // Page 1: 80 points (header only); later pages: 60 (header and footer).
        #expect(
            try PageModelSink.pages(Self.layout(page: page), Self.records([("A", 8)])) == [
                ["h:A", "d:1", "d:2", "d:3"], ["d:4", "d:5", "d:6"], ["d:7", "d:8", "f:36"],
            ])
    }

    @Test func pageAndPagesInTheFooter() throws {
        let plan = try Fixtures.plan(
            Self.layout(page: "  footer: [ { row: pf, text: \"Page {page} of {pages}\" } ]"))
        let decorations = PageDecorations(schema: plan.renderSchema, parameters: [])
        #expect(decorations.readsPageCount)
        #expect(try decorations.rows(page: 2, pages: 3).footer.map(\.fields) == [[.string("Page 2 of 3")]])
        #expect(try decorations.rows(page: 2, pages: nil).footer.map(\.fields) == [[]])
    }

    /// Page rows stand outside the report's band sequence: a fixed band shows, `toggle` and `keep`
    /// give none (and change no state).
    @Test func pageRowsShowAFixedBandOnly() throws {
        for (rule, band) in [("odd", Band.odd), ("even", .even), ("toggle", nil), ("keep", nil), ("none", nil)] {
            let plan = try Fixtures.plan(
                Self.layout(page: "  footer: [ { row: pf, text: \"{page}\" } ]")
                    .replacingOccurrences(of: "pf: { height: 20,", with: "pf: { height: 20, band: \(rule),"))
            let rows = try PageDecorations(schema: plan.renderSchema, parameters: []).rows(page: 1, pages: 1)
            #expect(rows.footer.map(\.band) == [band], "\(rule)")
        }
    }

    /// A page row's decimal field takes its places as a report row's does: an int widened, a
    /// decimal rounded, and one that does not fit with its places an error, never kept unrounded.
    @Test func aPageFooterFieldThatOverflowsOnRoundingIsAnError() throws {
        let layout = """
            layout: 1
            page:
              size: [200, 100]
              margins: 0
              footer: [ { row: t, total: "page * 1000" } ]
            input:
              fields: { n: int }
            rows:
              t: { height: 20, fields: { total: { type: decimal, places: 30 } } }
            report:
              detail: [ { row: t, total: "n * 1000" } ]
            """
        let fits = try Fixtures.plan(layout)
        #expect(
            try PageDecorations(schema: fits.renderSchema, parameters: []).rows(page: 2, pages: 3).footer.map(\.fields)
                == [[.decimal(try #require(FixedDecimal(parsing: "2000." + String(repeating: "0", count: 30))))]])
        let page = try Fixtures.plan(layout.replacingOccurrences(of: "page * 1000", with: "page * 1000000000"))
        #expect {
            _ = try PageDecorations(schema: page.renderSchema, parameters: []).rows(page: 2, pages: 3)
        } throws: { error in
            "\(error)" == "test.yaml:5:31: page row 't', field 'total': 2000000000 with 30 places does not fit "
                + "(overflow) on page 2"
        }
        // The same value in a report row: the same message.
        let row = try Fixtures.plan(layout.replacingOccurrences(of: "n * 1000", with: "n * 1000000000"))
        #expect {
            _ = try Fixtures.rows(row, ["-": "n\n2\n"])
        } throws: { error in
            "\(error)"
                == "input.csv:2: test.yaml:11:31: row 't', field 'total': 2000000000 with 30 places does not fit "
                + "(overflow)"
        }
    }

    /// Over many group sizes: no page's body ends with a header row or starts with a footer row,
    /// every row is placed once and in order, and every page after the first repeats the open header.
    @Test func noOrphanedHeadersOrLonelyFootersForAnyGroupSizes() throws {
        let yaml = Self.layout(level: "repeat_header: true")
        for a in 1...6 {
            for b in 1...6 {
                let plan = try Fixtures.plan(yaml)
                var sink = PageModelSink()
                let csv = Self.records([("A", a), ("B", b), ("C", 1)])
                _ = try ReportEngine(plan: plan, parameters: [], inputs: Fixtures.streams(plan, ["-": csv])).run(
                    into: &sink)
                let rows = try Fixtures.rows(plan, ["-": csv])
                #expect(sink.pages.flatMap { $0.rows.filter { !$0.repeated }.map(\.row) } == rows)
                for page in sink.pages {
                    let body = page.rows.filter { !$0.repeated }
                    #expect(body.last?.row.role != .header, "A \(a), B \(b), page \(page.number)")
                    #expect(body.first?.row.role != .footer, "A \(a), B \(b), page \(page.number)")
                    #expect(page.rows.map(\.height).reduce(0, +) <= 10000)
                    if page.number > 1, body.first?.row.role != .header {
                        #expect(page.rows.first?.repeated == true, "A \(a), B \(b), page \(page.number)")
                    }
                }
            }
        }
    }

    @Test func groupEventsFrameEachGroup() throws {
        let plan = try Fixtures.plan(Self.layout())
        var sink = PageModelSink()
        _ = try ReportEngine(
            plan: plan, parameters: [], inputs: Fixtures.streams(plan, ["-": Self.records([("A", 1), ("B", 2)])])
        ).run(into: &sink)
        #expect(sink.events == ["open 1", "close 1", "open 1", "close 1"])
    }
}
