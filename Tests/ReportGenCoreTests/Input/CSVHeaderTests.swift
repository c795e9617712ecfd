import Testing

@testable import ReportGenCore

@Suite struct CSVHeaderTests {
    static let layout = """
        layout: 1
        input:
          fields: { name: string, amount: decimal }
        rows:
          r: { height: 1, fields: { name: string } }
        report:
          detail: [ { row: r, name: "{name}" } ]
        """

    func error(_ csv: String) throws -> String {
        let plan = try Fixtures.plan(Self.layout)
        do {
            _ = try Fixtures.ndjson(plan, ["-": csv], policy: .skip)
        } catch {
            return "\(error)"
        }
        Issue.record("expected an error")
        return ""
    }

    @Test func aColumnNamedTwiceThatAFieldReadsIsAnError() throws {
        #expect(
            try error("name,amount,note,amount\nA,1,x,2\n")
                == "input.csv:1: the header names column 'amount' twice (columns 2 and 4); field 'amount' cannot tell which to read"
        )
    }

    @Test func aColumnNamedTwiceThatNoFieldReadsIsFine() throws {
        let plan = try Fixtures.plan(Self.layout)
        let (_, summary) = try Fixtures.ndjson(plan, ["-": "name,note,amount,note\nA,x,1,y\n"])
        #expect(summary.recordsAccepted == 1)
    }

    /// Every missing column the header has under a close name is named with it.
    @Test func missingColumnsWithCloseNamesGetDidYouMean() throws {
        #expect(
            try error("Name,Amount,note\nA,1,x\n")
                == "input.csv:1: the header lacks columns 'name', 'amount'; did you mean 'Name' for 'name', 'Amount' "
                + "for 'amount'? (it has: Name, Amount, note)")
        #expect(
            try error("Nmae,total\nA,1\n")
                == "input.csv:1: the header lacks columns 'name', 'amount'; did you mean 'Nmae' for 'name'? (it has: "
                + "Nmae, total)")
    }

    /// The `sep=;` line a spreadsheet writes first is named, with the settings that skip it.
    @Test func aSpreadsheetsSeparatorLineIsNamed() throws {
        #expect(
            try error("sep=;\r\nname;amount\r\nA;1.5\r\n")
                == "input.csv:1: the header lacks columns 'name', 'amount' (it has: sep=;); the header splits on ';' "
                + "into 2 columns: the file seems to be ';'-separated, and this input reads comma-separated values; "
                + "line 1 is the 'sep=' line a spreadsheet writes before the header: set csv: { header_line: 2, "
                + "delimiter: \";\" }")
        #expect(
            try error("\u{FEFF}sep=,\nname,amount\nA,1\n")
                == "input.csv:1: the header lacks columns 'name', 'amount' (it has: sep=, ); line 1 is the 'sep=' line "
                + "a spreadsheet writes before the header: set csv: { header_line: 2, delimiter: \",\" }")
    }

    @Test func aSemicolonSeparatedHeaderIsNamed() throws {
        #expect(
            try error("name;amount;note\nA;1,50;x\n")
                == "input.csv:1: the header lacks columns 'name', 'amount' (it has: name;amount;note); the header "
                + "splits on ';' into 3 columns: the file seems to be ';'-separated, and this input reads "
                + "comma-separated values")
        #expect(
            try error("\"name\";\"amount\"\n\"A\";\"1,50\"\n")
                == "input.csv:1: unexpected ';' after a closing quote; the header splits on ';' into 2 columns: the "
                + "file seems to be ';'-separated, and this input reads comma-separated values")
        #expect(
            try error("name\tamount\nA\t1\n")
                == "input.csv:1: the header lacks columns 'name', 'amount' (it has: name\\tamount); the header "
                + "splits on a tab into 2 columns: the file seems to be tab-separated, and this input reads "
                + "comma-separated values")
    }

    @Test func aHugeHeaderIsCutInTheMessage() throws {
        let huge = String(repeating: "x", count: 1_000_000)
        let message = try error("\(huge),name\nA,1\n")
        #expect(
            message
                == "input.csv:1: the header lacks column 'amount' (it has: \(String(repeating: "x", count: 80))"
                + "… (1000006 bytes in all))")
    }
}
