// Month and weekday names and number separators from the Unicode CLDR (version 47, the
// `cldr-json` `ca-gregorian` and `numbers` data of each locale), written out so that output does
// not depend on the platform's locale data.

extension DateNames {
    /// English (CLDR `en`): the names of the default locale, and what every locale also reads.
    static let english = DateNames(
        identifier: "en",
        months: list("January|February|March|April|May|June|July|August|September|October|November|December"),
        monthAbbreviations: list("Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec"),
        weekdays: list("Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday"),
        weekdayAbbreviations: list("Mon|Tue|Wed|Thu|Fri|Sat|Sun"))

    /// English (CLDR `en-GB`).
    static let englishGB = DateNames(
        identifier: "en-GB",
        months: list("January|February|March|April|May|June|July|August|September|October|November|December"),
        monthAbbreviations: list("Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sept|Oct|Nov|Dec"),
        weekdays: list("Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday"),
        weekdayAbbreviations: list("Mon|Tue|Wed|Thu|Fri|Sat|Sun"),
        alsoReading: english)

    /// English (CLDR `en-AU`).
    static let englishAU = DateNames(
        identifier: "en-AU",
        months: list("January|February|March|April|May|June|July|August|September|October|November|December"),
        monthAbbreviations: list("Jan|Feb|Mar|Apr|May|June|July|Aug|Sept|Oct|Nov|Dec"),
        weekdays: list("Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday"),
        weekdayAbbreviations: list("Mon|Tue|Wed|Thu|Fri|Sat|Sun"),
        alsoReading: english)

    /// German (CLDR `de`).
    static let german = DateNames(
        identifier: "de",
        months: list("Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember"),
        monthAbbreviations: list("Jan.|Feb.|März|Apr.|Mai|Juni|Juli|Aug.|Sept.|Okt.|Nov.|Dez."),
        standaloneMonthAbbreviations: list("Jan|Feb|Mär|Apr|Mai|Jun|Jul|Aug|Sep|Okt|Nov|Dez"),
        weekdays: list("Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonntag"),
        weekdayAbbreviations: list("Mo.|Di.|Mi.|Do.|Fr.|Sa.|So."),
        standaloneWeekdayAbbreviations: list("Mo|Di|Mi|Do|Fr|Sa|So"),
        alsoReading: english)

    /// German (CLDR `de-AT`).
    static let germanAT = DateNames(
        identifier: "de-AT",
        months: list("Jänner|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember"),
        monthAbbreviations: list("Jän.|Feb.|März|Apr.|Mai|Juni|Juli|Aug.|Sep.|Okt.|Nov.|Dez."),
        standaloneMonthAbbreviations: list("Jän|Feb|Mär|Apr|Mai|Jun|Jul|Aug|Sep|Okt|Nov|Dez"),
        weekdays: list("Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonntag"),
        weekdayAbbreviations: list("Mo.|Di.|Mi.|Do.|Fr.|Sa.|So."),
        standaloneWeekdayAbbreviations: list("Mo|Di|Mi|Do|Fr|Sa|So"),
        alsoReading: english)

    /// French (CLDR `fr`).
    static let french = DateNames(
        identifier: "fr",
        months: list("janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre"),
        monthAbbreviations: list("janv.|févr.|mars|avr.|mai|juin|juil.|août|sept.|oct.|nov.|déc."),
        weekdays: list("lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche"),
        weekdayAbbreviations: list("lun.|mar.|mer.|jeu.|ven.|sam.|dim."),
        alsoReading: english)

    /// French (CLDR `fr-CA`).
    static let frenchCA = DateNames(
        identifier: "fr-CA",
        months: list("janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre"),
        monthAbbreviations: list("janv.|févr.|mars|avr.|mai|juin|juill.|août|sept.|oct.|nov.|déc."),
        weekdays: list("lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche"),
        weekdayAbbreviations: list("lun.|mar.|mer.|jeu.|ven.|sam.|dim."),
        alsoReading: english)

