import Foundation
import ReportGenCore
import ReportGenPostgres
import TestSupport
import Testing

/// `postgres:` sources against a real PostgreSQL server, started for the tests.
@Suite(.serialized) struct PostgresSourceTests {
    let server: PostgresTestServer

    init() throws {
        server = try PostgresTestServer.shared.get()
        try server.psql(
            """
            DROP TABLE IF EXISTS ledger;
            CREATE TABLE ledger (id int PRIMARY KEY, booked date, at timestamptz, amount numeric(12,2),
                                 rate float8, cleared boolean, memo text, big bigint);
            INSERT INTO ledger VALUES
              (1, '2016-04-01', '2016-04-01 09:30:00+02', 3.11, 0.1, true, 'Starbucks', 9007199254740993),
              (2, '2016-04-02', '2016-04-02 12:00:00Z', -400.00, 1e-5, false, NULL, -1),
              (3, '2016-04-03', '2016-04-03 00:00:00.25+00', 0.10, 2.5, true, 'O''Brien', 0);
            """)
    }

    private func layout(_ query: String, fields: String, template: String, url: String? = nil, extra: String = "")
        -> String
    {
        SourceReport.layout(
            fields: fields, template: template,
            source: "postgres: '\(url ?? server.url)', query: '\(query)'\(extra)",
            parameters: "parameters: { from: { type: date, default: '2016-04-02' } }")
    }

