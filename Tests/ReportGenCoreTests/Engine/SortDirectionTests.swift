import Testing

@testable import ReportGenCore

@Suite struct SortDirectionTests {
    static func layout(_ sortedBy: String) -> String {
        """
        layout: 1
        input:
          sorted_by: \(sortedBy)
          fields: { day: date, id: int }
        rows:
          r: { height: 1, fields: { id: int } }
        report:
          detail: [ { row: r, id: id } ]
        """
    }

    @Test func aNewestFirstStatementRenders() throws {
        let plan = try Fixtures.plan(Self.layout("[day desc, id]"))
        let data = "day,id\n2023-12-24,1\n2023-12-24,2\n2023-12-22,1\n2023-11-30,7\n"
        let (out, summary) = try Fixtures.ndjson(plan, ["-": data])
        #expect(summary.recordsAccepted == 4)
        #expect(out.split(separator: "\n").count == 4)
    }

    /// An enum ascends in its declared order, as `all_values` shows its groups: Low, Medium, High
    /// (alphabetically High would come first).
    @Test func anEnumAscendsInItsDeclaredOrder() throws {
        let yaml = """
            layout: 1
            input:
              sorted_by: [prio]
              fields: { prio: { type: enum, values: { L: Low, M: Medium, H: High } }, id: int }
            rows:
              r: { height: 1, fields: { id: int } }
            report:
              detail: [ { row: r, id: id } ]
            """
        let plan = try Fixtures.plan(yaml)
        let (out, _) = try Fixtures.ndjson(plan, ["-": "prio,id\nL,1\nL,2\nM,3\nH,4\n"])
        #expect(out.split(separator: "\n").count == 4)
        #expect {
            _ = try Fixtures.ndjson(plan, ["-": "prio,id\nL,1\nH,2\nM,3\n"])
        } throws: { error in
            "\(error)" == "input.csv:4: field 'prio': out of order: 'Medium' comes after 'High' (sorted_by prio)"
        }
        let descending = try Fixtures.plan(yaml.replacingOccurrences(of: "[prio]", with: "[prio desc]"))
        let (newest, _) = try Fixtures.ndjson(descending, ["-": "prio,id\nH,1\nM,2\nL,3\n"])
        #expect(newest.split(separator: "\n").count == 3)
    }

    @Test func aStepBackwardsIsAnErrorAtItsLine() throws {
        let plan = try Fixtures.plan(Self.layout("[day desc, id asc]"))
        #expect {
            _ = try Fixtures.ndjson(plan, ["-": "day,id\n2023-12-24,1\n2023-12-22,1\n2023-12-23,1\n"])
        } throws: { error in
            "\(error)"
                == "input.csv:4: field 'day': out of order: '2023-12-23' comes after '2023-12-22' (sorted_by day desc)"
        }
        #expect {
            _ = try Fixtures.ndjson(plan, ["-": "day,id\n2023-12-24,2\n2023-12-24,1\n"])
        } throws: { error in
            "\(error)" == "input.csv:3: field 'id': out of order: '1' comes after '2' (sorted_by id)"
        }
    }

    @Test func aBadDirectionIsALayoutErrorAtItsPosition() {
        #expect(
            Fixtures.diagnostics(Self.layout("[day dsc, id]"))
                == [
                    "t.yaml:3:19: error: 'dsc' is not a sort direction (use asc or desc); did you mean 'asc'? [invalid-value]"
                ])
        #expect(
            Fixtures.diagnostics(Self.layout("[day desc first]"))
                == [
                    "t.yaml:3:15: error: a 'sorted_by' entry is FIELD, FIELD asc or FIELD desc; found 'day desc first' [invalid-value]"
                ])
        #expect(
            Fixtures.diagnostics(Self.layout("[dya desc]"))
                == ["t.yaml:3:15: error: 'sorted_by' names unknown field 'dya'; did you mean 'day'? [unknown-name]"])
    }
}
