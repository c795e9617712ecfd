import Testing

@testable import ReportGenCore

/// The validator on `url:`, `sqlite:`, `postgres:`, `query:`, `arguments:` and `timeout:`: each
/// mistake at its position, with its rule id.
@Suite struct SourceDiagnosticsTests {
    /// A layout whose one source is `{ name: s, SOURCE }` (its keys start on line 7, column 5).
    func findings(_ source: String) -> [String] {
        Fixtures.diagnostics(
            """
            layout: 1
            parameters: { from: date }
            input:
              fields: { n: int }
            sources:
              - name: s
                \(source)
            rows:
              r: { height: 1, fields: { t: string } }
            report:
              groups: [ { by: source, missing: [ { row: r, t: gone } ] } ]
              detail: [ { row: r, t: "{n}" } ]
            """)
    }

    @Test func validSourcesHaveNoFindings() {
        #expect(findings("url: \"https://api.example/${TOKEN}/records\"").isEmpty)
        #expect(findings("url: http://127.0.0.1:8080/records.ndjson\n    timeout: 0.25").isEmpty)
        #expect(
            findings("sqlite: ../data/card.db\n    query: SELECT n FROM t WHERE d >= ?\n    arguments: [params.from]")
                .isEmpty)
        #expect(findings("postgres: \"${DATABASE_URL}\"\n    query: SELECT n FROM t\n    timeout: 5").isEmpty)
        #expect(findings("postgres: postgresql://app@db/bank\n    query: SELECT 1 AS n\n    arguments: []").isEmpty)
    }

    @Test func theCheckedPlanCarriesTheOrigin() throws {
        let plan = try Fixtures.plan(
            """
            layout: 1
            parameters: { from: date }
            input:
              fields: { n: int }
            sources:
              - { name: s, sqlite: card.db, query: "SELECT n FROM t WHERE d >= ?", arguments: [params.from, 2], timeout: 1.5 }
              - { name: f, path: f.csv }
            rows:
              r: { height: 1, fields: { t: string } }
            report:
              detail: [ { row: r, t: "{n}" } ]
            """)
        let origin = try #require(plan.sources[0].origin)
        #expect(origin.kind == .sqlite)
        #expect(origin.location.text == "card.db")
        #expect(origin.timeoutMilliseconds == 1500)
        let query = try #require(origin.query)
        #expect(query.text == "SELECT n FROM t WHERE d >= ?")
        #expect(query.position == SourcePosition(line: 6, column: 41))
        #expect(query.argumentPositions == [SourcePosition(line: 6, column: 84), SourcePosition(line: 6, column: 97)])
        #expect(plan.sources[1].origin == nil)
        #expect(plan.sources[1].path == "f.csv")
    }

    @Test func aSourceReadsFromOnePlace() {
        #expect(
            findings("path: a.csv\n    url: https://api.example/a") == [
                "t.yaml:8:10: error: source 's' reads from one place: give one of 'path', 'url', 'sqlite' or "
                    + "'postgres', not 'path' and 'url' [invalid-option]"
            ])
    }

    @Test func queriesBelongToDatabases() {
        #expect(
            findings("url: https://api.example/a\n    query: SELECT 1") == [
                "t.yaml:8:12: error: 'query' needs 'sqlite' or 'postgres' in source 's' [invalid-option]"
            ])
        #expect(
            findings("sqlite: card.db") == [
                "t.yaml:7:13: error: source 's' needs 'query' with 'sqlite' [missing-key]"
            ])
        #expect(
            findings("path: a.csv\n    arguments: [1]") == [
                "t.yaml:8:16: error: 'arguments' needs a 'query' in source 's' [invalid-option]"
            ])
        #expect(
            findings("path: a.csv\n    timeout: 5") == [
                "t.yaml:8:14: error: 'timeout' applies to 'url', 'sqlite' and 'postgres' sources, not to files "
                    + "[invalid-option]"
            ])
    }

    @Test func argumentsUseParametersAndLiterals() {
        #expect(
            findings("sqlite: card.db\n    query: SELECT n FROM t WHERE n > ?\n    arguments: [n]") == [
                "t.yaml:9:17: error: unknown name 'n' [unknown-name]"
            ])
        #expect(
            findings("sqlite: card.db\n    query: SELECT n FROM t WHERE n > ?\n    arguments: [params.form]") == [
                "t.yaml:9:17: error: unknown parameter 'form'; did you mean 'from'? [unknown-name]"
            ])
        #expect(
            findings("sqlite: card.db\n    query: SELECT n FROM t WHERE n > ?\n    arguments: [\"sum(1)\"]") == [
                "t.yaml:9:18: error: sum() is an aggregate; aggregates belong in group and report headers and footers, "
                    + "not in a query's arguments [misplaced-aggregate]"
            ])
    }

    @Test func timeoutsArePositiveSeconds() {
        for (value, column) in [("0", 14), ("-1", 14), ("soon", 14), ("0.0001", 14), ("90000", 14)] {
            #expect(
                findings("url: https://api.example/a\n    timeout: \(value)") == [
                    "t.yaml:8:\(column): error: timeout '\(value)' must be a positive number of seconds, at most "
                        + "86400, to the millisecond [invalid-value]"
                ])
        }
    }

    @Test func locationsAreURLsOrReferences() {
        #expect(
            findings("url: ftp://files.example/a.json") == [
                "t.yaml:7:10: error: 'url' must be a URL starting with http:// or https:// (such as "
                    + "https://host/path), or a ${NAME} reference [invalid-value]"
            ])
        #expect(
            findings("postgres: mysql://db/bank\n    query: SELECT 1 AS n") == [
                "t.yaml:7:15: error: 'postgres' must be a URL starting with postgres:// or postgresql:// (such as "
                    + "postgres://user@host/database), or a ${NAME} reference [invalid-value]"
            ])
        #expect(
            findings("url: \"https://api.example/${TOKEN\"") == [
                "t.yaml:7:31: error: '${' is not closed with '}' [invalid-value]"
            ])
        #expect(
            findings("sqlite: \"${1DB}.sqlite\"\n    query: SELECT 1 AS n") == [
                "t.yaml:7:14: error: '${1DB}' is not a variable name (letters, digits and '_', not starting with a "
                    + "digit) [invalid-value]"
            ])
        #expect(
            findings("sqlite: \"\"\n    query: SELECT 1 AS n") == [
                "t.yaml:7:13: error: 'sqlite' is empty [invalid-value]"
            ])
    }

    @Test func misspeltKeysGetAHint() {
        #expect(
            findings("sqlite: card.db\n    qurey: SELECT 1 AS n") == [
                "t.yaml:7:13: error: source 's' needs 'query' with 'sqlite' [missing-key]",
                "t.yaml:8:5: error: unknown key 'qurey' in a source; did you mean 'query'? [unknown-key]",
            ])
    }
}
