import Foundation
import TestSupport
import Testing

/// `url:`, `sqlite:` and `postgres:` sources through the command line: the seeds' networked
/// behaviour, the samples, and every kind of bad source with its message and exit code, with
/// nothing written under `--output`.
@Suite(.serialized) struct SourcesCLITests {
    /// The sample layout with its `sources:` replaced by `sources`.
    static func transactions(sources: String) throws -> String {
        let text = try String(
            contentsOf: CLI.root.appendingPathComponent("Layouts/transactions.yaml"), encoding: .utf8)
        let start = try #require(text.range(of: "sources:"))
        let end = try #require(text.range(of: "rows:"))
        return String(text[..<start.lowerBound]) + "sources:\n" + sources + "\n" + String(text[end.lowerBound...])
    }

    /// A sample CSV file as NDJSON records.
    static func ndjson(_ sample: String) throws -> String {
        let lines = try String(contentsOf: CLI.root.appendingPathComponent("Samples/\(sample)"), encoding: .utf8)
            .split(separator: "\n")
        let names = lines[0].split(separator: ",").map(String.init)
        return lines.dropFirst().map { line in
            let values = line.split(separator: ",", omittingEmptySubsequences: false)
            return "{" + zip(names, values).map { "\"\($0)\": \"\($1)\"" }.joined(separator: ", ") + "}\n"
        }.joined()
    }

    static func write(_ text: String, _ name: String = "layout.yaml") throws -> (layout: String, directory: URL) {
        let directory = try CLI.temporaryDirectory()
        let file = directory.appendingPathComponent(name)
        try text.write(to: file, atomically: false, encoding: .utf8)
        return (file.path, directory)
    }

    @Test func aSourceSlowerThanItsTimeoutShowsAsNotAvailableAndTheOtherComplete() throws {
        let server = try HTTPTestServer(routes: [
            "/authorized": .init(
                contentType: "application/x-ndjson", body: try Self.ndjson("authorized.csv"), delay: 10),
            "/posted": .init(contentType: "application/x-ndjson", body: try Self.ndjson("posted.csv")),
        ])
        let (layout, _) = try Self.write(
            try Self.transactions(
                sources: """
                      - { name: authorized, title: Authorized, url: "\(server.url("/authorized"))", timeout: 1 }
                      - { name: posted,     title: Posted,     url: "\(server.url("/posted"))", timeout: 120 }
                    """))
        let start = ContinuousClock.now
        let networked = try CLI.run(["--layout", layout])
        let elapsed = ContinuousClock.now - start
        // The same report as when the authorized file is missing: its header, "not currently
        // available", then the posted transactions complete.
        let offline = try CLI.run(["--layout", "Layouts/transactions.yaml", "--input", "authorized=nowhere.csv"])
        #expect(networked.status == 0)
        #expect(networked.stdout == offline.stdout)
        #expect(networked.stdout.hasPrefix("Authorized Transactions\n"))
        #expect(networked.stdout.contains("Authorized Transactions are not currently available."))
        #expect(networked.stdout.contains("Posted Transactions\n  May 01, 2016\n"))
        #expect(
            networked.stderr == "reportgen: warning: \(server.url("/authorized")): source 'authorized' is missing "
                + "(the server sent no answer within 1 s)\n")
        // Bounded by the 1 s timeout, not by the server's 10 s (with headroom for a busy machine).
        #expect(elapsed < .seconds(8))

