import Foundation
import TestSupport
import Testing

@testable import ReportGenCore

/// `url:` sources against a real HTTP server on 127.0.0.1.
@Suite struct HTTPSourceTests {
    static let records = #"[{"n": 1, "amount": "3.10"}, {"n": 2, "amount": 4}]"#

    /// A layout reading `url`. The default `timeout` is headroom for a test that expects an
    /// answer, on a CI machine busy with the whole suite: 2 s once ran out there, and 10 s when
    /// the whole test process stalled for half a minute. A test that gets its answer does not
    /// wait for it; tests of the timeout itself give theirs.
    private func layout(_ url: String, timeout: String = "120", format: String = "") -> String {
        """
        layout: 1
        input:
          \(format)
          fields: { n: int, amount: { type: decimal, places: 2 } }
        sources:
          - { name: api, title: API, url: "\(url)", timeout: \(timeout) }
        rows:
          r: { height: 1, fields: { t: string } }
        report:
          groups:
            - by: source
              missing: [ { row: r, t: "{source.title} is not currently available." } ]
              empty: [ { row: r, t: "none" } ]
          detail: [ { row: r, t: "{n}:{amount}" } ]
        """
    }

    @Test func aURLsInvalidCharactersAreEncodedAndItsEscapesKept() throws {
        // `%20` was encoded again (`%2520`) when the text also held a space.
        #expect(
            SourceConnector.requestURL("http://h:8080/e?a=b&c=%20 x")?.absoluteString == "http://h:8080/e?a=b&c=%20%20x"
        )
        #expect(SourceConnector.requestURL("http://h/a%2Fb?q=1")?.absoluteString == "http://h/a%2Fb?q=1")
        #expect(
            SourceConnector.requestURL("https://h/dir name/f.json")?.absoluteString == "https://h/dir%20name/f.json")
    }

    @Test func readsJSONRecordsAndSaysWhatItAccepts() throws {
        let server = try HTTPTestServer(routes: ["/records": .init(body: Self.records)])
        let (rows, summary) = try SourceReport.ndjson(layout(server.url("/records")))
        #expect(SourceReport.texts(rows) == ["1:3.10", "2:4.00"])
        #expect(summary.warnings.isEmpty)
        let request = try #require(server.requests.first)
        #expect(request.hasPrefix("GET /records HTTP/1.1\n"))
        #expect(request.contains("\nAccept: application/json, application/x-ndjson;q=0.9\n"))
    }

    @Test func theContentTypeChoosesNDJSONUnlessTheLayoutSays() throws {
        let lines = "{\"n\": 1, \"amount\": 1}\n{\"n\": 2, \"amount\": 2}\n"
        let server = try HTTPTestServer(routes: [
            "/lines": .init(contentType: "application/x-ndjson; charset=utf-8", body: lines),
            "/plain": .init(contentType: "text/plain", body: lines),
        ])
        let (typed, _) = try SourceReport.ndjson(layout(server.url("/lines")))
        #expect(SourceReport.texts(typed) == ["1:1.00", "2:2.00"])
        let (declared, _) = try SourceReport.ndjson(layout(server.url("/plain"), format: "format: ndjson"))
        #expect(SourceReport.texts(declared) == ["1:1.00", "2:2.00"])
    }

    @Test func aServerSlowerThanTheTimeoutMakesTheSourceMissingInTime() throws {
        let server = try HTTPTestServer(routes: ["/slow": .init(body: Self.records, delay: 10)])
        let start = ContinuousClock.now
        let (rows, summary) = try SourceReport.ndjson(layout(server.url("/slow"), timeout: "0.5"))
        let elapsed = ContinuousClock.now - start
        #expect(SourceReport.texts(rows) == ["API is not currently available."])
        #expect(
            summary.warnings == [
                "\(server.url("/slow")): source 'api' is missing (the server sent no answer within 0.5 s)"
            ])
        // Bounded by the 0.5 s timeout, not by the server's 10 s (with headroom for a busy machine).
        #expect(elapsed < .seconds(8))
    }

    /// Without `timeout:`, a URL waits the seeds' 5 seconds, a database 30.
    @Test func theDefaultTimeoutIsFiveSecondsForAURL() throws {
        let plan = try Fixtures.plan(
            layout("http://127.0.0.1:9/records", timeout: "2")
                .replacingAll(", timeout: 2 }", " }\n  - { name: db, title: DB, sqlite: a.db, query: \"SELECT 1\" }"))
        #expect(plan.sources.map { $0.origin?.timeoutMilliseconds } == [5_000, 30_000])
    }

    @Test func failedStatusesMakeTheSourceMissing() throws {
        let server = try HTTPTestServer(routes: [
            "/down": .init(status: 503, contentType: "text/html", body: "<h1>Maintenance</h1>")
        ])
        let meanings = [
            ("/nothing-here", "404 (not found: is the URL right?)"),
            ("/down", "503 (service unavailable: the server is down or overloaded)"),
        ]
        for (path, status) in meanings {
            let (rows, summary) = try SourceReport.ndjson(layout(server.url(path)))
            #expect(SourceReport.texts(rows) == ["API is not currently available."])
            #expect(
                summary.warnings == [
                    "\(server.url(path)): source 'api' is missing (the server answered HTTP \(status))"
                ])
        }
    }

    /// `Café` and `Zürich` in Windows-1252: one byte each for `é` and `ü`.
    static let latinRecords: [UInt8] =
        Array(#"[{"n": 1, "amount": "1", "who": "Caf"#.utf8) + [0xE9]
        + Array(#""}, {"n": 2, "amount": "2", "who": "Z"#.utf8) + [0xFC] + Array(#"rich"}]"#.utf8)

    private func latinServer(charset: String) throws -> HTTPTestServer {
        var route = HTTPTestServer.Route(contentType: "application/json; charset=\(charset)", body: "")
        route.body = Self.latinRecords
        return try HTTPTestServer(routes: ["/latin": route])
    }

    private func whoLayout(_ url: String, encoding: String = "") -> String {
        layout(url, format: encoding).replacingOccurrences(of: "amount: {", with: "who: string, amount: {")
            .replacingOccurrences(of: "t: \"{n}:{amount}\"", with: "t: \"{n}:{who}\"")
    }

    @Test func theAnswersCharsetSaysHowToReadItUnlessTheLayoutNamesAnEncoding() throws {
        let server = try latinServer(charset: "\"Windows-1252\"")
        let (rows, _) = try SourceReport.ndjson(whoLayout(server.url("/latin")))
        #expect(SourceReport.texts(rows) == ["1:Café", "2:Zürich"])
        // The layout's own encoding wins: read as UTF-8, the first record's `é` byte is no text.
        let message = try SourceReport.failure(whoLayout(server.url("/latin"), encoding: "encoding: utf-8"))
        #expect(
            message
                == "\(server.url("/latin")):1: field 'who': the value is not valid UTF-8 (if the file is in another "
                + "encoding, such as windows-1252, name it in input.encoding)")
    }

    /// `charset=iso-8859-1` is read as browsers read it: as Windows-1252, where 0x80 is `€`.
    @Test func latin1AnswersAreReadAsWindows1252AsBrowsersDo() throws {
        var route = HTTPTestServer.Route(contentType: "application/json; charset=ISO-8859-1", body: "")
        route.body = Array(#"[{"n": 1, "amount": "1", "who": "5 "#.utf8) + [0x80] + Array(#""}]"#.utf8)
        let server = try HTTPTestServer(routes: ["/euro": route])
        let (rows, _) = try SourceReport.ndjson(whoLayout(server.url("/euro")))
        #expect(SourceReport.texts(rows) == ["1:5 €"])
    }

    @Test func aCharsetReportgenDoesNotReadIsAnErrorThatNamesTheOnesItDoes() throws {
        let server = try latinServer(charset: "koi8-r")
        let message = try SourceReport.failure(whoLayout(server.url("/latin")))
        #expect(
            message
                == "t.yaml:6:35: \(server.url("/latin")): the server says its answer is in 'koi8-r', an encoding "
                + "reportgen does not read; if the records can be read as another, name it in input.encoding "
                + "(utf-8, utf-16, utf-16le, utf-16be, windows-1252, iso-8859-1)")
        // ASCII is part of UTF-8.
        let ascii = try HTTPTestServer(routes: [
            "/ascii": .init(contentType: "application/json;charset=US-ASCII", body: Self.records)
        ])
        let (rows, _) = try SourceReport.ndjson(layout(ascii.url("/ascii")))
        #expect(SourceReport.texts(rows) == ["1:3.10", "2:4.00"])
    }

    /// `https://` goes through the platform's client, loaded or linked (on Linux, a library of its
    /// own that the run loads then): a refused connection is said in its words, so the client ran.
    @Test func httpsGoesThroughThePlatformClient() throws {
        let server = try HTTPTestServer(routes: [:])
        let url = "https://127.0.0.1:\(server.port)/records"
        server.stop()
        let (rows, summary) = try SourceReport.ndjson(layout(url))
        #expect(SourceReport.texts(rows) == ["API is not currently available."])
        #expect(summary.warnings == ["\(url): source 'api' is missing (cannot connect to the server)"])
    }

    /// The platform client as the core calls it (on Linux, the loaded library's C entry points)
    /// gives the status and content type and the whole body, in small reads, then its end; a
    /// failed status has no body. Over http://, which URLSession takes too: an https:// test
    /// server's certificate would not be trusted.
    @Test func thePlatformClientGivesTheWholeBody() throws {
        let body = String(repeating: Self.records + "\n", count: 300)
        let server = try HTTPTestServer(
            routes: [
                "/records": .init(contentType: "application/x-ndjson", body: body),
                "/gone": .init(status: 410, body: ""),
            ])
        let get = try PlatformNetworking.client.get()
        func request(_ path: String) throws -> PlatformRequest {
            let url = try #require(URL(string: server.url(path)))
            return (url, "application/x-ndjson", Date(timeIntervalSinceNow: 60), 30, "30 s", 16, 1 << 20, 1 << 20)
        }
        let answer = get(try request("/records"))
        #expect(answer.status == 200)
        #expect(answer.contentType == "application/x-ndjson")
        #expect(answer.failure == nil)
        let read = try #require(answer.read)
        var received: [UInt8] = []
        var piece = [UInt8](repeating: 0, count: 100)
        while true {
            let (count, failure) = piece.withUnsafeMutableBytes { read($0) }
            #expect(failure == nil)
            if count == 0 { break }
            received += piece[..<count]
        }
        #expect(String(decoding: received, as: UTF8.self) == body)
        let gone = get(try request("/gone"))
        #expect(gone.status == 410)
        #expect(gone.read == nil)
    }

    /// A body that cannot be decoded says so, not that it broke off after 0 bytes.
    @Test func aBrokenCompressedBodyIsNamed() throws {
        let server = try HTTPTestServer(
            routes: ["/gz": .init(body: "not gzip at all", contentEncoding: "gzip")])
        let (rows, summary) = try SourceReport.ndjson(layout(server.url("/gz")))
        #expect(SourceReport.texts(rows) == ["API is not currently available."])
        let reason = "the compressed body is corrupt (incorrect header check)"
        #expect(summary.warnings == ["\(server.url("/gz")): source 'api' is missing (\(reason))"])
    }

    @Test func aTruncatedAnswerMakesTheSourceMissing() throws {
        let server = try HTTPTestServer(routes: ["/cut": .init(body: Self.records, truncateAfter: 20)])
        let (rows, summary) = try SourceReport.ndjson(layout(server.url("/cut")))
        #expect(SourceReport.texts(rows) == ["API is not currently available."])
        #expect(
            summary.warnings == [
                "\(server.url("/cut")): source 'api' is missing (the answer ended after 20 of the 51 bytes its "
                    + "Content-Length announced: it was cut)"
            ])
    }

    @Test func aServerThatIsNotThereMakesTheSourceMissing() throws {
        let server = try HTTPTestServer(routes: [:])
        let url = server.url("/records")
        server.stop()
        let (rows, summary) = try SourceReport.ndjson(layout(url))
        #expect(SourceReport.texts(rows) == ["API is not currently available."])
        #expect(
            summary.warnings == [
                "\(url): source 'api' is missing (the server refused the connection (nothing listens on 127.0.0.1 port "
                    + "\(server.port)))"
            ])
    }

    @Test func anHTMLPageIsAnErrorNotRecords() throws {
        let server = try HTTPTestServer(routes: [
            "/login": .init(contentType: "text/html; charset=utf-8", body: "<html>Sign in</html>")
        ])
        let message = try SourceReport.failure(layout(server.url("/login")))
        #expect(
            message
                == "t.yaml:6:35: \(server.url("/login")): the server answered with text/html, not JSON records; is the "
                + "URL right?")
    }

    @Test func aBodyThatStallsAfterRecordsWereReadIsAnError() throws {
        // Longer than what is fetched before reading starts, then silent past the timeout.
        var body = "["
        for i in 1...60_000 { body += (i > 1 ? "," : "") + #"{"n": \#(i), "amount": "1.00"}"# }
        body += "]"
        let server = try HTTPTestServer(routes: [
            "/big": .init(body: body, stallAfter: HTTPByteSource.prefetchBytes + 100_000, stall: 10)
        ])
        let start = ContinuousClock.now
        // The timeout leaves a loaded machine time to fetch the first part; the server's silence
        // (10 s) is what must exceed it.
        let message = try SourceReport.failure(layout(server.url("/big"), timeout: "2"))
        #expect(
            message
                == "\(server.url("/big")): the answer stopped for 2 s after \(HTTPByteSource.prefetchBytes + 100_000) bytes"
        )
        // Bounded by the timeout, not by the server: it would stay silent for 10 s.
        #expect(ContinuousClock.now - start < .seconds(8))
    }

    @Test func aLongBodyStreamsThroughInOrder() throws {
        var body = ""
        for i in 1...20_000 { body += #"{"n": \#(i), "amount": \#(i % 100).25}"# + "\n" }
        let server = try HTTPTestServer(routes: ["/many.ndjson": .init(contentType: nil, body: body)])
        let (rows, summary) = try SourceReport.ndjson(layout(server.url("/many.ndjson")))
        #expect(summary.recordsAccepted == 20_000)
        let shown = SourceReport.texts(rows)
        #expect(shown.first == "1:1.25")
        #expect(shown.last == "20000:0.25")
    }

    /// Without a format and a Content-Type, a URL's extension names its format as a file's does.
    @Test func theURLsExtensionNamesTheFormatAsAFilesDoes() throws {
        let server = try HTTPTestServer(routes: [
            "/a.tsv": .init(contentType: nil, body: "n\tamount\n1\t2.50\n"),
            "/a.csv": .init(contentType: nil, body: "n,amount\n1,2.50\n"),
        ])
        for path in ["/a.tsv", "/a.csv"] {
            let (rows, summary) = try SourceReport.ndjson(layout(server.url(path)))
            #expect(summary.recordsAccepted == 1, "\(path)")
            #expect(SourceReport.texts(rows) == ["1:2.50"], "\(path)")
        }
    }

    @Test func anUnsetVariableInTheURLIsAnErrorAtItsReference() throws {
        let message = try SourceReport.failure(layout("https://api.example/${API_TOKEN}/records"))
        #expect(
            message
                == "t.yaml:6:56: https://api.example/${API_TOKEN}/records: environment variable 'API_TOKEN' is not set")
    }
}
