/// A streaming, byte-level RFC 4180 reader: quoted fields with commas (or another delimiter),
/// doubled quotes and line breaks; an optional UTF-8 BOM; LF, CRLF or CR line ends; the file line
/// of every record.
///
/// It never builds a `String` per field, holds one record at a time, and rejects what other
/// readers swallow (an unterminated quote, text after a closing quote, a record over the limit).
///
/// ```swift
/// let reader = CSVReader(source: MemoryByteSource("a,b\n1,\"x,y\"\n"), path: "mem.csv")
/// var record = CSVRecord()
/// while try reader.next(into: &record) { print(record.count) }
/// ```
@_spi(Fuzzing) public final class CSVReader {
    private let source: ByteSource
    /// The stream's name in messages.
    let path: String
    /// The longest record accepted, in bytes.
    let maxRecordBytes: Int
    /// The byte between fields: `,` unless told otherwise (`;`, a tab, `|`).
    let delimiter: UInt8

    private var buffer: UnsafeMutableBufferPointer<UInt8>
    private var position = 0
    private var end = 0
    private var atEOF = false
    private var atStart = true
    private var line = 1
    private var recordStart = 0
    /// The current record's length in bytes, up to (not including) the line end that closed it;
    /// relative to `recordStart`, so it survives the buffer moving.
    private var recordLength = 0

    private static let chunk = 1 << 18

    /// Creates a reader of `source`, named `path` in messages, whose fields are separated by `delimiter`.
    init(source: ByteSource, path: String, maxRecordBytes: Int = 64 << 20, delimiter: UInt8 = UInt8(ascii: ",")) {
        self.source = source
        self.path = path
        self.maxRecordBytes = maxRecordBytes
        self.delimiter = delimiter
        buffer = .allocate(capacity: Self.chunk * 2)
    }

    deinit {
        buffer.deallocate()
    }

    /// The current record's bytes exactly as they were in the file, without the line end that
    /// closed it.
    @_spi(Fuzzing) public var rawRecord: [UInt8] {
        let stop = min(recordStart + recordLength, end)
        return Array(buffer[recordStart..<max(recordStart, stop)])
    }

    /// Reads more bytes, keeping the current record's bytes; false at the end of the stream.
    private func refill() throws(RecordError) -> Bool {
        if atEOF { return false }
        guard
            let room = RecordBuffer.makeRoom(
                buffer, recordStart: recordStart, end: end, minimumFree: Self.chunk, limit: maxRecordBytes)
        else {
            throw RecordError(
                path: path, line: line, message: "a record is longer than the limit of \(maxRecordBytes) bytes",
                isRecoverable: false)
        }
        buffer = room.buffer
        let shift = room.shift
        position -= shift
        end -= shift
        recordStart = 0
        let n = try RecordBuffer.read(source, into: buffer, after: end)
        if n == 0 {
            atEOF = true
            return false
        }
        end += n
        if atStart {
            // Gather three bytes (or the whole stream) before deciding about a BOM.
            while end < 3 {
                let more = try RecordBuffer.read(source, into: buffer, after: end)
                if more == 0 { break }
                end += more
            }
            atStart = false
            if end >= 3, buffer[0] == 0xEF, buffer[1] == 0xBB, buffer[2] == 0xBF {
                position = 3
                recordStart = 3
            }
        }
        return true
    }

    /// Reads the next record into `record`; false at the end of the stream. Blank lines are skipped.
    @_spi(Fuzzing) public func next(into record: inout CSVRecord) throws(RecordError) -> Bool {
        while true {
            recordStart = position
            recordLength = 0
            record.reset(line: line)
            let more = try readRecord(into: &record)
            if !more { return false }
            // A blank line is one empty, unquoted field: skip it.
            if record.count == 1, record.bytes.isEmpty, !lastFieldWasQuoted { continue }
            return true
        }
    }

    private var lastFieldWasQuoted = false

    private func readRecord(into record: inout CSVRecord) throws(RecordError) -> Bool {
        if delimiter == UInt8(ascii: ",") { return try readRecord(into: &record, separatedBy: Comma()) }
        return try readRecord(into: &record, separatedBy: AnyByte(byte: delimiter))
    }

