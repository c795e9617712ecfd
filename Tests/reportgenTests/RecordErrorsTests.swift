import Foundation
import Testing

/// A corpus of defective records: each run exits 1 and names the file, the line and what is wrong.
@Suite(.serialized) struct RecordErrorsTests {
    static let header = "day,at,n,amount,ok,kind,text\n"
    static let good = "2024-01-01,2024-01-01T09:00:00Z,1,1.00,yes,D,fine\n"

    /// (name, file contents, format, expected message after "reportgen: PATH")
    static let cases: [(String, [UInt8], String, String)] = [
        (
            "decimal", bytes(header + good + "2024-01-02,,,x12,,D,a\n"), "csv",
            ":3: field 'amount': 'x12' is not a decimal"
        ),
        (
            "places", bytes(header + "2024-01-02,,,1.005,,D,a\n"), "csv",
            ":2: field 'amount': '1.005' has more than 2 digits after the point"
        ),
        ("int", bytes(header + "2024-01-02,,12abc,1,,D,a\n"), "csv", ":2: field 'n': '12abc' is not an int"),
        (
            "int-overflow", bytes(header + "2024-01-02,,9223372036854775808,1,,D,a\n"), "csv",
            ":2: field 'n': '9223372036854775808' does not fit in a 64-bit int"
        ),
        (
            "date", bytes(header + "2024-02-30,,,1,,D,a\n"), "csv",
            ":2: field 'day': '2024-02-30' is not a date (yyyy-MM-dd)"
        ),
        (
            "datetime", bytes(header + "2024-01-02,2024-01-02T25:00,,1,,D,a\n"), "csv",
            ":2: field 'at': '2024-01-02T25:00' is not a datetime (ISO 8601, such as 2016-04-01T09:30:00Z)"
        ),
        (
            "bool", bytes(header + "2024-01-02,,,1,maybe,D,a\n"), "csv",
            ":2: field 'ok': 'maybe' is not a bool (true/false, yes/no, 1/0)"
        ),
        ("enum", bytes(header + "2024-01-02,,,1,,X,a\n"), "csv", ":2: field 'kind': 'X' is not one of D, C"),
        (
            "empty", bytes(header + good + good + "2024-01-02,,,1,,D,\n"), "csv",
            ":4: field 'text': empty value (the field is not optional)"
        ),
        ("ragged", bytes(header + "2024-01-02,,,1,,D\n"), "csv", ":2: expected 7 fields as in the header, found 6"),
        (
            "quote-eof", bytes(header + good + "2024-01-02,,,1,,D,\"open\nstill open"), "csv",
            ":3: unterminated quoted field (the quote opened on line 3 is never closed)"
        ),
        (
            "after-quote", bytes(header + "2024-01-02,,,1,,D,\"a\"b\n"), "csv",
            ":2: unexpected 'b' after a closing quote"
        ),
        (
            "utf8", bytes(header) + Array("2024-01-02,,,1,,D,a".utf8) + [0xC3, 0x28] + [0x0A], "csv",
            ":2: field 'text': the value is not valid UTF-8 (if the file is in another encoding, such as windows-1252, name it in input.encoding)"
        ),
        (
            "order", bytes(header + "2024-01-02,,,1,,D,a\n2024-01-01,,,1,,D,b\n"), "csv",
            ":3: field 'day': out of order: '2024-01-01' comes after '2024-01-02' (sorted_by day)"
        ),
        (
            "column", bytes("day,at,n,amount,ok,text\n"), "csv",
            ":1: the header lacks column 'kind' (it has: day, at, n, amount, ok, text)"
        ),
        (
            "windows-1252-header", Array("day,at,n,amount,ok,kind,t".utf8) + [0xE9, 0x78, 0x74, 0x0A], "csv",
            ":1: the header lacks column 'text' (it has: day, at, n, amount, ok, kind, t\u{FFFD}xt); the header is not "
                + "valid UTF-8: if the file is in another encoding, such as windows-1252, name it in input.encoding"
        ),
        (
            "utf16-csv", [0xFF, 0xFE] + Array("day,".utf8).flatMap { [$0, 0] }, "csv",
            ":1: the header does not read as text: the file looks like UTF-16 (it starts with the byte-order mark FF FE); "
                + "set input.encoding: utf-16"
        ),
        (
            "utf16-csv-no-mark", Array("day,at\n".utf8).flatMap { [$0, 0] }, "csv",
            ":1: the header does not read as text: the file looks like UTF-16 (its header has NUL bytes between the "
                + "letters); set input.encoding: utf-16"
        ),
        (
            // Not UTF-8 in a field that is no text (an enum, a date): said so, with the hint, not
            // shown with replacement characters as if it were a wrong value.
            "windows-1252-enum", Array((header + "2024-01-02,,,1,,").utf8) + [0x44, 0xE9] + Array(",a\n".utf8), "csv",
            ":2: field 'kind': the value is not valid UTF-8 (if the file is in another encoding, such as "
                + "windows-1252, name it in input.encoding)"
        ),
        (
            "gzip-csv", [0x1F, 0x8B, 0x08, 0x00, 0x00, 0x00, 0x0A], "csv",
            ":1: the file is not text: it looks like a gzip file; decompress it first"
        ),
        (
            "binary-csv", Array("day".utf8) + [0, 0, 0, 0x07, 0x0A], "csv",
            ":1: the file is not text: it looks like binary data (its first line has NUL bytes)"
        ),
        (
            "utf16-ndjson", [0xFF, 0xFE] + Array("{}\n".utf8).flatMap { [$0, 0] }, "ndjson",
            ":1: the stream starts with a UTF-16 byte-order mark; set input.encoding: utf-16"
        ),
        (
            "utf16-json", [0xFE, 0xFF] + Array("[".utf8).flatMap { [0, $0] }, "json",
            ":1: the stream starts with a UTF-16 byte-order mark; set input.encoding: utf-16"
        ),
        (
            "json-value", bytes("[{\"day\":\"2024-01-02\",\"amount\":\"1x\",\"kind\":\"D\",\"text\":\"a\"}]"), "json",
            ":1: field 'amount': '1x' is not a decimal"
        ),
        (
            "json-key",
            bytes(
                "[\n{\"day\":\"2024-01-02\",\"amount\":1,\"kind\":\"D\",\"text\":\"a\"},\n{\"day\":\"2024-01-03\",\"amount\":1,\"text\":\"a\"}\n]"
            ), "json", ":3: field 'kind': missing key 'kind'"
        ),
        (
            "json-syntax", bytes("[{\"day\":\"2024-01-02\" \"amount\":1}]"), "json",
            ":1: expected ',' or '}' in an object, found '\"'"
        ),
        (
            // Half a surrogate pair is no character: refused, not replaced with U+FFFD.
            "json-surrogate",
            bytes("{\"day\":\"2024-01-02\",\"amount\":1,\"kind\":\"D\",\"text\":\"a\\ud800b\"}\n"), "ndjson",
            ":1: field 'text': the value has \\uD800, half of a surrogate pair without its other half (no character)"
        ),
        (
            "json-escape", bytes("{\"day\":\"2024-01-02\",\"amount\":1,\"kind\":\"D\",\"text\":\"a\\qb\"}\n"), "ndjson",
            ":1: bad escape 'q' after a backslash in a string (JSON escapes are \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX)"
        ),
        (
            "json-duplicate-key",
            bytes("{\"day\":\"2024-01-02\",\"amount\":1,\"kind\":\"D\",\"text\":\"a\",\"amount\":2}\n"), "ndjson",
            ":1: field 'amount': the key 'amount' appears twice in the record"
        ),
        (
            "ndjson-line",
            bytes("{\"day\":\"2024-01-02\",\"amount\":1,\"kind\":\"D\",\"text\":\"a\"}\n{\"day\":\"2024-01-03\",\n"),
            "ndjson", ":2: the object is not closed at the end of its line (NDJSON has one object per line)"
        ),
    ]

