import Testing

@_spi(Fuzzing) @testable import ReportGenCore

/// `locale:`: every locale's names and separators against CLDR (the cases below were written out
/// from the `cldr-json` data, independently of the table), and what is not a locale.
@Suite struct ReportLocaleTests {
    /// Identifier; 2023-12-24 as `EEEE d MMMM yyyy|EEE|MMM|LLLL|LLL|cccc|ccc`; January, June, July
    /// and September as `MMMM MMM LLL`; -1234567.89, 1234.50 (grouped), 12345 (an int, grouped) and
    /// 1234.50 (not grouped).
    static let cases: [(String, String, String, String)] = [
        (
            "en", "Sunday 24 December 2023|Sun|Dec|December|Dec|Sunday|Sun",
            "January Jan Jan|June Jun Jun|July Jul Jul|September Sep Sep", "-1,234,567.89|1,234.50|12,345|1234.50"
        ),
        (
            "en-US", "Sunday 24 December 2023|Sun|Dec|December|Dec|Sunday|Sun",
            "January Jan Jan|June Jun Jun|July Jul Jul|September Sep Sep", "-1,234,567.89|1,234.50|12,345|1234.50"
        ),
        (
            "en-US-POSIX", "Sunday 24 December 2023|Sun|Dec|December|Dec|Sunday|Sun",
            "January Jan Jan|June Jun Jun|July Jul Jul|September Sep Sep", "-1,234,567.89|1,234.50|12,345|1234.50"
        ),
        (
            "en-GB", "Sunday 24 December 2023|Sun|Dec|December|Dec|Sunday|Sun",
            "January Jan Jan|June Jun Jun|July Jul Jul|September Sept Sept", "-1,234,567.89|1,234.50|12,345|1234.50"
        ),
        (
            "en-AU", "Sunday 24 December 2023|Sun|Dec|December|Dec|Sunday|Sun",
            "January Jan Jan|June June June|July July July|September Sept Sept", "-1,234,567.89|1,234.50|12,345|1234.50"
        ),
        (
            "en-CA", "Sunday 24 December 2023|Sun|Dec|December|Dec|Sunday|Sun",
            "January Jan Jan|June Jun Jun|July Jul Jul|September Sep Sep", "-1,234,567.89|1,234.50|12,345|1234.50"
        ),
        (
            "en-IE", "Sunday 24 December 2023|Sun|Dec|December|Dec|Sunday|Sun",
            "January Jan Jan|June Jun Jun|July Jul Jul|September Sept Sept", "-1,234,567.89|1,234.50|12,345|1234.50"
        ),
        (
            "en-NZ", "Sunday 24 December 2023|Sun|Dec|December|Dec|Sunday|Sun",
            "January Jan Jan|June Jun Jun|July Jul Jul|September Sept Sept", "-1,234,567.89|1,234.50|12,345|1234.50"
        ),
        (
            "de", "Sonntag 24 Dezember 2023|So.|Dez.|Dezember|Dez|Sonntag|So",
            "Januar Jan. Jan|Juni Juni Jun|Juli Juli Jul|September Sept. Sep", "-1.234.567,89|1.234,50|12.345|1234,50"
        ),
        (
            "de-DE", "Sonntag 24 Dezember 2023|So.|Dez.|Dezember|Dez|Sonntag|So",
            "Januar Jan. Jan|Juni Juni Jun|Juli Juli Jul|September Sept. Sep", "-1.234.567,89|1.234,50|12.345|1234,50"
        ),
        (
            "de-AT", "Sonntag 24 Dezember 2023|So.|Dez.|Dezember|Dez|Sonntag|So",
            "Jänner Jän. Jän|Juni Juni Jun|Juli Juli Jul|September Sep. Sep",
            "-1\u{A0}234\u{A0}567,89|1\u{A0}234,50|12\u{A0}345|1234,50"
        ),
        (
            "de-CH", "Sonntag 24 Dezember 2023|So.|Dez.|Dezember|Dez|Sonntag|So",
            "Januar Jan. Jan|Juni Juni Jun|Juli Juli Jul|September Sept. Sep",
            "-1\u{2019}234\u{2019}567.89|1\u{2019}234.50|12\u{2019}345|1234.50"
        ),
        (
            "de-LI", "Sonntag 24 Dezember 2023|So.|Dez.|Dezember|Dez|Sonntag|So",
            "Januar Jan. Jan|Juni Juni Jun|Juli Juli Jul|September Sept. Sep",
            "-1\u{2019}234\u{2019}567.89|1\u{2019}234.50|12\u{2019}345|1234.50"
        ),
        (
            "de-LU", "Sonntag 24 Dezember 2023|So.|Dez.|Dezember|Dez|Sonntag|So",
            "Januar Jan. Jan|Juni Juni Jun|Juli Juli Jul|September Sept. Sep", "-1.234.567,89|1.234,50|12.345|1234,50"
        ),
        (
            "de-BE", "Sonntag 24 Dezember 2023|So.|Dez.|Dezember|Dez|Sonntag|So",
            "Januar Jan. Jan|Juni Juni Jun|Juli Juli Jul|September Sept. Sep", "-1.234.567,89|1.234,50|12.345|1234,50"
        ),
        (
            "fr", "dimanche 24 décembre 2023|dim.|déc.|décembre|déc.|dimanche|dim.",
            "janvier janv. janv.|juin juin juin|juillet juil. juil.|septembre sept. sept.",
            "-1\u{202F}234\u{202F}567,89|1\u{202F}234,50|12\u{202F}345|1234,50"
        ),
        (
            "fr-FR", "dimanche 24 décembre 2023|dim.|déc.|décembre|déc.|dimanche|dim.",
            "janvier janv. janv.|juin juin juin|juillet juil. juil.|septembre sept. sept.",
            "-1\u{202F}234\u{202F}567,89|1\u{202F}234,50|12\u{202F}345|1234,50"
        ),
        (
            "fr-BE", "dimanche 24 décembre 2023|dim.|déc.|décembre|déc.|dimanche|dim.",
            "janvier janv. janv.|juin juin juin|juillet juil. juil.|septembre sept. sept.",
            "-1\u{202F}234\u{202F}567,89|1\u{202F}234,50|12\u{202F}345|1234,50"
        ),
        (
            "fr-CA", "dimanche 24 décembre 2023|dim.|déc.|décembre|déc.|dimanche|dim.",
            "janvier janv. janv.|juin juin juin|juillet juill. juill.|septembre sept. sept.",
            "-1\u{A0}234\u{A0}567,89|1\u{A0}234,50|12\u{A0}345|1234,50"
        ),
        (
            "fr-CH", "dimanche 24 décembre 2023|dim.|déc.|décembre|déc.|dimanche|dim.",
            "janvier janv. janv.|juin juin juin|juillet juil. juil.|septembre sept. sept.",
            "-1\u{202F}234\u{202F}567,89|1\u{202F}234,50|12\u{202F}345|1234,50"
        ),
        (
            "fr-LU", "dimanche 24 décembre 2023|dim.|déc.|décembre|déc.|dimanche|dim.",
            "janvier janv. janv.|juin juin juin|juillet juil. juil.|septembre sept. sept.",
            "-1.234.567,89|1.234,50|12.345|1234,50"
        ),
        (
            "es", "domingo 24 diciembre 2023|dom|dic|diciembre|dic|domingo|dom",
            "enero ene ene|junio jun jun|julio jul jul|septiembre sept sept", "-1.234.567,89|1234,50|12.345|1234,50"
        ),
        (
            "es-ES", "domingo 24 diciembre 2023|dom|dic|diciembre|dic|domingo|dom",
            "enero ene ene|junio jun jun|julio jul jul|septiembre sept sept", "-1.234.567,89|1234,50|12.345|1234,50"
        ),
        (
            "es-MX", "domingo 24 diciembre 2023|dom|dic|diciembre|dic|domingo|dom",
            "enero ene ene|junio jun jun|julio jul jul|septiembre sep sep", "-1,234,567.89|1,234.50|12,345|1234.50"
        ),
        (
            "es-US", "domingo 24 diciembre 2023|dom|dic|diciembre|dic|domingo|dom",
            "enero ene ene|junio jun jun|julio jul jul|septiembre sept sept", "-1,234,567.89|1,234.50|12,345|1234.50"
        ),
        (
            "es-AR", "domingo 24 diciembre 2023|dom|dic|diciembre|dic|domingo|dom",
            "enero ene ene|junio jun jun|julio jul jul|septiembre sept sept", "-1.234.567,89|1.234,50|12.345|1234,50"
        ),
        (
            "es-419", "domingo 24 diciembre 2023|dom|dic|diciembre|dic|domingo|dom",
            "enero ene ene|junio jun jun|julio jul jul|septiembre sept sept", "-1,234,567.89|1,234.50|12,345|1234.50"
        ),
        (
            "it", "domenica 24 dicembre 2023|dom|dic|dicembre|dic|domenica|dom",
            "gennaio gen gen|giugno giu giu|luglio lug lug|settembre set set", "-1.234.567,89|1234,50|12.345|1234,50"
        ),
        (
            "it-IT", "domenica 24 dicembre 2023|dom|dic|dicembre|dic|domenica|dom",
            "gennaio gen gen|giugno giu giu|luglio lug lug|settembre set set", "-1.234.567,89|1234,50|12.345|1234,50"
        ),
        (
            "it-CH", "domenica 24 dicembre 2023|dom|dic|dicembre|dic|domenica|dom",
            "gennaio gen gen|giugno giu giu|luglio lug lug|settembre set set",
            "-1\u{2019}234\u{2019}567.89|1234.50|12\u{2019}345|1234.50"
        ),
        (
            "nl", "zondag 24 december 2023|zo|dec|december|dec|zondag|zo",
            "januari jan jan|juni jun jun|juli jul jul|september sep sep", "-1.234.567,89|1.234,50|12.345|1234,50"
        ),
        (
            "nl-NL", "zondag 24 december 2023|zo|dec|december|dec|zondag|zo",
            "januari jan jan|juni jun jun|juli jul jul|september sep sep", "-1.234.567,89|1.234,50|12.345|1234,50"
        ),
        (
            "nl-BE", "zondag 24 december 2023|zo|dec|december|dec|zondag|zo",
            "januari jan jan|juni jun jun|juli jul jul|september sep sep", "-1.234.567,89|1.234,50|12.345|1234,50"
        ),
        (
            "pt", "domingo 24 dezembro 2023|dom.|dez.|dezembro|dez.|domingo|dom.",
            "janeiro jan. jan.|junho jun. jun.|julho jul. jul.|setembro set. set.",
            "-1.234.567,89|1.234,50|12.345|1234,50"
        ),
        (
            "pt-BR", "domingo 24 dezembro 2023|dom.|dez.|dezembro|dez.|domingo|dom.",
            "janeiro jan. jan.|junho jun. jun.|julho jul. jul.|setembro set. set.",
            "-1.234.567,89|1.234,50|12.345|1234,50"
        ),
        (
            "pt-PT", "domingo 24 dezembro 2023|domingo|dez.|dezembro|dez.|domingo|domingo",
            "janeiro jan. jan.|junho jun. jun.|julho jul. jul.|setembro set. set.",
            "-1\u{A0}234\u{A0}567,89|1234,50|12\u{A0}345|1234,50"
        ),
        (
            "sv", "söndag 24 december 2023|sön|dec.|december|dec.|söndag|sön",
            "januari jan. jan.|juni juni juni|juli juli juli|september sep. sep.",
            "-1\u{A0}234\u{A0}567,89|1\u{A0}234,50|12\u{A0}345|1234,50"
        ),
        (
            "sv-SE", "söndag 24 december 2023|sön|dec.|december|dec.|söndag|sön",
            "januari jan. jan.|juni juni juni|juli juli juli|september sep. sep.",
            "-1\u{A0}234\u{A0}567,89|1\u{A0}234,50|12\u{A0}345|1234,50"
        ),
        (
            "sv-FI", "söndag 24 december 2023|sön|dec.|december|dec.|söndag|sön",
            "januari jan. jan.|juni juni juni|juli juli juli|september sep. sep.",
            "-1\u{A0}234\u{A0}567,89|1\u{A0}234,50|12\u{A0}345|1234,50"
        ),
        (
            "pl", "niedziela 24 grudnia 2023|niedz.|gru|grudzień|gru|niedziela|niedz.",
            "stycznia sty sty|czerwca cze cze|lipca lip lip|września wrz wrz",
            "-1\u{A0}234\u{A0}567,89|1234,50|12\u{A0}345|1234,50"
        ),
        (
            "pl-PL", "niedziela 24 grudnia 2023|niedz.|gru|grudzień|gru|niedziela|niedz.",
            "stycznia sty sty|czerwca cze cze|lipca lip lip|września wrz wrz",
            "-1\u{A0}234\u{A0}567,89|1234,50|12\u{A0}345|1234,50"
        ),
    ]

