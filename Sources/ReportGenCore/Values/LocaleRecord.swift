/// One locale's record of the generated table (`ReportLocale+Table.swift`), read field by field:
/// `|` between fields, `;` between the items of a list. The field order is the one
/// `Scripts/generate-locales.py` documents. Split by bytes, not characters: a name may start with
/// a combining mark, which would join the separator before it into one character.
struct LocaleRecord {
    private let fields: [String]

    init(_ record: String) {
        fields = Self.split(record, at: UInt8(ascii: "|"))
    }

    private static func split(_ text: String, at separator: UInt8) -> [String] {
        text.utf8.split(separator: separator, omittingEmptySubsequences: false).map {
            String(decoding: $0, as: UTF8.self)
        }
    }

    private func field(_ i: Int) -> String { i < fields.count ? fields[i] : "" }

    private func number(_ i: Int, otherwise fallback: Int) -> Int { Int(field(i)) ?? fallback }

    private func list(_ i: Int) -> [String] { Self.split(field(i), at: UInt8(ascii: ";")) }

    /// Decimal and grouping separators, minimum grouping digits and group sizes.
    var numbers: NumberSymbols {
        NumberSymbols(
            decimal: field(0).first ?? ".", grouping: field(1).first ?? ",",
            minimumGroupingDigits: number(2, otherwise: 1), primaryGroup: number(3, otherwise: 3),
            secondaryGroup: number(4, otherwise: 3))
    }

    /// The signs, the percent and currency patterns and the currency symbols.
    func patterns(numbers: NumberSymbols) -> LocalePatterns {
        var symbols: [String: String] = [:]
        for pair in list(11) {
            let parts = Self.split(pair, at: UInt8(ascii: "="))
            if parts.count == 2 { symbols[parts[0]] = parts[1] }
        }
        return LocalePatterns(
            numbers: numbers, minus: field(5), plus: field(6), percentSign: field(7),
            percent: field(8), currency: field(9), accounting: field(10), currencySymbols: symbols)
    }

    /// Month and weekday names.
    func names(identifier: String, alsoReading english: DateNames?) -> DateNames {
        DateNames(
            identifier: identifier, months: list(12), monthAbbreviations: list(13), standaloneMonths: list(14),
            standaloneMonthAbbreviations: list(15), weekdays: list(16), weekdayAbbreviations: list(17),
            standaloneWeekdays: list(18), standaloneWeekdayAbbreviations: list(19), alsoReading: english)
    }
}
