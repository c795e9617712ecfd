import Foundation
import Testing

/// `--on-error skip --rejects FILE` end to end: every rejected record comes back byte for byte,
/// counted once, and a record's run-time error rejects just that record.
@Suite(.serialized) struct RejectsTests {
    static let layout = """
        layout: 1
        input:
          fields: { a: string, b: int, c: int }
        rows:
          r: { height: 1, fields: { a: string, total: int } }
        report:
          detail: [ { row: r, a: "{a}", total: "b * c" } ]
          footer: [ { row: r, a: "sum", total: "sum(b)" } ]
        """

    /// Runs `yaml` (by default the layout above) over `data`, a file named `name`, with skip and
    /// rejects; returns the result and the rejects' objects.
    func run(_ data: [UInt8], layout yaml: String = Self.layout, name: String = "d.csv") throws -> (
        CLI.Result, [[String: Any]], layout: String, input: String
    ) {
        let dir = try CLI.temporaryDirectory()
        let layout = dir.appendingPathComponent("l.yaml").path
        let input = dir.appendingPathComponent(name).path
        let rejects = dir.appendingPathComponent("rejects.ndjson").path
        try Data(yaml.utf8).write(to: URL(fileURLWithPath: layout))
        try Data(data).write(to: URL(fileURLWithPath: input))
        let result = try CLI.run([
            "--layout", layout, "--input", input, "--on-error", "skip", "--rejects", rejects, "--format", "ndjson",
        ])
        let lines = try Data(contentsOf: URL(fileURLWithPath: rejects)).split(separator: 0x0A)
        let objects = try lines.map { try #require(try JSONSerialization.jsonObject(with: Data($0)) as? [String: Any]) }
        return (result, objects, layout, input)
    }

    /// A rejected record's bytes, from `record` or `record_base64`.
    func bytes(_ reject: [String: Any]) throws -> [UInt8] {
        if let text = reject["record"] as? String { return Array(text.utf8) }
        let base64 = try #require(reject["record_base64"] as? String)
        return Array(try #require(Data(base64Encoded: base64)))
    }

    @Test func theSummaryEndsStandardErrorEvenWithNothingRejected() throws {
        let (result, rejects, _, _) = try run(Array("a,b,c\nx,1,2\ny,3,4\n".utf8))
        #expect(result.status == 0)
        #expect(result.stderr == "reportgen: 0 of 2 records rejected\n")
        #expect(rejects.isEmpty)
    }

    @Test func aJSONValueThatIsNoObjectIsOneRejectedRecord() throws {
        let data = "[{\"a\":\"x\",\"b\":1,\"c\":2}, 7, [1, [2]], \"text\", {\"a\":\"y\",\"b\":3,\"c\":4}]"
        let (result, rejects, _, _) = try run(Array(data.utf8), name: "d.json")
        #expect(result.status == 0)
        #expect(result.stderr == "reportgen: 3 of 5 records rejected\n")
        #expect(try rejects.map(bytes) == [Array("7".utf8), Array("[1, [2]]".utf8), Array("\"text\"".utf8)])
        #expect(
            rejects.map { $0["reason"] as? String }.map { $0?.split(separator: ": ", maxSplits: 1).last }
                == [
                    "expected an object '{' for a record, found '7'", "expected an object '{' for a record, found '['",
                    "expected an object '{' for a record, found '\"'",
                ])
        #expect(result.stdout.split(separator: "\n").count == 3)
    }

    /// An NDJSON record is its whole line: a rejected one keeps the spaces around its object
    /// (and leaves out only the line end, `\r\n` or `\n`).
    @Test func aRejectedNDJSONLineIsKeptWholeWithItsSpaces() throws {
        let data =
            "{\"a\":\"x\",\"b\":1,\"c\":2}\r\n\r\n  {\"a\":\"y\",\"b\":\"no\",\"c\":2}  \r\n\t{\"a\":\"z\",\"b\":3,\"c\":4} junk\n"
        let (result, rejects, _, _) = try run(Array(data.utf8), name: "d.ndjson")
        #expect(result.status == 0)
        #expect(result.stderr == "reportgen: 2 of 3 records rejected\n")
        #expect(
            try rejects.map(bytes) == [
                Array("  {\"a\":\"y\",\"b\":\"no\",\"c\":2}  ".utf8),
                Array("\t{\"a\":\"z\",\"b\":3,\"c\":4} junk".utf8),
            ])
        #expect(rejects.map { $0["line"] as? Int } == [3, 4])
    }

