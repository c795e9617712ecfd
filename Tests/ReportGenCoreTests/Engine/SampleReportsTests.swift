import Foundation
import Testing

@testable import ReportGenCore

/// What the sample layouts in Layouts/ show over their sources in Samples/ (their golden files:
/// GoldenRenderingTests).
@Suite struct SampleReportsTests {
    func render<R: RowRenderer>(
        _ name: String, renderer: R, parameters: [String: Value] = [:], replacing data: [String: String] = [:]
    ) throws -> String {
        try Fixtures.sample(name, renderer: renderer, parameters: parameters, replacing: data)
    }

    /// The rows with the outermost key of their ids lower-cased: the two-source report keys its
    /// groups by source name (`authorized`), the one-source report by the enum label (`Authorized`).
    func comparable(_ ndjson: String) -> String {
        ndjson.replacingAll("/Authorized", "/authorized").replacingAll("/Posted", "/posted")
    }

    @Test func theOneSourceReportGivesTheTwoSourceReportsRows() throws {
        let one = try render("transactions-one-source", renderer: NDJSONRenderer())
        #expect(one.contains(#""id":"detail/Authorized/2016-04-01/1""#))
        #expect(comparable(one) == (try render("transactions", renderer: NDJSONRenderer())))
    }

    @Test func theOneSourceReportShowsAGroupWithoutRecords() throws {
        let all = try Fixtures.text("Samples/all.csv")
        let withoutPosted = all.split(separator: "\n").filter { !$0.hasPrefix("P,") }.joined(separator: "\n") + "\n"
        let out = try render(
            "transactions-one-source", renderer: NDJSONRenderer(), replacing: ["transactions": withoutPosted])
        try Golden.check(out, matches: "transactions-one-source-no-posted.ndjson")
        let lines = out.split(separator: "\n")
        #expect(
            lines.suffix(3).map(String.init) == [
                #"{"kind":"header","id":"header/Posted/1","level":1,"band":null,"height":60,"fields":{"title":"Posted Transactions"}}"#,
                #"{"kind":"message","id":"message/Posted/1","level":1,"band":"odd","height":100,"fields":{"message":"There are no Posted Transactions in this period"}}"#,
                #"{"kind":"grandfooter","id":"grandfooter/1","level":0,"band":null,"height":60,"fields":{"total":560.19}}"#,
            ])
        // The same rows as the two-source report over an empty posted file.
        let header = String(all.prefix { $0 != "\n" }) + "\n"
        #expect(
            comparable(out) == (try render("transactions", renderer: NDJSONRenderer(), replacing: ["posted": header])))
    }

    @Test func monthlyHeadersCountAndTotalTheirGroups() throws {
        let out = try render("monthly", renderer: NDJSONRenderer())
        let lines = out.split(separator: "\n")
        #expect(
            lines[0]
                == #"{"kind":"year","id":"year/2016/1","level":1,"band":null,"height":50,"fields":{"title":"2016","count":58,"average":23.09,"total":1338.97}}"#
        )
        #expect(
            lines[1]
                == #"{"kind":"month","id":"month/2016/4/1","level":2,"band":"odd","height":34,"fields":{"title":"April 2016","count":28,"average":20.01,"total":560.19}}"#
        )
        #expect(
            lines.contains(
                #"{"kind":"month","id":"month/2016/5/1","level":2,"band":"even","height":34,"fields":{"title":"May 2016","count":30,"average":25.96,"total":778.78}}"#
            ))
        #expect(
            lines[2]
                == #"{"kind":"detail","id":"detail/2016/4/1","level":3,"band":"odd","height":18,"fields":{"day":"2016-04-01","description":"Starbucks","total":3.11}}"#
        )
        #expect(lines.count == 1 + 2 + 58 + 1)
    }

    @Test func portfolioShowsTheCurrencySectionOnlyForForeignStocks() throws {
        let out = try render("portfolio", renderer: NDJSONRenderer())
        let sections = out.split(separator: "\n").filter {
            $0.contains(#""section":"Currency rate""#) && $0.contains(#""kind":"heading""#)
        }
        #expect(sections.count == 3)  // ASML (EUR), NESN (CHF), SHOP (CAD); not AAPL or MSFT (USD)
        #expect(
            out.contains(
                #"{"kind":"rate","id":"rate/1","level":1,"band":"odd","height":22,"section":"Currency rate","fields":{"label":"Purchase","rate":1.1580}}"#
            ))
        #expect(
            out.contains(
                #"{"kind":"percent","id":"percent/5","level":1,"band":"even","height":22,"section":"Gain or loss","fields":{"label":"Percent","percent":-82.10}}"#
            ))
        #expect(out.contains(#"{"label":"Total gain or loss","amount":20934.43}"#))
        let inEuros = try render(
            "portfolio", renderer: NDJSONRenderer(), parameters: ["portfolio_currency": .string("EUR")])
        #expect(
            inEuros.split(separator: "\n").filter { $0.contains(#""kind":"heading","#) && $0.contains("Currency rate") }
                .count == 4)
    }

    @Test func sourcesWithoutASourceLevelFollowOneAnotherEachSortedOnItsOwn() throws {
        let yaml = """
            layout: 1
            input:
              sorted_by: [n]
              fields: { n: int }
            sources: [ { name: a }, { name: b } ]
            rows:
              r: { height: 1, fields: { text: string } }
            report:
              groups:
                - by: n
                  footer: [ { row: r, text: "{n}:{count()}" } ]
            """
        let plan = try Fixtures.plan(yaml)
        let (out, _) = try Fixtures.ndjson(plan, ["a": "n\n1\n2\n", "b": "n\n2\n3\n"])
        #expect(
            out.split(separator: "\n").map { $0.split(separator: "\"").dropLast(1).last ?? "" } == [
                "1:1", "2:2", "3:1",
            ])
        // Each source is sorted on its own: `b` may start below where `a` ended, in a new group ...
        let (restarted, _) = try Fixtures.ndjson(plan, ["a": "n\n1\n5\n", "b": "n\n2\n"])
        #expect(
            restarted.split(separator: "\n").map { $0.split(separator: "\"").dropLast(1).last ?? "" } == [
                "1:1", "5:1", "2:1",
            ])
        // ... but a group that closed does not come back.
        #expect(throws: RunError.self) { try Fixtures.ndjson(plan, ["a": "n\n1\n5\n", "b": "n\n1\n"]) }
        // Within a source, `sorted_by` holds.
        #expect(throws: RunError.self) { try Fixtures.ndjson(plan, ["a": "n\n1\n", "b": "n\n3\n2\n"]) }
    }
}
