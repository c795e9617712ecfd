import Testing

@testable import ReportGenCore

/// YAML merge keys (`<<: *common`) in layouts, so that row kinds can share settings.
@Suite struct MergeKeyTests {
    static let layout = """
        layout: 1
        input:
          fields: { n: int, s: string }
        x-shared: &band { height: 18, band: toggle }
        rows:
          a: { <<: *band, fields: { n: int } }
          b:
            <<: [*band, { height: 99, band: keep, fields: { s: string } }]
            height: 30
        report:
          detail: [ { row: a, n: n }, { row: b, s: "{s}" } ]
        """

    /// Merged keys stand where the merge key does: `fields` and `rows` keep the order written.
    @Test func mergedKeysTakeTheMergeKeysPlace() throws {
        let plan = try Fixtures.plan(
            """
            layout: 1
            input:
              fields: { n: int, t: string }
            x-f: &f { t: string, u: int }
            x-r: &r { first: { height: 1, fields: { n: int } } }
            rows:
              <<: *r
              q: { height: 5, fields: { s: string, <<: *f, n: int, u: decimal } }
            report:
              detail: [ { row: q, t: "{t}", n: n, s: "{t}", u: n } ]
            """)
        #expect(plan.rowKinds.map(\.name) == ["first", "q"])
        #expect(plan.rowKinds[1].fields.map(\.name) == ["s", "t", "n", "u"])
        #expect(plan.rowKinds[1].fields.map(\.type) == [.string, .string, .int, .decimal])
    }

    @Test func mergedKeysAreAddedAndExplicitKeysWin() throws {
        let plan = try Fixtures.plan(Self.layout)
        #expect(plan.rowKinds.map(\.name) == ["a", "b"])
        #expect(plan.rowKinds.map { "\($0.height)" } == ["18", "30"])
        #expect(plan.rowKinds.map(\.band) == [.toggle, .toggle])  // the first merged mapping wins
        #expect(plan.rowKinds[1].fields.map(\.name) == ["s"])
        let (out, _) = try Fixtures.ndjson(plan, ["-": "n,s\n1,x\n"])
        #expect(
            out == """
                {"kind":"a","id":"a/1","level":1,"band":"odd","height":18,"fields":{"n":1}}
                {"kind":"b","id":"b/1","level":1,"band":"even","height":30,"fields":{"s":"x"}}

                """)
    }

    @Test func aMergeKeyNeedsMappings() {
        let layout = Self.layout.replacingAll("a: { <<: *band,", "a: { <<: 3,")
        #expect(
            Fixtures.diagnostics(layout) == [
                "t.yaml:6:6: error: row kind 'a' needs 'height' [missing-key]",
                "t.yaml:6:12: error: a merge key '<<' takes a mapping or a list of mappings (such as '<<: *common') [invalid-value]",
            ])
    }

    /// Through an alias, a value that is no mapping is reported at the merge key, not at the
    /// anchor elsewhere in the file.
    @Test func aMergeKeyThroughAnAliasIsReportedAtTheKey() {
        let layout = Self.layout.replacingAll("a: { <<: *band,", "a: { <<: *h,").replacingAll(
            "x-shared: &band", "x-h: &h 18\nx-shared: &band")
        #expect(
            Fixtures.diagnostics(layout) == [
                "t.yaml:7:6: error: row kind 'a' needs 'height' [missing-key]",
                "t.yaml:7:8: error: a merge key '<<' takes a mapping or a list of mappings (such as '<<: *common') [invalid-value]",
            ])
    }

    @Test func onlyXKeysAreIgnoredAtTheTop() {
        #expect(
            Fixtures.diagnostics(Self.layout.replacingAll("x-shared:", "shared:"))
                == ["t.yaml:4:1: error: unknown key 'shared' in the layout [unknown-key]"])
    }
}
