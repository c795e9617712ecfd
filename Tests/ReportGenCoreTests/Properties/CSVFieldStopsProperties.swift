import Testing

@_spi(Fuzzing) @testable import ReportGenCore

/// The reader finds the separators and line ends of unquoted fields sixteen bytes at a time: over
/// bytes that differ from a stop by one bit or one value, every delimiter, LF, CRLF and CR line
/// ends, long and short fields and records of many fields, it reads what a writer wrote, however
/// the bytes arrive.
@Suite struct CSVFieldStopsProperties {
    /// Bytes next to the stops (a bit or a value away), and plain ones.
    static let near: [UInt8] = [
        0x00, 0x08, 0x09, 0x0B, 0x0C, 0x0E, 0x1F, 0x2B, 0x2D, 0x3A, 0x3C, 0x7B, 0x7D, 0x7F, 0x80, 0x8A, 0x8D,
        0xAC, 0xBB, 0xFC, 0xFF, UInt8(ascii: "a"), UInt8(ascii: "7"), UInt8(ascii: " "),
    ]
    static let delimiters: [UInt8] = [UInt8(ascii: ","), UInt8(ascii: ";"), 0x09, UInt8(ascii: "|")]
    static let quote = UInt8(ascii: "\"")

    static func randomField(_ g: inout SeededGenerator, delimiter: UInt8) -> [UInt8] {
        let length =
            Int.random(in: 0...3, using: &g) == 0 ? Int.random(in: 9...40, using: &g) : Int.random(in: 0...8, using: &g)
        return (0..<length).map { _ in
            switch Int.random(in: 0..<12, using: &g) {
            case 0: return delimiter
            case 1: return 0x0A
            case 2: return 0x0D
            case 3: return quote
            default: return near.randomElement(using: &g) ?? 0x61
            }
        }
    }

    /// Writes `records`, quoting a field when it must (and sometimes when it need not), each
    /// record ended by LF, CRLF or CR; the line each record starts on, counting line breaks as the
    /// reader does, inside quotes as outside (LF, CR LF, a lone CR). A record never starts with an
    /// LF (a field holding one is quoted), so a CR line end is never read as CRLF.
    static func write(_ records: [[[UInt8]]], delimiter: UInt8, _ g: inout SeededGenerator) -> ([UInt8], [Int]) {
        var bytes: [UInt8] = []
        var lines: [Int] = []
        var line = 1
        for record in records {
            lines.append(line)
            for (index, field) in record.enumerated() {
                if index > 0 { bytes.append(delimiter) }
                let must =
                    field.contains { $0 == delimiter || $0 == quote || $0 == 0x0A || $0 == 0x0D }
                    || field.isEmpty && record.count == 1
                if must || Int.random(in: 0..<6, using: &g) == 0 {
                    bytes.append(quote)
                    for byte in field {
                        bytes.append(byte)
                        if byte == quote { bytes.append(quote) }
                    }
                    bytes.append(quote)
                } else {
                    bytes += field
                }
                line += field.indices.count { i in
                    field[i] == 0x0D || (field[i] == 0x0A && (i == 0 || field[i - 1] != 0x0D))
                }
            }
            switch Int.random(in: 0..<3, using: &g) {
            case 0: bytes += [0x0D, 0x0A]
            case 1: bytes.append(0x0D)
            default: bytes.append(0x0A)
            }
            line += 1
        }
        return (bytes, lines)
    }

    @Test(arguments: 0..<300)
    func readsWhatTheWriterWroteOverBytesNextToTheStops(_ seed: Int) throws {
        var g = SeededGenerator(seed: UInt64(seed))
        let delimiter = Self.delimiters[seed % Self.delimiters.count]
        // Now and then a record wider than the reader's first table of fields.
        let width = seed % 10 == 0 ? Int.random(in: 60...150, using: &g) : Int.random(in: 1...8, using: &g)
        let records = (0..<Int.random(in: 1...40, using: &g)).map { _ in
            (0..<width).map { _ in Self.randomField(&g, delimiter: delimiter) }
        }
        let (bytes, lines) = Self.write(records, delimiter: delimiter, &g)
        for chunk in [nil, 1, 7, Int.random(in: 2...64, using: &g)] {
            let source: ByteSource = chunk.map { TrickleByteSource(bytes, chunk: $0) } ?? MemoryByteSource(bytes)
            let reader = CSVReader(source: source, path: "p.csv", delimiter: delimiter)
            var record = CSVRecord()
            var read: [[[UInt8]]] = []
            var readLines: [Int] = []
            while try reader.next(into: &record) {
                read.append((0..<record.count).map { i in record.withField(i) { Array($0) } })
                readLines.append(record.line)
            }
            // The first record read otherwise, if any, and its line: a failure shows one record.
            let place = "seed \(seed), chunk \(chunk.map(String.init) ?? "all")"
            let differing = (0..<max(read.count, records.count)).first {
                $0 >= read.count || $0 >= records.count || read[$0] != records[$0] || readLines[$0] != lines[$0]
            }
            #expect(differing == nil, "\(place): record \(differing ?? 0)")
            #expect(read.count == records.count, "\(place)")
        }
    }
}
