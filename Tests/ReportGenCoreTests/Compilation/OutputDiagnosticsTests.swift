import Testing

@testable import ReportGenCore

/// `output:` (layout 1.2 §5): each mistake at its exact position, and the settings a plan carries.
@Suite struct OutputDiagnosticsTests {
    static let rest = """
        input: { fields: { a: string } }
        rows: { r: { height: 1, fields: { t: string } } }
        report: { detail: [ { row: r, t: '{a}' } ] }
        """

    @Test func everyMisuseAtItsPlace() {
        let yaml = """
            layout: 1.2
            output:
              html: { collapsible: maybe }
              xlsx: { formulas: false, author: " ", colour: red }
              csv: { delimiter: ";;", decimal_separator: ",", formulas: nutralize }
              bom: true
              docx: {}

            """ + Self.rest
        #expect(
            Fixtures.diagnostics(yaml) == [
                "t.yaml:3:24: error: 'collapsible' must be true or false [invalid-value]",
                "t.yaml:4:36: error: 'author' must not be empty [invalid-value]",
                "t.yaml:4:41: error: unknown key 'colour' in 'output.xlsx' [unknown-key]",
                "t.yaml:5:21: error: CSV delimiter ';;' must be one of , ; | : space or tab [invalid-value]",
                "t.yaml:5:61: error: unknown CSV formulas 'nutralize' (use neutralize or keep); did you mean "
                    + "'neutralize'? [invalid-value]",
                "t.yaml:6:3: error: unknown key 'bom' in 'output'; it belongs under 'csv' (csv: { bom: … }) [unknown-key]",
                "t.yaml:7:3: error: unknown key 'docx' in 'output' [unknown-key]",
            ])
    }

    @Test func decimalSeparatorThatIsTheDelimiter() {
        let yaml = "layout: 1.2\noutput: { csv: { decimal_separator: ',' } }\n" + Self.rest
        #expect(
            Fixtures.diagnostics(yaml) == [
                "t.yaml:2:37: error: CSV decimal_separator ',' is also the delimiter; choose another delimiter "
                    + "(delimiter: \";\") [invalid-value]"
            ])
        let other = "layout: 1.2\noutput: { csv: { decimal_separator: '', delimiter: x } }\n" + Self.rest
        #expect(
            Fixtures.diagnostics(other) == [
                "t.yaml:2:37: error: CSV decimal_separator '' must be '.' or ',' [invalid-value]",
                "t.yaml:2:52: error: CSV delimiter 'x' must be one of , ; | : space or tab [invalid-value]",
            ])
    }

    @Test func settingsReachTheRenderSchema() throws {
        let plain = try Fixtures.plan("layout: 1\n" + Self.rest)
        #expect(plain.renderSchema.output == .standard)
        let yaml = """
            layout: 1.2
            output:
              html: { collapsible: true }
              xlsx: { formulas: false, author: Ada Lovelace }
              csv: { delimiter: ";", decimal_separator: ",", bom: true, formulas: keep }

            """ + Self.rest
        let output = try Fixtures.plan(yaml).renderSchema.output
        #expect(output.html.collapsible)
        #expect(!output.xlsx.formulas)
        #expect(output.xlsx.author == "Ada Lovelace")
        #expect(output.csv.delimiter == UInt8(ascii: ";"))
        #expect(output.csv.decimalSeparator == UInt8(ascii: ","))
        #expect(output.csv.byteOrderMark)
        #expect(!output.csv.neutralizesFormulas)
    }
}
