import Testing

@testable import ReportGenCore

/// Every input-dialect key with a wrong value: a layout error at its position, with "did you
/// mean" where it helps.
@Suite struct DialectDiagnosticsTests {
    /// A layout whose `input` has `dialect` (lines after `input:`) and the field `amount` with `options`.
    static func layout(_ dialect: String, amount options: String = "type: decimal", note: String = "type: string")
        -> String
    {
        """
        layout: 1
        input:
        \(dialect)
          fields:
            amount: { \(options) }
            note: { \(note) }
        rows:
          r: { height: 1, fields: { amount: decimal } }
        report:
          detail: [ { row: r, amount: amount } ]
        """
    }

    func findings(_ dialect: String, amount options: String = "type: decimal", note: String = "type: string")
        -> [String]
    {
        Fixtures.diagnostics(Self.layout(dialect, amount: options, note: note))
    }

    @Test func everyKeyWithAGoodValueIsFine() {
        #expect(
            findings(
                """
                  format: tsv
                  csv: { delimiter: tab, header_line: 4 }
                  encoding: Windows-1252
                  null_values: ["", NA, "NULL", -999]
                """,
                amount: "type: decimal, null_values: [n/a], decimal_separator: ',', grouping_separator: '.'"
            ).isEmpty)
        #expect(findings("  encoding: latin1\n  csv: { delimiter: '|' }").isEmpty)
    }

    @Test func aDelimiterOfTwoBytes() {
        #expect(
            findings("  csv: { delimiter: \";;\" }") == [
                "t.yaml:3:21: error: delimiter ';;' must be one of ',' ';' '|' or tab (one byte); did you mean ';'? "
                    + "[invalid-value]"
            ])
        #expect(
            findings("  csv: { delimiter: ':' }") == [
                "t.yaml:3:21: error: delimiter ':' must be one of ',' ';' '|' or tab (one byte) [invalid-value]"
            ])
    }

    @Test func aDelimiterThatIsNotATabInATSVInput() {
        #expect(
            findings("  format: tsv\n  csv: { delimiter: \";\" }") == [
                "t.yaml:4:21: error: format tsv is tab-separated; for delimiter ';' say format: csv [invalid-option]"
            ])
    }

    @Test func csvOptionsOnAJSONInput() {
        #expect(
            findings("  format: ndjson\n  csv: { header_line: 2 }") == [
                "t.yaml:4:3: error: 'csv' applies to csv and tsv input; this input's format is ndjson [invalid-option]"
            ])
    }

    @Test(arguments: ["0", "-1", "two", "1.5"])
    func aHeaderLineThatIsNoLineNumber(_ value: String) {
        #expect(
            findings("  csv: { header_line: \(value) }") == [
                "t.yaml:3:23: error: header_line '\(value)' must be a line number, 1 or more (the header's line) "
                    + "[invalid-value]"
            ])
    }

    @Test func aHeaderLineBeyondAnyFile() {
        #expect(
            findings("  csv: { header_line: 4294967296 }") == [
                "t.yaml:3:23: error: header_line '4294967296' is too large (at most 4294967295) [invalid-value]"
            ])
        #expect(findings("  csv: { header_line: 4294967295 }").isEmpty)
    }

    @Test func anUnknownCSVKey() {
        #expect(
            findings("  csv: { delimeter: \";\" }") == [
                "t.yaml:3:10: error: unknown key 'delimeter' in 'input.csv'; did you mean 'delimiter'? [unknown-key]"
            ])
    }

    @Test func anUnknownEncoding() {
        #expect(
            findings("  encoding: utf8x") == [
                "t.yaml:3:13: error: unknown encoding 'utf8x' (use utf-8, utf-16, utf-16le, utf-16be, windows-1252 or "
                    + "iso-8859-1); did you mean 'utf-8'? [invalid-value]"
            ])
        #expect(
            findings("  encoding: latn1") == [
                "t.yaml:3:13: error: unknown encoding 'latn1' (use utf-8, utf-16, utf-16le, utf-16be, windows-1252 or "
                    + "iso-8859-1); did you mean 'iso-8859-1'? [invalid-value]"
            ])
        #expect(
            findings("  encoding: ebcdic") == [
                "t.yaml:3:13: error: unknown encoding 'ebcdic' (use utf-8, utf-16, utf-16le, utf-16be, windows-1252 or "
                    + "iso-8859-1) [invalid-value]"
            ])
    }

    @Test func nullValuesThatAreNoList() {
        #expect(
            findings("  null_values: 3") == [
                "t.yaml:3:16: error: 'null_values' must be a list of texts, such as [\"\", NA, \"NULL\"], found a scalar "
                    + "[invalid-value]"
            ])
        #expect(
            findings("  null_values: [NA, [x]]") == [
                "t.yaml:3:21: error: a null value must be a single value, found a list [invalid-value]"
            ])
        #expect(
            findings("", amount: "type: decimal, optional: true, null_values: { NA: 1 }") == [
                "t.yaml:5:59: error: 'null_values' must be a list of texts, such as [\"\", NA, \"NULL\"], found a mapping "
                    + "[invalid-value]"
            ])
    }

    @Test func separatorsThatAreNotOneCharacter() {
        #expect(
            findings("", amount: "type: decimal, decimal_separator: ',,'") == [
                "t.yaml:5:49: error: decimal_separator ',,' must be one character that is not a digit, a sign or a "
                    + "letter, such as '.', ',', ' ' or \"'\" [invalid-value]"
            ])
        for bad in ["''", "'5'", "'-'", "x", "\"\\t\""] {
            #expect(findings("", amount: "type: decimal, grouping_separator: \(bad)").count == 1, "\(bad)")
        }
    }

    @Test func separatorsThatAreEqual() {
        #expect(
            findings("", amount: "type: decimal, decimal_separator: ',', grouping_separator: ','") == [
                "t.yaml:5:74: error: grouping_separator ',' is the decimal separator too; they must differ "
                    + "[invalid-value]"
            ])
        #expect(
            findings("", amount: "type: decimal, grouping_separator: '.'") == [
                "t.yaml:5:50: error: grouping_separator '.' is the decimal separator too; set decimal_separator to "
                    + "tell them apart [invalid-value]"
            ])
        // An int has no decimals: grouping '.' alone is fine.
        #expect(findings("", amount: "type: int, grouping_separator: '.'").isEmpty)
    }

    @Test func separatorsOnAFieldThatIsNoNumber() {
        #expect(
            findings("", note: "type: date, decimal_separator: ','") == [
                "t.yaml:6:44: error: 'decimal_separator' applies to int and decimal fields only [invalid-option]"
            ])
        #expect(
            findings("", note: "type: enum, values: { A: a }, grouping_separator: '.'") == [
                "t.yaml:6:63: error: 'grouping_separator' applies to int and decimal fields only [invalid-option]"
            ])
    }

    @Test func anUnknownFormatListsTSV() {
        #expect(
            findings("  format: tvs") == [
                "t.yaml:3:11: error: unknown input format 'tvs' (use csv, tsv, json or ndjson); did you mean 'tsv'? "
                    + "[invalid-value]"
            ])
    }
}
