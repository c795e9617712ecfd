import Testing

@testable import ReportGenCore

/// `format:` on a row field (layout 1.2 §4): every misuse, at its exact position, with its rule.
@Suite struct NumberStyleDiagnosticsTests {
    /// A valid layout whose row field `f` (line 7, its options from column 18 on) is `field`.
    func findings(_ field: String, locale: String = "en") -> [String] {
        let text = """
            layout: 1
            locale: \(locale)
            input:
              fields: { amount: decimal, name: string }
            rows:
              r:
                fields: { f: \(field) }
                height: 1
            report:
              detail: [ { row: r, f: \(field.contains("string") ? "\"{name}\"" : "amount") } ]
            """
        return Fixtures.diagnostics(text)
    }

    @Test func validFormatsGiveNoFindings() {
        #expect(findings("{ type: decimal, places: 2, format: { currency: EUR, negative: red_parentheses } }") == [])
        #expect(findings("{ type: decimal, places: 1, format: { percent: true, sign: always } }") == [])
        #expect(findings("{ type: decimal, format: { zero: '–', null: 'n/a', negative: parentheses } }") == [])
        #expect(findings("{ type: decimal, format: { currency: JPY } }", locale: "ja") == [])
    }

    @Test func aFormatMappingOnAStringFieldIsAnError() {
        #expect(
            findings("{ type: string, format: { currency: EUR } }") == [
                "t.yaml:7:42: error: a 'format' mapping applies to int and decimal fields only (a string field's "
                    + "format is a pattern) [invalid-option]"
            ])
    }

    @Test func aPatternOnANumberFieldSaysWhatItTakes() {
        #expect(
            findings("{ type: decimal, format: ',.2' }") == [
                "t.yaml:7:43: error: 'format' of a decimal field is a mapping such as { currency: EUR } or "
                    + "{ percent: true } [invalid-option]"
            ])
    }

    @Test func anUnknownCurrencyIsAnErrorWithAHint() {
        #expect(
            findings("{ type: decimal, format: { currency: eur } }") == [
                "t.yaml:7:55: error: unknown currency 'eur' (use an ISO 4217 code such as EUR, USD or CHF); did you "
                    + "mean 'EUR'? [invalid-value]"
            ])
    }

    @Test func anUnknownKeyIsAnErrorWithAHint() {
        #expect(
            findings("{ type: decimal, format: { precent: true } }") == [
                "t.yaml:7:45: error: unknown key 'precent' in 'format'; did you mean 'percent'? [unknown-key]"
            ])
    }

    @Test func percentAndCurrencyExcludeEachOther() {
        #expect(
            findings("{ type: decimal, format: { currency: EUR, percent: true } }") == [
                "t.yaml:7:69: error: 'percent' and 'currency' exclude each other: a value is one or the other "
                    + "[invalid-option]"
            ])
    }

    @Test func negativeAndSignTakeTheirWords() {
        #expect(
            findings("{ type: decimal, format: { negative: redd } }") == [
                "t.yaml:7:55: error: unknown negative 'redd' (use minus, parentheses, red, red_parentheses); did "
                    + "you mean 'red'? [invalid-value]"
            ])
        #expect(
            findings("{ type: decimal, format: { sign: never } }") == [
                "t.yaml:7:51: error: 'sign' takes 'always' alone, not 'never' [invalid-value]"
            ])
        #expect(
            findings("{ type: decimal, format: { percent: maybe } }") == [
                "t.yaml:7:54: error: 'percent' must be true or false [invalid-value]"
            ])
    }
}
