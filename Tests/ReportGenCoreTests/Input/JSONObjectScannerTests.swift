import Foundation
import Testing

@testable import ReportGenCore

/// The scanner reads the common objects where they lie, and leaves every other one to the general
/// reading: whichever reads a record, it gives the same values or the same error. Read a byte at a
/// time, no object is ever whole in the buffer and the general reading reads them all, so that is
/// the independent reading each generated stream is compared with.
@Suite struct JSONObjectScannerTests {
    static let yaml = """
        layout: 1
        input:
          fields:
            d: { type: decimal, places: 2 }
            i: { type: int, optional: true }
            t: date
            e: { type: enum, values: { A: Alpha, BB: Beta } }
            s: string
        rows:
          r: { height: 1, fields: { d: decimal, i: int, t: date, e: string, s: string } }
        report:
          detail: [ { row: r, d: d, i: i, t: t, e: e, s: s } ]
        """

    /// Values for each field, valid and not, plainly written and not (escapes, exponents, nesting).
    static let values: [(key: String, values: [String])] = [
        ("d", ["1.25", "-0.5", "3", "\"4.10\"", "1.5e1", "1.255", "01", "-", "null", "\"\"", "[1]", "1.", "2E-2"]),
        ("i", ["7", "-12", "0", "7.0", "1e2", "null", "\"8\"", "9223372036854775808", "true", "{}"]),
        ("t", ["\"2024-02-29\"", "\"2023-02-29\"", "\"2024-1-01\"", "\"2024-02-\\u0032\\u0039\"", "20240229", "null"]),
        ("e", ["\"A\"", "\"BB\"", "\"C\"", "\"\\u0041\"", "\"\"", "1"]),
        (
            "s",
            [
                "\"plain\"", "\"Joe's \\\"Diner\\\"\"", "\"caf\u{E9}\"", "\"\"", "\"tab\\there\"", "\"\\uD83D\\uDE00\"",
                "\"\\uD83D\"", "12", "null", "\"\u{1F600} long enough to pass a word\"",
            ]
        ),
    ]
    /// Keys no field reads, with values as an API's record has them, and a few that are no JSON.
    static let extras: [String] = [
        #""id": 17"#, #""meta": {"tags": ["a", "b"], "n": null, "ok": true}"#, #""note": "a \"quoted\" \u00e9""#,
        #""empty": {}"#, #""list": [[], [1.5e3, -0]]"#, #""caf\u00e9": 1"#, "\"k\u{E9}y\": \"v\"", #""bad": tru"#,
        #""bad": 01"#, #""bad": "\x""#, #""d\u0000": 2"#,
    ]

    /// A record: some of the fields, in some order, some twice or missing, extra keys among them,
    /// spaces between the tokens (line feeds too, in an array).
    static func record(_ random: inout SeededGenerator, lineDelimited: Bool) -> String {
        var members: [String] = []
        for (key, values) in values where Int.random(in: 0..<12, using: &random) > 0 {
            members.append("\"\(key)\":\(pick(values, &random))")
        }
        if Int.random(in: 0..<10, using: &random) == 0, let repeated = members.first { members.append(repeated) }
        for _ in 0..<Int.random(in: 0..<3, using: &random) {
            members.insert(pick(extras, &random), at: Int.random(in: 0...members.count, using: &random))
        }
        if Bool.random(using: &random) { members.shuffle(using: &random) }
        let spaces = lineDelimited ? ["", " ", "\t", " \r"] : ["", " ", "\n", "\n  "]
        let space = pick(spaces, &random)
        return "{" + space + members.joined(separator: space + "," + space) + space + "}"
    }

    static func pick(_ list: [String], _ random: inout SeededGenerator) -> String {
        list[Int.random(in: list.indices, using: &random)]
    }

    /// What a run reads: the rows, and each reject's line, field and message.
    static func read(_ bytes: [UInt8], format: InputFormat, chunk: Int?) throws -> [String] {
        do {
            let outcome = try Fixtures.run(yaml, bytes: bytes, path: "in", format: format, chunk: chunk)
            return outcome.rows.map { $0.joined(separator: "|") }
                + outcome.rejects.map { "reject \($0.line) \($0.field ?? "-"): \($0.message)" }
        } catch let error as RunError {
            return ["stopped: \(error)"]
        }
    }

    @Test(arguments: [InputFormat.ndjson, .json])
    func theScannerReadsAsTheGeneralReadingDoes(_ format: InputFormat) throws {
        var random = SeededGenerator(seed: 45)
        for round in 0..<60 {
            let records = (0..<20).map { _ in Self.record(&random, lineDelimited: format == .ndjson) }
            let text =
                format == .ndjson
                ? records.joined(separator: "\n") + "\n" : "[" + records.joined(separator: ",\n") + "]"
            let bytes = Array(text.utf8)
            let scanned = try Self.read(bytes, format: format, chunk: nil)
            #expect(scanned == (try Self.read(bytes, format: format, chunk: 1)), "round \(round): \(text)")
        }
    }

    /// The scanner itself: a plain record reads where it lies, and what it leaves is left whole.
    @Test func plainRecordsReadAndTheRestIsLeft() throws {
        let plan = try Fixtures.plan(Self.yaml)
        let scanner = try #require(JSONObjectScanner(fields: plan.input.fields, lineDelimited: true))
        func scan(_ text: String) -> (JSONObjectScanner.Scanned?, [Value]) {
            var slots = [Value](repeating: .null, count: 5)
            let bytes = Array(text.utf8)
            let scanned = bytes.withUnsafeBufferPointer { bytes in
                slots.withUnsafeMutableBufferPointer { scanner.scan(bytes, at: 0, into: $0.baseAddress!) }
            }
            return (scanned, slots)
        }
        let plain = #"{"d": 1.5, "i": 7, "t": "2024-02-29", "e": "BB", "s": "caf\#u{E9}", "x": {"y": [1, "z"]}} "#
        let (scanned, slots) = scan(plain)
        #expect(scanned?.end == plain.utf8.count - 1)
        #expect(scanned?.seen == 0b11111)
        // (The string is one no expression reads until the engine's plan says so: not built.)
        #expect(slots.prefix(4).map(\.description) == ["1.50", "7", "2024-02-29", "Beta"])
        // Partly: which keys it had is said, the rest is the reader's to tell.
        #expect(scan(#"{"s": "x"}"#).0?.seen == 0b10000)
        for left in [
            #"{"s": "a\"b"}"#, #"{"d": 1e2}"#, #"{"d": 1, "d": 2}"#, #"{"e": "C"}"#, #"{"x": tru}"#, #"{"s": "x""#,
            "{\"s\": \"x\",\n\"d\": 1}", #"{"caf\u00e9": 1}"#, #"{"d": 01}"#, #"{"x": "\q"}"#,
        ] {
            #expect(scan(left).0 == nil, "\(left)")
        }
    }
}
