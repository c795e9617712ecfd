import Testing

@testable import ReportGenCore

/// A source that may be missing needs rows that show it (`missing` rows of a `by: source` level)
/// or `required: true`; a run without such a source fails instead of printing a report that
/// leaves it out without a word.
@Suite struct MissingRowsDiagnosticsTests {
    /// A layout with sources `a` and `b` (names at 5:13 and 6:13) and the levels `groups`.
    func layout(_ groups: String, a: String = "", b: String = "") -> String {
        """
        layout: 1
        input:
          fields: { n: int }
        sources:
          - { name: a, path: a.csv\(a) }
          - { name: b, path: b.csv\(b) }
        rows:
          r: { height: 1, fields: { t: string } }
        report:
          groups: \(groups)
          detail: [ { row: r, t: "{n}" } ]
        """
    }

    static let warning = "has nowhere to show that it is missing"

    @Test func sourcesWithoutMissingRowsAreWarnedOfAtTheirNames() {
        #expect(
            Fixtures.diagnostics(layout("[]")) == [
                "t.yaml:5:13: warning: source 'a' has nowhere to show that it is missing: the layout has no "
                    + "'by: source' level with 'missing' rows, so a run without it fails; add 'missing' rows, or "
                    + "say 'required: true' [unshown-missing]",
                "t.yaml:6:13: warning: source 'b' has nowhere to show that it is missing: the layout has no "
                    + "'by: source' level with 'missing' rows, so a run without it fails; add 'missing' rows, or "
                    + "say 'required: true' [unshown-missing]",
            ])
        #expect(
            Fixtures.diagnostics(layout("[ { by: source } ]"), file: "t.yaml").first
                == "t.yaml:5:13: warning: source 'a' has nowhere to show that it is missing: its 'by: source' level "
                + "has no 'missing' rows, so a run without it fails; add 'missing' rows, or say 'required: true' "
                + "[unshown-missing]")
    }

    @Test func missingRowsOrRequiredSayWhatHappens() {
        #expect(Fixtures.diagnostics(layout("[ { by: source, missing: [ { row: r, t: gone } ] } ]")).isEmpty)
        #expect(Fixtures.diagnostics(layout("[]", a: ", required: true", b: ", required: true")).isEmpty)
        #expect(Fixtures.diagnostics(layout("[]", b: ", required: true")).count == 1)
    }

    /// A quoted `required` is text: one error, and no warning echoing it.
    @Test func anInvalidRequiredIsReportedOnce() {
        #expect(
            Fixtures.diagnostics(layout("[]", a: ", required: \"yes\"", b: ", required: true")) == [
                "t.yaml:5:39: error: 'required' must be true or false (a quoted value is text: write it without "
                    + "quotes) [invalid-value]"
            ])
    }

    /// `--input NAME=PATH` splits at the first `=`, and `-…` is an option: such names are errors.
    @Test func sourceNamesTheCommandLineCannotGiveAreErrors() {
        let findings = Fixtures.diagnostics(
            """
            layout: 1
            input:
              fields: { n: int }
            sources:
              - { name: "a=b", path: a.csv, required: true }
              - { name: "-x", path: b.csv, required: true }
              - { name: "", path: c.csv, required: true }
            rows:
              r: { height: 1, fields: { t: string } }
            report:
              detail: [ { row: r, t: "{n}" } ]
            """)
        #expect(
            findings == [
                "t.yaml:5:13: error: source name 'a=b' holds '=', so '--input NAME=PATH' cannot name it [invalid-value]",
                "t.yaml:6:13: error: source name '-x' starts with '-', so '--input NAME=PATH' cannot name it "
                    + "[invalid-value]",
                "t.yaml:7:13: error: source name '' is empty, so '--input NAME=PATH' cannot name it [invalid-value]",
            ])
    }

    /// The run: a missing source with nowhere to show it, or a required one, stops it.
    @Test func aRunWithoutASourceItCannotShowFails() throws {
        let plan = try Fixtures.plan(layout("[]", b: ", required: true"))
        #expect(throws: RunError.self) { _ = try Fixtures.ndjson(plan, ["a": nil, "b": "n\n1\n"]) }
        do {
            _ = try Fixtures.ndjson(plan, ["a": "n\n1\n", "b": nil])
            Issue.record("a required source that is missing did not stop the run")
        } catch let error as RunError {
            #expect(error.description == "b.csv: source 'b' is missing (no such file); the source is required")
        }
        do {
            _ = try Fixtures.ndjson(plan, ["a": nil, "b": "n\n1\n"])
        } catch let error as RunError {
            #expect(
                error.description
                    == "a.csv: source 'a' is missing (no such file), and the layout has no 'missing' rows to show it")
        }
        let shown = try Fixtures.plan(layout("[ { by: source, missing: [ { row: r, t: gone } ] } ]"))
        let (rows, summary) = try Fixtures.ndjson(shown, ["a": nil, "b": "n\n1\n"])
        #expect(Fixtures.rowLines(rows) == [#"r {"t":"gone"}"#, #"r {"t":"1"}"#])
        #expect(summary.warnings == ["a.csv: source 'a' is missing (no such file)"])
    }
}