    @Test(arguments: cases)
    func namesAndSeparatorsFollowCLDR(_ identifier: String, _ dates: String, _ months: String, _ numbers: String) throws
    {
        let locale = try #require(ReportLocale(identifier: identifier))
        #expect(locale.identifier == identifier)
        func show(_ pattern: String, _ year: Int, _ month: Int, _ day: Int) throws -> String {
            let date = try #require(CivilDate(year: year, month: month, day: day))
            return try DatePattern.parse(pattern).get().localized(locale).format(date)
        }
        #expect(try show("EEEE d MMMM yyyy|EEE|MMM|LLLL|LLL|cccc|ccc", 2023, 12, 24) == dates)
        let shownMonths = try [(1, 2), (6, 5), (7, 3), (9, 5)].map { try show("MMMM MMM LLL", 2023, $0.0, $0.1) }
        #expect(shownMonths.joined(separator: "|") == months)
        let amount = try #require(FixedDecimal(parsing: "-1234567.891"))
        let small = try #require(FixedDecimal(parsing: "1234.5"))
        let shownNumbers = [
            NumberFormat(places: 2, grouping: true).localized(locale.numbers).format(.decimal(amount)),
            NumberFormat(places: 2, grouping: true).localized(locale.numbers).format(.decimal(small)),
            NumberFormat(places: nil, grouping: true).localized(locale.numbers).format(.int(12345)),
            NumberFormat(places: 2, grouping: false).localized(locale.numbers).format(.decimal(small)),
        ]
        #expect(shownNumbers.joined(separator: "|") == numbers)
    }

