import Foundation
import Testing

@testable import ReportGenCore

/// Rows held for a header's aggregates come out the same whether they waited in memory or went
/// to the temporary file: a tiny budget forces the spill, and every run is compared byte for
/// byte with one that held everything in memory, on one thread and on three.
@Suite struct HeldOutputTests {
    /// The report header reads the report's totals, so everything is held to the end; each level
    /// holds its own header inside that, with a `continued` field, a section with ids, dates,
    /// timestamps, booleans and decimals in the rows.
    static let layout = """
        layout: 1
        input:
          sorted_by: [day]
          fields:
            id: int
            day: date
            at: datetime
            text: string
            amount: { type: decimal, places: 2 }
          computed:
            week: "round(id / 37, 0)"
        rows:
          top: { height: 1, fields: { count: int, average: { type: decimal, places: 4 } } }
          head: { height: 1, fields: { day: date, count: int, total: { type: decimal, places: 2 }, more: bool, title: string } }
          week: { height: 1, fields: { week: { type: decimal, places: 0 }, average: { type: decimal, places: 3 } } }
          r: { height: 1, fields: { id: int, at: datetime, text: string, amount: { type: decimal, places: 2 }, big: bool } }
          big: { height: 1, fields: { text: string } }
          foot: { height: 1, fields: { count: int } }
          none: { height: 1, fields: { text: string } }
        report:
          header: [ { row: top, count: "count()", average: "avg(amount)" } ]
          groups:
            - by: day
              header:
                - { row: head, day: day, count: "count()", total: "sum(amount)", more: "count() > 20",
                    title: "{day:yyyy-MM-dd}{if(continued, ' (continued)', '')}" }
              footer: [ { row: foot, count: "count()" } ]
            - by: week
              header: [ { row: week, week: week, average: "avg(amount)" } ]
          detail:
            - { row: r, id: id, at: at, text: "{text}", amount: amount, big: "amount > 500" }
            - section: Large
              when: "amount > 900"
              rows: [ { row: big, id: text, text: "{text} is large: {amount}" } ]
          empty: [ { row: none, text: "no records" } ]
        """

    static func records(seed: UInt64, count: Int) -> [UInt8] {
        var generator = SeededGenerator(seed: seed)
        var text = "id,day,at,text,amount\n"
        var day = 0
        for id in 0..<count {
            if Int.random(in: 0..<40, using: &generator) == 0 { day += Int.random(in: 1...3, using: &generator) }
            let cents = Int.random(in: -50_000...99_999, using: &generator)
            let word = String(repeating: "é", count: Int.random(in: 0...30, using: &generator))
            let seconds = Int.random(in: 0..<86_400, using: &generator)
            text += "\(id),\(CivilDate(daysSinceEpoch: 19_723 + day)),"
            text += "2024-01-01T\(String(format: "%02d:%02d:%02d", seconds / 3600, seconds / 60 % 60, seconds % 60))Z,"
            text += "\"t\(id)\(word)\",\(cents / 100).\(String(format: "%02d", abs(cents % 100)))\n"
        }
        return Array(text.utf8)
    }

    static func render(
        _ bytes: [UInt8], budget: Int?, threads: Bool, format: ReportFormat, diskLimit: Int? = nil
    ) throws -> [UInt8] {
        let plan = try Fixtures.plan(layout)
        let input = StreamInput(name: nil, title: nil, displayPath: "held.csv", format: .csv) {
            MemoryByteSource(bytes)
        }
        let engine = ReportEngine(plan: plan, parameters: [], inputs: [input])
        engine.usesThreads = threads
        if let budget { engine.heldMemoryBudget = budget }
        if let diskLimit { engine.heldDiskLimit = diskLimit }
        var written: [UInt8] = []
        _ = try engine.render(format, to: OutputBuffer(threshold: 1 << 12) { written += $0 })
        return written
    }

    @Test(arguments: [(UInt64(1), 0), (2, 1), (3, 5_000), (4, 60_000)])
    func spilledHoldsGiveTheBytesOfHoldsInMemory(_ seed: UInt64, _ budget: Int) throws {
        let bytes = Self.records(seed: seed, count: 2_500)
        for format in [ReportFormat.ndjson, .text(shadeBands: true)] {
            let inMemory = try Self.render(bytes, budget: nil, threads: false, format: format)
            #expect(inMemory.count > 100_000, "the run has rows to hold")
            for threads in [false, true] {
                let spilled = try Self.render(bytes, budget: budget, threads: threads, format: format)
                #expect(spilled == inMemory, "seed \(seed), budget \(budget), threads \(threads), \(format)")
            }
        }
    }

    @Test func noRecordsShowTheEmptyRowsWithASpilledHold() throws {
        let bytes = Array("id,day,at,text,amount\n".utf8)
        let inMemory = try Self.render(bytes, budget: nil, threads: false, format: .ndjson)
        let spilled = try Self.render(bytes, budget: 0, threads: false, format: .ndjson)
        #expect(spilled == inMemory)
        #expect(String(decoding: spilled, as: UTF8.self).contains("no records"))
    }

    @Test func aSpillPastTheDiskLimitStopsTheRunWithAMessage() throws {
        let bytes = Self.records(seed: 9, count: 20_000)
        #expect {
            _ = try Self.render(bytes, budget: 0, threads: false, format: .ndjson, diskLimit: 100_000)
        } throws: { error in
            "\(error)".contains("more than the 100000 bytes of temporary disk allowed")
        }
    }

    @Test func discardingAfterASpilledMarkCutsTheFile() throws {
        var held = HeldOutput()
        held.memoryBudget = 0
        let placeholder = try held.holdForRows()
        let mark = held.holdWithMark()
        for i in 0..<50 { try held.append(.row(Self.row(i))) }
        #expect(held.hasSpilled)
        try held.discard(after: mark)
        try held.append(.row(Self.row(99)))
        _ = try held.release { _ in }
        try held.fill(placeholder, with: [Self.row(7)])
        var out: [TypedRow] = []
        let last = try held.release { item in
            if case .row(let row) = item { out.append(row) }
            if case .rows(let rows) = item { out += rows }
        }
        #expect(last)
        #expect(out == [Self.row(7), Self.row(99)])
    }

    static func row(_ i: Int) -> TypedRow {
        TypedRow(kind: 0, level: 1, band: nil, section: nil, fields: [.int(Int64(i)), .string("row \(i)")])
    }
}
