import Testing

@_spi(Fuzzing) @testable import ReportGenCore

/// CSV written by a reference writer reads back field for field, with the right line numbers,
/// however the bytes arrive.
@Suite struct CSVRoundTripProperties {
    static let alphabet: [String] = ["a", "Z", "0", " ", ",", "\"", "\n", "\r\n", "é", "€", "😀", "\t", "'", ";"]

    static func randomField(_ g: inout SeededGenerator) -> String {
        let length = Int.random(in: 0...8, using: &g)
        return (0..<length).map { _ in alphabet.randomElement(using: &g) ?? "a" }.joined()
    }

    /// RFC 4180 writer: quotes a field when it must, and sometimes when it need not.
    static func write(_ records: [[String]], _ g: inout SeededGenerator) -> (String, [Int]) {
        var text = Bool.random(using: &g) ? "\u{FEFF}" : ""
        var lines: [Int] = []
        var line = 1
        let newline = Bool.random(using: &g) ? "\r\n" : "\n"
        for record in records {
            lines.append(line)
            let fields = record.map { field -> String in
                let must =
                    field.contains { ",\"\n\r".unicodeScalars.contains($0.unicodeScalars.first ?? "a") }
                    || field.isEmpty && record.count == 1
                if must || Int.random(in: 0..<5, using: &g) == 0 {
                    return "\"" + field.replacingOccurrences(of: "\"", with: "\"\"") + "\""
                }
                return field
            }
            text += fields.joined(separator: ",") + newline
            line += 1 + record.joined().filter { $0 == "\n" || $0 == "\r\n" }.count
        }
        return (text, lines)
    }

    @Test(arguments: 0..<200)
    func readsBackWhatTheReferenceWriterWrote(_ seed: Int) throws {
        var g = SeededGenerator(seed: UInt64(seed))
        let width = Int.random(in: 1...6, using: &g)
        let records = (0..<Int.random(in: 1...30, using: &g)).map { _ in
            (0..<width).map { _ in Self.randomField(&g) }
        }
        let (text, lines) = Self.write(records, &g)
        let chunk = Int.random(in: 1...64, using: &g)
        let reader = CSVReader(source: TrickleByteSource(Array(text.utf8), chunk: chunk), path: "p.csv")
        var record = CSVRecord()
        var read: [[String]] = []
        var readLines: [Int] = []
        while try reader.next(into: &record) {
            read.append((0..<record.count).map { record.string($0) })
            readLines.append(record.line)
        }
        #expect(read == records, "seed \(seed)")
        #expect(readLines == lines, "seed \(seed)")
    }
}
