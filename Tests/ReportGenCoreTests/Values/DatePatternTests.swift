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
}
