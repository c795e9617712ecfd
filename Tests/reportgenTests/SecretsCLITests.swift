import Foundation
import TestSupport
import Testing

/// Every way a source can fail, with a secret in `${NAME}`, in a URL's userinfo and in its query:
/// the command line runs end to end and nothing it prints or writes holds any piece of a secret.
@Suite(.serialized) struct SecretsCLITests {
    /// In `${API_TOKEN}`, `${DB_URL}`'s password and `${API_URL}`: unencoded delimiters, as a
    /// variable often holds them.
    static let environmentSecret = "Zx8/Kq?Vb#Np@Lm:Wt3"
    /// Written in the layout as a URL's password.
    static let userinfoSecret = "Pj5Xc1Ud8Ge6"
    /// Written in the layout as a query value.
    static let querySecret = "Tk7Rw2Yq9Hs4"
    /// The name of an `sqlite:` file given by `${DB_FILE}`.
    static let fileSecret = "Vq3Mz8Lk2Np"

    static var secrets: [String] { [environmentSecret, userinfoSecret, querySecret, fileSecret] }

    struct Case {
        var name: String
        var source: String
        var environment: [String: String] = [:]
    }

    @Test func noFailingSourceShowsAnyPieceOfASecret() throws {
        let server = try HTTPTestServer(routes: [
            "/slow": .init(contentType: "application/x-ndjson", body: "{}\n", delay: 3),
            "/down": .init(status: 503, body: "down"),
            "/bad": .init(contentType: "application/x-ndjson", body: "{\"date\": \"x\",, }\n{oops\n"),
            "/page": .init(contentType: "text/html", body: "<html>sign in</html>"),
            "/charset": .init(contentType: "application/json; charset=ebcdic", body: "[]"),
        ])
        let postgres = try PostgresTestServer.shared.get()
        let closed = try PostgresTestServer.unusedPort()
        let directory = try CLI.temporaryDirectory()
        let database = directory.appendingPathComponent("posted.db").path
        // An empty file is an SQLite database without tables.
        try Data().write(to: URL(fileURLWithPath: database))

        let http = "127.0.0.1:\(server.port)"
        let userinfo = "me:\(Self.userinfoSecret)@"
        let query = "?token=\(Self.querySecret)&key=${API_TOKEN}"
        let env = ["API_TOKEN": Self.environmentSecret]
        let pg = "127.0.0.1:\(postgres.port)"
        let pgUser = PostgresTestServer.user
        var cases: [Case] = []
        for path in ["/slow", "/down", "/bad", "/page", "/charset", "/nothing"] {
            cases.append(
                Case(
                    name: "http \(path)", source: #"url: "http://\#(userinfo)\#(http)\#(path)\#(query)", timeout: 1"#,
                    environment: env))
            cases.append(
                Case(
                    name: "http \(path) from ${API_URL}", source: #"url: "${API_URL}", timeout: 1"#,
                    environment: ["API_URL": "http://me:\(Self.environmentSecret)@\(http)\(path)?t=\(Self.querySecret)"]
                ))
        }
        cases += [
            Case(
                name: "http refused", source: #"url: "http://\#(userinfo)127.0.0.1:\#(closed)/r\#(query)""#,
                environment: env),
            Case(
                name: "http invalid URL", source: #"url: "${API_URL}""#,
                environment: [
                    "API_URL": "http://me:\(Self.environmentSecret)@exa mple.invalid:99999/r?t=\(Self.querySecret)"
                ]),
            Case(
                name: "http not http", source: #"url: "${API_URL}""#,
                environment: ["API_URL": "ftp://me:\(Self.environmentSecret)@\(http)/r"]),
            Case(
                name: "postgres auth", source: #"postgres: "${DB_URL}", query: "SELECT 1 AS date""#,
                environment: ["DB_URL": "postgres://\(pgUser):\(Self.environmentSecret)@\(pg)/postgres"]),
            Case(
                name: "postgres auth inline",
                source:
                    #"postgres: "postgres://\#(pgUser):\#(Self.userinfoSecret)@\#(pg)/postgres?application_name=\#(Self.querySecret)", query: "SELECT 1 AS date""#
            ),
            Case(
                name: "postgres bad host", source: #"postgres: "${DB_URL}", query: "SELECT 1 AS date", timeout: 2"#,
                environment: ["DB_URL": "postgres://\(pgUser):\(Self.environmentSecret)@nosuchhost.invalid/postgres"]),
            Case(
                name: "postgres closed port", source: #"postgres: "${DB_URL}", query: "SELECT 1 AS date""#,
                environment: ["DB_URL": "postgres://\(pgUser):\(Self.environmentSecret)@127.0.0.1:\(closed)/postgres"]),
            Case(
                name: "postgres bad option", source: #"postgres: "${DB_URL}", query: "SELECT 1 AS date""#,
                environment: ["DB_URL": "postgres://\(pgUser)@\(pg)/postgres?sslmode=\(Self.environmentSecret)"]),
            Case(
                name: "postgres bad query",
                source:
                    #"postgres: "postgres://\#(pgUser):${PGPASS}@\#(pg)/postgres", query: "SELECT nosuch\#(Self.querySecret)""#,
                environment: ["PGPASS": PostgresTestServer.password]),
            Case(
                name: "sqlite missing file", source: #"sqlite: "${DB_FILE}", query: "SELECT date FROM posted""#,
                environment: ["DB_FILE": directory.appendingPathComponent("\(Self.fileSecret).db").path]),
            Case(
                name: "sqlite bad query", source: #"sqlite: "${DB_FILE}", query: "SELECT nosuch FROM posted""#,
                environment: ["DB_FILE": database]),
        ]
        for item in cases {
            let layoutText = try SourcesCLITests.transactions(
                sources: """
                      - { name: authorized, title: Authorized, path: \(CLI.root.path)/Samples/authorized.csv }
                      - { name: posted, title: Posted, \(item.source) }
                    """)
            let layout = directory.appendingPathComponent("layout.yaml")
            try layoutText.write(to: layout, atomically: false, encoding: .utf8)
            let rejects = directory.appendingPathComponent("rejects.ndjson")
            try? FileManager.default.removeItem(at: rejects)
            for options in [["--on-error", "skip", "--rejects", rejects.path], ["--strict"]] {
                let arguments = ["--layout", layout.path] + options
                let result = try CLI.run(arguments, timeout: 60, environment: item.environment)
                let rejected = (try? String(contentsOf: rejects, encoding: .utf8)) ?? ""
                #expect(result.status == 0 || result.status == 1, "\(item.name): \(result.stderr)")
                #expect(!result.stderr.isEmpty, "\(item.name): the failure says nothing")
                for secret in Self.secrets {
                    for (what, text) in [
                        ("stdout", result.stdout), ("stderr", result.stderr), ("rejects", rejected),
                        ("argv", arguments.joined(separator: " ")),
                    ] {
                        let leaks = SecretScan.leaks(of: secret, in: text)
                        #expect(leaks.isEmpty, "\(item.name) \(options): \(what) shows \(leaks): \(text.prefix(2000))")
                    }
                }
            }
        }
    }
}
