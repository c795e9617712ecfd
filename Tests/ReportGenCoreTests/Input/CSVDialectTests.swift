import Testing

@testable import ReportGenCore

/// `input.format: tsv` and `input.csv`: the delimiter and the header line.
@Suite struct CSVDialectTests {
    static func layout(_ dialect: String) -> String {
        """
        layout: 1
        input:
        \(dialect)
          fields: { name: string, amount: { type: decimal, places: 2 } }
        rows:
          r: { height: 1, fields: { name: string, amount: { type: decimal, places: 2 } } }
        report:
          detail: [ { row: r, name: "{name}", amount: amount } ]
        """
    }

    @Test func aSemicolonDelimiterSplitsFieldsAndQuotesStillHoldIt() throws {
        let outcome = try Fixtures.run(
            Self.layout("  csv: { delimiter: \";\" }"), "name;amount\nA;1.50\n\"B;x\";2\n\"C,\"\"y\"\"\";3\n")
        #expect(outcome.rows == [["A", "1.50"], ["B;x", "2.00"], ["C,\"y\"", "3.00"]])
    }

    @Test(arguments: ["tab", "TAB", "\"\\t\"", "'\\t'", "\\t"])
    func aTabDelimiterIsWrittenAnyOfTheseWays(_ written: String) throws {
        let outcome = try Fixtures.run(Self.layout("  csv: { delimiter: \(written) }"), "name\tamount\nA,1\t1.5\n")
        #expect(outcome.rows == [["A,1", "1.50"]])
    }

    @Test func aPipeDelimiter() throws {
        let outcome = try Fixtures.run(Self.layout("  csv: { delimiter: \"|\" }"), "name|amount\r\nA|1\r\nB|2\r\n")
        #expect(outcome.rows == [["A", "1.00"], ["B", "2.00"]])
    }

    @Test func tsvIsCSVWithATab() throws {
        let outcome = try Fixtures.run(Self.layout("  format: tsv"), "name\tamount\n\"A\tB\"\t1\n")
        #expect(outcome.rows == [["A\tB", "1.00"]])
        // A stream whose format comes from its name (`.tsv`), not from the layout.
        let inferred = try Fixtures.run(Self.layout(""), "name\tamount\nA\t1\n", path: "in.tsv", format: .tsv)
        #expect(inferred.rows == [["A", "1.00"]])
    }

    @Test func anExplicitDelimiterWinsOverAFormatTakenFromTheFileName() throws {
        let outcome = try Fixtures.run(
            Self.layout("  csv: { delimiter: \";\" }"), "name;amount\nA;1\n", path: "in.tsv", format: .tsv)
        #expect(outcome.rows == [["A", "1.00"]])
    }

    @Test func theHeaderHintNamesTheDelimiterTheInputReads() throws {
        #expect(
            try Fixtures.failure(Self.layout("  csv: { delimiter: \";\" }"), bytes: Array("name,amount\nA,1\n".utf8))
                == "in.csv:1: the header lacks columns 'name', 'amount' (it has: name,amount); the header splits on "
                + "',' into 2 columns: the file seems to be comma-separated, and this input reads ';'-separated values")
        #expect(
            try Fixtures.failure(Self.layout("  format: tsv"), bytes: Array("name|amount\nA|1\n".utf8))
                == "in.csv:1: the header lacks columns 'name', 'amount' (it has: name|amount); the header splits on "
                + "'|' into 2 columns: the file seems to be '|'-separated, and this input reads tab-separated values")
    }

    /// A bank export: a preamble (with an unbalanced quote, a CRLF and a blank line) before the
    /// header; records keep their lines in the file.
    @Test func theHeaderLineSkipsAPreambleAndMessagesNameTheFileLines() throws {
        let text = "Statement \"2024\r\nAccount;\"123\n\nname;amount\nA;1\nB;x\nC;3\n"
        let yaml = Self.layout("  csv: { delimiter: \";\", header_line: 4 }")
        let outcome = try Fixtures.run(yaml, text)
        #expect(outcome.rows == [["A", "1.00"], ["C", "3.00"]])
        #expect(outcome.rejects.map(\.description) == ["in.csv:6: field 'amount': 'x' is not a decimal"])
        #expect(outcome.rejects.map(\.raw) == [Array("B;x".utf8)])
        #expect(outcome.summary.recordsRead == 3)
        #expect(outcome.summary.recordsAccepted + outcome.summary.recordsRejected == outcome.summary.recordsRead)
        // The same whatever the chunking, with a BOM before the preamble.
        for chunk in [1, 2, 5] {
            let trickled = try Fixtures.run(yaml, bytes: [0xEF, 0xBB, 0xBF] + Array(text.utf8), chunk: chunk)
            #expect(trickled.rows == outcome.rows)
            #expect(trickled.rejects.map(\.description) == ["in.csv:6: field 'amount': 'x' is not a decimal"])
        }
    }

    @Test func aLoneCREndsAPreambleLine() throws {
        let outcome = try Fixtures.run(Self.layout("  csv: { header_line: 3 }"), "one\rtwo\r\nname,amount\nA,x\n")
        #expect(outcome.rejects.map(\.description) == ["in.csv:4: field 'amount': 'x' is not a decimal"])
    }

    @Test func aStreamThatEndsBeforeTheHeaderLineIsAnError() throws {
        let yaml = Self.layout("  csv: { header_line: 4 }")
        let message = "in.csv: the stream ends before line 4, where csv.header_line puts the header"
        #expect(try Fixtures.failure(yaml, bytes: Array("a\nb".utf8)) == message)
        #expect(try Fixtures.failure(yaml, bytes: Array("a\nb\nc\n".utf8)) == message)
        // An empty stream is an empty stream, as without a header line.
        let empty = try Fixtures.run(yaml, "")
        #expect(empty.rows.isEmpty)
        #expect(empty.summary.recordsRead == 0)
    }
}
