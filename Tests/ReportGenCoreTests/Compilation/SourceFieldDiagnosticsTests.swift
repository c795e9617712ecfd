import Testing

@testable import ReportGenCore

/// A source's `fields:` (how that source writes some declared fields): each misuse at its line and
/// column, with its rule id.
@Suite struct SourceFieldDiagnosticsTests {
    /// A layout whose second source's `fields:` is `FIELDS` (written on line 10, from column 13).
    func findings(_ fields: String) -> [String] {
        Fixtures.diagnostics(
            """
            layout: 1
            input:
              fields:
                day: { type: date, format: yyyy-MM-dd }
                at: datetime
                amount: decimal
            sources:
              - { name: file, required: true }
              - name: live
                fields: \(fields)
                required: true
            rows:
              r: { height: 1, fields: { day: date, at: datetime, amount: decimal } }
            report:
              detail: [ { row: r, day: day, at: at, amount: amount } ]
            """)
    }

    @Test func conversionsOfDeclaredFieldsHaveNoFindings() {
        #expect(findings(#"{ day: { type: datetime, format: "yyyy-MM-dd'T'HH:mm:ss'Z'" } }"#).isEmpty)
        #expect(findings("{ day: { type: datetime, time_zone: America/Toronto } }").isEmpty)
        #expect(findings("{ at: { type: date, format: dd.MM.yyyy }, amount: { decimal_separator: \",\" } }").isEmpty)
        #expect(findings("{ day: { format: dd/MM/yyyy, null_values: [\"-\"] } }").isEmpty)
    }

    @Test func aFieldTheInputDoesNotDeclare() {
        #expect(
            findings("{ dya: { type: datetime } }") == [
                "t.yaml:10:15: error: source 'live' converts field 'dya', which 'input.fields' does not declare; "
                    + "did you mean 'day'? [unknown-field]"
            ])
    }

    @Test func aTypeOtherThanTheOtherDateType() {
        #expect(
            findings("{ amount: { type: int } }") == [
                "t.yaml:10:31: error: field 'amount' of source 'live' is decimal in 'input.fields'; a source may read "
                    + "a date field as a datetime or a datetime field as a date, and no other type (the row type stays "
                    + "the layout's) [type-mismatch]"
            ])
        #expect(
            findings("{ day: { type: dat } }").first?.hasPrefix("t.yaml:10:28: error: unknown type 'dat'") == true)
    }

    @Test func keysThatDoNotApply() {
        #expect(
            findings("{ day: { type: datetime, places: 2 } }").first?.hasPrefix(
                "t.yaml:10:38: error: unknown key 'places' in field 'day' of source 'live'") == true)
        #expect(
            findings("{ day: { time_zone: UTC } }") == [
                "t.yaml:10:33: error: 'time_zone' applies to a field this source writes as a datetime (say 'type: "
                    + "datetime' for a date field) [invalid-option]"
            ])
        #expect(
            findings("{ day: { decimal_separator: \",\" } }") == [
                "t.yaml:10:41: error: 'decimal_separator' applies to int and decimal fields only [invalid-option]"
            ])
        #expect(
            findings("{ amount: { format: yyyy } }") == [
                "t.yaml:10:33: error: 'format' applies to date and datetime fields only [invalid-option]"
            ])
        #expect(
            findings("{ day: datetime }") == [
                "t.yaml:10:20: error: field 'day' of source 'live' must be a mapping of conversion keys, such as "
                    + "{ type: datetime, format: \"yyyy-MM-dd'T'HH:mm:ss'Z'\" } [invalid-value]"
            ])
    }

    @Test func badValues() {
        #expect(
            findings("{ day: { type: datetime, time_zone: Mars/Base } }").first?.hasPrefix(
                "t.yaml:10:49: error: unknown time zone 'Mars/Base'") == true)
        #expect(
            findings("{ at: { type: date, format: HH:mm } }") == [
                "t.yaml:10:41: error: format 'HH:mm' must name a year, a month and a day to read dates [invalid-format]"
            ])
    }
}
