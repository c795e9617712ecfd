import Testing

@testable import ReportGenCore

/// Blank lines and JSON whitespace between records belong to no record: more of them than the
/// 64 MiB record limit (70 MB in each stream here) read on, and each record keeps its line.
@Suite struct JSONWhitespaceTests {
    static let yaml = JSONValidationTests.yaml

    /// `count` bytes of `byte`.
    static func space(_ byte: Character, _ count: Int) -> [UInt8] {
        [UInt8](repeating: byte.asciiValue ?? 0, count: count)
    }

    @Test func blankLinesInNDJSONCountTowardNoRecord() throws {
        let blank = 40_000_000
        var bytes = Array("{\"a\": 1}\n".utf8)
        bytes += Self.space("\n", blank)
        // A line of spaces alone, longer than the limit too.
        bytes += Self.space(" ", 30_000_000) + [0x0A]
        bytes += Array("  {\"a\": 2}\n\n{\"a\": x}\n".utf8)
        let outcome = try Fixtures.run(Self.yaml, bytes: bytes, path: "in", format: .ndjson)
        #expect(outcome.rows == [["1"], ["2"]])
        #expect(outcome.rejects.map(\.line) == [blank + 5])
        #expect(outcome.rejects.first?.raw == Array("{\"a\": x}".utf8))
    }

    @Test func whitespaceInAnArrayCountsTowardNoRecord() throws {
        let space =
            Self.space(" ", 5_000_000) + Self.space("\t", 2_000_000) + Self.space("\r", 2_000_000)
            + Self.space("\n", 5_000_000)
        let lines = 5_000_000
        var bytes = Array("[".utf8) + space + Array("{\"a\": 1}".utf8) + space + Array(",".utf8) + space
        bytes += Array("{\"a\": \"x\"}".utf8) + space + Array("]".utf8) + space
        let outcome = try Fixtures.run(Self.yaml, bytes: bytes, path: "in", format: .json)
        #expect(outcome.rows == [["1"]])
        #expect(outcome.rejects.map(\.line) == [1 + 3 * lines])
    }
}
