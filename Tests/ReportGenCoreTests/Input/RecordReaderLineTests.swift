import Testing

@testable import ReportGenCore

/// ``RecordReader/nextLine(into:)`` reads as ``RecordReader/next(into:)`` does and tells the line
/// ``RecordReader/line`` would: the engine asks for both at once.
@Suite struct RecordReaderLineTests {
    static let layout = """
        layout: 1
        input:
          fields:
            kind: { type: enum, values: { A: Authorized, P: Posted } }
            amount: { type: decimal, places: 2 }
            note: string
        rows:
          detail: { height: 18, fields: { note: string } }
        report:
          detail: [ { row: detail, note: "{note}" } ]
        """

    /// Each record's line, or its error's line and message, until the end.
    static func read(_ reader: RecordReader, slots: Int) -> [String] {
        var slots = [Value](repeating: .null, count: slots)
        var seen: [String] = []
        for _ in 0..<100 {
            do {
                guard let line = try reader.nextLine(into: &slots) else {
                    seen.append("end at \(reader.line)")
                    return seen
                }
                #expect(line == reader.line)
                seen.append("\(line): \(slots.map(\.description).joined(separator: " | "))")
            } catch {
                seen.append("\(error.line): error \(error.message)")
            }
        }
        return seen
    }

    @Test func theCSVReaderTellsTheLineOfEachRecordItReads() throws {
        let plan = try Fixtures.plan(Self.layout)
        let text = "kind,amount,note\nA,3.11,Starbucks\nP,1.5,\"two\nlines\"\nX,2.00,bad kind\nA,4.00,last\n"
        let reader = try plan.input.reader(format: .csv, source: MemoryByteSource(text), path: "t.csv")
        #expect(
            Self.read(reader, slots: plan.slotCount) == [
                "2: Authorized | 3.11 | Starbucks", "3: Posted | 1.50 | two\nlines",
                "5: error 'X' is not one of A, P", "6: Authorized | 4.00 | last", "end at 7",
            ])
    }

    /// A reader with only `next(into:)` and `line`: records on lines 10, 20, … up to `last`, each
    /// holding its line.
    final class Counting: RecordReader {
        var line = 0
        let last: Int
        let rawRecord: [UInt8] = []

        init(upTo last: Int) { self.last = last }

        func next(into slots: inout [Value]) throws(RecordError) -> Bool {
            guard line < last else { return false }
            line += 10
            slots[0] = .int(Int64(line))
            return true
        }
    }

    /// A reader with only `next(into:)` and `line` gets `nextLine(into:)` from them.
    @Test func aReaderWithoutItsOwnAsksNextAndLine() {
        #expect(Self.read(Counting(upTo: 30), slots: 1) == ["10: 10", "20: 20", "30: 30", "end at 30"])
    }

    /// ``RecordReader/nextRecord(into:)`` reads as ``RecordReader/nextLine(into:)`` does, and the
    /// address it gives is where the array's values lie after the call, for the CSV reader (which
    /// hands over the one it wrote through) and for a reader with only `next(into:)`.
    @Test func aRecordComesWithWhereItsValuesLie() throws {
        let plan = try Fixtures.plan(Self.layout)
        let text = "kind,amount,note\nA,3.11,Starbucks\nP,1.5,x\n"
        let csv = try plan.input.reader(format: .csv, source: MemoryByteSource(text), path: "t.csv")
        for (reader, lines) in [(csv, [2, 3]), (Counting(upTo: 20) as RecordReader, [10, 20])] {
            var slots = [Value](repeating: .null, count: plan.slotCount)
            // Shared with a copy first: the reader makes it unique, and its address is the new one.
            let copy = slots
            var seen: [Int] = []
            while let (line, values) = try reader.nextRecord(into: &slots) {
                seen.append(line)
                #expect(values == slots.withUnsafeMutableBufferPointer { $0.baseAddress })
                #expect(values?.pointee == slots[0])
            }
            #expect(seen == lines)
            #expect(copy.allSatisfy { $0 == .null })
        }
    }
}
