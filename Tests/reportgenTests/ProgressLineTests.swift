import Testing

@testable import reportgen

struct ProgressLineTests {
    @Test func showsRecordsBytesOfTheTotalAndTheRate() {
        let line = ProgressLine(records: 1_250_000, bytes: 41_337_002, totalBytes: 66_100_000, milliseconds: 1_538)
        #expect(line.text == "1,250,000 records read, 41.3 MB of 66.1 MB (62%), 812,743 records/s")
    }

    @Test func withoutATotalShowsTheBytesAlone() {
        let line = ProgressLine(records: 1, bytes: 999, totalBytes: nil, milliseconds: 250)
        #expect(line.text == "1 record read, 999 B, 4 records/s")
    }

    @Test func sizesToATenthInDecimalUnits() {
        #expect(ProgressLine.size(0) == "0 B")
        #expect(ProgressLine.size(1_000) == "1.0 kB")
        #expect(ProgressLine.size(999_999) == "999.9 kB")
        #expect(ProgressLine.size(1_000_000) == "1.0 MB")
        #expect(ProgressLine.size(12_345_678_901) == "12.3 GB")
        #expect(ProgressLine.size(3_456_789_012_345) == "3,456.7 GB")
    }

    @Test func theShareIsRoundedDownAndEndsAtAHundred() {
        let almost = ProgressLine(records: 0, bytes: 999, totalBytes: 1_000, milliseconds: 0)
        #expect(almost.text == "0 records read, 999 B of 1.0 kB (99%), 0 records/s")
        let all = ProgressLine(records: 7, bytes: 1_000, totalBytes: 1_000, milliseconds: 0)
        #expect(all.text == "7 records read, 1.0 kB of 1.0 kB (100%), 7,000 records/s")
        // A file that grew while it was read.
        let more = ProgressLine(records: 7, bytes: 1_500, totalBytes: 1_000, milliseconds: 1_000)
        #expect(more.text == "7 records read, 1.5 kB of 1.0 kB (100%), 7 records/s")
        let empty = ProgressLine(records: 0, bytes: 0, totalBytes: 0, milliseconds: 600)
        #expect(empty.text == "0 records read, 0 B of 0 B, 0 records/s")
    }

    @Test func hugeCountsDoNotOverflow() {
        #expect(ProgressLine.per(1000, Int.max, of: 1_000) == Int.max / 1_000 * 1_000)
        #expect(ProgressLine.per(100, Int.max, of: Int.max) == 100)
        #expect(ProgressLine.per(100, 5, of: 0) == 500)
    }
}
