import Testing

@_spi(Fuzzing) @testable import ReportGenCore

/// How date patterns spell numbers and whole dates.
@Suite struct DatePatternTests {
    /// Digits are padded with zeros to the width, after the sign; the extremes keep every digit.
    @Test func numbersArePaddedToTheirWidth() {
        let cases: [(Int, Int, String)] = [
            (0, 2, "00"), (7, 2, "07"), (42, 1, "42"), (2000, 4, "2000"), (5, 4, "0005"), (-5, 4, "-0005"),
            (123, 2, "123"), (1, 9, "000000001"), (123_456_789, 9, "123456789"), (0, 0, "0"),
            (Int.max, 1, "9223372036854775807"), (Int.min, 2, "-9223372036854775808"),
            // Up to four digits are written straight; past them, and from width 5, as the rest.
            (9_999, 4, "9999"), (10_000, 4, "10000"), (99, 3, "099"), (999, 3, "999"), (0, 4, "0000"),
            (10, 1, "10"), (9, 5, "00009"), (1_000, 2, "1000"),
        ]
        for (value, width, text) in cases {
            #expect(DatePattern.pad(value, width) == text, "\(value) \(width)")
        }
    }

    @Test func datesAreSpelledByTheirPattern() throws {
        let pattern = try DatePattern.parse("MMM dd, yyyy 'y' d/M/yy EEE").get()
        let date = try #require(CivilDate(year: 2016, month: 4, day: 1))
        #expect(pattern.format(date) == "Apr 01, 2016 y 1/4/16 Fri")
    }

    /// Every number step spells what ``DatePattern/pad(_:_:)`` spells, for days across the whole
    /// range of years (four digits and more, before year 0, at the ends of the calendar's words
    /// and beyond them) and every second of a day's edges; names come from the locale's lists,
    /// short and long (a text too long to be a small string is built another way).
    @Test func everyStepSpellsItsPartOfAnyDate() throws {
        let numbers = try DatePattern.parse("yyyy|yy|MM|M|dd|d|HH:mm:ss").get()
        let days =
            [Int.min / 4, -365_000_000, -1_000_000_000 / 3, -719_468, -1, 0, 1, 10_957, 2_932_896, 2_932_897]
            + Array(stride(from: -800_000, through: 800_000, by: 997)) + [365_000_000, Int.max / 4]
        let seconds = [0, 1, 59, 60, 3_599, 3_600, 43_210, 86_399]
        for day in days {
            let date = CivilDate(daysSinceEpoch: day)
            let (y, m, d) = date.components
            for second in seconds {
                let spelled = [
                    DatePattern.pad(y, 4), DatePattern.pad((y % 100 + 100) % 100, 2), DatePattern.pad(m, 2),
                    DatePattern.pad(m, 1), DatePattern.pad(d, 2), DatePattern.pad(d, 1),
                    DatePattern.pad(second / 3600, 2) + ":" + DatePattern.pad(second / 60 % 60, 2) + ":"
                        + DatePattern.pad(second % 60, 2),
                ].joined(separator: "|")
                #expect(numbers.format(date: date, secondOfDay: second) == spelled, "\(day) \(second)")
            }
        }
        for identifier in ["en-US-POSIX", "de", "pl", "pt"] {
            let locale = try #require(ReportLocale(identifier: identifier))
            let names = try DatePattern.parse("EEEE, d. MMMM yyyy (EEE, MMM, LLLL, cccc)").get().localized(locale)
            for day in stride(from: 19_000, to: 19_400, by: 13) {
                let date = CivilDate(daysSinceEpoch: day)
                let (y, m, d) = date.components
                let n = locale.names
                let spelled =
                    "\(n.weekdays[date.weekday - 1]), \(d). \(n.months[m - 1]) \(y) (\(n.weekdayAbbreviations[date.weekday - 1]), "
                    + "\(n.monthAbbreviations[m - 1]), \(n.standaloneMonths[m - 1]), \(n.standaloneWeekdays[date.weekday - 1]))"
                #expect(names.format(date) == spelled, "\(identifier) \(day)")
            }
        }
        // A short text is a small string; its bytes are the same either way.
        let short = try DatePattern.parse("MMM dd, yyyy").get()
        #expect(short.format(try #require(CivilDate(year: 2000, month: 1, day: 1))) == "Jan 01, 2000")
        #expect(short.format(try #require(CivilDate(year: 12_345, month: 12, day: 31))) == "Dec 31, 12345")
        #expect(short.format(try #require(CivilDate(year: -44, month: 3, day: 15))) == "Mar 15, -0044")
    }
}
