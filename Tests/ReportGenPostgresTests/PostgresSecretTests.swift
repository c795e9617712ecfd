import Foundation
import ReportGenCore
import ReportGenPostgres
import TestSupport
import Testing

/// A password holding `/ ? # @ :` unencoded, in `${DB_URL}` and written in the layout: it
/// connects, and no failure shows any piece of it (libpq quotes the piece of a URL it misreads).
@Suite(.serialized) struct PostgresSecretTests {
    static let role = "tricky"
    static let password = "Qw3rty/Pxsz?0Rd#Skr@tZ:x9Yk"
    let server: PostgresTestServer

    init() throws {
        server = try PostgresTestServer.shared.get()
        try server.psql(
            """
            DROP ROLE IF EXISTS \(Self.role);
            CREATE ROLE \(Self.role) LOGIN PASSWORD '\(Self.password)';
            """)
    }

    private func url(password: String = Self.password, host: String? = nil, database: String = "postgres") -> String {
        "postgres://\(Self.role):\(password)@\(host ?? "127.0.0.1:\(server.port)")/\(database)"
    }

    private func layout(_ location: String) -> String {
        SourceReport.layout(
            fields: "n: int", template: "{n}", source: "postgres: '\(location)', query: 'SELECT 7 AS n', timeout: 5")
    }

    /// Both ways of giving the URL: in the environment, and written in the layout.
    private func runs(_ url: String) -> [(yaml: String, environment: [String: String])] {
        [(layout("${DB_URL}"), ["DB_URL": url]), (layout(url), [:])]
    }

    @Test func aPasswordWithURLDelimitersConnects() throws {
        for (yaml, environment) in runs(url()) {
            let (rows, _) = try SourceReport.ndjson(yaml, environment: environment, postgres: PostgresDriver())
            #expect(SourceReport.texts(rows) == ["7"])
        }
    }

    @Test func aWrongPasswordOrDatabaseShowsNoPieceOfThePassword() throws {
        let wrong = "Wr0ng/Pxsz?0Rd#Skr@tZ:x9Yk"
        for (bad, expected) in [
            (url(password: wrong), "password authentication failed for user \"\(Self.role)\""),
            (url(database: "nosuchdb"), "database \"nosuchdb\" does not exist"),
        ] {
            for (yaml, environment) in runs(bad) {
                let message = try SourceReport.failure(yaml, environment: environment, postgres: PostgresDriver())
                #expect(message.contains(expected), "\(message)")
                #expect(SecretScan.leaks(of: Self.password, in: message).isEmpty, "\(message)")
                #expect(SecretScan.leaks(of: wrong, in: message).isEmpty, "\(message)")
            }
        }
    }

    @Test func aServerThatCannotBeReachedShowsNoPieceOfThePassword() throws {
        let port = try PostgresTestServer.unusedPort()
        for bad in [url(host: "127.0.0.1:\(port)"), url(host: "nosuchhost.invalid:5432")] {
            for (yaml, environment) in runs(bad) {
                let (rows, summary) = try SourceReport.ndjson(
                    yaml, environment: environment, postgres: PostgresDriver())
                #expect(SourceReport.texts(rows) == ["missing"])
                #expect(summary.warnings.count == 1)
                let warnings = summary.warnings.joined(separator: "\n")
                #expect(warnings.contains("cannot connect"), "\(warnings)")
                #expect(SecretScan.leaks(of: Self.password, in: warnings).isEmpty, "\(warnings)")
            }
        }
    }

    /// The URL as written is shown with its password hidden, even where it holds `/` and `?`.
    @Test func theURLWrittenInTheLayoutIsShownWithoutItsPassword() throws {
        let message = try SourceReport.failure(
            layout(url(database: "nosuchdb")), postgres: PostgresDriver())
        #expect(message.contains("source 's' (postgres://\(Self.role):***@127.0.0.1:\(server.port)/nosuchdb): "))
    }
}
