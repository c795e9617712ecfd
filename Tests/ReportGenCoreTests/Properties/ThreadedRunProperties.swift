import Foundation
import Testing

@testable import ReportGenCore

/// A run on three threads (records read ahead, rows rendered behind) is the same run as on one:
/// the same bytes, the same rejects with the same bytes and lines, the same summary, the same
/// first error — over streams with defects on both sides of every hand-over.
@Suite struct ThreadedRunProperties {
    /// Groups by a key the stream is not sorted by (so closed keys are checked), with a computed
    /// field that overflows for some records: a run-time error after the record was read.
    static let layout = """
        layout: 1
        input:
          fields: { id: int, text: string, amount: { type: decimal, places: 2 } }
          computed:
            band: "round(id / 7, 0)"
            huge: "id * 1000000000000000"
        rows:
          head: { height: 1, fields: { band: { type: decimal, places: 0 } } }
          r: { height: 1, fields: { id: int, text: string, amount: { type: decimal, places: 2 } } }
          foot: { height: 1, fields: { total: { type: decimal, places: 2 } } }
        report:
          groups:
            - by: band
              header: [ { row: head, band: band } ]
              footer: [ { row: foot, total: "sum(amount)" } ]
          detail: [ { row: r, id: id, text: "{text}", amount: "if(huge > 0, amount, amount)" } ]
        """

    /// Compares two outcomes part by part, naming the first difference (not dumping both).
    static func expectSame(_ three: Outcome, _ one: Outcome, _ what: String) {
        #expect(three.error == one.error, "\(what): error")
        #expect(three.summary == one.summary, "\(what): summary")
        #expect(three.rejects.count == one.rejects.count, "\(what): number of rejects")
        if let i = Self.firstDifference(three.rejects, one.rejects) {
            Issue.record("\(what): reject \(i) is \(three.rejects[i]), on one thread \(one.rejects[i])")
        }
        if let i = Self.firstDifference(three.rejectedBytes, one.rejectedBytes) {
            Issue.record("\(what): reject \(i) kept \(three.rejectedBytes[i].count) bytes, on one thread other bytes")
        }
        #expect(three.bytes.count == one.bytes.count, "\(what): bytes written")
        if let i = Self.firstDifference(three.bytes, one.bytes) {
            Issue.record("\(what): the output differs from byte \(i) on")
        }
    }

    static func firstDifference<T: Equatable>(_ a: [T], _ b: [T]) -> Int? {
        zip(a, b).enumerated().first { $0.element.0 != $0.element.1 }?.offset
    }

    struct Outcome: Equatable {
        var bytes: [UInt8] = []
        var rejects: [String] = []
        var rejectedBytes: [[UInt8]] = []
        var summary: String = ""
        var error: String?
    }

    static func run(
        _ bytes: [UInt8], threads: Bool, policy: RecordErrorPolicy, format: ReportFormat = .ndjson,
        flushEvery threshold: Int = 1 << 16, layout: String = layout
    ) throws -> Outcome {
        let plan = try Fixtures.plan(layout)
        var outcome = Outcome()
        let input = StreamInput(name: nil, title: nil, displayPath: "gen.csv", format: .csv) { MemoryByteSource(bytes) }
        let engine = ReportEngine(plan: plan, parameters: [], inputs: [input], policy: policy) { error in
            outcome.rejects.append(error.description)
            outcome.rejectedBytes.append(error.raw ?? [])
        }
        engine.usesThreads = threads
        var written: [UInt8] = []
        do {
            let summary = try engine.render(format, to: OutputBuffer(threshold: threshold) { written += $0 })
            outcome.summary =
                "\(summary.recordsRead) \(summary.recordsAccepted) \(summary.recordsRejected) \(summary.rowsEmitted)"
        } catch {
            outcome.error = "\(error)"
        }
        outcome.bytes = written
        return outcome
    }

    /// A stream of `records` CSV records with defects, and records whose `huge` overflows.
    static func stream(seed: Int, records: Int) -> [UInt8] {
        var g = SeededGenerator(seed: UInt64(seed))
        var generated = CSVConservationProperties.generate(&g, records: records).bytes
        // Ids of 10,000 and more overflow `id * 10^15` (an int holds about 9.2 × 10^18).
        for id in stride(from: 10_000, to: 10_000 + 40 * 13, by: 13) {
            generated += Array("\(id),big,\(id).00\n".utf8)
        }
        return generated
    }

