import Testing

@_spi(Fuzzing) @testable import ReportGenCore

@Suite struct CivilDateTests {
    func parse(_ s: String) -> CivilDate? {
        Array(s.utf8).withUnsafeBufferPointer { CivilDate.parseISO($0) }
    }

    @Test(arguments: [
        "2016-02-30", "2023-02-29", "2016-13-01", "2016-00-10", "2016-04-31", "2016-4-01", "2016/04/01", "20160401",
        "2016-04-01 ",
    ])
    func rejectsInvalidDates(_ text: String) {
        #expect(parse(text) == nil)
    }

    /// The digits and dashes are checked eight bytes at a time: a byte just below `0` or just
    /// above `9`, with its top bit set, or a dash's neighbours, is refused at every place.
    @Test func rejectsBytesNextToDigitsAtEveryPlace() {
        let valid = Array("2016-04-21".utf8)
        #expect(valid.withUnsafeBufferPointer { CivilDate.parseISO($0) } == CivilDate(year: 2016, month: 4, day: 21))
        var accepted: [[UInt8]] = []
        for place in 0..<valid.count {
            let isDash = place == 4 || place == 7
            let strangers: [UInt8] =
                isDash ? [0x2C, 0x2E, 0x30, 0xAD, 0x00] : [0x2F, 0x3A, 0x2D, 0x00, valid[place] | 0x80]
            for byte in strangers {
                var bytes = valid
                bytes[place] = byte
                if bytes.withUnsafeBufferPointer({ CivilDate.parseISO($0) }) != nil { accepted.append(bytes) }
            }
        }
        #expect(accepted == [])
    }

    /// Four-digit years take a shorter computation than ``CivilDate/init(year:month:day:)``: the
    /// same day for every year, month and day they can write, and the same refusals.
    @Test func fourDigitYearsCountDaysAsTheGeneralRule() {
        var mismatches = 0
        for year in 0...9999 {
            for month in 0...13 {
                for day in [0, 1, 2, 27, 28, 29, 30, 31, 32] {
                    let general = CivilDate(year: year, month: month, day: day)
                    if CivilDate(fourDigitYear: year, month: month, day: day) != general { mismatches += 1 }
                }
            }
        }
        #expect(mismatches == 0)
        #expect(parse("0000-01-01") == CivilDate(year: 0, month: 1, day: 1))
        #expect(parse("0000-02-29") == CivilDate(year: 0, month: 2, day: 29))
        #expect(parse("9999-12-31") == CivilDate(year: 9999, month: 12, day: 31))
    }

    @Test func acceptsLeapDays() {
        #expect(parse("2016-02-29") != nil)
        #expect(parse("2000-02-29") != nil)
        #expect(parse("1900-02-29") == nil)
    }

    @Test func roundTripsAndKnowsWeekdays() throws {
        let date = try #require(parse("2016-04-01"))
        #expect(date.description == "2016-04-01")
        #expect(date.weekday == 5)  // Friday
        #expect(try #require(parse("1970-01-01")).daysSinceEpoch == 0)
        #expect(try #require(parse("1969-12-31")).daysSinceEpoch == -1)
        for days in stride(from: -800_000, through: 800_000, by: 997) {
            let d = CivilDate(daysSinceEpoch: days)
            let (y, m, dd) = d.components
            #expect(CivilDate(year: y, month: m, day: dd) == d)
        }
    }

    /// ``CivilDate/components`` works in 32-bit words over the days of years -999,999 to
    /// 999,999 and far beyond; the era arithmetic it replaces gives the same day everywhere, and
    /// takes over outside the words.
    @Test func componentsAgreeWithTheEraArithmetic() throws {
        let first = try #require(CivilDate(year: -999_999, month: 1, day: 1)).daysSinceEpoch
        let last = try #require(CivilDate(year: 999_999, month: 12, day: 31)).daysSinceEpoch
        var days = Array(-2_000..<2_000) + [first, first + 1, last - 1, last, .min / 2, .max / 2, -366_108_066]
        days += [-366_108_065, 707_633_758, 707_633_759, Int(Int32.max), Int(Int32.min)]
        days += stride(from: first, through: last, by: 9_973)
        var mismatches: [Int] = []
        for day in days {
            let date = CivilDate(daysSinceEpoch: day)
            if date.components != date.civilComponents { mismatches.append(day) }
        }
        #expect(mismatches == [])
        #expect(CivilDate(daysSinceEpoch: first).components == (-999_999, 1, 1))
        #expect(CivilDate(daysSinceEpoch: last).components == (999_999, 12, 31))
        #expect(CivilDate(daysSinceEpoch: 11_016).components == (2000, 2, 29))
    }

