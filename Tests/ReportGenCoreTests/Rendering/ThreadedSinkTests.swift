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
