import Foundation
import Testing

@testable import ReportGenCore

/// The seeds' credit-card report (Layouts/transactions.yaml) over the sample data and over
/// missing and empty sources.
@Suite struct TransactionsReportTests {
    let plan: ReportPlan
    let authorized: String
    let posted: String
    let header = "group,date,description,amount,debit\n"

    init() throws {
        plan = try Fixtures.plan(try Fixtures.text("Layouts/transactions.yaml"), file: "Layouts/transactions.yaml")
        authorized = try Fixtures.text("Samples/authorized.csv")
        posted = try Fixtures.text("Samples/posted.csv")
    }

    struct Row: Decodable, Equatable {
        var kind: String
        var level: Int
        var band: String?
        var height: Int
    }

    func decode(_ ndjson: String) throws -> [Row] {
        try ndjson.split(separator: "\n").map { try JSONDecoder().decode(Row.self, from: Data($0.utf8)) }
    }

    @Test func goldenRows() throws {
        let (out, summary) = try Fixtures.ndjson(plan, ["authorized": authorized, "posted": posted])
        try Golden.check(out, matches: "transactions.ndjson")
        #expect(summary.recordsRead == 58)
        #expect(summary.recordsAccepted == 58)
        #expect(summary.rowsEmitted == 135)
    }

    @Test func kindsLevelsBandsAndHeights() throws {
        let (out, _) = try Fixtures.ndjson(plan, ["authorized": authorized, "posted": posted])
        let rows = try decode(out)
        let counts = Dictionary(grouping: rows, by: \.kind).mapValues(\.count)
        #expect(counts == ["header": 2, "subheader": 36, "detail": 58, "subfooter": 36, "footer": 2, "grandfooter": 1])
        #expect(rows.first == Row(kind: "header", level: 1, band: nil, height: 60))
        #expect(rows[1] == Row(kind: "subheader", level: 2, band: "odd", height: 34))
        #expect(rows[2] == Row(kind: "detail", level: 3, band: "odd", height: 18))
        #expect(rows.last == Row(kind: "grandfooter", level: 0, band: nil, height: 60))
        // keep rows take the band of the toggle before them; toggles alternate across sources.
        var state = "even"
        for row in rows {
            switch row.kind {
            case "subheader", "footer":
                state = state == "even" ? "odd" : "even"
                #expect(row.band == state)
            case "detail", "subfooter": #expect(row.band == state)
            default: #expect(row.band == nil)
            }
        }
    }

