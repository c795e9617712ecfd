import Testing

@_spi(Fuzzing) @testable import ReportGenCore

@Suite struct CSVReaderTests {
    /// Reads every record as (line, fields).
    func read(_ text: String, chunkedBy chunk: Int? = nil) throws -> [(Int, [String])] {
        try Self.read(Array(text.utf8), chunkedBy: chunk)
    }

    /// Reads every record of `bytes` as (line, fields), all at once or `chunk` bytes at a time.
    static func read(_ bytes: [UInt8], chunkedBy chunk: Int?, maxRecordBytes: Int = 64 << 20) throws -> [(
        Int, [String]
    )] {
        let source: ByteSource = chunk.map { TrickleByteSource(bytes, chunk: $0) } ?? MemoryByteSource(bytes)
        let reader = CSVReader(source: source, path: "t.csv", maxRecordBytes: maxRecordBytes)
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

    /// Inside quotes, as outside, a line ends at LF, CR LF or a lone CR (a classic Mac export
    /// with multi-line cells), whichever buffer the CR and its LF arrive in.
    @Test func lineBreaksInsideQuotesCountAsOutside() throws {
        let text = "t,n\r\"multi\rline\",1\r\"a\r\nb\",2\r\n\"c\nd\r\re\",3\rok,4\r"
        for chunk in [nil, 1, 2, 3, 5] {
            let records = try read(text, chunkedBy: chunk)
            #expect(records.map(\.0) == [1, 2, 4, 6, 10], "chunk \(chunk ?? 0)")
            #expect(records[1].1 == ["multi\rline", "1"])
            #expect(records[3].1 == ["c\nd\r\re", "3"])
        }
        do {
            _ = try read("t,n\r\"a\rb\",1\r\"open,3\r")
            Issue.record("expected an error")
        } catch let error as RecordError {
            #expect(
                error.description == "t.csv:4: unterminated quoted field (the quote opened on line 4 is never closed)")
        }
    }

