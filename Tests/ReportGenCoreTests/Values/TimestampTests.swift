import Testing

@_spi(Fuzzing) @testable import ReportGenCore

/// Naive date-times and instants: what they print and how they compare.
@Suite struct TimestampTests {
    func t(_ s: String) -> Timestamp? { Array(s.utf8).withUnsafeBufferPointer { Timestamp.parseISO($0) } }

    @Test func aDateTimeWithoutAZoneIsNaiveAndPrintsAsRead() throws {
        let naive = try #require(t("2016-04-01T09:30:00"))
        #expect(naive.isNaive)
        #expect(naive.utcOffset == nil)
        #expect(naive.description == "2016-04-01T09:30:00")
        #expect(try #require(t("2016-04-01 09:30:05.5")).description == "2016-04-01T09:30:05.5")
        // Counted as if it were UTC, so days and hours are as written.
        #expect(naive.seconds == 1_459_503_000)
        #expect(naive.date == CivilDate(year: 2016, month: 4, day: 1))
        #expect(naive.secondOfDay == 9 * 3600 + 30 * 60)
    }

    @Test func aDateTimeWithAZoneIsAnInstantShownInUTC() throws {
        let utc = try #require(t("2016-04-01T09:30:00Z"))
        #expect(!utc.isNaive)
        #expect(utc.utcOffset == 0)
        #expect(utc.description == "2016-04-01T09:30:00Z")
        let offset = try #require(t("2016-04-01T23:30:00-02:00"))
        #expect(offset.description == "2016-04-02T01:30:00Z")
        #expect(offset.utcOffset == 0)
    }

    @Test func theOffsetChangesTheWallClockNotTheInstant() throws {
        let shown = Timestamp(seconds: 1_703_458_800, nanoseconds: 0, utcOffset: -18_000)  // 2023-12-24T23:00Z
        #expect(shown.description == "2023-12-24T18:00:00-05:00")
        #expect(shown.date == CivilDate(year: 2023, month: 12, day: 24))
        let east = Timestamp(seconds: 1_703_458_800, utcOffset: 3600)
        #expect(east.description == "2023-12-25T00:00:00+01:00")
        #expect(east.date == CivilDate(year: 2023, month: 12, day: 25))
        #expect(east.secondOfDay == 0)
        // Before the epoch, at a negative offset.
        #expect(Timestamp(seconds: -1, utcOffset: -3600).description == "1969-12-31T22:59:59-01:00")
    }

    @Test func equalityAndOrderLookAtTheInstantOnly() {
        let a = Timestamp(seconds: 100, utcOffset: nil)
        let b = Timestamp(seconds: 100, utcOffset: 3600)
        #expect(a == b)
        #expect(a.hashValue == b.hashValue)
        #expect(Value.datetime(a) == Value.datetime(b))
        #expect(Timestamp(seconds: 100, nanoseconds: 1, utcOffset: nil) > b)
        #expect(Value.compare(.datetime(a), .datetime(Timestamp(seconds: 99, utcOffset: 7200))) == 1)
    }
}