    @Test func theTableHoldsEveryCLDRLocaleSortedOnce() {
        let all = ReportLocale.identifiers
        #expect(Set(Self.cases.map(\.0)).isSubset(of: all))
        #expect(all == all.sorted())
        #expect(Set(all).count == all.count)
        #expect(all.count == ReportLocale.records.count)
        #expect(all.count > 900)
        for identifier in ["ja", "zh", "zh-Hant-TW", "ko", "tr", "ru", "ar", "hi", "en-IN", "sr-Latn-RS"] {
            #expect(ReportLocale(identifier: identifier)?.identifier == identifier)
        }
        #expect(ReportLocale.cldrVersion == "47")
    }

    @Test func everyLocaleDecodesTwelveMonthsAndSevenDays() {
        for identifier in ReportLocale.identifiers {
            let names = ReportLocale(identifier: identifier)?.names
            let lists = [
                names?.months, names?.monthAbbreviations, names?.standaloneMonths, names?.standaloneMonthAbbreviations,
            ]
            #expect(lists.allSatisfy { $0?.count == 12 && $0?.contains("") == false }, "\(identifier)")
            let days = [
                names?.weekdays, names?.weekdayAbbreviations, names?.standaloneWeekdays,
                names?.standaloneWeekdayAbbreviations,
            ]
            #expect(days.allSatisfy { $0?.count == 7 && $0?.contains("") == false }, "\(identifier)")
        }
    }