    @Test func unterminatedQuoteRunsToTheEndAsOneRecord() {
        #expect(throws: RecordError.self) { try read("a,b\n1,\"open\n2,3\n") }
        do {
            _ = try read("a,b\n1,2\n3,\"open\nmore\n")
            Issue.record("expected an error")
        } catch let error as RecordError {
            #expect(
                error.description == "t.csv:3: unterminated quoted field (the quote opened on line 3 is never closed)")
            // Everything from the record's start to the end of the stream, the final line end included.
            #expect(error.raw == Array("3,\"open\nmore\n".utf8))
            #expect(error.isRecoverable)
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

@Suite struct CSVResynchronisationTests {
    /// Reads every record, going on after recoverable errors: each accepted record's fields and each
    /// rejected record's line and verbatim bytes.
    func readSkipping(_ text: String, chunkedBy chunk: Int? = nil) throws -> (
        accepted: [[String]], rejected: [(line: Int, raw: String, message: String)]
    ) {
        let bytes = Array(text.utf8)
        let source: ByteSource = chunk.map { TrickleByteSource(bytes, chunk: $0) } ?? MemoryByteSource(text)
        let reader = CSVReader(source: source, path: "t.csv")
        var record = CSVRecord()
        var accepted: [[String]] = []
        var rejected: [(line: Int, raw: String, message: String)] = []
        while true {
            do {
                guard try reader.next(into: &record) else { break }
                accepted.append((0..<record.count).map { record.string($0) })
            } catch {
                #expect(error.isRecoverable)
                let raw = try #require(error.raw)
                rejected.append((error.line, String(decoding: raw, as: UTF8.self), error.message))
            }
        }
        return (accepted, rejected)
    }

    @Test func textAfterAClosingQuoteRejectsTheWholeRecordOnce() throws {
        for chunk in [nil, 1, 2, 3, 7] {
            let result = try readSkipping("a,b,c\n\"Smith, J\"r,2,3\n4,5,6\n", chunkedBy: chunk)
            #expect(result.accepted == [["a", "b", "c"], ["4", "5", "6"]])
            #expect(result.rejected.map(\.line) == [2])
            #expect(result.rejected.map(\.raw) == ["\"Smith, J\"r,2,3"])
            #expect(result.rejected.map(\.message) == ["unexpected 'r' after a closing quote"])
        }
    }

    @Test func aDefectInAMiddleFieldIsOneReject() throws {
        let result = try readSkipping("a,b,c\n1,\"x\"y,3\n4,5,6\n")
        #expect(result.accepted == [["a", "b", "c"], ["4", "5", "6"]])
        #expect(result.rejected.map(\.raw) == ["1,\"x\"y,3"])
    }

    @Test func anUnescapedQuoteInAQuotedFieldCostsOneLineOnly() throws {
        for chunk in [nil, 1, 4] {
            let text = "a,b\n\"5\" screen\",3\r\n4,5\n\"x\",\"y\"\n"
            let result = try readSkipping(text, chunkedBy: chunk)
            #expect(result.accepted == [["a", "b"], ["4", "5"], ["x", "y"]])
            #expect(result.rejected.map(\.line) == [2])
            #expect(result.rejected.map(\.raw) == ["\"5\" screen\",3"])
            #expect(result.rejected.map(\.message) == ["unexpected ' ' after a closing quote"])
        }
    }

    @Test func afterADefectTheRecordEndsAtTheLineEndEvenInsideQuotes() throws {
        let result = try readSkipping("a,b,c\n\"x\"y,\"multi\nline\",3\n4,5,6\n")
        #expect(result.rejected.map(\.raw) == ["\"x\"y,\"multi"])
        // The rest of the quoted field reads as a line of its own (two fields: ragged, rejected by
        // the record reader), and nothing after it is swallowed.
        #expect(result.accepted == [["a", "b", "c"], ["line\"", "3"], ["4", "5", "6"]])
    }

    @Test func aDefectOnALaterLineOfARecordNamesBothLines() throws {
        let result = try readSkipping("a,b\n\"two\nlines\"!,1\n2,3\n")
        #expect(result.rejected.map(\.line) == [2])
        #expect(result.rejected.map(\.message) == ["unexpected '!' after a closing quote (on line 3)"])
        #expect(result.accepted.last == ["2", "3"])
    }

    @Test func nonPrintableBytesAfterAQuoteAreNamedByValue() throws {
        let result = try readSkipping("a\n\"x\"\u{1B}[31m\nb\n")
        #expect(result.rejected.map(\.message) == ["unexpected byte 0x1B after a closing quote"])
        #expect(result.accepted == [["a"], ["b"]])
    }
}

/// Fields are read where they lie in the reader's buffer; a quoted field with doubled quotes is
/// unescaped aside, record by record, and the limit counts the fields' bytes, not their quotes.
@Suite struct CSVInPlaceFieldsTests {
    func read(_ bytes: [UInt8], chunkedBy chunk: Int?, maxRecordBytes: Int = 64 << 20) throws -> [(Int, [String])] {
        try CSVReaderTests.read(bytes, chunkedBy: chunk, maxRecordBytes: maxRecordBytes)
    }

    @Test func unescapedFieldsStayWithTheirRecord() throws {
        let text = "\"a\"\"b\",\"c\"\"d\"\n\"x\",y\n\"e\"\"\"\"\",z,\"\"\"\"\n\"\",\"\"\"\n\"\n"
        for chunk in [nil, 1, 2, 3, 5] {
            let records = try read(Array(text.utf8), chunkedBy: chunk)
            #expect(records.map(\.0) == [1, 2, 3, 4], "chunk \(chunk ?? 0)")
            #expect(records.map(\.1) == [["a\"b", "c\"d"], ["x", "y"], ["e\"\"", "z", "\""], ["", "\"\n"]])
        }
    }

    @Test func longUnescapedFieldsAndWideRecordsGrowTheirRooms() throws {
        let long = (0..<120).map { "part\($0)\"" }.joined()
        let wide = (0..<200).map { $0 % 3 == 0 ? "\"f\($0)\"" : "f\($0)" }
        let text =
            "\"" + long.replacingOccurrences(of: "\"", with: "\"\"") + "\",end\n" + wide.joined(separator: ",")
            + "\nlast,\"one\"\n"
        for chunk in [nil, 1, 7] {
            let records = try read(Array(text.utf8), chunkedBy: chunk)
            #expect(records.map(\.1.count) == [2, 200, 2], "chunk \(chunk ?? 0)")
            #expect(records.first?.1 == [long, "end"])
            #expect(records.dropFirst().first?.1 == (0..<200).map { "f\($0)" })
            #expect(records.last?.1 == ["last", "one"])
        }
    }

    /// The limit is on the fields' bytes: quotes (around a field, and one of each doubled pair)
    /// and separators do not count.
    @Test func theLimitCountsFieldBytesNotQuotes() throws {
        // a"b"c"d"e: nine bytes in seventeen.
        let nine = "\"a\"\"b\"\"c\"\"d\"\"e\",x\n"
        for chunk in [nil, 1, 4] {
            #expect(
                try read(Array(nine.utf8), chunkedBy: chunk, maxRecordBytes: 10).map(\.1) == [["a\"b\"c\"d\"e", "x"]])
            do {
                _ = try read(
                    Array(("ok\n" + nine.replacingOccurrences(of: "e\"", with: "e\"\"f\"")).utf8), chunkedBy: chunk,
                    maxRecordBytes: 10)
                Issue.record("expected an error")
            } catch let error as RecordError {
                #expect(error.description == "t.csv:2: a record is longer than the limit of 10 bytes")
                #expect(!error.isRecoverable)
            }
        }
        // An unquoted field is measured whenever the buffer ends inside it.
        do {
            _ = try read(Array("0123456789,0123456789\n".utf8), chunkedBy: 1, maxRecordBytes: 10)
            Issue.record("expected an error")
        } catch let error as RecordError {
            #expect(error.description == "t.csv:1: a record is longer than the limit of 10 bytes")
        }
    }
}