    @Test func totals() throws {
        let (out, _) = try Fixtures.ndjson(plan, ["authorized": authorized, "posted": posted])
        #expect(
            out.contains(
                "{\"kind\":\"footer\",\"id\":\"footer/authorized/1\",\"level\":1,\"band\":\"odd\",\"height\":44,\"fields\":{\"total\":560.19}}"
            ))
        #expect(out.contains("\"fields\":{\"total\":778.78}}"))
        #expect(
            out.hasSuffix(
                "{\"kind\":\"grandfooter\",\"id\":\"grandfooter/1\",\"level\":0,\"band\":null,\"height\":60,\"fields\":{\"total\":1338.97}}\n"
            ))
        #expect(out.contains("{\"description\":\"Payment\",\"amount\":-400.00}"))
    }

    @Test func bothSourcesMissing() throws {
        let (out, summary) = try Fixtures.ndjson(plan, ["authorized": nil, "posted": nil])
        #expect(
            out == """
                {"kind":"header","id":"header/authorized/1","level":1,"band":null,"height":60,"fields":{"title":"Authorized Transactions"}}
                {"kind":"message","id":"message/authorized/1","level":1,"band":"odd","height":100,"fields":{"message":"Authorized Transactions are not currently available."}}
                {"kind":"header","id":"header/posted/1","level":1,"band":null,"height":60,"fields":{"title":"Posted Transactions"}}
                {"kind":"message","id":"message/posted/1","level":1,"band":"odd","height":100,"fields":{"message":"Posted Transactions are not currently available."}}
                {"kind":"grandfooter","id":"grandfooter/1","level":0,"band":null,"height":60,"fields":{"total":0.00}}

                """)
        #expect(
            summary.warnings == [
                "authorized.csv: source 'authorized' is missing (no such file)",
                "posted.csv: source 'posted' is missing (no such file)",
            ])
    }

    @Test func bothSourcesEmpty() throws {
        let (out, summary) = try Fixtures.ndjson(plan, ["authorized": header, "posted": ""])
        #expect(
            out == """
                {"kind":"header","id":"header/authorized/1","level":1,"band":null,"height":60,"fields":{"title":"Authorized Transactions"}}
                {"kind":"message","id":"message/authorized/1","level":1,"band":"odd","height":100,"fields":{"message":"There are no Authorized Transactions in this period"}}
                {"kind":"header","id":"header/posted/1","level":1,"band":null,"height":60,"fields":{"title":"Posted Transactions"}}
                {"kind":"message","id":"message/posted/1","level":1,"band":"odd","height":100,"fields":{"message":"There are no Posted Transactions in this period"}}
                {"kind":"grandfooter","id":"grandfooter/1","level":0,"band":null,"height":60,"fields":{"total":0.00}}

                """)
        #expect(summary.warnings.isEmpty)
    }

    @Test func oneMissingOneFull() throws {
        let (out, _) = try Fixtures.ndjson(plan, ["authorized": nil, "posted": posted])
        let rows = try decode(out)
        #expect(rows[0].kind == "header")
        #expect(rows[1] == Row(kind: "message", level: 1, band: "odd", height: 100))
        #expect(rows[2].kind == "header")
        #expect(rows[3] == Row(kind: "subheader", level: 2, band: "odd", height: 34))  // odd leaves the state even
        #expect(rows.filter { $0.kind == "footer" }.count == 1)
        #expect(out.hasSuffix("\"fields\":{\"total\":778.78}}\n"))
    }

    @Test func oneEmptyOneFull() throws {
        let (out, _) = try Fixtures.ndjson(plan, ["authorized": authorized, "posted": header])
        let rows = try decode(out)
        let postedHeader = try #require(rows.lastIndex { $0.kind == "header" })
        #expect(rows[postedHeader + 1].kind == "message")
        #expect(rows.count == postedHeader + 3)  // header, message, grand footer: no subheaders or footer
        #expect(out.contains("There are no Posted Transactions in this period"))
        #expect(out.hasSuffix("\"fields\":{\"total\":560.19}}\n"))
        #expect(rows.filter { $0.kind == "footer" }.count == 1)
    }

    @Test func strictMakesAMissingSourceAnError() throws {
        #expect(throws: RunError.self) {
            try Fixtures.ndjson(plan, ["authorized": authorized, "posted": nil], strict: true)
        }
        do {
            _ = try Fixtures.ndjson(plan, ["authorized": authorized, "posted": nil], strict: true)
        } catch {
            #expect("\(error)" == "posted.csv: source 'posted' is missing (no such file)")
        }
    }

    @Test func badRecordStopsTheRunWithFileLineAndField() {
        let broken = header + "A,2016-04-01,Starbucks,3.11,D\nA,2016-04-02,Tim,x12,D\n"
        do {
            _ = try Fixtures.ndjson(plan, ["authorized": broken, "posted": posted])
            Issue.record("expected a record error")
        } catch {
            #expect("\(error)" == "authorized.csv:3: field 'amount': 'x12' is not a decimal")
        }
    }

    @Test func outOfOrderDatesAreRecordErrors() {
        let unsorted = header + "A,2016-04-02,Starbucks,3.11,D\nA,2016-04-01,Tim,1.00,D\n"
        do {
            _ = try Fixtures.ndjson(plan, ["authorized": unsorted, "posted": posted])
            Issue.record("expected a record error")
        } catch {
            #expect(
                "\(error)"
                    == "authorized.csv:3: field 'date': out of order: '2016-04-01' comes after '2016-04-02' (sorted_by date)"
            )
        }
    }

    @Test func textRendering() throws {
        var bytes: [UInt8] = []
        var sink = RenderingSink(renderer: TextRenderer(), output: OutputBuffer { bytes += $0 })
        let engine = ReportEngine(
            plan: plan, parameters: [], inputs: Fixtures.streams(plan, ["authorized": authorized, "posted": posted]))
        _ = try engine.run(into: &sink)
        let text = String(decoding: bytes, as: UTF8.self)
        try Golden.check(text, matches: "transactions.txt")
        #expect(text.hasPrefix("Authorized Transactions\n  Apr 01, 2016\n"))
        #expect(text.contains("    Payment" + String(repeating: " ", count: 54) + "-400.00\n"))
        #expect(text.hasSuffix("Total" + String(repeating: " ", count: 59) + "1,338.97\n"))
    }
}
