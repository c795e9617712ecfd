import Testing

@testable import ReportGenCore

/// Computed fields are worked out in declaration order, each able to read the ones before it,
/// and stored into the record: on the grouping thread (one thread) as on the reading thread (read
/// ahead), with the same values, the same texts over texts, and the same messages.
@Suite struct ComputedFieldsTests {
    static let layout = """
        layout: 1
        input:
          fields: { name: string, n: int }
          computed:
            twice: "n * 2"
            more: "twice + 1"
            label: "if(more > 4, name, 'small')"
        rows:
          line: { height: 1, fields: { label: string, more: int, twice: int } }
        report:
          detail: [ { row: line, label: "{label}", more: more, twice: twice } ]
        """

    func run(_ data: String, readsAhead: Bool, policy: RecordErrorPolicy = .fail) throws -> ([String], RunSummary) {
        try Fixtures.rowLines(Fixtures.plan(Self.layout), ["-": data], readsAhead: readsAhead, policy: policy)
    }

    @Test(arguments: [false, true])
    func eachReadsTheOnesBeforeIt(readsAhead: Bool) throws {
        let (rows, _) = try run("name,n\napple,1\nbanana,2\ncherry,3\n", readsAhead: readsAhead)
        #expect(
            rows == [
                "line {\"label\":\"small\",\"more\":3,\"twice\":2}",
                "line {\"label\":\"banana\",\"more\":5,\"twice\":4}",
                "line {\"label\":\"cherry\",\"more\":7,\"twice\":6}",
            ])
    }

    @Test(arguments: [false, true])
    func aFailureNamesTheFieldAndTheRecordAndSkipsIt(readsAhead: Bool) throws {
        let data = "name,n\napple,1\nhuge,5000000000000000000\ncherry,3\n"
        do {
            _ = try run(data, readsAhead: readsAhead)
            Issue.record("expected an overflow")
        } catch {
            #expect(
                "\(error)"
                    == "input.csv:3: test.yaml:5:13: computed field 'twice': 5000000000000000000 * 2 does not fit (overflow)"
            )
        }
        let (rows, summary) = try run(data, readsAhead: readsAhead, policy: .skip)
        #expect(summary.recordsRejected == 1)
        #expect(
            rows == [
                "line {\"label\":\"small\",\"more\":3,\"twice\":2}",
                "line {\"label\":\"cherry\",\"more\":7,\"twice\":6}",
            ])
    }
}
