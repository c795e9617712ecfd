import Testing

@testable import ReportGenCore

/// Nothing lost, nothing invented: over CSV streams with defects inside quotes and fields, every
/// record is either accepted with exactly its values or rejected once with exactly its bytes.
@Suite struct CSVConservationProperties {
    static let layout = """
        layout: 1
        input:
          fields: { id: int, text: string, amount: { type: decimal, places: 2 } }
        rows:
          r: { height: 1, fields: { id: int, text: string, amount: { type: decimal, places: 2 } } }
        report:
          detail: [ { row: r, id: id, text: "{text}", amount: amount } ]
        """

    /// A generated stream and what a correct reader makes of it.
    struct Stream {
        var bytes: [UInt8] = Array("id,text,amount\n".utf8)
        /// Accepted records' values: id, text, amount as written.
        var accepted: [(Int64, String, String)] = []
        /// Rejected records' bytes, in order.
        var rejected: [[UInt8]] = []
        var physicalRecords = 0

        mutating func accept(_ line: String, _ id: Int, _ text: String, _ amount: String) {
            bytes += Array(line.utf8)
            accepted.append((Int64(id), text, amount))
            physicalRecords += 1
        }

        mutating func reject(_ line: [UInt8], as pieces: [[UInt8]]) {
            bytes += line
            rejected += pieces
            physicalRecords += pieces.count
        }

        mutating func reject(_ line: String) {
            let bytes = Array(line.utf8)
            reject(bytes, as: [Array(bytes.dropLast())])
        }
    }

    static func generate(_ g: inout SeededGenerator, records: Int) -> Stream {
        var stream = Stream()
        let letters = Array("abcdefghijklmnopqrstuvwxyz ")
        for id in 0..<records {
            let text = String(
                (0..<Int.random(in: 1...8, using: &g)).map { _ in letters.randomElement(using: &g) ?? "a" })
            let word = "w" + text.filter { $0 != " " }
            let amount = "\(Int.random(in: 0...9999, using: &g)).\(Int.random(in: 10...99, using: &g))"
            switch Int.random(in: 0..<32, using: &g) {
            case 0:  // a stray quote inside an unquoted field is data
                stream.accept("\(id),a\"\(word),\(amount)\n", id, "a\"\(word)", amount)
            case 1:  // text after a closing quote
                stream.reject("\(id),\"\(text)\"x\(word),\(amount)\n")
            case 2:  // quoted comma, doubled quote and line break
                stream.accept("\(id),\"\(word),\"\"q\"\"\n\(text)\",\(amount)\n", id, "\(word),\"q\"\n\(text)", amount)
            case 3:  // NUL in a text field is data
                stream.accept("\(id),\(word)\u{0}\(word),\(amount)\n", id, "\(word)\u{0}\(word)", amount)
            case 4:  // NUL in a number
                stream.reject("\(id),\(word),1\u{0}2\n")
            case 5:  // a lone CR ends a line: two ragged records
                stream.reject(
                    Array("\(id),\(word)\r\(word),\(amount)\n".utf8),
                    as: [Array("\(id),\(word)".utf8), Array("\(word),\(amount)".utf8)])
            case 6:  // a CR inside quotes is data
                stream.accept("\(id),\"\(word)\r\(word)\",\(amount)\n", id, "\(word)\r\(word)", amount)
            case 7:  // a Windows-1252 byte: not UTF-8, rejected byte for byte
                let line = Array("\(id),M".utf8) + [0xFC] + Array("ller,\(amount)\n".utf8)
                stream.reject(line, as: [Array(line.dropLast())])
            case 8:  // a defect after a quoted line break, and quotes again before the line ends
                stream.reject("\(id),\"\(word)\n\(word)\"!\"x,y\"\(word),\(amount)\n")
            case 12:  // a single unescaped quote inside a quoted field
                stream.reject("\(id),\"\(word)\" \(word),\(amount)\n")
            case 9:  // not a decimal
                stream.reject("\(id),\(word),\(amount).5\n")
            case 10:  // a stray quote mid-way through a quoted field
                stream.reject("\(id),\"\(word)\"\(word)\",\(amount)\n")
            case 11:  // CRLF line end
                stream.bytes += Array("\(id),\(word),\(amount)\r\n".utf8)
                stream.accepted.append((Int64(id), word, amount))
                stream.physicalRecords += 1
            default:
                stream.accept("\(id),\(text),\(amount)\n", id, text, amount)
            }
        }
        return stream
    }

    func run(_ stream: Stream) throws -> (rows: [TypedRow], rejects: [RecordError], summary: RunSummary) {
        let plan = try Fixtures.plan(Self.layout)
        var rejects: [RecordError] = []
        var sink = CollectingSink()
        let input = StreamInput(name: nil, title: nil, displayPath: "gen.csv", format: .csv) {
            MemoryByteSource(stream.bytes)
        }
        let summary = try ReportEngine(plan: plan, parameters: [], inputs: [input], policy: .skip) {
            rejects.append($0)
        }.run(into: &sink)
        return (sink.rows, rejects, summary)
    }

    func check(_ stream: Stream, seed: Int) throws {
        let (rows, rejects, summary) = try run(stream)
        #expect(summary.recordsRead == stream.physicalRecords, "seed \(seed)")
        #expect(summary.recordsAccepted + summary.recordsRejected == summary.recordsRead, "seed \(seed)")
        #expect(summary.recordsAccepted == stream.accepted.count, "seed \(seed)")
        #expect(rejects.count == stream.rejected.count, "seed \(seed)")
        // Compared one by one, so that a failure names the first record that differs, not all of them.
        for (index, (got, want)) in zip(rejects.map { $0.raw ?? [] }, stream.rejected).enumerated() where got != want {
            let shown = { (bytes: [UInt8]) in String(decoding: bytes, as: UTF8.self).debugDescription }
            Issue.record("seed \(seed): reject \(index) kept \(shown(got)), written \(shown(want))")
            break
        }
        let values = rows.map { row -> (Int64, String, String) in
            guard case .int(let id) = row.fields[0], case .string(let text) = row.fields[1],
                case .decimal(let amount) = row.fields[2]
            else { return (-1, "", "") }
            return (id, text, amount.description)
        }
        #expect(values.count == stream.accepted.count, "seed \(seed)")
        for (got, want) in zip(values, stream.accepted) where got != want {
            Issue.record("seed \(seed): record \(want.0) read as \(got), written as \(want)")
            break
        }
    }

    /// Four streams of 30,000 records each: 120,000 records with about one defect in eight.
    @Test(arguments: [1, 2, 3, 4])
    func everyRecordIsAcceptedOrRejectedOnceVerbatim(_ seed: Int) throws {
        var g = SeededGenerator(seed: UInt64(seed))
        try check(Self.generate(&g, records: 30_000), seed: seed)
    }

    @Test(arguments: [5, 6])
    func anUnterminatedQuoteAtTheEndIsOneRecordToTheEnd(_ seed: Int) throws {
        var g = SeededGenerator(seed: UInt64(seed))
        var stream = Self.generate(&g, records: 200)
        let tail = Array("200,\"never closed\n201,x,1.00\n".utf8)
        stream.bytes += tail
        stream.rejected.append(tail)
        stream.physicalRecords += 1
        try check(stream, seed: seed)
    }
}
