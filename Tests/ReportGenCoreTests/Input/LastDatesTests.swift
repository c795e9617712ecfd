import Testing

@_spi(Fuzzing) @testable import ReportGenCore

/// A date field's last date is reused only for the same ten bytes: another date, a day that does
/// not exist, another field or another length is read as `CivilDate.parseISO` reads it.
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
}