        let strict = try CLI.run(["--layout", layout, "--strict"])
        #expect(strict.status == 1)
        #expect(
            strict.stderr == "reportgen: \(server.url("/authorized")): source 'authorized' is missing "
                + "(the server sent no answer within 1 s)\n")
    }

    /// The platform's HTTP client (on Linux, FoundationNetworking and libcurl) is loaded by a run
    /// with an `https://` source alone: a CSV report never maps it (the dynamic linker says what
    /// it loads), and an `https://` source is read through it (a refused connection is said in
    /// its words).
    @Test func networkingIsLoadedForAnHTTPSSourceAlone() throws {
        #if os(Linux)
        let loads = ["LD_DEBUG": "libs"]
        let csv = try CLI.run(["--layout", "Layouts/transactions.yaml"], environment: loads)
        #expect(csv.status == 0)
        #expect(csv.stderr.contains("libFoundation.so"))
        #expect(!csv.stderr.contains("libFoundationNetworking"))
        #expect(!csv.stderr.contains("libReportGenNetworking"))
        #endif
        let server = try HTTPTestServer(routes: [:])
        let url = "https://127.0.0.1:\(server.port)/authorized"
        server.stop()
        let (layout, _) = try Self.write(
            try Self.transactions(
                sources: """
                      - { name: authorized, title: Authorized, url: "\(url)", timeout: 30 }
                      - { name: posted,     title: Posted,     path: \(CLI.root.path)/Samples/posted.csv }
                    """))
        #if os(Linux)
        let https = try CLI.run(["--layout", layout], environment: loads)
        #expect(https.stderr.contains("libFoundationNetworking"))
        #else
        let https = try CLI.run(["--layout", layout])
        #endif
        #expect(https.status == 0)
        #expect(https.stdout.contains("Authorized Transactions are not currently available."))
        #expect(
            https.stderr.contains(
                "reportgen: warning: \(url): source 'authorized' is missing (cannot connect to the server)"))
    }

    /// libpq (on Linux loaded, with the 20-odd libraries it links) is mapped by a run with a
    /// `postgres:` source alone: a CSV report never maps it, and a `postgres:` source is read
    /// through it.
    @Test func libpqIsLoadedForAPostgresSourceAlone() throws {
        #if os(Linux)
        let loads = ["LD_DEBUG": "libs"]
        let csv = try CLI.run(["--layout", "Layouts/transactions.yaml"], environment: loads)
        #expect(csv.status == 0)
        #expect(csv.stderr.contains("libFoundation.so"))
        #expect(!csv.stderr.contains("libpq"))
        #else
        let loads: [String: String] = [:]
        #endif
        let postgres = try PostgresTestServer.shared.get()
        let query =
            #"SELECT 'P' AS \"group\", DATE '2016-05-01' AS date, 'Coffee' AS description, 3.11 AS amount, "#
            + #"'D' AS debit"#
        let (layout, _) = try Self.write(
            try Self.transactions(
                sources: """
                      - { name: authorized, title: Authorized, path: \(CLI.root.path)/Samples/authorized.csv }
                      - { name: posted, title: Posted, postgres: "\(postgres.url)", query: "\(query)" }
                    """))
        let result = try CLI.run(["--layout", layout], timeout: 60, environment: loads)
        #expect(result.status == 0)
        #expect(result.stdout.contains("Posted Transactions\n  May 01, 2016\n    Coffee"))
        #if os(Linux)
        #expect(result.stderr.contains("libpq.so.5"))
        #endif
    }

    /// HarfBuzz, FriBidi and fontconfig (on Linux loaded, with FreeType, GLib and the rest they
    /// link) are mapped by a run that typesets a PDF alone.
    @Test func theTextLibrariesAreLoadedForAPDFAlone() throws {
        #if os(Linux)
        let loads = ["LD_DEBUG": "libs"]
        let text = try CLI.run(["--layout", "Layouts/transactions.yaml"], environment: loads)
        #expect(text.status == 0)
        #expect(text.stderr.contains("libFoundation.so"))
        for library in ["libharfbuzz", "libfribidi", "libfontconfig", "libfreetype"] {
            #expect(!text.stderr.contains(library))
        }
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("text-libraries-\(UUID()).pdf")
        defer { try? FileManager.default.removeItem(at: output) }
        let pdf = try CLI.run(
            ["--layout", "Layouts/transactions.yaml", "--format", "pdf", "--output", output.path], environment: loads)
        #expect(pdf.status == 0)
        for library in ["libharfbuzz.so.0", "libharfbuzz-subset.so.0", "libfribidi.so.0", "libfontconfig.so.1"] {
            #expect(pdf.stderr.contains(library))
        }
        #endif
    }

    @Test func theSQLiteSampleGivesTheCSVReport() throws {
        let result = try CLI.run(["--layout", "Layouts/transactions-sqlite.yaml"])
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        #expect(result.stdout == (try CLI.golden("transactions.txt")))
        // --input NAME=PATH still puts a file in a database source's place.
        let overridden = try CLI.run([
            "--layout", "Layouts/transactions-sqlite.yaml", "--format", "ndjson", "--input",
            "posted=Samples/posted.csv",
        ])
        #expect(overridden.status == 0)
        #expect(overridden.stdout == (try CLI.golden("transactions.ndjson")))
        // The argument filters in the database, not after.
        let later = try CLI.run([
            "--layout", "Layouts/transactions-sqlite.yaml", "--format", "ndjson", "--param", "from=2016-05-01",
        ])
        #expect(
            later.stdout.hasPrefix(
                #"{"kind":"header","id":"header/authorized/1","level":1,"band":null,"height":60,"fields":{"title":"Authorized Transactions"}}"#
            ))
        #expect(later.stdout.contains("There are no Authorized Transactions in this period"))
    }

    /// Each bad source: its exact message, exit 1, and no output file.
    @Test func badSourcesFailClearlyAndWriteNothing() throws {
        let database = CLI.root.appendingPathComponent("Samples/transactions.sqlite").path
        let select = #"SELECT grp AS \"group\", date, description, amount, debit FROM posted ORDER BY date"#
        let server = try HTTPTestServer(routes: [
            "/login": .init(contentType: "text/html", body: "<html><form>Sign in</form></html>")
        ])
        let postgres = try PostgresTestServer.shared.get()
        let wrongPassword = "postgres://\(PostgresTestServer.user):wrong@127.0.0.1:\(postgres.port)/postgres"
        let cases: [(source: String, message: (String) -> String)] = [
            (
                #"sqlite: "\#(database)", query: "SELEC 1""#,
                { "\($0):19:\(56 + database.count): source 'posted' (\(database)): near \"SELEC\": syntax error" }
            ),
            (
                #"sqlite: "\#(database)", query: "SELECT grp AS \"group\", date, amount, debit FROM posted""#,
                {
                    "\($0):19:\(56 + database.count): source 'posted' (\(database)): the query gives no column "
                        + "'description' (it gives: group, date, amount, debit)"
                }
            ),
            (
                #"sqlite: "\#(database)", query: "\#(select.replacingOccurrences(of: "amount,", with: "'x' || amount AS amount,"))""#,
                { _ in "source 'posted' (\(database)), row 1: field 'amount': 'x3.11' is not a decimal" }
            ),
            (
                #"sqlite: "${REPORTGEN_NO_SUCH_DB}", query: "\#(select)""#,
                {
                    "\($0):19:45: source 'posted' (${REPORTGEN_NO_SUCH_DB}): environment variable "
                        + "'REPORTGEN_NO_SUCH_DB' is not set"
                }
            ),
            (
                #"url: "\#(server.url("/login"))""#,
                {
                    "\($0):19:41: \(server.url("/login")): the server answered with text/html, not JSON records; is "
                        + "the URL right?"
                }
            ),
            (
                #"postgres: "\#(wrongPassword)", query: "SELECT 1""#,
                {
                    "\($0):19:46: source 'posted' (postgres://\(PostgresTestServer.user):***@127.0.0.1:\(postgres.port)/"
                        + "postgres): connection to server at \"127.0.0.1\", port \(postgres.port) failed: FATAL:  "
                        + "password authentication failed for user \"\(PostgresTestServer.user)\""
                }
            ),
        ]
        for (source, message) in cases {
            let (layout, directory) = try Self.write(
                try Self.transactions(
                    sources: """
                          - { name: authorized, title: Authorized, path: \(CLI.root.path)/Samples/authorized.csv }
                          - { name: posted, title: Posted, \(source) }
                        """))
            let output = directory.appendingPathComponent("report.txt")
            let result = try CLI.run(["--layout", layout, "--output", output.path], timeout: 30)
            #expect(result.status == 1)
            #expect(result.stderr == "\(message(layout))\n")
            #expect(result.stdout.isEmpty)
            #expect(!FileManager.default.fileExists(atPath: output.path))
        }
    }

    /// An answer that never ends stops at `max_bytes`, and what arrives faster than it is read
    /// waits in the network, not in the run: the run's own peak memory (its `VmHWM`, read while
    /// it runs, so that no other test's memory counts) stays far under the body.
    @Test func anEndlessAnswerStopsAtMaxBytesWithTheRunsMemoryFlat() throws {
        let piece = #"{"n": 1, "pad": ""# + String(repeating: "x", count: 60_000) + "\"}\n"
        let server = try HTTPTestServer(routes: ["/forever": .endless(piece, limit: 1 << 32)])
        let dir = try CLI.temporaryDirectory()
        let layout = dir.appendingPathComponent("endless.yaml")
        try Data(
            """
            layout: 1
            input: { format: ndjson, fields: { n: int } }
            sources:
              - { name: api, url: "\(server.url("/forever"))", timeout: 120, max_bytes: 128 MiB }
            rows: { r: { height: 1, fields: { t: string } } }
            report:
              groups: [ { by: source, missing: [ { row: r, t: missing } ], footer: [ { row: r, t: "{count()}" } ] } ]
            """.utf8
        ).write(to: layout)
        let process = Process()
        process.executableURL = try #require(CLI.binary)
        process.arguments = ["--layout", layout.path, "--output", dir.appendingPathComponent("out.txt").path]
        let err = Pipe()
        process.standardError = err
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        var peak = 0
        let deadline = ContinuousClock.now + .seconds(100)
        while process.isRunning, ContinuousClock.now < deadline {
            if let status = try? String(contentsOfFile: "/proc/\(process.processIdentifier)/status", encoding: .utf8),
                let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
                let kib = Int(line.split(separator: " ").dropFirst().first ?? "")
            {
                peak = max(peak, kib << 10)
            }
            Thread.sleep(forTimeInterval: 0.05)
        }
        if process.isRunning { process.terminate() }
        let message = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 1)
        #expect(message.contains("the answer is longer than the source's max_bytes, 134217728 bytes"), "\(message)")
        #expect(peak > 0 && peak < 96 << 20, "the run's peak resident memory was \(peak) bytes")
    }
}
