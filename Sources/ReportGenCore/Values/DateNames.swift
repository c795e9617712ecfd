/// A locale's month and weekday names, for showing dates and for reading them.
///
/// CLDR distinguishes the *format* form (inside a date: Polish "24 grudnia") from the
/// *stand-alone* form (on its own: "grudzień 2023"); patterns pick one with `MMMM`/`MMM` and
/// `LLLL`/`LLL` (`EEEE`/`EEE` and `cccc`/`ccc` for weekdays). Lists are January first and Monday
/// first. A final class, so that patterns and row fields share one copy.
final class DateNames: Hashable, Sendable {
    /// The locale the names come from.
    let identifier: String
    /// `MMMM`: "Dezember".
    let months: [String]
    /// `MMM`: "Dez.".
    let monthAbbreviations: [String]
    /// `LLLL`: "Dezember" (Polish "grudzień" against `MMMM` "grudnia").
    let standaloneMonths: [String]
    /// `LLL`: "Dez".
    let standaloneMonthAbbreviations: [String]
    /// `EEEE`: "Sonntag".
    let weekdays: [String]
    /// `EEE`: "So.".
    let weekdayAbbreviations: [String]
    /// `cccc`: "Sonntag".
    let standaloneWeekdays: [String]
    /// `ccc`: "So".
    let standaloneWeekdayAbbreviations: [String]

    /// One spelling to read: its UTF-8 bytes and the month (1–12) or weekday (1–7) it names.
    struct Spelling: Sendable {
        var bytes: [UInt8]
        var number: Int
    }

    /// What reading accepts for wide and abbreviated names, longest first: this locale's format
    /// and stand-alone forms, then the English ones, each as written and in capitals.
    let wideMonthSpellings: [Spelling]
    let abbreviatedMonthSpellings: [Spelling]
    let wideWeekdaySpellings: [Spelling]
    let abbreviatedWeekdaySpellings: [Spelling]

    init(
        identifier: String, months: [String], monthAbbreviations: [String], standaloneMonths: [String]? = nil,
        standaloneMonthAbbreviations: [String]? = nil, weekdays: [String], weekdayAbbreviations: [String],
        standaloneWeekdays: [String]? = nil, standaloneWeekdayAbbreviations: [String]? = nil,
        alsoReading english: DateNames? = nil
    ) {
        self.identifier = identifier
        self.months = months
        self.monthAbbreviations = monthAbbreviations
        self.standaloneMonths = standaloneMonths ?? months
        self.standaloneMonthAbbreviations = standaloneMonthAbbreviations ?? monthAbbreviations
        self.weekdays = weekdays
        self.weekdayAbbreviations = weekdayAbbreviations
        self.standaloneWeekdays = standaloneWeekdays ?? weekdays
        self.standaloneWeekdayAbbreviations = standaloneWeekdayAbbreviations ?? weekdayAbbreviations
        wideMonthSpellings = Self.spellings(
            [months, self.standaloneMonths], english: english.map { [$0.months, $0.standaloneMonths] })
        abbreviatedMonthSpellings = Self.spellings(
            [monthAbbreviations, self.standaloneMonthAbbreviations],
            english: english.map { [$0.monthAbbreviations, $0.standaloneMonthAbbreviations] })
        wideWeekdaySpellings = Self.spellings(
            [weekdays, self.standaloneWeekdays], english: english.map { [$0.weekdays, $0.standaloneWeekdays] })
        abbreviatedWeekdaySpellings = Self.spellings(
            [weekdayAbbreviations, self.standaloneWeekdayAbbreviations],
            english: english.map { [$0.weekdayAbbreviations, $0.standaloneWeekdayAbbreviations] })
    }

    private static func spellings(_ own: [[String]], english: [[String]]?) -> [Spelling] {
        var seen = Set<String>()
        var result: [Spelling] = []
        for list in own + (english ?? []) {
            for (index, name) in list.enumerated() {
                for spelling in [name, name.uppercased()] where seen.insert(spelling).inserted {
                    result.append(Spelling(bytes: Array(spelling.utf8), number: index + 1))
                }
            }
        }
        // Longest first, so that "Juni" is not read as "Jun" followed by an "i".
        return result.enumerated().sorted {
            ($0.element.bytes.count, -$0.offset) > ($1.element.bytes.count, -$1.offset)
        }.map(\.element)
    }

    static func == (lhs: DateNames, rhs: DateNames) -> Bool { lhs.identifier == rhs.identifier }

    func hash(into hasher: inout Hasher) { hasher.combine(identifier) }
}