    private func readRecord<D: Delimiter>(into record: inout CSVRecord, separatedBy delimiter: D) throws(RecordError)
        -> Bool
    {
        // In a local (a constant for a comma), not read from a property for every byte of the scan loops.
        let separator = delimiter.byte
        let quote = UInt8(ascii: "\"")
        let lf: UInt8 = 0x0A
        let cr: UInt8 = 0x0D
        var fieldStartLine = line
        lastFieldWasQuoted = false
        if position >= end, try !refill() { return false }
        while true {
            // At the start of a field.
            if position >= end, try !refill() {
                record.ends.append(record.bytes.count)
                recordLength = position - recordStart
                return true
            }
            if buffer[position] == quote {
                lastFieldWasQuoted = true
                fieldStartLine = line
                position += 1
                quoted: while true {
                    if position >= end, try !refill() {
                        // The quote runs to the end of the stream: all of it is this one record.
                        recordLength = position - recordStart
                        throw RecordError(
                            path: path, line: record.line,
                            message:
                                "unterminated quoted field (the quote opened on line \(fieldStartLine) is never closed)",
                            raw: rawRecord)
                    }
                    // Copy the run up to the next quote in one go.
                    var scan = position
                    while scan < end, buffer[scan] != quote {
                        if buffer[scan] == lf { line += 1 }
                        scan += 1
                    }
                    if scan > position {
                        record.bytes.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[position..<scan]))
                        position = scan
                        continue quoted
                    }
                    // At a quote: doubled, or closing.
                    if position + 1 >= end, try !refill() {
                        position += 1
                        break quoted
                    }
                    if buffer[position + 1] == quote {
                        record.bytes.append(byte: quote)
                        position += 2
                        continue quoted
                    }
                    position += 1
                    break quoted
                }
                guard record.bytes.count <= maxRecordBytes else {
                    throw RecordError(
                        path: path, line: record.line,
                        message: "a record is longer than the limit of \(maxRecordBytes) bytes", isRecoverable: false)
                }
                // After a closing quote: a separator, a line end, or the end of the stream.
                if position >= end, try !refill() {
                    record.ends.append(record.bytes.count)
                    recordLength = position - recordStart
                    return true
                }
                let after = buffer[position]
                if after == separator {
                    record.ends.append(record.bytes.count)
                    position += 1
                    continue
                }
                if after == lf || after == cr {
                    record.ends.append(record.bytes.count)
                    try consumeLineEnd()
                    return true
                }
                let defectLine = line
                try skipRestOfRecord()
                throw RecordError(
                    path: path, line: record.line,
                    message: "unexpected \(MessageText.quoted(byte: after)) after a closing quote"
                        + (defectLine == record.line ? "" : " (on line \(defectLine))"),
                    raw: rawRecord)
            }
            // An unquoted field: up to a separator or line end.
            while true {
                var scan = position
                while scan < end {
                    let b = buffer[scan]
                    if b == separator || b == lf || b == cr { break }
                    scan += 1
                }
                if scan > position {
                    record.bytes.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[position..<scan]))
                    position = scan
                }
                if position < end { break }
                if try !refill() {
                    record.ends.append(record.bytes.count)
                    recordLength = position - recordStart
                    return true
                }
                guard record.bytes.count <= maxRecordBytes else {
                    throw RecordError(
                        path: path, line: record.line,
                        message: "a record is longer than the limit of \(maxRecordBytes) bytes", isRecoverable: false)
                }
            }
            record.ends.append(record.bytes.count)
            if buffer[position] == separator {
                position += 1
                lastFieldWasQuoted = false
                continue
            }
            try consumeLineEnd()
            return true
        }
    }

    /// After a defect inside a record: consumes the rest of the record's physical line, so that the
    /// whole record is rejected once, verbatim, and reading resumes on the next line.
    ///
    /// Quotes after the defect are not trusted: the usual defect is an unescaped quote inside a
    /// quoted field (`"5" screen",3`), and honouring the quotes that follow it would swallow the
    /// lines after it. A quoted line break after a defect therefore ends the rejected record there.
    private func skipRestOfRecord() throws(RecordError) {
        while true {
            if position >= end, try !refill() {
                recordLength = position - recordStart
                return
            }
            let b = buffer[position]
            if b == 0x0A || b == 0x0D {
                try consumeLineEnd()
                return
            }
            position += 1
        }
    }

    /// What ``skipLines(_:)`` found.
    enum SkippedLines: Equatable {
        /// All the lines were there.
        case skipped
        /// The stream has no bytes at all.
        case emptyStream
        /// The stream ends before all the lines were skipped.
        case ended
    }

    /// Skips `count` physical lines as they are (a preamble before the header: quotes mean
    /// nothing there), counting them, so that later records keep their lines in the file.
    func skipLines(_ count: Int) throws(RecordError) -> SkippedLines {
        let lf: UInt8 = 0x0A
        let cr: UInt8 = 0x0D
        var left = count
        var sawBytes = false
        while left > 0 {
            // Nothing before `position` is needed: the buffer does not grow with a long preamble.
            recordStart = position
            if position >= end, try !refill() {
                return sawBytes || line > 1 ? .ended : .emptyStream
            }
            sawBytes = true
            var scan = position
            while scan < end, buffer[scan] != lf, buffer[scan] != cr { scan += 1 }
            position = scan
            if scan < end {
                try consumeLineEnd()
                left -= 1
            }
        }
        return .skipped
    }

    /// Consumes the line end at `position`, which closes the current record.
    private func consumeLineEnd() throws(RecordError) {
        recordLength = position - recordStart
        if buffer[position] == 0x0D {
            position += 1
            if position >= end { _ = try refill() }
            if position < end, buffer[position] == 0x0A { position += 1 }
        } else {
            position += 1
        }
        line += 1
    }
}