    @Test func formatsPatterns() throws {
        let date = try #require(parse("2016-04-01"))
        let pattern = try DatePattern.parse("MMM dd, yyyy").get()
        #expect(pattern.format(date) == "Apr 01, 2016")
        #expect(try DatePattern.parse("EEEE d MMMM yy").get().format(date) == "Friday 1 April 16")
        #expect(try DatePattern.parse("'Week of' EEE").get().format(date) == "Week of Fri")
        #expect(try DatePattern.parse("yyyy-MM-dd''").get().format(date) == "2016-04-01'")
        // A name followed by text is written with it, one step: a name at the end, a name right
        // after a name, quoted text after a name, and every month's and weekday's own text.
        #expect(try DatePattern.parse("EEE, MMM d 'of' yyyy MMMM").get().format(date) == "Fri, Apr 1 of 2016 April")
        #expect(try DatePattern.parse("EEEMMM'!'").get().format(date) == "FriApr!")
        let names = try DatePattern.parse("MMMM/EEE.").get()
        for (day, text) in [
            ("2016-01-04", "January/Mon."), ("2016-09-07", "September/Wed."), ("2016-12-31", "December/Sat."),
        ] {
            #expect(names.format(try #require(parse(day))) == text)
        }
    }

    @Test func rejectsUnknownPatternLetters() {
        guard case .failure(let problem) = DatePattern.parse("MMM dd, YYYY") else {
            Issue.record("expected a failure")
            return
        }
        #expect(problem.offset == 8)
        #expect(
            problem.message
                == "'YYYY' is not a date pattern letter (use yyyy yy MMMM MMM MM M dd d EEEE EEE HH mm ss LLLL LLL cccc ccc, and quote literal text)"
        )
    }

    @Test func parsesCustomInputPatterns() throws {
        let pattern = try DatePattern.parse("dd/MM/yyyy").get()
        let parsed = Array("01/04/2016".utf8).withUnsafeBufferPointer { pattern.parse($0) }
        #expect(parsed?.date.description == "2016-04-01")
        #expect(Array("31/02/2016".utf8).withUnsafeBufferPointer { pattern.parse($0) } == nil)
    }

    @Test func parsesISODateTimes() throws {
        func t(_ s: String) -> Timestamp? { Array(s.utf8).withUnsafeBufferPointer { Timestamp.parseISO($0) } }
        #expect(t("2016-04-01T09:30:00Z")?.description == "2016-04-01T09:30:00Z")
        #expect(t("2016-04-01T09:30:00+02:00")?.description == "2016-04-01T07:30:00Z")
        // No zone in the text: a naive date-time, shown as read.
        #expect(t("2016-04-01 09:30")?.description == "2016-04-01T09:30:00")
        #expect(t("2016-04-01 09:30")?.isNaive == true)
        #expect(t("2016-04-01T09:30:00.250Z")?.description == "2016-04-01T09:30:00.25Z")
        #expect(t("2016-04-01T24:00:00Z") == nil)
        #expect(t("2016-02-30T10:00:00Z") == nil)
    }

    @Test func isoTextIsThePatternsText() throws {
        #expect(try #require(CivilDate(year: 2016, month: 4, day: 1)).description == "2016-04-01")
        #expect(try #require(CivilDate(year: 7, month: 12, day: 31)).description == "0007-12-31")
        #expect(try #require(CivilDate(year: -44, month: 3, day: 15)).description == "-0044-03-15")
        #expect(try #require(CivilDate(year: 123_456, month: 1, day: 9)).description == "123456-01-09")
        #expect(try #require(CivilDate(year: 9_999, month: 12, day: 31)).description == "9999-12-31")
        #expect(try #require(CivilDate(year: 10_000, month: 1, day: 1)).description == "10000-01-01")
        #expect(try #require(CivilDate(year: 0, month: 1, day: 1)).description == "0000-01-01")
        #expect(try #require(CivilDate(year: -1, month: 12, day: 31)).description == "-0001-12-31")
        // Every seventh day for some 2,700 years either side of 1970, as the pattern writes it.
        for days in stride(from: -1_000_000, through: 1_000_000, by: 7) {
            let date = CivilDate(daysSinceEpoch: days)
            #expect(date.description == DatePattern.iso.format(date), "\(days)")
        }
    }

    /// A date with a four-digit year, and only one, can be written as ten bytes where they go;
    /// they are the date's text.
    @Test func fourDigitYearsAreWrittenInPlace() throws {
        let first = try #require(CivilDate(year: 0, month: 1, day: 1))
        let last = try #require(CivilDate(year: 9_999, month: 12, day: 31))
        #expect(first.hasFourDigitYear && last.hasFourDigitYear)
        #expect(!CivilDate(daysSinceEpoch: first.daysSinceEpoch - 1).hasFourDigitYear)
        #expect(!CivilDate(daysSinceEpoch: last.daysSinceEpoch + 1).hasFourDigitYear)
        for days in [first.daysSinceEpoch, -1, 0, 16_892, last.daysSinceEpoch] {
            let date = CivilDate(daysSinceEpoch: days)
            var bytes = [UInt8](repeating: 0, count: 10)
            bytes.withUnsafeMutableBufferPointer { date.writeISO(at: $0.baseAddress!) }
            #expect(String(decoding: bytes, as: UTF8.self) == date.description)
        }
    }
}
