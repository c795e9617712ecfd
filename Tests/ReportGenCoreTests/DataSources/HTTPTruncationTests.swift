import Foundation
import TestSupport
import Testing

@testable import ReportGenCore

/// `url:` answers that end early, are corrupt or never end, from a real HTTP server on
/// 127.0.0.1: each is a failure, never a shorter source presented as complete.
@Suite struct HTTPTruncationTests {
    /// 2,000 NDJSON records, one a line.
    static let lines = (1...2_000).map { #"{"n": \#($0), "amount": 1}"# + "\n" }.joined()
    static let body = Array(lines.utf8)

    private func layout(_ url: String, format: String = "ndjson", extra: String = "") -> String {
        """
        layout: 1
        input:
          format: \(format)
          fields: { n: int, amount: { type: decimal, places: 2 } }
        sources:
          - { name: api, title: API, url: "\(url)", timeout: 120\(extra) }
        rows:
          r: { height: 1, fields: { t: string } }
        report:
          groups:
            - by: source
              missing: [ { row: r, t: "missing" } ]
              empty: [ { row: r, t: "empty" } ]
              footer: [ { row: r, t: "{count()} records" } ]
        """
    }

    /// gzip (RFC 1952) around raw DEFLATE, as a server sends it.
    static func gzip(_ bytes: [UInt8]) throws -> [UInt8] {
        let deflated = try Deflater(.raw, what: "test").compressed(bytes)
        let crc = bytes.withUnsafeBufferPointer { Deflater.crc32(0, $0) }
        return [0x1F, 0x8B, 8, 0, 0, 0, 0, 0, 0, 0xFF] + deflated + littleEndian(crc)
            + littleEndian(UInt32(bytes.count))
    }

    static func littleEndian(_ value: UInt32) -> [UInt8] {
        (0..<4).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) }
    }

    /// An answer's head: `fields` after the status line, then the blank line.
    static func head(_ fields: String...) -> [UInt8] {
        Array(
            ("HTTP/1.1 200 OK\r\nContent-Type: application/x-ndjson\r\n" + fields.map { $0 + "\r\n" }.joined() + "\r\n")
                .utf8)
    }

    /// The run over one raw answer: its rows' texts and warnings.
    private func run(_ answer: [UInt8], format: String = "ndjson") throws -> ([String], [String], String) {
        let server = try HTTPTestServer(routes: ["/a": .raw(answer)])
        let (rows, summary) = try SourceReport.ndjson(layout(server.url("/a"), format: format))
        return (SourceReport.texts(rows), summary.warnings, server.url("/a"))
    }

    private func expectMissing(_ answer: [UInt8], because reason: String, format: String = "ndjson") throws {
        let (rows, warnings, url) = try run(answer, format: format)
        #expect(rows == ["missing"])
        #expect(warnings == ["\(url): source 'api' is missing (\(reason))"])
    }

    @Test func wholeAnswersReadWholeHoweverFramedAndEncoded() throws {
        let gz = try Self.gzip(Self.body)
        let zlib = try Deflater(.zlib, what: "test").compressed(Self.body)
        let raw = try Deflater(.raw, what: "test").compressed(Self.body)
        let secondSize = String(Self.body.count - 4096, radix: 16)
        var chunked = Self.head("Transfer-Encoding: chunked") + Array("1000\r\n".utf8)
        chunked += Self.body[0..<4096]
        chunked += Array("\r\n\(secondSize)\r\n".utf8)
        chunked += Self.body[4096...]
        chunked += Array("\r\n0\r\n\r\n".utf8)
        let answers: [[UInt8]] = [
            Self.head("Content-Length: \(Self.body.count)") + Self.body,
            Self.head("Connection: close") + Self.body,
            Self.head("Content-Encoding: gzip", "Content-Length: \(gz.count)") + gz,
            Self.head("Content-Encoding: gzip") + gz + (try Self.gzip(Array("{\"n\": 2001, \"amount\": 1}\n".utf8))),
            Self.head("Content-Encoding: deflate") + zlib,
            Self.head("Content-Encoding: deflate") + raw,
            chunked,
        ]
        for (i, answer) in answers.enumerated() {
            let (rows, warnings, _) = try run(answer)
            #expect(rows == [i == 3 ? "2001 records" : "2000 records"], "answer \(i)")
            #expect(warnings.isEmpty, "answer \(i)")
        }
    }

    @Test func aGzipAnswerCutMidStreamIsMissingNotShorter() throws {
        let gz = try Self.gzip(Self.body)
        let cut = "the compressed answer ends before its end (no last block or no trailer) after"
        // A server or proxy that dies mid-answer: nothing but the close ends it.
        try expectMissing(
            Self.head("Content-Encoding: gzip", "Connection: close") + gz[..<(gz.count / 2)],
            because: "\(cut) \(gz.count / 2) bytes: it was cut")
        // Framed correctly for what was sent, the gzip stream still lacks its trailer.
        try expectMissing(
            Self.head("Content-Encoding: gzip", "Content-Length: \(gz.count - 8)") + gz[..<(gz.count - 8)],
            because: "\(cut) \(gz.count - 8) bytes: it was cut")
        // Cut in its first 40 bytes: not an empty source.
        try expectMissing(
            Self.head("Content-Encoding: gzip", "Connection: close") + gz[..<30],
            because: "\(cut) 30 bytes: it was cut")
        // A chunked answer ended properly after the cut.
        let half = gz[..<(gz.count / 2)]
        try expectMissing(
            Self.head("Content-Encoding: gzip", "Transfer-Encoding: chunked")
                + Array("\(String(half.count, radix: 16))\r\n".utf8) + half + Array("\r\n0\r\n\r\n".utf8),
            because: "\(cut) \(half.count) bytes: it was cut")
        // The same for JSON.
        let json = try Self.gzip(
            Array(("[" + (1...500).map { #"{"n": \#($0), "amount": 1}"# }.joined(separator: ",") + "]").utf8))
        try expectMissing(
            Self.head("Content-Encoding: gzip", "Connection: close") + json[..<(json.count / 2)],
            because: "\(cut) \(json.count / 2) bytes: it was cut", format: "json")
    }

    @Test func aDeflateAnswerCutIsMissing() throws {
        let zlib = try Deflater(.zlib, what: "test").compressed(Self.body)
        try expectMissing(
            Self.head("Content-Encoding: deflate", "Connection: close") + zlib[..<(zlib.count - 4)],
            because: "the compressed answer ends before its end (no last block or no trailer) after "
                + "\(zlib.count - 4) bytes: it was cut")
    }

    @Test func aGzipTrailerThatDoesNotMatchIsCorrupt() throws {
        let gz = try Self.gzip(Self.body)
        var badCRC = gz
        badCRC[gz.count - 8] ^= 0xFF
        try expectMissing(
            Self.head("Content-Encoding: gzip", "Content-Length: \(gz.count)") + badCRC,
            because: "the compressed body is corrupt (incorrect data check)")
        var badLength = gz
        badLength[gz.count - 4] ^= 0x01
        try expectMissing(
            Self.head("Content-Encoding: gzip", "Content-Length: \(gz.count)") + badLength,
            because: "the compressed body is corrupt (incorrect length check)")
    }

    @Test func aBodyShorterThanItsContentLengthIsMissing() throws {
        try expectMissing(
            Self.head("Content-Length: \(Self.body.count)") + Self.body[..<1000],
            because:
                "the answer ended after 1000 of the \(Self.body.count) bytes its Content-Length announced: it was cut")
        // Cut in the first 40 bytes: missing, not empty.
        try expectMissing(
            Self.head("Content-Length: \(Self.body.count)") + Self.body[..<20],
            because:
                "the answer ended after 20 of the \(Self.body.count) bytes its Content-Length announced: it was cut")
    }

    @Test func aChunkedBodyWithoutItsLastChunkIsMissing() throws {
        try expectMissing(
            Self.head("Transfer-Encoding: chunked") + Array("3e8\r\n".utf8) + Self.body[..<1000] + Array("\r\n".utf8),
            because: "the chunked answer ended after 1000 bytes without its last chunk: it was cut")
        try expectMissing(
            Self.head("Transfer-Encoding: chunked") + Array("3e8\r\n".utf8) + Self.body[..<500],
            because: "the chunked answer ended after 500 bytes without its last chunk: it was cut")
    }

    @Test func anNDJSONAnswerClosedMidLineIsMissing() throws {
        try expectMissing(
            Self.head("Connection: close") + Self.body[..<1010],
            because: "the answer ended after 1010 bytes in the middle of a line, and only the connection's close marks "
                + "its end: it was cut")
    }

    @Test func aTruncationIsAnErrorUnderStrict() throws {
        let gz = try Self.gzip(Self.body)
        let server = try HTTPTestServer(routes: [
            "/a": .raw(Self.head("Content-Encoding: gzip", "Connection: close") + gz[..<(gz.count / 2)])
        ])
        let message = try SourceReport.failure(layout(server.url("/a")), strict: true)
        #expect(message.hasPrefix("\(server.url("/a")): source 'api' is missing (the compressed answer ends before"))
    }

    /// Past the first MiB, records were read already: a cut then stops the run.
    @Test func aCutAfterRecordsWereReadStopsTheRun() throws {
        let many = Array((1...120_000).map { #"{"n": \#($0), "amount": 1}"# + "\n" }.joined().utf8)
        #expect(many.count > 2 * HTTPByteSource.prefetchBytes)
        let gz = try Self.gzip(many)
        let cuts: [(String, [UInt8], String)] = [
            (
                "gzip", Self.head("Content-Encoding: gzip", "Connection: close") + gz[..<(gz.count * 3 / 4)],
                "the compressed answer ends before its end (no last block or no trailer) after \(gz.count * 3 / 4) "
                    + "bytes: it was cut"
            ),
            (
                "length", Self.head("Content-Length: \(many.count)") + many[..<(many.count - 10)],
                "the answer ended after \(many.count - 10) of the \(many.count) bytes its Content-Length announced: it "
                    + "was cut"
            ),
            (
                "line", Self.head("Connection: close") + many[..<(many.count - 10)],
                HTTPClientByteSource.unendedLine(many.count - 10)
            ),
        ]
        for (name, answer, reason) in cuts {
            let server = try HTTPTestServer(routes: ["/a": .raw(answer)])
            let message = try SourceReport.failure(layout(server.url("/a")))
            #expect(message == "\(server.url("/a")): \(reason)", "\(name)")
        }
    }

    @Test func anEndlessAnswerStopsAtMaxBytesWithMemoryBounded() throws {
        // Long records the layout barely reads: the test measures the transfer, not the reader.
        let piece = #"{"n": 1, "amount": 1, "pad": ""# + String(repeating: "x", count: 60_000) + "\"}\n"
        let server = try HTTPTestServer(routes: ["/forever": .endless(piece, limit: 1 << 32)])
        let start = ContinuousClock.now
        let message = try SourceReport.failure(layout(server.url("/forever"), extra: ", max_bytes: 128 MiB"))
        #expect(
            message == "\(server.url("/forever")): the answer is longer than the source's max_bytes, 134217728 bytes")
        #expect(ContinuousClock.now - start < .seconds(100))
        // The memory bound is measured on the run's own process, where no other test's memory
        // counts: SourcesCLITests.anEndlessAnswerStopsAtMaxBytesWithTheRunsMemoryFlat.
    }

    @Test func aContentLengthOverMaxBytesIsRefusedBeforeTheBody() throws {
        let server = try HTTPTestServer(routes: ["/a": .raw(Self.head("Content-Length: 5000000000") + Self.body)])
        let (rows, summary) = try SourceReport.ndjson(layout(server.url("/a")))
        #expect(SourceReport.texts(rows) == ["missing"])
        #expect(
            summary.warnings == [
                "\(server.url("/a")): source 'api' is missing (the answer is longer than the source's max_bytes, "
                    + "4294967296 bytes: its Content-Length announces 5000000000)"
            ])
    }

    @Test func maxBytesIsBytesOrKiBMiBGiBOnAURLSource() {
        #expect(LayoutChecker.byteCount("4096") == 4096)
        #expect(LayoutChecker.byteCount("64 MiB") == 64 << 20)
        #expect(LayoutChecker.byteCount("4GiB") == 4 << 30)
        #expect(LayoutChecker.byteCount("4 GB") == nil)
        #expect(LayoutChecker.byteCount("-1") == nil)
        #expect(LayoutChecker.byteCount("99999999999999999 TiB") == nil)
        let plan = LayoutCompiler.compile(text: layout("http://h/a", extra: ", max_bytes: 64 MiB"), file: "t.yaml").plan
        #expect(plan?.sources.first?.origin?.maxBytes == 64 << 20)
        let bad = LayoutCompiler.compile(text: layout("http://h/a", extra: ", max_bytes: 4 GB"), file: "t.yaml")
        #expect(
            bad.diagnostics.map(\.description) == [
                "t.yaml:6:74: error: max_bytes '4 GB' must be a whole number of bytes, or of KiB, MiB or GiB (such as "
                    + "64 MiB), at most 1 TiB [invalid-value]"
            ])
        let file = LayoutCompiler.compile(
            text: layout("http://h/a").replacingOccurrences(
                of: #"url: "http://h/a", timeout: 120"#, with: "path: a.ndjson, max_bytes: 10"),
            file: "t.yaml")
        #expect(
            file.diagnostics.map(\.description) == [
                "t.yaml:6:57: error: 'max_bytes' applies to 'url' sources, whose answers it bounds [invalid-option]"
            ])
    }
}
