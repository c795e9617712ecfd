import Testing

@_spi(Fuzzing) @testable import ReportGenCore

/// A date field's last date is reused only for the same ten bytes, and a date of its month is
/// read from its day: another date, a day that does not exist, another field or another length
/// is read as `CivilDate.parseISO` reads it.
@Suite struct LastDatesTests {
    @Test func reusesADateOnlyForTheSameBytes() {
        let last = LastDates(count: 2)
        let texts = [
            "2016-04-01", "2016-04-01", "2016-04-02", "2016-02-30", "2016-04-02", "2016-04-0", "2016-04-011",
            "2016-04-01", "2016-04-01",
        ]
        var wrong: [String] = []
        for step in texts.indices {
            // The two fields take the texts in turn, one a step behind the other.
            for (field, index) in [(0, step), (1, max(0, step - 1))] {
                let bytes = Array(texts[index].utf8)
                let read = bytes.withUnsafeBufferPointer { last.date($0, field: field) }
                let parsed = bytes.withUnsafeBufferPointer { CivilDate.parseISO($0) }
                if read != parsed { wrong.append("field \(field), step \(step): \(texts[index])") }
            }
        }
        #expect(wrong == [])
    }

    /// Runs of dates that mostly keep their month, with days past its end, leap days, days that
    /// are not digits, a day 00 and months and years that change: each read as
    /// `CivilDate.parseISO` reads it, whatever came before.
    @Test func readsADayOfTheLastMonthAsTheParserDoes() {
        var generator = SystemRandomNumberGenerator()
        let days = ["00", "01", "09", "10", "15", "28", "29", "30", "31", "32", "99", "0a", " 1", "1/"]
        let months = ["2000-02-", "2001-02-", "1900-02-", "2016-04-", "2016-12-", "0000-01-", "9999-12-", "2016-13-"]
        let last = LastDates(count: 1)
        var wrong: [String] = []
        var month = months[0]
        for step in 0..<5_000 {
            if Int.random(in: 0..<6, using: &generator) == 0 { month = months.randomElement(using: &generator)! }
            let text = month + days.randomElement(using: &generator)!
            let bytes = Array(text.utf8)
            let read = bytes.withUnsafeBufferPointer { last.date($0, field: 0) }
            let parsed = bytes.withUnsafeBufferPointer { CivilDate.parseISO($0) }
            if read != parsed { wrong.append("step \(step): \(text)") }
        }
        #expect(wrong == [])
    }

    /// The first date a field reads, even one whose first eight bytes are zeros, is parsed.
    @Test func theFirstDateIsParsed() {
        let last = LastDates(count: 1)
        let zeros = [UInt8](repeating: 0, count: 8) + Array("01".utf8)
        #expect(zeros.withUnsafeBufferPointer { last.date($0, field: 0) } == nil)
        let bytes = Array("2016-04-01".utf8)
        #expect(bytes.withUnsafeBufferPointer { last.date($0, field: 0) } == CivilDate(year: 2016, month: 4, day: 1))
    }
}