    @Test func indianGroupingPutsTwoDigitsAGroupAfterTheFirstThree() throws {
        let amount = try #require(FixedDecimal(parsing: "-123456789.5"))
        for identifier in ["hi", "en-IN"] {
            let locale = try #require(ReportLocale(identifier: identifier))
            #expect(locale.numbers.primaryGroup == 3)
            #expect(locale.numbers.secondaryGroup == 2)
            #expect(amount.formatted(places: 2, grouping: true, symbols: locale.numbers) == "-12,34,56,789.50")
            #expect(FixedDecimal(999).formatted(places: nil, grouping: true, symbols: locale.numbers) == "999")
            #expect(FixedDecimal(1000).formatted(places: nil, grouping: true, symbols: locale.numbers) == "1,000")
            #expect(FixedDecimal(100000).formatted(places: nil, grouping: true, symbols: locale.numbers) == "1,00,000")
        }
        let japanese = try #require(ReportLocale(identifier: "ja"))
        #expect(amount.formatted(places: 2, grouping: true, symbols: japanese.numbers) == "-123,456,789.50")
        #expect(japanese.names.months[11] == "12月")
    }

    @Test func theDefaultIsPOSIXAndWritesWhatItAlwaysDid() throws {
        let posix = ReportLocale.posix
        #expect(posix.identifier == "en-US-POSIX")
        #expect(posix.languageTag == "en")
        #expect(try #require(ReportLocale(identifier: "de-DE")).languageTag == "de-DE")
        #expect(posix.numbers == .posix)
        #expect(NumberSymbols.posix.decimal == UInt8(ascii: "."))
        #expect(NumberSymbols.posix.grouping == ",")
        #expect(NumberSymbols.posix.minimumGroupingDigits == 1)
        #expect(NumberSymbols.posix.isASCII)
        #expect(!(try #require(ReportLocale(identifier: "fr"))).numbers.isASCII)
        #expect(try #require(ReportLocale(identifier: "fr")).numbers.grouping == "\u{202F}")
        // Parsed patterns and formats start in the default locale.
        #expect(try DatePattern.parse("MMM").get().locale == posix)
        #expect(try NumberFormat.parse(",.2").get().symbols == .posix)
        #expect(try DatePattern.parse("MMM").get().localized(posix) == DatePattern.parse("MMM").get())
    }

