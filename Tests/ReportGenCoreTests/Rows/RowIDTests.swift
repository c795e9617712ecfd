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

    @Test func rowsSharingTheirGroupsBoxChangeApart() {
        let group = TypedRow.identityBox(path: "/a")
        var first = TypedRow(kind: 0, level: 1, band: nil, section: nil, fields: [])
        var second = first
        first.identify(group)
        second.identify(group)
        second.section = "S"
        second.explicitID = "x"
        #expect(first.idPath == "/a")
        #expect(first.section == nil)
        #expect(first.explicitID == nil)
        #expect(second.idPath == "/a")
        #expect(second.section == "S")
        #expect(second.explicitID == "x")
        #expect(group.section == nil)
        second.identify(TypedRow.identityBox(path: "/b"))
        #expect(second.id(kindName: "k").description == "k/b/=x")
        #expect(second.section == "S")
        #expect(first.id(kindName: "k").description == "k/a/0")
    }

    /// A row built over one keeps its group's box (no retain and release when the next group is
    /// the same); the box is never changed through a row, and a section or an id set after a
    /// reuse is the new row's only.
    @Test func aReusedRowKeepsItsGroupsBoxAndChangesOnlyACopy() {
        let group = TypedRow.identityBox(path: "/a")
        var row = TypedRow(kind: 0, level: 1, band: nil, section: nil, fields: [])
        row.identify(group)
        row.reuse(kind: 0, level: 1, role: .detail, section: nil)
        #expect(row.idPathBox === group)
        row.explicitID = "x"
        #expect(row.idPathBox !== group)
        #expect(group.explicitID == nil)
        #expect(row.id(kindName: "k").description == "k/a/=x")
        // A box of the row's own is dropped when the row is reused: the next row has no id of
        // its own, and takes the next group's box.
        row.reuse(kind: 0, level: 1, role: .detail, section: nil)
        #expect(row.explicitID == nil)
        #expect(row.idPath == "")
        let next = TypedRow.identityBox(path: "/b")
        row.identify(next)
        #expect(row.idPathBox === next)
        row.reuse(kind: 0, level: 1, role: .detail, section: "S")
        #expect(row.section == "S")
        row.identify(group)
        #expect(row.idPath == "/a")
        #expect(group.section == nil)
    }

    /// A group's box is taken again for a later group only when nothing else holds it: a row
    /// that still has it keeps its path.
    @Test func aSpareBoxIsTakenAgainOnlyWhenNothingElseHoldsIt() throws {
        var spare: TypedRow.Extras?
        var row = TypedRow(kind: 0, level: 1, band: nil, section: nil, fields: [])
        row.identify(TypedRow.identityBox(path: "/a", reusing: &spare))
        let held = ObjectIdentifier(try #require(spare))
        // Held by the row: a new box, kept as the spare; the row keeps its path.
        #expect(TypedRow.identityBox(path: "/b", reusing: &spare).idPath == "/b")
        let unheld = ObjectIdentifier(try #require(spare))
        #expect(unheld != held)
        #expect(row.idPath == "/a")
        // Held by nothing but the spare: taken again, with the new path.
        let third = TypedRow.identityBox(path: "/c", reusing: &spare)
        #expect(ObjectIdentifier(third) == unheld)
        #expect(third.idPath == "/c")
        #expect(row.idPath == "/a")
    }

    @Test func aKeyIsEscapedByBytes() {
        // A `/` that starts a character (here with a combining accent) is escaped too.
        #expect(RowID.escaped("a/\u{301}b%") == "a%2F\u{301}b%25")
        #expect(RowID.escaped("plain") == "plain")
    }

    @Test func aGroupsPathIsItsParentsAndItsKey() throws {
        let date = try #require(CivilDate(year: 2016, month: 4, day: 1))
        #expect(RowID.path("/s", key: .date(date)) == "/s/2016-04-01")
        #expect(RowID.path("", key: .string("a/b%")) == "/a%2Fb%25")
        #expect(RowID.path("/s", key: .null) == "/s/")
        // Longer than the room on the stack: the same text, the slow way.
        let long = String(repeating: "a/", count: 200)
        #expect(RowID.path("/s", key: .string(long)) == "/s/" + String(repeating: "a%2F", count: 200))
    }

    @Test func rowsWithAndWithoutABoxOfTheirOwnCountTogether() throws {
        // The section's rows have a box of their own, the others share their group's: the same
        // path all the same, so one count, and one escaped path in the output.
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