    static func bytes(_ s: String) -> [UInt8] { Array(s.utf8) }

    @Test(arguments: cases.map(\.0))
    func defectiveRecord(_ name: String) throws {
        let (_, contents, format, expected) = try #require(Self.cases.first { $0.0 == name })
        let dir = try CLI.temporaryDirectory()
        let path = dir.appendingPathComponent("\(name).\(format)").path
        try Data(contents).write(to: URL(fileURLWithPath: path))
        let result = try CLI.run([
            "--layout", "Tests/reportgenTests/Fixtures/types.yaml", "--input", path, "--format", "ndjson",
        ])
        #expect(result.status == 1)
        #expect(result.stderr == "\(path)\(expected)\n")
    }

    @Test func skipCountsAndKeepsEveryBadRecord() throws {
        let dir = try CLI.temporaryDirectory()
        let path = dir.appendingPathComponent("mixed.csv").path
        let text =
            Self.header + Self.good + "2024-01-02,,,x12,,D,a\n" + "2024-01-02,,,2.50,,C,b\n" + "2024-01-03,,,1,,Q,c\n"
            + "2024-01-01,,,1,,D,late\n" + "2024-01-04,,,3,,D,d\n"
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        let rejects = dir.appendingPathComponent("rejects.ndjson").path
        let result = try CLI.run([
            "--layout", "Tests/reportgenTests/Fixtures/types.yaml", "--input", path, "--format", "ndjson", "--on-error",
            "skip", "--rejects", rejects,
        ])
        #expect(result.status == 0)
        #expect(result.stderr == "reportgen: 3 of 6 records rejected\n")
        let lines = try String(contentsOfFile: rejects, encoding: .utf8).split(separator: "\n")
        #expect(lines.map { $0.components(separatedBy: "\"line\":")[1].prefix(1) } == ["3", "5", "6"])
        #expect(lines[2].hasSuffix("\"record\":\"2024-01-01,,,1,,D,late\"}"))
        #expect(result.stdout.hasSuffix("{\"text\":\"total\",\"amount\":6.50}}\n"))
    }
}