    /// Spanish (CLDR `es`).
    static let spanish = DateNames(
        identifier: "es",
        months: list("enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre"),
        monthAbbreviations: list("ene|feb|mar|abr|may|jun|jul|ago|sept|oct|nov|dic"),
        weekdays: list("lunes|martes|miércoles|jueves|viernes|sábado|domingo"),
        weekdayAbbreviations: list("lun|mar|mié|jue|vie|sáb|dom"),
        alsoReading: english)

    /// Spanish (CLDR `es-MX`).
    static let spanishMX = DateNames(
        identifier: "es-MX",
        months: list("enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre"),
        monthAbbreviations: list("ene|feb|mar|abr|may|jun|jul|ago|sep|oct|nov|dic"),
        weekdays: list("lunes|martes|miércoles|jueves|viernes|sábado|domingo"),
        weekdayAbbreviations: list("lun|mar|mié|jue|vie|sáb|dom"),
        alsoReading: english)

    /// Italian (CLDR `it`).
    static let italian = DateNames(
        identifier: "it",
        months: list("gennaio|febbraio|marzo|aprile|maggio|giugno|luglio|agosto|settembre|ottobre|novembre|dicembre"),
        monthAbbreviations: list("gen|feb|mar|apr|mag|giu|lug|ago|set|ott|nov|dic"),
        weekdays: list("lunedì|martedì|mercoledì|giovedì|venerdì|sabato|domenica"),
        weekdayAbbreviations: list("lun|mar|mer|gio|ven|sab|dom"),
        alsoReading: english)

    /// Dutch (CLDR `nl`).
    static let dutch = DateNames(
        identifier: "nl",
        months: list("januari|februari|maart|april|mei|juni|juli|augustus|september|oktober|november|december"),
        monthAbbreviations: list("jan|feb|mrt|apr|mei|jun|jul|aug|sep|okt|nov|dec"),
        weekdays: list("maandag|dinsdag|woensdag|donderdag|vrijdag|zaterdag|zondag"),
        weekdayAbbreviations: list("ma|di|wo|do|vr|za|zo"),
        alsoReading: english)

    /// Portuguese (CLDR `pt`).
    static let portuguese = DateNames(
        identifier: "pt",
        months: list("janeiro|fevereiro|março|abril|maio|junho|julho|agosto|setembro|outubro|novembro|dezembro"),
        monthAbbreviations: list("jan.|fev.|mar.|abr.|mai.|jun.|jul.|ago.|set.|out.|nov.|dez."),
        weekdays: list("segunda-feira|terça-feira|quarta-feira|quinta-feira|sexta-feira|sábado|domingo"),
        weekdayAbbreviations: list("seg.|ter.|qua.|qui.|sex.|sáb.|dom."),
        alsoReading: english)

    /// Portuguese (CLDR `pt-PT`).
    static let portuguesePT = DateNames(
        identifier: "pt-PT",
        months: list("janeiro|fevereiro|março|abril|maio|junho|julho|agosto|setembro|outubro|novembro|dezembro"),
        monthAbbreviations: list("jan.|fev.|mar.|abr.|mai.|jun.|jul.|ago.|set.|out.|nov.|dez."),
        weekdays: list("segunda-feira|terça-feira|quarta-feira|quinta-feira|sexta-feira|sábado|domingo"),
        weekdayAbbreviations: list("segunda|terça|quarta|quinta|sexta|sábado|domingo"),
        alsoReading: english)

    /// Swedish (CLDR `sv`).
    static let swedish = DateNames(
        identifier: "sv",
        months: list("januari|februari|mars|april|maj|juni|juli|augusti|september|oktober|november|december"),
        monthAbbreviations: list("jan.|feb.|mars|apr.|maj|juni|juli|aug.|sep.|okt.|nov.|dec."),
        weekdays: list("måndag|tisdag|onsdag|torsdag|fredag|lördag|söndag"),
        weekdayAbbreviations: list("mån|tis|ons|tors|fre|lör|sön"),
        alsoReading: english)

