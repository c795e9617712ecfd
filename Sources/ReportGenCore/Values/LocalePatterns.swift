/// What a locale's `format:` numbers look like (CLDR's number patterns and symbols): where the
/// currency symbol goes, how a percent is written, how accounting shows a negative.
struct LocalePatterns: Sendable {
    /// Decimal and grouping separators and group sizes.
    var numbers: NumberSymbols
    /// CLDR's minus and plus signs (`-`, U+2212 `−` in Swedish, with a direction mark in Arabic).
    var minus: String
    var plus: String
    /// CLDR's percent sign (`%`, `٪` in Persian).
    var percentSign: String
    /// CLDR's patterns: `#,##0 %`, `#,##0.00 ¤`, `¤#,##0.00;(¤#,##0.00)`.
    var percent: String
    var currency: String
    var accounting: String
    /// Symbols that are not the ISO code itself: `EUR` → `€`, `USD` → `$` (in `en`) or `US$`.
    var currencySymbols: [String: String]

    /// The symbol a locale shows for a currency: its own, or the ISO code.
    func symbol(for code: String) -> String { currencySymbols[code] ?? code }
}
