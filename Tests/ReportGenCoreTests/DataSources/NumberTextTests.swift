import TestSupport
import Testing

@testable import ReportGenCore

@Suite struct NumberTextTests {
    @Test func rewritesExponentsDigitForDigit() {
        #expect(NumberText.positional("1e-05") == "0.00001")
        #expect(NumberText.positional("-2.5E+3") == "-2500")
        #expect(NumberText.positional("1.2345e2") == "123.45")
        #expect(NumberText.positional("9.999999999999999e+22") == "99999999999999990000000")
        #expect(NumberText.positional("3.11") == "3.11")
    }

    /// Where the database's rewriting and the JSON reader's used to differ, one answer: the
    /// written precision is kept (as for JSON), zeros are written once, and a number no decimal
    /// holds keeps its exponent rather than growing to hundreds of digits.
    @Test(arguments: [
        ("1.50e1", "15.0"), ("0e5", "0"), ("0.0e-3", "0.0000"), ("00012e1", "120"), ("-0.0e2", "0"),
        ("1e-30", "0.000000000000000000000000000001"), ("1e-31", "1e-31"),
        ("1e38", "1" + String(repeating: "0", count: 38)),
        ("1e39", "1e39"), ("5e-324", "5e-324"), ("1.7976931348623157e+308", "1.7976931348623157e+308"),
    ])
    func oneAnswerWhereTheTwoDiffered(_ text: String, _ plain: String) {
        #expect(NumberText.positional(text) == plain)
    }

    @Test func leavesOtherTextAlone() {
        #expect(NumberText.positional("NaN") == "NaN")
        #expect(NumberText.positional("-Infinity") == "-Infinity")
        #expect(NumberText.positional("1e") == "1e")
        #expect(NumberText.positional("1e999") == "1e999")
        #expect(NumberText.positional("e5") == "e5")
    }

    /// A REAL too large or too small for a decimal says so, as a JSON number does, instead of
    /// calling its long text no decimal.
    @Test func aRealNoDecimalHoldsDoesNotFit() throws {
        let path = try SQLiteFiles.make(
            """
            CREATE TABLE t (n INTEGER, x REAL);
            INSERT INTO t VALUES (1, 1e300); INSERT INTO t VALUES (2, 1.5e-40); INSERT INTO t VALUES (3, 2.5e-3);
            INSERT INTO t VALUES (4, 1e20);
            """)
        let yaml = SourceReport.layout(
            fields: "n: int, x: decimal", template: "{n}|{x}",
            source: "sqlite: \(path), query: 'SELECT * FROM t ORDER BY n'")
        var rejected: [String] = []
        let (rows, _) = try SourceReport.ndjson(yaml, policy: .skip) { rejected.append($0.description) }
        #expect(SourceReport.texts(rows) == ["3|0.0025", "4|100000000000000000000"])
        #expect(
            rejected == [
                "source 's' (\(path)), row 1: field 'x': '1e+300' does not fit in a decimal (38 digits, at most 30 after "
                    + "the point)",
                "source 's' (\(path)), row 2: field 'x': '1.5e-40' does not fit in a decimal (38 digits, at most 30 "
                    + "after the point)",
            ])
    }
}
