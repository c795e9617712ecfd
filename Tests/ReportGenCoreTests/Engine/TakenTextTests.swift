import Testing

@testable import ReportGenCore

/// A text field read in one place only, a detail row's field, moves out of the record into the
/// row instead of being copied. The layout's reads are counted everywhere a field can be named, so
/// a field read anywhere else as well (a footer from the group's last record, a header, an
/// aggregate, a condition, `sorted_by`, another row) keeps its value for those readers.
@Suite struct TakenTextTests {
    static let data = "g,name,n\nA,apple,1\nA,banana,2\nB,cherry,3\n"

    /// A layout whose group footer shows `footer` as its `last`, whose header shows `header`, and
    /// whose detail is `detail`.
    static func layout(
        footer: String = "-", header: String = "{g}", detail: String = "[ { row: line, name: \"{name}\", n: \"n\" } ]",
        sortedBy: String = "[g]"
    ) -> String {
        """
        layout: 1
        input:
          sorted_by: \(sortedBy)
          fields: { g: string, name: string, n: int }
        rows:
          head: { height: 1, fields: { title: string } }
          line: { height: 1, fields: { name: string, n: int } }
          foot: { height: 1, fields: { total: int, last: string } }
        report:
          groups:
            - by: g
              header: [ { row: head, title: "\(header)" } ]
              footer: [ { row: foot, total: "sum(n)", last: "\(footer)" } ]
          detail: \(detail)
        """
    }

    /// The rows of `yaml` over `data`, read on the grouping thread; read ahead on a thread of
    /// their own, they must be the same.
    func run(_ yaml: String, _ data: String = Self.data, policy: RecordErrorPolicy = .fail) throws -> [String] {
        let plan = try Fixtures.plan(yaml)
        let one = try Fixtures.rowLines(plan, ["-": data], readsAhead: false, policy: policy).0
        let ahead = try Fixtures.rowLines(plan, ["-": data], readsAhead: true, policy: policy).0
        #expect(one == ahead, "read ahead or not")
        return one
    }

    static let details = [
        "line {\"name\":\"apple\",\"n\":1}", "line {\"name\":\"banana\",\"n\":2}", "line {\"name\":\"cherry\",\"n\":3}",
    ]

    @Test func everyPlaceThatNamesAFieldIsCounted() throws {
        let plan = try Fixtures.plan(Self.layout(footer: "{name}", sortedBy: "[g, n]"))
        let reads = Dictionary(uniqueKeysWithValues: plan.input.fields.map { ($0.name, $0.reads) })
        // g: the key, the header, sorted_by; name: the detail and the footer; n: the detail,
        // the sum and sorted_by.
        #expect(reads == ["g": 3, "name": 2, "n": 3])
        let once = try Fixtures.plan(Self.layout())
        #expect(once.input.fields.map(\.reads) == [3, 1, 2])
    }

    @Test func aTextReadOnlyByItsDetailRowMovesAndShowsAsCopied() throws {
        let plan = try Fixtures.plan(Self.layout())
        #expect(CompiledReport(plan: plan).detailTakes)
        #expect(
            try self.run(Self.layout()) == [
                "head {\"title\":\"A\"}", Self.details[0], Self.details[1], "foot {\"total\":3,\"last\":\"-\"}",
                "head {\"title\":\"B\"}", Self.details[2], "foot {\"total\":3,\"last\":\"-\"}",
            ])
    }

    @Test func aFooterThatShowsTheLastRecordsTextStillSeesIt() throws {
        #expect(
            try run(Self.layout(footer: "{name}")) == [
                "head {\"title\":\"A\"}", Self.details[0], Self.details[1], "foot {\"total\":3,\"last\":\"banana\"}",
                "head {\"title\":\"B\"}", Self.details[2], "foot {\"total\":3,\"last\":\"cherry\"}",
            ])
    }

    @Test func anAggregateOverTheTextStillSeesIt() throws {
        #expect(
            try run(Self.layout(footer: "{first(name)}-{last(name)}")) == [
                "head {\"title\":\"A\"}", Self.details[0], Self.details[1],
                "foot {\"total\":3,\"last\":\"apple-banana\"}", "head {\"title\":\"B\"}", Self.details[2],
                "foot {\"total\":3,\"last\":\"cherry-cherry\"}",
            ])
    }

    @Test func aHeaderAndASecondDetailRowStillSeeIt() throws {
        let detail = "[ { row: line, name: \"{name}\", n: \"n\" }, { row: head, title: \"{name}!\" } ]"
        let rows = try run(Self.layout(header: "{g} {name}", detail: detail))
        #expect(
            rows == [
                "head {\"title\":\"A apple\"}", Self.details[0], "head {\"title\":\"apple!\"}", Self.details[1],
                "head {\"title\":\"banana!\"}", "foot {\"total\":3,\"last\":\"-\"}", "head {\"title\":\"B cherry\"}",
                Self.details[2], "head {\"title\":\"cherry!\"}", "foot {\"total\":3,\"last\":\"-\"}",
            ])
    }

    @Test func aConditionAndSortedByStillSeeIt() throws {
        let detail = "[ { row: line, when: \"name != 'banana'\", name: \"{name}\", n: \"n\" } ]"
        #expect(
            try run(Self.layout(detail: detail)) == [
                "head {\"title\":\"A\"}", Self.details[0], "foot {\"total\":3,\"last\":\"-\"}",
                "head {\"title\":\"B\"}",
                Self.details[2], "foot {\"total\":3,\"last\":\"-\"}",
            ])
        // Sorted on the text: a record out of order is told by its text, compared with the last one's.
        do {
            _ = try run(Self.layout(sortedBy: "[name]"), "g,name,n\nA,banana,1\nA,apple,2\n")
            Issue.record("expected an order error")
        } catch {
            #expect("\(error)".contains("out of order: 'apple' comes after 'banana' (sorted_by name)"))
        }
    }

    @Test func aRecordRejectedAfterItsTextMovedLeavesTheNextOnesWhole() throws {
        // The second record's row is built (its text moved), then its sum overflows: rejected.
        let data = "g,name,n\nA,apple,1\nA,banana,9223372036854775807\nA,cherry,3\n"
        #expect(
            try run(Self.layout(), data, policy: .skip) == [
                "head {\"title\":\"A\"}", Self.details[0], Self.details[2], "foot {\"total\":4,\"last\":\"-\"}",
            ])
    }
}
