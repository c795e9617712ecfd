import Foundation
import Testing

@testable import ReportGenCore

/// The reading thread stays a bounded distance ahead of the engine: by records, and by the text
/// they hold, so that long records do not pile up gigabytes in flight.
@Suite struct PrefetchingRecordReaderTests {
    /// Gives `count` records of one string field of `textLength` bytes (one string, shared, so
    /// that the test itself holds little), counting how many the reading thread has taken.
    final class CountingReader: RecordReader, @unchecked Sendable {
        let count: Int
        let text: String
        let given = LockedValue(0)

        init(count: Int, textLength: Int) {
            self.count = count
            text = String(repeating: "x", count: textLength)
        }

        func next(into slots: inout [Value]) throws(RecordError) -> Bool {
            let n = given.load()
            guard n < count else { return false }
            slots[0] = .string(text)
            given.store(n + 1)
            return true
        }

        var line: Int { given.load() }
        var rawRecord: [UInt8] { [] }
    }

    /// How many records the reading thread has taken once it stops taking more (it waits for
    /// the engine), within a bounded time.
    static func readAheadWhenStalled(_ reader: CountingReader) -> Int {
        var last = -1
        var steady = 0
        for _ in 0..<500 {
            let now = reader.given.load()
            steady = now == last ? steady + 1 : 0
            if steady == 20 { break }
            last = now
            Thread.sleep(forTimeInterval: 0.01)
        }
        return reader.given.load()
    }

    @Test func shortRecordsAreReadAheadByWholeBatches() throws {
        let source = CountingReader(count: 100_000, textLength: 10)
        let prefetching = PrefetchingRecordReader(source, slotCount: 1, keepsRaw: false)
        var slots: [Value] = [.null]
        #expect(try prefetching.next(into: &slots))
        #expect(slots[0] == .string(source.text))
        // The batch the engine reads, `depth` batches ahead, and the one being filled (its
        // first record read before the reading thread waits).
        let ahead = Self.readAheadWhenStalled(source)
        let batch = PrefetchingRecordReader.batchSize
        #expect(ahead >= PrefetchingRecordReader.depth * batch)
        #expect(ahead <= (PrefetchingRecordReader.depth + 1) * batch + 1)
    }

    @Test func longRecordsEndABatchByTheirText() throws {
        // 300 kB each: a batch ends with its fourth record (past 1 MiB).
        let source = CountingReader(count: 100_000, textLength: 300_000)
        let prefetching = PrefetchingRecordReader(source, slotCount: 1, keepsRaw: true)
        var slots: [Value] = [.null]
        #expect(try prefetching.next(into: &slots))
        let ahead = Self.readAheadWhenStalled(source)
        let perBatch = PrefetchingRecordReader.batchBytes / 300_000 + 1
        #expect(perBatch == 4)
        #expect(ahead >= PrefetchingRecordReader.depth * perBatch)
        #expect(ahead <= (PrefetchingRecordReader.depth + 1) * perBatch + 1)
        // Every record still arrives, in order, after the stall.
        var read = 1
        var lastLine = prefetching.line
        while try prefetching.next(into: &slots) {
            read += 1
            lastLine = prefetching.line
        }
        #expect(read == 100_000)
        #expect(lastLine == 100_000)
    }
}
