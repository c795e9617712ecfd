import Testing

@testable import ReportGenCore

@Suite struct CSVReaderTests {
    /// Reads every record as (line, fields).
    func read(_ text: String, chunkedBy chunk: Int? = nil) throws -> [(Int, [String])] {
        let source: ByteSource = chunk.map { TrickleByteSource(Array(text.utf8), chunk: $0) } ?? MemoryByteSource(text)
        let reader = CSVReader(source: source, path: "t.csv")
        var record = CSVRecord()
        var out: [(Int, [String])] = []
        while try reader.next(into: &record) {
            out.append((record.line, (0..<record.count).map { record.string($0) }))
        }
        return out
    }

    @Test func readsRFC4180() throws {
        let text = "a,b,c\r\n1,\"x, y\",\"say \"\"hi\"\"\"\r\n2,\"multi\nline\",\r\n3,,last"
        let records = try read(text)
        #expect(records.map(\.0) == [1, 2, 3, 5])
        #expect(records[1].1 == ["1", "x, y", "say \"hi\""])
        #expect(records[2].1 == ["2", "multi\nline", ""])
        #expect(records[3].1 == ["3", "", "last"])
    }

    @Test func sameResultWhateverTheChunking() throws {
        let text = "\u{FEFF}h1,h2\n\"a\"\"b\",c\r\n\"long \"\"quoted\"\"\nfield\",x\n\nz,\"\"\n"
        let whole = try read(text)
        #expect(whole.first?.1 == ["h1", "h2"])  // BOM stripped
        for chunk in [1, 2, 3, 5, 7] {
            let pieces = try read(text, chunkedBy: chunk)
            #expect(pieces.map(\.0) == whole.map(\.0))
            #expect(pieces.map(\.1) == whole.map(\.1))
        }
        #expect(whole.map(\.0) == [1, 2, 3, 6])  // the blank line 5 is skipped
    }

    @Test func unterminatedQuoteIsAnErrorWithItsLine() {
        #expect(throws: RecordError.self) { try read("a,b\n1,\"open\n2,3\n") }
        do {
            _ = try read("a,b\n1,2\n3,\"open\nmore\n")
        } catch let error as RecordError {
            #expect(error.line == 3)
            #expect(error.description.contains("t.csv:3: unterminated quoted field"))
            #expect(!error.isRecoverable)
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    @Test func textAfterAClosingQuoteIsAnError() {
        do {
            _ = try read("a,b\n\"x\"y,2\n")
            Issue.record("expected an error")
        } catch let error as RecordError {
            #expect(error.description == "t.csv:2: unexpected 'y' after a closing quote")
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    @Test func recordsOverTheLimitAreRefused() {
        let reader = CSVReader(
            source: MemoryByteSource("a\n" + String(repeating: "x", count: 3_000_000) + "\n"), path: "t.csv",
            maxRecordBytes: 1 << 20)
        var record = CSVRecord()
        #expect(throws: RecordError.self) {
            while try reader.next(into: &record) {}
        }
    }

    @Test func aFiveMegabyteFieldWorks() throws {
        let big = String(repeating: "y", count: 5 << 20)
        let records = try read("a,b\n\"\(big)\",2\n")
        #expect(records[1].1[0].utf8.count == 5 << 20)
    }
}

/// Serves bytes a few at a time, to exercise every buffer boundary.
final class TrickleByteSource: ByteSource {
    let bytes: [UInt8]
    let chunk: Int
    var offset = 0

    init(_ bytes: [UInt8], chunk: Int) {
        self.bytes = bytes
        self.chunk = chunk
    }

    func read(into buffer: UnsafeMutableRawBufferPointer) throws(RecordError) -> Int {
        let n = min(chunk, buffer.count, bytes.count - offset)
        for i in 0..<n { buffer[i] = bytes[offset + i] }
        offset += n
        return n
    }
}
