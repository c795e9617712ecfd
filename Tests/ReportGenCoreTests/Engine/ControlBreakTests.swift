import Testing

@testable import ReportGenCore

/// Groups come as the data brings them: keys need not ascend, but a group's records must be
/// together — a key that comes back under the same outer group is out of order.
@Suite struct ControlBreakTests {
    static let layout = """
        layout: 1
        input:
          fields: { supp: string, tension: string, n: int }
        rows:
          head: { height: 1, fields: { title: string } }
          foot: { height: 1, fields: { title: string, total: int } }
        report:
          groups:
            - by: supp
              header: [ { row: head, title: "{supp}" } ]
            - by: tension
              footer: [ { row: foot, title: "{supp} {tension}", total: "sum(n)" } ]
          detail: []
        """

    func footers(_ csv: String, policy: RecordErrorPolicy = .fail) throws -> [String] {
        let plan = try Fixtures.plan(Self.layout)
        let (out, _) = try Fixtures.ndjson(plan, ["-": csv], policy: policy)
        return out.split(separator: "\n").map { line in
            String(line.split(separator: "\"fields\":")[1].dropLast())
        }
    }

    @Test func keysComeInTheOrderOfTheData() throws {
        // ToothGrowth's supp (VC before OJ) and warpbreaks' tension (L, M, H).
        let csv = "supp,tension,n\nVC,L,1\nVC,L,2\nVC,M,3\nVC,H,4\nOJ,L,5\nOJ,M,6\nOJ,H,7\nOJ,H,8\n"
        #expect(
            try footers(csv) == [
                "{\"title\":\"VC\"}", "{\"title\":\"VC L\",\"total\":3}", "{\"title\":\"VC M\",\"total\":3}",
                "{\"title\":\"VC H\",\"total\":4}", "{\"title\":\"OJ\"}", "{\"title\":\"OJ L\",\"total\":5}",
                "{\"title\":\"OJ M\",\"total\":6}", "{\"title\":\"OJ H\",\"total\":15}",
            ])
    }

    @Test func aKeyThatComesBackUnderTheSameOuterGroupIsOutOfOrder() throws {
        let csv = "supp,tension,n\nVC,L,1\nVC,M,2\nVC,M,3\nVC,L,4\n"
        let plan = try Fixtures.plan(Self.layout)
        #expect {
            _ = try Fixtures.ndjson(plan, ["-": csv])
        } throws: { error in
            "\(error)"
                == "input.csv:5: out of order: group key tension = 'L' comes back after its group ended on line 2; "
                + "the records of a group must be together"
        }
        #expect {
            _ = try Fixtures.ndjson(plan, ["-": "supp,tension,n\nVC,L,1\nOJ,L,2\nVC,L,3\n"])
        } throws: { error in
            "\(error)"
                == "input.csv:4: out of order: group key supp = 'VC' comes back after its group ended on line 2; "
                + "the records of a group must be together"
        }
    }

    /// A month repeats in sorted data over several years: the message says what tells the
    /// repeats apart, whether the key is `month(date)` or a computed field that is one; another
    /// derived key gets no such advice.
    @Test func aRepeatingPartOfADateGetsAHint() throws {
        func message(_ by: String) throws -> String {
            let plan = try Fixtures.plan(
                """
                layout: 1
                input:
                  sorted_by: [date]
                  fields: { date: date, k: string }
                  computed: { m: "month(date)" }
                rows:
                  r: { height: 1, fields: { t: string } }
                report:
                  groups:
                    - by: \(by)
                      footer: [ { row: r, t: "x" } ]
                  detail: []
                """)
            do {
                _ = try Fixtures.ndjson(plan, ["-": "date,k\n2023-01-05,a\n2023-02-05,b\n2024-01-05,a\n"])
            } catch {
                return "\(error)"
            }
            return "no error"
        }
        let hint =
            "; a key that repeats in sorted data, such as a month over several years, needs an outer level that "
            + "tells the repeats apart, such as year(date)"
        #expect(try message("month(date)").hasSuffix("must be together" + hint))
        #expect(try message("m").hasSuffix("must be together" + hint))
        #expect(try message("upper(k)").hasSuffix("the records of a group must be together"))
    }

    @Test func underSkipTheReturningRecordIsRejectedAndTheGroupGoesOn() throws {
        let csv = "supp,tension,n\nVC,L,1\nVC,M,2\nVC,L,4\nVC,M,8\n"
        #expect(
            try footers(csv, policy: .skip) == [
                "{\"title\":\"VC\"}", "{\"title\":\"VC L\",\"total\":1}", "{\"title\":\"VC M\",\"total\":10}",
            ])
    }
}