    @Test(arguments: [11, 12, 13])
    func skipGivesTheSameOutputRejectsAndSummary(_ seed: Int) throws {
        let bytes = Self.stream(seed: seed, records: 3_000)
        let one = try Self.run(bytes, threads: false, policy: .skip)
        let three = try Self.run(bytes, threads: true, policy: .skip)
        #expect(one.error == nil)
        #expect(one.rejects.count > 100, "the stream has defects")
        #expect(one.rejects.contains { $0.contains("overflow") }, "and run-time errors")
        Self.expectSame(three, one, "seed \(seed)")
    }

    @Test(arguments: [21, 22])
    func failStopsAtTheSameRecordWithTheSameBytesWritten(_ seed: Int) throws {
        let bytes = Self.stream(seed: seed, records: 3_000)
        // A small flush threshold: the bytes written before the error are compared too.
        let one = try Self.run(bytes, threads: false, policy: .fail, format: .text(shadeBands: false), flushEvery: 64)
        let three = try Self.run(bytes, threads: true, policy: .fail, format: .text(shadeBands: false), flushEvery: 64)
        #expect(one.error != nil)
        Self.expectSame(three, one, "seed \(seed)")
    }

    @Test func anUnrecoverableErrorAfterManyBatchesStopsTheRunTheSameWay() throws {
        var bytes: [UInt8] = Array("id,text,amount\n".utf8)
        for id in 0..<2_000 { bytes += Array("\(id),t\(id),\(id).50\n".utf8) }
        bytes += Array("2000,\"never closed,1.00\n2001,x,2.00\n".utf8)
        let one = try Self.run(bytes, threads: false, policy: .skip)
        let three = try Self.run(bytes, threads: true, policy: .skip)
        #expect(one.rejectedBytes == [Array("2000,\"never closed,1.00\n2001,x,2.00\n".utf8)])
        Self.expectSame(three, one, "unterminated quote")
    }

    /// Headers held for their group's total, a section with a `when`, explicit ids and a field
    /// named `id`: the rows the engine keeps, copies and identifies.
    static let heldLayout = """
        layout: 1
        input:
          fields: { id: int, text: string, amount: { type: decimal, places: 2 } }
          computed:
            band: "round(id / 50, 0)"
        rows:
          head: { height: 1, fields: { band: { type: decimal, places: 0 }, total: { type: decimal, places: 2 } } }
          r: { height: 1, fields: { id: int, text: string, amount: { type: decimal, places: 2 } } }
          big: { height: 1, fields: { text: string } }
          foot: { height: 1, fields: { count: int } }
        report:
          groups:
            - by: band
              header: [ { row: head, band: band, total: "sum(amount)" } ]
              footer: [ { row: foot, count: "count()" } ]
          detail:
            - { row: r, id: id, text: "{text}", amount: amount }
            - section: Large
              when: "amount > 1000"
              rows: [ { row: big, id: text, text: "{text} is large" } ]
        """

    /// The rendering thread takes the engine's rows and gives back rows it has drawn, whose field
    /// arrays the engine then reuses: over many hand-overs, with held headers, sections and ids,
    /// the run is the same as on one thread, in both formats.
    @Test(arguments: [ReportFormat.ndjson, .text(shadeBands: false)])
    func rowsTakenAndGivenBackOverManyBatchesGiveTheSameRun(_ format: ReportFormat) throws {
        var bytes: [UInt8] = Array("id,text,amount\n".utf8)
        for id in 0..<3_000 { bytes += Array("\(id),t\(id),\(id).25\n".utf8) }
        let one = try Self.run(bytes, threads: false, policy: .fail, format: format, layout: Self.heldLayout)
        let three = try Self.run(bytes, threads: true, policy: .fail, format: format, layout: Self.heldLayout)
        // 3,000 detail rows, 2,000 large ones (1000.25 to 2999.25), a header and a footer for
        // each of the 61 bands.
        #expect(one.error == nil)
        #expect(one.summary == "3000 3000 0 5122")
        Self.expectSame(three, one, "\(format)")
    }

