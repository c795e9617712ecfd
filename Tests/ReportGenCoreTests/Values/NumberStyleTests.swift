import Testing

@testable import ReportGenCore

/// `format:` of a number field in a locale: currency symbols and their place, percents,
/// accounting negatives, signs, zero and null.
@Suite struct NumberStyleTests {
    func shown(
        _ value: String, _ style: NumberStyle, locale: String, places: Int? = 2
    ) throws -> String {
        let locale = try #require(ReportLocale(identifier: locale))
        let decimal = try #require(FixedDecimal(parsing: value))
        return LocalizedNumberStyle(style, patterns: locale.patterns).format(.decimal(decimal), places: places).text
    }

    @Test func theCurrencySymbolGoesWhereTheLocaleSays() throws {
        let euro = NumberStyle(currency: "EUR")
        #expect(try shown("1234.56", euro, locale: "de-DE") == "1.234,56\u{A0}€")
        #expect(try shown("1234.56", euro, locale: "en-IE") == "€1,234.56")
        #expect(try shown("-1234.56", euro, locale: "en-IE") == "-€1,234.56")
        #expect(try shown("-1234.56", euro, locale: "de-DE") == "-1.234,56\u{A0}€")
        #expect(try shown("1234.56", euro, locale: "fr-FR") == "1\u{202F}234,56\u{A0}€")
        #expect(try shown("1234.56", NumberStyle(currency: "CHF"), locale: "de-CH") == "CHF\u{A0}1’234.56")
        #expect(try shown("1234.56", NumberStyle(currency: "USD"), locale: "en-US") == "$1,234.56")
        #expect(try shown("1234.56", NumberStyle(currency: "USD"), locale: "de-DE") == "1.234,56\u{A0}$")
        #expect(try shown("1234567.5", NumberStyle(currency: "INR"), locale: "hi") == "₹12,34,567.50")
        #expect(try shown("1234", NumberStyle(currency: "JPY"), locale: "ja", places: nil) == "￥1,234")
    }

    @Test func currencySpacingKeepsALetterSymbolFromTheDigits() throws {
        #expect(try shown("12.5", NumberStyle(currency: "CHF"), locale: "en") == "CHF\u{A0}12.50")
        #expect(try shown("-12.5", NumberStyle(currency: "CHF"), locale: "en") == "-CHF\u{A0}12.50")
    }

    @Test func accountingNegativesUseTheLocalesParentheses() throws {
        let accounting = NumberStyle(currency: "USD", negative: .parentheses)
        #expect(try shown("-1234.56", accounting, locale: "en-US") == "($1,234.56)")
        #expect(try shown("1234.56", accounting, locale: "en-US") == "$1,234.56")
        // de has no accounting negative of its own: the positive form goes in parentheses.
        let euro = NumberStyle(currency: "EUR", negative: .redParentheses)
        #expect(try shown("-1234.56", euro, locale: "de-DE") == "(1.234,56\u{A0}€)")
        #expect(try shown("-3", NumberStyle(negative: .parentheses), locale: "en") == "(3.00)")
    }

    @Test func percentsAreFractionsTimesAHundred() throws {
        let percent = NumberStyle(percent: true)
        #expect(try shown("0.125", percent, locale: "en", places: 3) == "12.5%")
        #expect(try shown("0.125", percent, locale: "de-DE", places: 3) == "12,5\u{A0}%")
        #expect(try shown("-0.5", percent, locale: "en", places: 2) == "-50%")
        #expect(try shown("12.345", percent, locale: "en", places: 2) == "1,235%")
    }

    @Test func signZeroAndNull() throws {
        let signed = NumberStyle(alwaysSign: true)
        #expect(try shown("3", signed, locale: "en") == "+3.00")
        #expect(try shown("-3", signed, locale: "en") == "-3.00")
        #expect(try shown("0", signed, locale: "en") == "0.00")
        #expect(try shown("0", NumberStyle(zero: "–"), locale: "en") == "–")
        // Negative zero at the shown places reads as zero.
        #expect(try shown("-0.004", NumberStyle(currency: "EUR"), locale: "de-DE") == "0,00\u{A0}€")
        #expect(try shown("-0.004", NumberStyle(zero: "nil"), locale: "de-DE") == "nil")
        let locale = try #require(ReportLocale(identifier: "en"))
        #expect(
            LocalizedNumberStyle(NumberStyle(null: "n/a"), patterns: locale.patterns).format(.null, places: 2).text
                == "n/a")
        #expect(LocalizedNumberStyle(NumberStyle(), patterns: locale.patterns).format(.null, places: 2).text == "")
    }

    @Test func swedishUsesItsOwnMinusSign() throws {
        #expect(try shown("-5", NumberStyle(currency: "SEK"), locale: "sv") == "\u{2212}5,00\u{A0}kr")
    }

    @Test func redNegativesSayTheyAreNegative() throws {
        let locale = try #require(ReportLocale(identifier: "en"))
        let red = LocalizedNumberStyle(NumberStyle(negative: .red), patterns: locale.patterns)
        #expect(red.format(.int(-2), places: nil).isNegative)
        #expect(!red.format(.int(2), places: nil).isNegative)
        #expect(red.format(.int(-2), places: nil).text == "-2")
        #expect(red.style.isRed)
    }
}