    @Test func readsEveryTypeThroughTheStrictConversions() throws {
        let yaml = layout(
            "SELECT id, booked, at, amount, rate, cleared, memo, big FROM ledger ORDER BY id",
            fields: "id: int, booked: date, at: datetime, amount: { type: decimal, places: 2 }, rate: decimal, "
                + "cleared: bool, memo: { type: string, optional: true }, big: int",
            template: "{id}|{booked}|{at}|{amount}|{rate}|{cleared}|{memo}|{big}")
        let (rows, summary) = try SourceReport.ndjson(yaml, postgres: PostgresDriver())
        #expect(
            SourceReport.texts(rows) == [
                "1|2016-04-01|2016-04-01T07:30:00Z|3.11|0.1|true|Starbucks|9007199254740993",
                "2|2016-04-02|2016-04-02T12:00:00Z|-400.00|0.00001|false||-1",
                "3|2016-04-03|2016-04-03T00:00:00.25Z|0.10|2.5|true|O'Brien|0",
            ])
        #expect(summary.recordsAccepted == 3)
    }

    @Test func argumentsAreBoundToPlaceholders() throws {
        let yaml = layout(
            "SELECT id FROM ledger WHERE booked >= $1 ORDER BY id", fields: "id: int", template: "{id}",
            extra: ", arguments: [params.from]")
        let (rows, _) = try SourceReport.ndjson(yaml, postgres: PostgresDriver())
        #expect(SourceReport.texts(rows) == ["2", "3"])
        let (none, _) = try SourceReport.ndjson(
            yaml, parameters: [.date(try #require(CivilDate(year: 2017, month: 1, day: 1)))], postgres: PostgresDriver()
        )
        #expect(SourceReport.texts(none) == ["empty"])
    }

    @Test func theURLReadsTheEnvironment() throws {
        let yaml = layout(
            "SELECT id FROM ledger ORDER BY id", fields: "id: int", template: "{id}",
            url: "postgres://${PGUSER_TEST}:${PGPASS_TEST}@127.0.0.1:\(server.port)/postgres")
        let environment = ["PGUSER_TEST": PostgresTestServer.user, "PGPASS_TEST": PostgresTestServer.password]
        let (rows, _) = try SourceReport.ndjson(yaml, environment: environment, postgres: PostgresDriver())
        #expect(SourceReport.texts(rows) == ["1", "2", "3"])
        let message = try SourceReport.failure(yaml, environment: ["PGUSER_TEST": "x"], postgres: PostgresDriver())
        #expect(
            message
                == "t.yaml:6:63: source 's' (postgres://${PGUSER_TEST}:***@127.0.0.1:\(server.port)/postgres): "
                + "environment variable 'PGPASS_TEST' is not set")
    }

    @Test func aWrongPasswordIsAnErrorWithTheServersMessage() throws {
        let url = "postgres://\(PostgresTestServer.user):wrong@127.0.0.1:\(server.port)/postgres"
        let message = try SourceReport.failure(
            layout("SELECT 1 AS id", fields: "id: int", template: "{id}", url: url), postgres: PostgresDriver())
        #expect(
            message
                == "t.yaml:6:36: source 's' (postgres://\(PostgresTestServer.user):***@127.0.0.1:\(server.port)/postgres): "
                + "connection to server at \"127.0.0.1\", port \(server.port) failed: FATAL:  password authentication "
                + "failed for user \"\(PostgresTestServer.user)\"")
    }

    @Test func aServerThatCannotBeReachedIsMissing() throws {
        let port = try PostgresTestServer.unusedPort()
        let url = "postgres://nobody@127.0.0.1:\(port)/postgres"
        let (rows, summary) = try SourceReport.ndjson(
            layout("SELECT 1 AS id", fields: "id: int", template: "{id}", url: url), postgres: PostgresDriver())
        #expect(SourceReport.texts(rows) == ["missing"])
        #expect(
            summary.warnings == [
                "source 's' (\(url)) is missing (cannot connect: connection to server at \"127.0.0.1\", port \(port) "
                    + "failed: Connection refused)"
            ])
    }

    /// A host name that does not resolve cannot be reached either: missing, not an error.
    @Test func aHostNameThatDoesNotResolveIsMissing() throws {
        let url = "postgres://nobody@nosuchhost.invalid:5432/postgres"
        let (rows, summary) = try SourceReport.ndjson(
            layout("SELECT 1 AS id", fields: "id: int", template: "{id}", url: url), postgres: PostgresDriver())
        #expect(SourceReport.texts(rows) == ["missing"])
        #expect(summary.warnings.count == 1)
        #expect(
            summary.warnings.first?.hasPrefix(
                "source 's' (\(url)) is missing (cannot connect: could not translate host name \"nosuchhost.invalid\"")
                == true, "\(summary.warnings)")
    }

    /// The session reads text as UTF-8 and bytea as hex whatever the URL, the role or the
    /// database ask for: a LATIN1 database's `café` arrives as UTF-8, a role's
    /// `bytea_output = escape` does not turn bytes into escape text.
    @Test func theSessionReadsUTF8TextAndHexBytesWhateverItIsAsked() throws {
        let url = server.url + "?client_encoding=LATIN1&options=-c%20bytea_output%3Descape"
        let yaml = layout(
            "SELECT current_setting($$client_encoding$$) AS e, current_setting($$bytea_output$$) AS b, "
                + "convert_from(convert_to($$café$$, $$LATIN1$$), $$LATIN1$$) AS t",
            fields: "e: string, b: string, t: string", template: "{e} {b} {t}", url: url)
        let (rows, _) = try SourceReport.ndjson(yaml, postgres: PostgresDriver())
        #expect(SourceReport.texts(rows) == ["UTF8 hex café"])
    }

    /// What a run of `query` stops with, after `t.yaml:6:COLUMN: source 's' (URL): ` when the error is
    /// at the query (`nil` when it does not start so).
    private func queryFailure(_ query: String, fields: String = "id: int", extra: String = "") throws -> String? {
        let message = try SourceReport.failure(
            layout(query, fields: fields, template: "-", extra: extra), postgres: PostgresDriver())
        let place = "t.yaml:6:\(48 + server.url.count): source 's' (\(masked)): "
        return message.hasPrefix(place) ? String(message.dropFirst(place.count)) : nil
    }

    @Test func anSQLErrorIsAnErrorAtTheQuery() throws {
        let message = try queryFailure("SELECT id FROM ledgr")
        #expect(message == "relation \"ledgr\" does not exist (at character 16 of the query)")
    }

    @Test func aColumnTheFieldsNeedIsNamed() throws {
        #expect(
            try queryFailure("SELECT id AS ident FROM ledger") == "the query gives no column 'id' (it gives: ident)")
    }

    @Test func aValueThatFailsConversionNamesTheSourceAndRow() throws {
        let message = try SourceReport.failure(
            layout("SELECT id, memo FROM ledger ORDER BY id", fields: "id: int, memo: int", template: "{id}"),
            postgres: PostgresDriver())
        #expect(message == "source 's' (\(masked)), row 1: field 'memo': 'Starbucks' is not an int")
    }

    /// A rejected row keeps a bytea's bytes (as base64) and a name the query gives twice apart.
    @Test func aRejectedRowKeepsBinaryCellsAndRepeatedNames() throws {
        let yaml = layout(
            "SELECT id, memo, id, decode($$00ff41$$, $$hex$$) AS blob FROM ledger WHERE id = 1",
            fields: "memo: int", template: "{memo}")
        var rejected: [RecordError] = []
        _ = try SourceReport.ndjson(yaml, postgres: PostgresDriver(), policy: .skip) { rejected.append($0) }
        #expect(
            rejected.map { String(decoding: $0.raw ?? [], as: UTF8.self) } == [
                "{\"id\":1,\"memo\":\"Starbucks\",\"id.1\":1,\"blob\":{\"base64\":\"AP9B\"}}"
            ])
    }

    @Test func aSessionOnlyReads() throws {
        let message = try queryFailure("DELETE FROM ledger RETURNING id")
        #expect(message == "cannot execute DELETE in a read-only transaction")
        #expect(try server.psql("SELECT count(*) FROM ledger") == "3\n")
    }

    @Test func aQuerySlowerThanTheTimeoutStopsInTime() throws {
        let start = ContinuousClock.now
        let message = try queryFailure("SELECT 1 AS id FROM pg_sleep(5)", extra: ", timeout: 0.5")
        #expect(message == "no answer from the server within 0.5 s")
        // Bounded by the 0.5 s timeout, not by the 5 s sleep (with headroom for a busy machine).
        #expect(ContinuousClock.now - start < .seconds(4))
    }

    @Test func rowsStreamFromACursorWithoutCollectingTheResult() throws {
        // More rows than any buffer would hold if collected; counted as they come.
        let yaml = layout(
            "SELECT g AS id FROM generate_series(1, 200000) AS g", fields: "id: int", template: "{id}")
        let (rows, summary) = try SourceReport.ndjson(yaml, postgres: PostgresDriver())
        #expect(summary.recordsAccepted == 200_000)
        #expect(SourceReport.texts(rows).last == "200000")
    }

    private var masked: String {
        "postgres://\(PostgresTestServer.user):***@127.0.0.1:\(server.port)/postgres"
    }
}

