import Foundation
import Testing

@testable import ReportGenCore

/// The sink behind the rendering thread sees the rows the engine would give it on one thread,
/// even when it keeps them: the thread empties the field arrays of the rows it has drawn, and the
/// engine reuses those arrays, but an array the sink still holds must stay whole.
@Suite struct ThreadedSinkTests {
    /// ``ThreadedRunProperties/heldLayout`` (headers held for their group's total, a section with
    /// a `when`, explicit ids) inside an outer level whose header is repeated with `continued`
    /// values: every part of a row that the engine shares, copies or reuses.
    static let layout = ThreadedRunProperties.heldLayout
        .replacingOccurrences(of: "  computed:\n", with: "  computed:\n    part: \"round(id / 400, 0)\"\n")
        .replacingOccurrences(
            of: "rows:\n",
            with: "rows:\n  part: { height: 1, fields: { part: { type: decimal, places: 0 }, more: bool } }\n"
        )
        .replacingOccurrences(
            of: "  groups:\n",
            with: "  groups:\n    - by: part\n      repeat_header: true\n"
                + "      header: [ { row: part, part: part, more: continued } ]\n")

    /// Where a sink that keeps its rows puts them (read once the run has returned: the thread
    /// has ended by then).
    final class Kept: @unchecked Sendable {
        var rows: [TypedRow] = []
    }

    /// Keeps every row it is given, as a paginating renderer or an app's sink may.
    struct KeepingSink: RowSink {
        let kept: Kept

        mutating func begin(schema: RenderSchema) {}
        mutating func accept(_ row: TypedRow) { kept.rows.append(row) }
        mutating func finish() {}
    }

    static func engine() throws -> ReportEngine {
        var csv = "id,text,amount\n"
        for id in 0..<3_000 { csv += "\(id),t\(id),\(id).25\n" }
        let plan = try Fixtures.plan(layout)
        return ReportEngine(plan: plan, parameters: [], inputs: Fixtures.streams(plan, ["-": csv]))
    }

    /// Holds the rendering thread until the test opens it.
    final class Gate: @unchecked Sendable {
        private let condition = NSCondition()
        private var isOpen = false

        func pass() {
            condition.lock()
            while !isOpen { _ = condition.wait(until: Date().addingTimeInterval(0.05)) }
            condition.unlock()
        }

        func open() {
            condition.lock()
            isOpen = true
            condition.broadcast()
            condition.unlock()
        }
    }

    /// A sink that waits, at its first row, until the test lets it go on.
    struct WaitingSink: RowSink {
        let gate: Gate

        mutating func begin(schema: RenderSchema) {}
        mutating func accept(_ row: TypedRow) { gate.pass() }
        mutating func finish() {}
    }

    /// How many rows the engine hands over before it waits for a rendering thread that has
    /// stopped at the first row, each row showing `textLength` bytes.
    static func handedOverBeforeWaiting(textLength: Int) throws -> Int {
        let gate = Gate()
        let handed = LockedValue(0)
        let text = String(repeating: "y", count: textLength)
        let schema = try Fixtures.plan(layout).renderSchema
        let engineThread = Thread {
            var sink = ThreadedSink(WaitingSink(gate: gate))
            do {
                try sink.begin(schema: schema)
                for _ in 0..<20_000 {
                    var row = TypedRow(kind: 0, level: 1, band: nil, section: nil, fields: [.string(text)])
                    try sink.accept(taking: &row)
                    handed.wrappingAdd(1)
                }
                try sink.finish()
            } catch {
                handed.store(-1)
            }
        }
        engineThread.start()
        var last = -1
        var steady = 0
        for _ in 0..<500 where steady < 20 {
            let now = handed.load()
            steady = now == last ? steady + 1 : 0
            last = now
            Thread.sleep(forTimeInterval: 0.01)
        }
        let stalledAt = handed.load()
        gate.open()
        for _ in 0..<1_000 where handed.load() != 20_000 { Thread.sleep(forTimeInterval: 0.01) }
        #expect(handed.load() == 20_000)
        return stalledAt
    }

    @Test func rowsGoOverInBatchesOfAFewThousandCalls() throws {
        let stalled = try Self.handedOverBeforeWaiting(textLength: 10)
        // The batch drawn, `depth` queued, and the one being filled.
        let batch = ThreadedSink<CollectingSink>.batchSize
        #expect(stalled >= ThreadedSink<CollectingSink>.depth * batch)
        #expect(stalled <= (ThreadedSink<CollectingSink>.depth + 2) * batch)
    }

    @Test func rowsWithLongTextsEndABatchByTheirText() throws {
        let stalled = try Self.handedOverBeforeWaiting(textLength: 300_000)
        // A batch ends with its fourth row of 300 kB (past 1 MiB).
        let perBatch = ThreadedSink<CollectingSink>.batchBytes / 300_000 + 1
        #expect(perBatch == 4)
        #expect(stalled >= ThreadedSink<CollectingSink>.depth * perBatch)
        #expect(stalled <= (ThreadedSink<CollectingSink>.depth + 2) * perBatch)
    }

    @Test func aSinkThatKeepsItsRowsKeepsThemWholeOverManyBatches() throws {
        var one = CollectingSink()
        _ = try Self.engine().run(into: &one)
        let kept = Kept()
        var threaded = ThreadedSink(KeepingSink(kept: kept))
        let summary = try Self.engine().run(into: &threaded)
        // 3,000 detail rows, 2,000 large ones (1000.25 to 2999.25), a header for each of the 8
        // parts and a header and a footer for each of the 68 band groups inside them: several
        // hand-overs of 1,024.
        #expect(summary.rowsEmitted == 5_144)
        #expect(one.rows.count == 5_144)
        #expect(kept.rows.count == 5_144)
        if let i = ThreadedRunProperties.firstDifference(kept.rows, one.rows) {
            Issue.record("row \(i) is \(kept.rows[i]), on one thread \(one.rows[i])")
        }
        // A row drawn in the first batch, and the last row, with their fields.
        #expect(kept.rows[2].fields == [.int(0), .string("t0"), .decimal(FixedDecimal(unchecked: 25, scale: 2))])
        #expect(kept.rows[5_143].fields == [.int(25)])
        #expect(kept.rows[0].continuation == [.decimal(FixedDecimal(0)), .bool(true)])
    }
}
