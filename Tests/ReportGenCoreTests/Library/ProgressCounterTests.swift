import Testing

@testable import ReportGenCore

struct ProgressCounterTests {
    static let layout = """
        layout: 1
        input:
          fields:
            amount: { type: decimal, places: 2 }
        report:
          detail: [ { row: line, amount: "amount" } ]
        rows:
          line: { height: 18, fields: { amount: { type: decimal, places: 2 } } }
        """

    /// The engine publishes every record read, accepted or rejected, up to the last one (a
    /// rejected last record included).
    @Test func theEngineCountsEveryRecordRead() throws {
        let plan = try Fixtures.plan(Self.layout)
        let engine = ReportEngine(
            plan: plan, parameters: [], inputs: Fixtures.streams(plan, ["-": "amount\n1.00\nx\n2.00\n3.00\ny\n"]),
            policy: .skip)
        let progress = ProgressCounter()
        engine.progress = progress
        var sink = CollectingSink()
        let summary = try engine.run(into: &sink)
        #expect(summary.recordsRead == 5)
        #expect(summary.recordsRejected == 2)
        #expect(progress.recordsRead == 5)
        #expect(progress.bytesRead == 0)
    }

    /// The counter as the engine sees it while the run goes on, on one thread: the records
    /// before the current one.
    @Test func theCountGrowsDuringTheRun() throws {
        #expect(try Self.countsSeenAtRejects(threads: false) == [0, 2])
    }

    /// Read ahead on a thread of its own, the stream's records are counted as that thread reads
    /// them: a batch (here the whole short stream) is read before the engine sees its first record.
    @Test func aStreamReadAheadCountsAsItIsRead() throws {
        #expect(try Self.countsSeenAtRejects(threads: true) == [3, 3])
    }

    static func countsSeenAtRejects(threads: Bool) throws -> [Int] {
        let plan = try Fixtures.plan(layout)
        let progress = ProgressCounter()
        var seen: [Int] = []
        let engine = ReportEngine(
            plan: plan, parameters: [], inputs: Fixtures.streams(plan, ["-": "amount\nx\n1.00\ny\n"]), policy: .skip,
            onReject: { _ in seen.append(progress.recordsRead) })
        engine.progress = progress
        engine.usesThreads = threads
        var sink = CollectingSink()
        _ = try engine.run(into: &sink)
        #expect(progress.recordsRead == 3)
        return seen
    }

    @Test func bytesAddUp() {
        let progress = ProgressCounter()
        progress.add(bytes: 65_536)
        progress.add(bytes: 0)
        progress.add(bytes: 17)
        #expect(progress.bytesRead == 65_553)
        #expect(progress.recordsRead == 0)
    }
}