    /// A line break inside a string ends that NDJSON line's record there: the next line is the
    /// next record, not part of the reject. A UTF-8 mark before the first line is no part of it.
    @Test func aLineBreakInsideAStringRejectsOnlyItsOwnLine() throws {
        let data =
            [0xEF, 0xBB, 0xBF]
            + Array(" {\"a\":\"x\",\"b\":\"no\",\"c\":2}\n{\"a\":\"ab\n{\"a\":\"y\",\"b\":3,\"c\":4}\n".utf8)
        let (result, rejects, _, _) = try run(data, name: "d.ndjson")
        #expect(result.stderr == "reportgen: 2 of 3 records rejected\n")
        #expect(
            try rejects.map(bytes) == [Array(" {\"a\":\"x\",\"b\":\"no\",\"c\":2}".utf8), Array("{\"a\":\"ab".utf8)])
        #expect(rejects.map { $0["line"] as? Int } == [1, 2])
        #expect(result.stdout.split(separator: "\n").count == 2)  // y's detail row and the total
    }

    @Test func surrogatePairsInJSONEscapesAreCharactersAndHalvesAreRejected() throws {
        let data =
            #"[{"a":"\ud83d\ude00 \uDBFF\uDFFF","b":1,"c":2}, {"a":"\ud800\n","b":1,"c":2}, "#
            + #"{"a":"x\ud800\"","b":1,"c":2}]"#
        let (result, rejects, _, _) = try run(Array(data.utf8), name: "d.json")
        #expect(result.status == 0)
        #expect(result.stderr == "reportgen: 2 of 3 records rejected\n")
        #expect(
            result.stdout.hasPrefix(
                "{\"kind\":\"r\",\"id\":\"r/1\",\"level\":1,\"band\":null,\"height\":1,\"fields\":{\"a\":\"😀 \u{10FFFF}\""
            ))
        #expect(rejects.count == 2)
    }

    @Test func aJSONElementThatIsNoValueBreaksTheStream() throws {
        let dir = try CLI.temporaryDirectory()
        let layout = dir.appendingPathComponent("l.yaml").path
        try Data(Self.layout.utf8).write(to: URL(fileURLWithPath: layout))
        for junk in ["nonsense", "-", "nul", "1.2.3x"] {
            let input = dir.appendingPathComponent("d.json").path
            try Data("[{\"a\":\"x\",\"b\":1,\"c\":2}, \(junk), {\"a\":\"y\",\"b\":3,\"c\":4}]".utf8)
                .write(to: URL(fileURLWithPath: input))
            let result = try CLI.run(["--layout", layout, "--input", input, "--on-error", "skip"])
            #expect(result.status == 1, "\(junk)")
            let first = junk.first.map(String.init) ?? ""
            #expect(
                result.stderr == "\(input):1: expected an object '{' for a record, found '\(first)'\n",
                "\(junk)")
        }
    }

    @Test func textAfterAClosingQuoteIsOneRejectAndInventsNothing() throws {
        let (result, rejects, _, _) = try run(Array("a,b,c\n\"Smith, J\"r,2,3\n4,5,6\n".utf8))
        #expect(result.status == 0)
        #expect(result.stderr == "reportgen: 1 of 2 records rejected\n")
        #expect(try rejects.map(bytes) == [Array("\"Smith, J\"r,2,3".utf8)])
        #expect(result.stdout.split(separator: "\n").count == 2)
    }

    @Test func windows1252AndBrokenUTF8ComeBackByteForByte() throws {
        let latin: [UInt8] = Array("M".utf8) + [0xFC] + Array("ller,1,2".utf8)
        let broken: [UInt8] = Array("x".utf8) + [0xC3, 0x28] + Array(",3,4".utf8)
        let data = Array("a,b,c\n".utf8) + latin + [0x0D, 0x0A] + Array("ok,5,6\n".utf8) + broken + [0x0A]
        let (result, rejects, _, _) = try run(data)
        #expect(result.status == 0)
        #expect(result.stderr == "reportgen: 2 of 3 records rejected\n")
        #expect(try rejects.map(bytes) == [latin, broken])
        #expect(rejects.map { $0["line"] as? Int } == [2, 4])
        #expect(rejects.map { $0["record"] == nil } == [true, true])
    }

    @Test func anOverflowRejectsItsRecordAndTheRunGoesOn() throws {
        let data = "a,b,c\nx,1,2\nbig,5000000000,5000000000\ny,3,4\n"
        let (result, rejects, layout, input) = try run(Array(data.utf8))
        #expect(result.status == 0)
        #expect(result.stderr == "reportgen: 1 of 3 records rejected\n")
        #expect(try rejects.map(bytes) == [Array("big,5000000000,5000000000".utf8)])
        #expect(
            rejects.map { $0["reason"] as? String } == [
                "\(input):3: \(layout):7:41: row 'r', field 'total': 5000000000 * 5000000000 does not fit (overflow)"
            ])
        #expect(result.stdout.hasSuffix("{\"a\":\"sum\",\"total\":4}}\n"))
    }
}