    /// A renderer that fails on its `failAt`th row, like a disk that fills up.
    struct FailingRenderer: RowRenderer {
        struct Full: Error, CustomStringConvertible {
            var description: String { "disk full" }
        }
        var inner = NDJSONRenderer()
        let failAt: Int
        var rows = 0

        mutating func begin(schema: RenderSchema, into out: inout OutputBuffer) throws {
            inner.begin(schema: schema, into: &out)
        }

        mutating func render(_ row: TypedRow, into out: inout OutputBuffer) throws {
            rows += 1
            if rows == failAt { throw Full() }
            inner.render(row, into: &out)
        }

        mutating func end(into out: inout OutputBuffer) throws {
            inner.end(into: &out)
        }
    }

    @Test(arguments: [1, 1_023, 1_024, 1_025, 2_500])
    func aSinkErrorStopsTheRunWithThatErrorAndTheSameBytes(_ failAt: Int) throws {
        // A bad record a little after the row that fails (rows run about 9 to 7 records), within
        // what the engine may have handed over: on one thread the run never reaches it, so the
        // renderer's error is the run's error on three threads too, however far ahead they got.
        let bad = failAt * 7 / 9 + 150
        var bytes: [UInt8] = Array("id,text,amount\n".utf8)
        for id in 0..<3_000 { bytes += Array(id == bad ? "\(id),t,bad\n".utf8 : "\(id),t\(id),\(id).50\n".utf8) }
        let plan = try Fixtures.plan(Self.layout)
        func run(threads: Bool) -> (String, [UInt8]) {
            let input = StreamInput(name: nil, title: nil, displayPath: "gen.csv", format: .csv) {
                MemoryByteSource(bytes)
            }
            let engine = ReportEngine(plan: plan, parameters: [], inputs: [input])
            engine.usesThreads = threads
            var written: [UInt8] = []
            do {
                _ = try engine.render(
                    with: FailingRenderer(failAt: failAt), to: OutputBuffer(threshold: 100) { written += $0 })
                return ("no error", written)
            } catch {
                return ("\(error)", written)
            }
        }
        let one = run(threads: false)
        let three = run(threads: true)
        #expect(one.0 == "disk full")
        #expect(three.0 == one.0)
        #expect(three.1 == one.1)
    }

    @Test func levelsKeyedBySortedFieldsKeepNoClosedKeys() throws {
        let plan = try Fixtures.plan(
            """
            layout: 1
            input:
              sorted_by: [year, month]
              fields: { year: int, month: int, day: int }
            rows:
              r: { height: 1, fields: { day: int } }
            report:
              groups:
                - by: year
                - by: month
                - by: day
              detail: [ { row: r, day: day } ]
            """)
        #expect((0..<3).map { CompiledReport.orderCheckCoversKey(level: $0, plan: plan) } == [true, true, false])
        let unsortedOuter = try Fixtures.plan(
            """
            layout: 1
            input:
              sorted_by: [year, month]
              fields: { year: int, month: int }
            rows:
              r: { height: 1, fields: { month: int } }
            report:
              groups:
                - by: month
              detail: [ { row: r, month: month } ]
            """)
        // Months come back under a new year: the order check does not cover them.
        #expect(CompiledReport.orderCheckCoversKey(level: 0, plan: unsortedOuter) == false)
    }

    @Test func aKeyThatComesBackIsStillAnOrderError() throws {
        let plan = try Fixtures.plan(
            """
            layout: 1
            input:
              sorted_by: [date]
              fields: { date: { type: date, format: yyyy-MM-dd }, n: int }
            rows:
              r: { height: 1, fields: { n: int } }
            report:
              groups:
                - by: date
              detail: [ { row: r, n: n } ]
            """)
        #expect {
            _ = try Fixtures.ndjson(plan, ["-": "date,n\n2024-01-01,1\n2024-01-02,2\n2024-01-01,3\n"])
        } throws: { error in
            "\(error)"
                == "input.csv:4: field 'date': out of order: '2024-01-01' comes after '2024-01-02' (sorted_by date)"
        }
    }
}
