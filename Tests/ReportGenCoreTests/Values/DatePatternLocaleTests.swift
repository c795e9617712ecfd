import Testing

@_spi(Fuzzing) @testable import ReportGenCore

/// Reading month and weekday names: the layout's locale, both forms, English too, any case.
@Suite struct DatePatternLocaleTests {
    func read(_ text: String, _ pattern: String, _ locale: String = "en-US-POSIX") throws -> String? {
        let p = try DatePattern.parse(pattern).get().localized(try #require(ReportLocale(identifier: locale)))
        return Array(text.utf8).withUnsafeBufferPointer { p.parse($0) }?.date.description
    }

    @Test func readsTheLocalesNames() throws {
        #expect(try read("24. Dezember 2023", "d. MMMM yyyy", "de") == "2023-12-24")
        #expect(try read("1. März 2024", "d. MMMM yyyy", "de-DE") == "2024-03-01")
        #expect(try read("1. Jänner 2024", "d. MMMM yyyy", "de-AT") == "2024-01-01")
        #expect(try read("24 décembre 2023", "d MMMM yyyy", "fr") == "2023-12-24")
        #expect(try read("24 grudnia 2023", "d MMMM yyyy", "pl") == "2023-12-24")
        #expect(try read("1 février 2024", "d MMMM yyyy", "fr-CH") == "2024-02-01")
        #expect(try read("3 maart 2024", "d MMMM yyyy", "nl") == "2024-03-03")
        #expect(try read("3 de março de 2024", "d 'de' MMMM 'de' yyyy", "pt") == "2024-03-03")
    }

    @Test func readsFormatAndStandAloneFormsWhateverThePatternSays() throws {
        // CLDR's German abbreviations are "Dez." (in a date) and "Dez" (alone): both read.
        #expect(try read("24 Dez. 2023", "d MMM yyyy", "de") == "2023-12-24")
        #expect(try read("24 Dez 2023", "d MMM yyyy", "de") == "2023-12-24")
        #expect(try read("24 Dez 2023", "d LLL yyyy", "de") == "2023-12-24")
        #expect(try read("grudzień 2023 1", "LLLL yyyy d", "pl") == "2023-12-01")
        #expect(try read("grudnia 2023 1", "LLLL yyyy d", "pl") == "2023-12-01")
        #expect(try read("So., 24.12.2023", "EEE, dd.MM.yyyy", "de") == "2023-12-24")
        #expect(try read("So, 24.12.2023", "ccc, dd.MM.yyyy", "de") == "2023-12-24")
        #expect(try read("Sonntag, 24.12.2023", "cccc, dd.MM.yyyy", "de") == "2023-12-24")
    }

    @Test func readsEnglishNamesInEveryLocale() throws {
        #expect(try read("24 December 2023", "d MMMM yyyy", "de") == "2023-12-24")
        #expect(try read("24-Dec-2023", "d-MMM-yyyy", "fr") == "2023-12-24")
        #expect(try read("Sun 24.12.2023", "EEE dd.MM.yyyy", "pl") == "2023-12-24")
        #expect(try read("24 Sep 2023", "d MMM yyyy", "en-GB") == "2023-09-24")
        #expect(try read("24 Sept 2023", "d MMM yyyy", "en-GB") == "2023-09-24")
    }

    @Test func namesMatchInAnyCaseOfTheirLettersOrInCapitals() throws {
        #expect(try read("24. DEZEMBER 2023", "d. MMMM yyyy", "de") == "2023-12-24")
        #expect(try read("24. dezember 2023", "d. MMMM yyyy", "de") == "2023-12-24")
        #expect(try read("1. MÄRZ 2024", "d. MMMM yyyy", "de") == "2024-03-01")
        #expect(try read("24 DÉC. 2023", "d MMM yyyy", "fr") == "2023-12-24")
        #expect(try read("24 dec 2023", "d MMM yyyy") == "2023-12-24")
    }

    @Test func theLongestNameWins() throws {
        // "Juni" is a German abbreviation and "Jun" an English one: "Juni" reads whole.
        #expect(try read("Juni 2023 5", "MMM yyyy d", "de") == "2023-06-05")
        #expect(try read("Jun 2023 5", "MMM yyyy d", "de") == "2023-06-05")
        #expect(try read("June 2023 5", "MMM yyyy d", "en-AU") == "2023-06-05")
        #expect(try read("mars 2023 5", "MMMM yyyy d", "fr") == "2023-03-05")
        #expect(try read("mar. 2023 5", "MMM yyyy d", "pt") == "2023-03-05")
    }

    @Test func rejectsWhatIsNoName() throws {
        #expect(try read("24. Dezembe 2023", "d. MMMM yyyy", "de") == nil)
        #expect(try read("24. Dezember", "d. MMMM yyyy", "de") == nil)
        #expect(try read("24 dec. 2023", "d MMM yyyy", "fr") == nil)  // no accent
        // The default locale reads English only, as it always did.
        #expect(try read("24 Dez 2023", "d MMM yyyy") == nil)
        #expect(try read("24 December 2023", "d MMM yyyy") == nil)
    }
}
