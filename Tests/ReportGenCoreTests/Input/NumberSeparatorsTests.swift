import Testing

@testable import ReportGenCore

/// `decimal_separator` and `grouping_separator`: `-1.234,56`, grouping only between groups of
/// three digits counted from the decimal separator.
@Suite struct NumberSeparatorsTests {
    func field(_ type: FieldType, decimal: String, grouping: String, places: Int? = nil) -> InputPlan.Field {
        var field = InputPlan.Field(
            name: "x", column: "x", type: type, places: places, pattern: nil, optional: false, enumValues: [],
            isUsed: true)
        field.separators = NumberSeparators(decimal: decimal, grouping: grouping)
        return field
    }

    /// The value `text` converts to in `field`, as text, or the problem with it.
    func convert(_ text: String, _ field: InputPlan.Field) -> String {
        var bytes = Array(text.utf8)
        return bytes.withUnsafeMutableBufferPointer { raw in
            let b = UnsafeBufferPointer(raw)
            return ValueParser.convertWithDialect(b, field: field)?.description ?? ValueParser.failure(b, for: field)
        }
    }

    @Test(arguments: [
        ("-1.234,56", "-1234.56"), ("1234,56", "1234.56"), ("1.234.567,8", "1234567.8"), ("+1.000", "1000"),
        ("12,5", "12.5"), (",5", "0.5"), ("999", "999"), ("1.000.000", "1000000"),
    ])
    func germanNumbersRead(_ text: String, _ value: String) {
        #expect(convert(text, field(.decimal, decimal: ",", grouping: ".")) == value)
    }

    @Test(arguments: ["1.23,4", "1.2345,6", ".234,5", "1..234", "1.234.", "1,234,5", "1.234,5.6", "1 234", "-"])
    func misplacedSeparatorsAreNoNumber(_ text: String) {
        #expect(
            convert(text, field(.decimal, decimal: ",", grouping: "."))
                == "'\(text)' is not a decimal (written like -1.234,56)")
    }

    @Test func anEmptyValueIsStillNull() {
        #expect(convert("", field(.decimal, decimal: ",", grouping: ".")) == "empty value (the field is not optional)")
    }

    @Test func otherGroupingCharacters() {
        #expect(convert("1 234,5", field(.decimal, decimal: ",", grouping: " ")) == "1234.5")
        #expect(convert("1\u{A0}234,5", field(.decimal, decimal: ",", grouping: "\u{A0}")) == "1234.5")
        #expect(convert("1'234'567.25", field(.decimal, decimal: ".", grouping: "'")) == "1234567.25")
        #expect(convert("1,234.5", field(.decimal, decimal: ".", grouping: ",")) == "1234.5")
        #expect(
            convert("1 23,4", field(.decimal, decimal: ",", grouping: " "))
                == "'1 23,4' is not a decimal (written like -1 234,56)")
    }

    @Test func placesCountDigitsAfterTheDecimalSeparator() {
        let money = field(.decimal, decimal: ",", grouping: ".", places: 2)
        #expect(convert("1.234,5", money) == "1234.50")
        #expect(convert("1,005", money) == "'1,005' has more than 2 digits after the decimal separator")
    }

    @Test func intsTakeGroupingAndNoDecimals() {
        let count = field(.int, decimal: ",", grouping: ".")
        #expect(convert("-1.234", count) == "-1234")
        #expect(convert("1234", count) == "1234")
        #expect(convert("12.34", count) == "'12.34' is not an int (written like -1.234)")
        #expect(convert("1.234,00", count) == "'1.234,00' is not an int (written like -1.234)")
        #expect(convert("9.223.372.036.854.775.807", count) == "9223372036854775807")
        #expect(
            convert("9.223.372.036.854.775.808", count) == "'9.223.372.036.854.775.808' does not fit in a 64-bit int")
        // For an int, only grouping: '.' needs no decimal separator of its own.
        #expect(convert("1.234", field(.int, decimal: ".", grouping: ".")) == "1234")
    }

    @Test func aRecordWithGermanNumbersEndToEnd() throws {
        let yaml = """
            layout: 1
            input:
              csv: { delimiter: ";" }
              fields: { amount: { type: decimal, places: 2, decimal_separator: ",", grouping_separator: "." } }
            rows:
              r: { height: 1, fields: { amount: { type: decimal, places: 2 } } }
            report:
              detail: [ { row: r, amount: amount } ]
            """
        let outcome = try Fixtures.run(yaml, "amount\n-1.234,56\n1.23,4\n1.2345,6\n1234,56\n")
        #expect(outcome.rows == [["-1234.56"], ["1234.56"]])
        #expect(
            outcome.rejects.map(\.description) == [
                "in.csv:3: field 'amount': '1.23,4' is not a decimal (written like -1.234,56)",
                "in.csv:4: field 'amount': '1.2345,6' is not a decimal (written like -1.234,56)",
            ])
    }
}
