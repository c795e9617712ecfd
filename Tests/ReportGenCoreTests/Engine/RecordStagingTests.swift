import Testing

@testable import ReportGenCore

/// A run-time error caused by a record (an overflow in a key, a row, a condition or an aggregate)
/// is a record error naming the data line and the layout position; under `skip` the record is
/// rejected as a whole and none of its effects remain.
@Suite struct RecordStagingTests {
    static let layout = """
        layout: 1
        input:
          fields: { g: string, n: int }
        rows:
          head: { height: 1, fields: { title: string } }
          line: { height: 1, fields: { sq: int } }
          foot: { height: 1, fields: { total: int, count: int } }
        report:
          groups:
            - by: g
              header: [ { row: head, title: "{g}" } ]
              footer: [ { row: foot, total: "sum(n)", count: "count()" } ]
          detail: [ { row: line, sq: "n * n" } ]
          footer: [ { row: foot, total: "sum(n)", count: "count()" } ]
        """

    /// The rows as `kind fields` lines, compactly.
    func lines(_ ndjson: String) -> [String] { Fixtures.rowLines(ndjson) }

    @Test func aRowOverflowStopsTheRunNamingTheRecordAndTheExpression() throws {
        let plan = try Fixtures.plan(Self.layout)
        do {
            _ = try Fixtures.ndjson(plan, ["-": "g,n\nA,1\nB,5000000000\nA,2\n"])
            Issue.record("expected an overflow error")
        } catch {
            #expect(
                "\(error)"
                    == "input.csv:3: test.yaml:13:31: row 'line', field 'sq': 5000000000 * 5000000000 does not fit (overflow)"
            )
        }
    }

    @Test func underSkipTheRecordLeavesNoTrace() throws {
        let plan = try Fixtures.plan(Self.layout)
        // Record B would open a group and emit a detail row; rejected, group A goes on unbroken.
        let (out, summary) = try Fixtures.ndjson(plan, ["-": "g,n\nA,1\nB,5000000000\nA,2\n"], policy: .skip)
        #expect(summary.recordsRead == 3)
        #expect(summary.recordsAccepted == 2)
        #expect(summary.recordsRejected == 1)
        #expect(
            lines(out) == [
                "head {\"title\":\"A\"}", "line {\"sq\":1}", "line {\"sq\":4}", "foot {\"total\":3,\"count\":2}",
                "foot {\"total\":3,\"count\":2}",
            ])
    }

    /// A footer's error names its group's last record, in the stream that record came from: a
    /// group that goes on from one source into the next, or ends with the report.
    @Test func aFootersErrorNamesItsGroupsLastRecordInItsStream() throws {
        let plan = try Fixtures.plan(
            """
            layout: 1
            input:
              fields: { g: string, n: int }
            sources: [ { name: a }, { name: b } ]
            rows:
              line: { height: 1, fields: { n: int } }
              foot: { height: 1, fields: { total: int } }
            report:
              groups:
                - by: g
                  footer: [ { row: foot, total: "sum(n) * 2" } ]
              detail: [ { row: line, n: "n" } ]
            """)
        let big = "4611686018427387904"
        let cases: [(a: String, b: String, expected: String)] = [
            ("g,n\nX,1\nX,\(big)\n", "g,n\nY,1\n", "a.csv:3"),  // X closes with b's first record
            ("g,n\nX,1\n", "g,n\nY,2\nY,\(big)\n", "b.csv:3"),  // Y closes with the report
        ]
        for (a, b, expected) in cases {
            do {
                _ = try Fixtures.ndjson(plan, ["a": a, "b": b])
                Issue.record("expected an overflow error")
            } catch {
                let product = a.contains(big) ? "4611686018427387905" : "4611686018427387906"
                #expect(
                    "\(error)"
                        == "\(expected): test.yaml:11:38: row 'foot', field 'total': \(product) * 2 does not fit (overflow)"
                )
            }
        }
    }

    @Test func anAggregateOverflowRejectsTheRecordAndKeepsTheTotals() throws {
        let layout = Self.layout.replacingAll("sq: \"n * n\"", "sq: \"n\"")
        let plan = try Fixtures.plan(layout)
        let data = "g,n\nA,9223372036854775000\nA,1000\nA,7\n"
        var rejected: [RecordError] = []
        let (out, summary) = try Fixtures.ndjson(plan, ["-": data], policy: .skip) { rejected.append($0) }
        #expect(summary.recordsRejected == 1)
        #expect(
            rejected.map(\.description) == [
                "input.csv:3: test.yaml:12:38: aggregate sum: sum exceeds the int range (overflow)"
            ])
        #expect(rejected.map { $0.raw.map { String(decoding: $0, as: UTF8.self) } } == ["A,1000"])
        #expect(
            lines(out) == [
                "head {\"title\":\"A\"}", "line {\"sq\":9223372036854775000}", "line {\"sq\":7}",
                "foot {\"total\":9223372036854775007,\"count\":2}", "foot {\"total\":9223372036854775007,\"count\":2}",
            ])
    }

    @Test func aKeyOrConditionOverflowIsARejectedRecord() throws {
        let layout = """
            layout: 1
            input:
              fields: { n: int }
            rows:
              r: { height: 1, fields: { n: int } }
            report:
              groups:
                - by: "n * 2"
              detail: [ { row: r, when: "n * 3 > 0", n: n } ]
            """
        let plan = try Fixtures.plan(layout)
        var rejected: [String] = []
        let data = "n\n1\n4611686018427387904\n3074457345618258603\n2\n"
        let (out, summary) = try Fixtures.ndjson(plan, ["-": data], policy: .skip) { rejected.append($0.description) }
        #expect(summary.recordsAccepted == 2)
        #expect(
            rejected == [
                "input.csv:3: test.yaml:8:12: group key 'n * 2': 4611686018427387904 * 2 does not fit (overflow)",
                "input.csv:4: test.yaml:9:30: row 'r', 'when': 3074457345618258603 * 3 does not fit (overflow)",
            ])
        #expect(lines(out) == ["r {\"n\":1}", "r {\"n\":2}"])
    }
}