/// PostgreSQL's `NaN` (and `Infinity`) in a decimal field: the advice given works on the server.
@Suite(.serialized) struct PostgresNonFiniteTests {
    let server: PostgresTestServer

    init() throws {
        server = try PostgresTestServer.shared.get()
    }

    private func layout(_ query: String, optional: Bool) -> String {
        SourceReport.layout(
            fields: "amount: { type: decimal, optional: \(optional) }", template: "[{amount}]",
            source: "postgres: '\(server.url)', query: \"\(query)\"")
    }

    @Test func aNaNGetsAdviceThatWorks() throws {
        for word in ["NaN", "Infinity", "-Infinity"] {
            let message = try SourceReport.failure(
                layout("SELECT '\(word)'::numeric AS amount", optional: false), postgres: PostgresDriver())
            #expect(
                message.hasSuffix(
                    "row 1: field 'amount': '\(word)' is not a decimal: no decimal holds \(word); if it means no value, "
                        + "make it NULL in the query (in PostgreSQL, SELECT NULLIF(amount, '\(word)') AS amount) and "
                        + "make the field optional"), "\(message)")
            // The advice, followed: the row reads, its amount null.
            let (rows, _) = try SourceReport.ndjson(
                layout("SELECT NULLIF('\(word)'::numeric, '\(word)') AS amount", optional: true),
                postgres: PostgresDriver())
            #expect(SourceReport.texts(rows) == ["[]"])
        }
    }
}