    /// Polish (CLDR `pl`).
    static let polish = DateNames(
        identifier: "pl",
        months: list(
            "stycznia|lutego|marca|kwietnia|maja|czerwca|lipca|sierpnia|września|października|listopada|grudnia"),
        monthAbbreviations: list("sty|lut|mar|kwi|maj|cze|lip|sie|wrz|paź|lis|gru"),
        standaloneMonths: list(
            "styczeń|luty|marzec|kwiecień|maj|czerwiec|lipiec|sierpień|wrzesień|październik|listopad|grudzień"),
        weekdays: list("poniedziałek|wtorek|środa|czwartek|piątek|sobota|niedziela"),
        weekdayAbbreviations: list("pon.|wt.|śr.|czw.|pt.|sob.|niedz."),
        alsoReading: english)

    /// `"a|b|c"` as `["a", "b", "c"]`.
    private static func list(_ text: String) -> [String] { text.split(separator: "|").map(String.init) }
}

extension ReportLocale {
    /// Every locale a layout may name: identifier, names, separators (and CLDR's minimum
    /// grouping digits where it is 2). A language alone is its main country's variant.
    static let entries: [Entry] = [
        entry("en", .english, ".", ","),
        entry("en-US", .english, ".", ","),
        Entry(identifier: "en-US-POSIX", names: .english, numbers: .posix),
        entry("en-GB", .englishGB, ".", ","),
        entry("en-AU", .englishAU, ".", ","),
        entry("en-CA", .english, ".", ","),
        entry("en-IE", .englishGB, ".", ","),
        entry("en-NZ", .englishGB, ".", ","),
        entry("de", .german, ",", "."),
        entry("de-DE", .german, ",", "."),
        entry("de-AT", .germanAT, ",", "\u{A0}"),
        entry("de-CH", .german, ".", "\u{2019}"),
        entry("de-LI", .german, ".", "\u{2019}"),
        entry("de-LU", .german, ",", "."),
        entry("de-BE", .german, ",", "."),
        entry("fr", .french, ",", "\u{202F}"),
        entry("fr-FR", .french, ",", "\u{202F}"),
        entry("fr-BE", .french, ",", "\u{202F}"),
        entry("fr-CA", .frenchCA, ",", "\u{A0}"),
        entry("fr-CH", .french, ",", "\u{202F}"),
        entry("fr-LU", .french, ",", "."),
        entry("es", .spanish, ",", ".", minimumGroupingDigits: 2),
        entry("es-ES", .spanish, ",", ".", minimumGroupingDigits: 2),
        entry("es-MX", .spanishMX, ".", ","),
        entry("es-US", .spanish, ".", ","),
        entry("es-AR", .spanish, ",", "."),
        entry("es-419", .spanish, ".", ","),
        entry("it", .italian, ",", ".", minimumGroupingDigits: 2),
        entry("it-IT", .italian, ",", ".", minimumGroupingDigits: 2),
        entry("it-CH", .italian, ".", "\u{2019}", minimumGroupingDigits: 2),
        entry("nl", .dutch, ",", "."),
        entry("nl-NL", .dutch, ",", "."),
        entry("nl-BE", .dutch, ",", "."),
        entry("pt", .portuguese, ",", "."),
        entry("pt-BR", .portuguese, ",", "."),
        entry("pt-PT", .portuguesePT, ",", "\u{A0}", minimumGroupingDigits: 2),
        entry("sv", .swedish, ",", "\u{A0}"),
        entry("sv-SE", .swedish, ",", "\u{A0}"),
        entry("sv-FI", .swedish, ",", "\u{A0}"),
        entry("pl", .polish, ",", "\u{A0}", minimumGroupingDigits: 2),
        entry("pl-PL", .polish, ",", "\u{A0}", minimumGroupingDigits: 2),
    ]

    private static func entry(
        _ identifier: String, _ names: @autoclosure @escaping @Sendable () -> DateNames, _ decimal: Character,
        _ grouping: Character,
        minimumGroupingDigits: Int = 1
    ) -> Entry {
        Entry(
            identifier: identifier, names: names(),
            numbers: NumberSymbols(decimal: decimal, grouping: grouping, minimumGroupingDigits: minimumGroupingDigits))
    }
}