    @Test(arguments: ["de_DE", "de-de", "DE", "german", "xx", "de-FR", "en-XX", "", " de", "de-DE-x"])
    func unknownLocalesAreNil(_ identifier: String) {
        #expect(ReportLocale(identifier: identifier) == nil)
    }

    @Test func aGermanStatementReadsGerman() throws {
        let german = try #require(ReportLocale(identifier: "de-DE"))
        let december = try #require(CivilDate(year: 2023, month: 12, day: 24))
        #expect(try DatePattern.parse("MMMM yyyy").get().localized(german).format(december) == "Dezember 2023")
        let amount = try #require(FixedDecimal(parsing: "-1234.56"))
        #expect(
            try ValueFormat.parse(",.2", for: .decimal).get().localized(german).format(.decimal(amount)) == "-1.234,56")
        #expect(amount.formatted(places: nil, grouping: true, symbols: german.numbers) == "-1.234,56")
        var bytes: [UInt8] = []
        amount.append(places: 3, grouping: false, symbols: german.numbers, to: &bytes)
        #expect(String(decoding: bytes, as: UTF8.self) == "-1234,560")
    }

    @Test func polishTellsTheFormatFormFromTheStandAloneOne() throws {
        let polish = try #require(ReportLocale(identifier: "pl"))
        let december = try #require(CivilDate(year: 2023, month: 12, day: 24))
        #expect(try DatePattern.parse("d MMMM yyyy").get().localized(polish).format(december) == "24 grudnia 2023")
        #expect(try DatePattern.parse("LLLL yyyy").get().localized(polish).format(december) == "grudzień 2023")
    }

    @Test func symbolsKeepTheirParts() {
        let swiss = NumberSymbols(decimal: ".", grouping: "\u{2019}", minimumGroupingDigits: 2)
        #expect(swiss.decimal == UInt8(ascii: "."))
        #expect(swiss.grouping == "\u{2019}")
        #expect(swiss.minimumGroupingDigits == 2)
        #expect(!swiss.isASCII)
        #expect(swiss != .posix)
        // A separator longer than four UTF-8 bytes is cut, not trapped on.
        #expect(NumberSymbols(decimal: ",", grouping: "👍🏽").grouping.utf8.count == 4)
    }
}
