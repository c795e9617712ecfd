import Testing

@testable import ReportGenCore

@Suite struct RowIDTests {
    static let layout = """
        layout: 1
        input:
          fields: { day: date, cat: string, n: int, ref: { type: string, optional: true } }
        rows:
          head: { height: 1, fields: { t: string } }
          item: { height: 1, fields: { n: int } }
          tagged: { height: 1, fields: { n: int } }
          foot: { height: 1, fields: { total: int } }
        report:
          header: [ { row: head, t: "all" } ]
          groups:
            - by: day
              header: [ { row: head, t: "{day}" } ]
            - by: cat
              footer: [ { row: foot, total: "sum(n)" } ]
          detail:
            - { row: item, n: n }
            - { row: tagged, when: "coalesce(ref, '') != ''", id: ref, n: n }
          footer: [ { row: foot, total: "sum(n)" } ]
        """

    func ids(_ csv: String) throws -> [String] {
        let plan = try Fixtures.plan(Self.layout)
        var sink = CollectingSink()
        _ = try ReportEngine(plan: plan, parameters: [], inputs: Fixtures.streams(plan, ["-": csv])).run(into: &sink)
        return sink.ids.map(\.description)
    }

    @Test func idsAreKindGroupKeysAndOrdinal() throws {
        let csv = "day,cat,n,ref\n2024-01-01,a/b,1,\n2024-01-01,a/b,2,T-7\n2024-01-01,c%,3,\n2024-01-02,a/b,4,\n"
        #expect(
            try ids(csv) == [
                "head/1", "head/2024-01-01/1",
                "item/2024-01-01/a%2Fb/1", "item/2024-01-01/a%2Fb/2", "tagged/2024-01-01/a%2Fb/=T-7",
                "foot/2024-01-01/a%2Fb/1",
                "item/2024-01-01/c%25/1", "foot/2024-01-01/c%25/1",
                "head/2024-01-02/1", "item/2024-01-02/a%2Fb/1", "foot/2024-01-02/a%2Fb/1",
                "foot/1",
            ])
    }

    @Test func idsAreStableWhenOtherGroupsChange() throws {
        let before = try ids("day,cat,n,ref\n2024-01-01,a,1,\n2024-01-02,a,4,\n")
        let after = try ids("day,cat,n,ref\n2024-01-01,a,1,\n2024-01-01,b,9,\n2024-01-02,a,5,\n")
        // The rows of 2024-01-02 keep their ids though a group was added before them.
        #expect(before.filter { $0.contains("2024-01-02") } == after.filter { $0.contains("2024-01-02") })
    }

    @Test func theIDAppearsInTypedRowOutput() throws {
        let plan = try Fixtures.plan(Self.layout)
        let (out, _) = try Fixtures.ndjson(plan, ["-": "day,cat,n,ref\n2024-01-01,a,1,X\"1\n"])
        #expect(
            out.split(separator: "\n")[3]
                == #"{"kind":"tagged","id":"tagged/2024-01-01/a/=X\"1","level":3,"band":null,"height":1,"fields":{"n":1}}"#
        )
    }

    @Test func aFieldNamedIDIsTheRowsIdentity() throws {
        let plan = try Fixtures.plan(
            """
            layout: 1
            input:
              fields: { ref: string }
            rows:
              r: { height: 1, fields: { id: string } }
            report:
              detail: [ { row: r, id: "{ref}" } ]
            """)
        var sink = CollectingSink()
        _ = try ReportEngine(plan: plan, parameters: [], inputs: Fixtures.streams(plan, ["-": "ref\nA1\nB2\n"]))
            .run(into: &sink)
        #expect(sink.ids.map(\.description) == ["r/=A1", "r/=B2"])
        #expect(sink.rows.map(\.fields) == [[.string("A1")], [.string("B2")]])
    }

    /// Rows `r` (one field, `n`) grouped by day; `detail` is the YAML under `detail:`, indented.
    static func byDay(detail: String) throws -> ReportPlan {
        try Fixtures.plan(
            """
            layout: 1
            input:
              fields: { day: date, ref: string }
            rows:
              r: { height: 1, fields: { n: string } }
            report:
              groups: [ { by: day } ]
              detail:
            \(detail)
            """)
    }

    @Test func rowsWithASectionOrAnExplicitIDHaveTheirGroupsPath() throws {
        let plan = try Self.byDay(
            detail: """
                    - section: S
                      rows: [ { row: r, n: "{ref}" }, { row: r, id: ref, n: "{ref}" } ]
                """)
        let (out, _) = try Fixtures.ndjson(plan, ["-": "day,ref\n2024-01-01,A\n2024-01-02,B\n"])
        #expect(
            out.split(separator: "\n").map(String.init) == [
                #"{"kind":"r","id":"r/2024-01-01/1","level":2,"band":null,"height":1,"section":"S","fields":{"n":"A"}}"#,
                #"{"kind":"r","id":"r/2024-01-01/=A","level":2,"band":null,"height":1,"section":"S","fields":{"n":"A"}}"#,
                #"{"kind":"r","id":"r/2024-01-02/1","level":2,"band":null,"height":1,"section":"S","fields":{"n":"B"}}"#,
                #"{"kind":"r","id":"r/2024-01-02/=B","level":2,"band":null,"height":1,"section":"S","fields":{"n":"B"}}"#,
            ])
    }

    @Test func rowsSharingABoxChangeApart() {
        var first = TypedRow(kind: 0, level: 1, band: nil, section: "S", fields: [])
        var second = first
        second.explicitID = "x"
        first.section = "T"
        #expect(first.section == "T")
        #expect(first.explicitID == nil)
        #expect(second.section == "S")
        #expect(second.explicitID == "x")
    }

    /// A row built over one keeps none of its section or id.
    @Test func aReusedRowDropsItsSectionAndID() {
        var row = TypedRow(kind: 0, level: 1, band: nil, section: "S", fields: [])
        row.explicitID = "x"
        row.reuse(kind: 0, level: 1, role: .detail, section: nil)
        #expect(row.explicitID == nil)
        #expect(row.section == nil)
        row.reuse(kind: 0, level: 1, role: .detail, section: "T")
        #expect(row.section == "T")
        #expect(row.explicitID == nil)
    }

    @Test func aKeyIsEscapedByBytes() {
        // A `/` that starts a character (here with a combining accent) is escaped too.
        #expect(RowID.escaped("a/\u{301}b%") == "a%2F\u{301}b%25")
        #expect(RowID.escaped("plain") == "plain")
    }

    @Test func rowsWithAndWithoutASectionCountTogether() throws {
        // The section's rows have a box of their own, the others none: one count all the same.
        let plan = try Self.byDay(
            detail: """
                    - { row: r, n: "{ref}" }
                    - section: S
                      rows: [ { row: r, n: "{ref}" } ]
                """)
        let (out, _) = try Fixtures.ndjson(plan, ["-": "day,ref\n2024-01-01,A\n2024-01-01,B\n2024-01-02,C\n"])
        let ids = try out.split(separator: "\n").map { line in
            try #require(RowLine(String(line))).id
        }
        #expect(
            ids == [
                "r/2024-01-01/1", "r/2024-01-01/2", "r/2024-01-01/3", "r/2024-01-01/4", "r/2024-01-02/1",
                "r/2024-01-02/2",
            ])
    }
}
