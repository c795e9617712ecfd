/// A streaming, byte-level RFC 4180 reader: quoted fields with commas (or another delimiter),
/// doubled quotes and line breaks; an optional UTF-8 BOM; LF, CRLF or CR line ends; the file line
/// of every record.
///
/// It copies nothing per field: a field is a range of its buffer (between the quotes of a quoted
/// one), and only a quoted field with doubled quotes is unescaped aside. It holds one record at a
/// time, and rejects what other readers swallow (an unterminated quote, text after a closing
/// quote, a record over the limit).
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
    /// The longest record accepted, in bytes (at most 512 MiB, so that a field's offsets fit in
    /// 31 bits).
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

    /// The current record's fields, as ``CSVFields/bounds``: relative to `recordStart`, so they
    /// survive the buffer moving.
    private var bounds: UnsafeMutableBufferPointer<UInt64>
    /// The number of fields of the current record.
    private(set) var fieldCount = 0
    /// The quoted fields with doubled quotes, unescaped: the first `unescapedCount` bytes.
    private var unescaped: UnsafeMutableBufferPointer<UInt8>
    private var unescapedCount = 0
    /// The quotes of the current record so far (those around its quoted fields, and one of each
    /// doubled pair): with the separators, what its bytes have that its fields do not.
    private var quoteBytes = 0
    private var lastFieldWasQuoted = false
    /// The stops (see ``FieldStops``) of the sixteen bytes of the buffer from `stopWord`, one bit
    /// a byte; `stopWord` is -16 when none are known (the buffer moved).
    private var stopWord = -16
    private var stopMask: UInt32 = 0
    /// The 1-based line the current record starts on.
    private(set) var recordLine = 0

    private static let chunk = 1 << 18

    /// Creates a reader of `source`, named `path` in messages, whose fields are separated by `delimiter`.
    init(source: ByteSource, path: String, maxRecordBytes: Int = 64 << 20, delimiter: UInt8 = UInt8(ascii: ",")) {
        self.source = source
        self.path = path
        self.maxRecordBytes = min(maxRecordBytes, 1 << 29)
        self.delimiter = delimiter
        buffer = .allocate(capacity: Self.chunk * 2)
        bounds = .allocate(capacity: 64)
        unescaped = .allocate(capacity: 256)
    }

    deinit {
        buffer.deallocate()
        bounds.deallocate()
        unescaped.deallocate()
    }

    /// The current record's bytes exactly as they were in the file, without the line end that
    /// closed it.
    @_spi(Fuzzing) public var rawRecord: [UInt8] {
        let stop = min(recordStart + recordLength, end)
        return Array(buffer[recordStart..<max(recordStart, stop)])
    }

    /// The fields of the record read last, valid until the next read.
    @inline(__always)
    var fields: CSVFields {
        CSVFields(
            record: UnsafeBufferPointer(rebasing: buffer[recordStart..<end]),
            unescaped: UnsafeBufferPointer(rebasing: unescaped[..<unescapedCount]),
            bounds: UnsafeBufferPointer(rebasing: bounds[..<fieldCount]))
    }

    /// Reads more bytes, keeping the current record's bytes; false at the end of the stream.
    private func refill() throws(RecordError) -> Bool {
        stopWord = -16
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
        record.reset(line: line)
        // The line of the record read, or of the one that failed to read.
        defer { record.line = recordLine }
        guard try next() else { return false }
        let fields = fields
        for i in 0..<fields.count { record.append(field: fields[i]) }
        return true
    }

    /// Reads the next record (its fields are then in ``fields``); false at the end of the
    /// stream. Blank lines are skipped.
    func next() throws(RecordError) -> Bool {
        while true {
            recordStart = position
            recordLength = 0
            recordLine = line
            let more = try readRecord()
            if !more { return false }
            // A blank line is one empty, unquoted field: skip it.
            if fieldCount == 1, fields[0].isEmpty, !lastFieldWasQuoted { continue }
            return true
        }
    }

    @inline(__always)
    private func readRecord() throws(RecordError) -> Bool {
        fieldCount = 0
        quoteBytes = 0
        unescapedCount = 0
        if delimiter == UInt8(ascii: ",") { return try readRecord(separatedBy: Comma()) }
        return try readRecord(separatedBy: AnyByte(byte: delimiter))
    }

    /// Appends a field, `start..<end` (relative to `recordStart`, or in `unescaped` with `aside`).
    @inline(__always)
    private func appendField(from start: Int, to end: Int, aside: UInt32 = 0) {
        storeField(fieldCount, from: start, to: end, aside: aside)
        fieldCount &+= 1
    }

    /// The bytes of the current record's fields up to `position`, unquoted, when `separators`
    /// separators lie between them: for the limit.
    private func fieldBytes(separators: Int) -> Int {
        position - recordStart - separators - quoteBytes
    }

    /// Stores the bounds of field `index` (the fields before it are stored), growing the table
    /// when it is full.
    @inline(__always)
    private func storeField(_ index: Int, from start: Int, to end: Int, aside: UInt32 = 0) {
        if index == bounds.count { bounds = Self.grown(bounds, keeping: index, toHold: 0) }
        bounds[index] = CSVFields.bounds(from: start, to: end, aside: aside)
    }

    /// Appends `bytes` to the field being unescaped.
    private func appendUnescaped(_ bytes: UnsafeBufferPointer<UInt8>) {
        if bytes.count > unescaped.count - unescapedCount {
            unescaped = Self.grown(unescaped, keeping: unescapedCount, toHold: unescapedCount + bytes.count)
        }
        _ = UnsafeMutableBufferPointer(rebasing: unescaped[unescapedCount...]).initialize(fromContentsOf: bytes)
        unescapedCount += bytes.count
    }

    /// `room` moved to a new allocation twice its size (or `needed`, if more), its first `count`
    /// elements kept; the old allocation is freed.
    @inline(never)
    private static func grown<Element>(
        _ room: UnsafeMutableBufferPointer<Element>, keeping count: Int, toHold needed: Int
    ) -> UnsafeMutableBufferPointer<Element> {
        let bigger = UnsafeMutableBufferPointer<Element>.allocate(capacity: max(2 * room.count, needed))
        _ = bigger.moveInitialize(fromContentsOf: room[..<count])
        room.deallocate()
        return bigger
    }

    private func recordTooLong() -> RecordError {
        RecordError(
            path: path, line: recordLine, message: "a record is longer than the limit of \(maxRecordBytes) bytes",
            isRecoverable: false)
    }

    @inline(__always)
    private func readRecord<D: Delimiter>(separatedBy delimiter: D) throws(RecordError) -> Bool {
        // In a local (a constant for a comma), not read from a property for every byte of the scan loops.
        let separator = delimiter.byte
        let quote = UInt8(ascii: "\"")
        let stops = FieldStops(separator: separator)
        lastFieldWasQuoted = false
        if position >= end, try !refill() { return false }
        while true {
            // At the start of a field.
            if position >= end, try !refill() {
                appendField(from: position - recordStart, to: position - recordStart)
                recordLength = position - recordStart
                return true
            }
            if buffer[position] == quote {
                guard try readQuotedField(separator: separator) else { return true }
                continue
            }
            // Unquoted fields, as many as follow one another in the buffer.
            var fieldStart = position &- recordStart
            var stopped = readUnquotedFields(fieldStart: &fieldStart, stops)
            while stopped == .bufferEnd {
                // The buffer ends inside the field that starts at `fieldStart`.
                if try !refill() {
                    appendField(from: fieldStart, to: position &- recordStart)
                    recordLength = position &- recordStart
                    return true
                }
                guard fieldBytes(separators: fieldCount) <= maxRecordBytes else {
                    throw recordTooLong()
                }
                stopped = readUnquotedFields(fieldStart: &fieldStart, stops)
            }
            if stopped == .fieldStart { continue }
            if stopped == .lineEnd { try consumeLineEnd() }
            return true
        }
    }

    /// Reads the quoted field at `position`, and what follows it; true when another field follows
    /// (after a separator), false when the record ends (at a line end, consumed, or the end of the
    /// stream).
    private func readQuotedField(separator: UInt8) throws(RecordError) -> Bool {
        let quote = UInt8(ascii: "\"")
        lastFieldWasQuoted = true
        let fieldStartLine = line
        position += 1
        quoteBytes += 1
        let contentStart = position - recordStart
        // Where the field starts in `unescaped` once a doubled quote sends it there.
        var asideStart = -1
        // Whether the byte before the scan is a CR.
        var afterCR = false
        quoted: while true {
            if position >= end, try !refill() {
                // The quote runs to the end of the stream: all of it is this one record.
                recordLength = position - recordStart
                throw RecordError(
                    path: path, line: recordLine,
                    message:
                        "unterminated quoted field (the quote opened on line \(fieldStartLine) is never closed)",
                    raw: rawRecord)
            }
            var scan = position
            while scan < end, buffer[scan] != quote {
                // A line ends at LF, CR LF or a lone CR, as outside quotes (the LF of a CR LF is
                // told by the CR before it, which may have been in the buffer before this one).
                let b = buffer[scan]
                if b == 0x0A {
                    if !afterCR { line += 1 }
                    afterCR = false
                } else {
                    if b == 0x0D { line += 1 }
                    afterCR = b == 0x0D
                }
                scan += 1
            }
            if asideStart >= 0 { appendUnescaped(UnsafeBufferPointer(rebasing: buffer[position..<scan])) }
            position = scan
            if position >= end { continue quoted }
            // At a quote: doubled, or closing.
            if position + 1 >= end, try !refill() {
                position += 1
                quoteBytes += 1
                break quoted
            }
            afterCR = false
            if buffer[position + 1] == quote {
                // The field goes aside, unescaped, from its first doubled quote on.
                if asideStart < 0 {
                    asideStart = unescapedCount
                    appendUnescaped(
                        UnsafeBufferPointer(rebasing: buffer[(recordStart + contentStart)..<position]))
                }
                // One quote of the two.
                appendUnescaped(UnsafeBufferPointer(rebasing: buffer[position..<(position + 1)]))
                position += 2
                quoteBytes += 1
                continue quoted
            }
            position += 1
            quoteBytes += 1
            break quoted
        }
        if asideStart >= 0 {
            appendField(from: asideStart, to: unescapedCount, aside: CSVFields.aside)
        } else {
            appendField(from: contentStart, to: position - 1 - recordStart)
        }
        guard fieldBytes(separators: fieldCount - 1) <= maxRecordBytes else { throw recordTooLong() }
        // After a closing quote: a separator, a line end, or the end of the stream.
        if position >= end, try !refill() {
            recordLength = position - recordStart
            return false
        }
        let after = buffer[position]
        if after == separator {
            position += 1
            return true
        }
        if after == 0x0A || after == 0x0D {
            try consumeLineEnd()
            return false
        }
        let defectLine = line
        try skipRestOfRecord()
        throw RecordError(
            path: path, line: recordLine,
            message: "unexpected \(MessageText.quoted(byte: after)) after a closing quote"
                + (defectLine == recordLine ? "" : " (on line \(defectLine))"),
            raw: rawRecord)
    }

    /// Where ``readUnquotedFields(fieldStart:_:)`` stopped.
    private enum UnquotedEnd {
        /// Past the LF that ends the record (consumed, as ``consumeLineEnd()`` does).
        case recordEnd
        /// At the CR that ends the record: ``consumeLineEnd()`` looks for an LF after it.
        case lineEnd
        /// At the start of a field (after a separator) that it leaves to the caller: a quoted one,
        /// or one at the end of the buffer.
        case fieldStart
        /// At the end of the buffer, inside the field that starts at `fieldStart`.
        case bufferEnd
    }

    /// Reads unquoted fields from `position`, in the field that starts at `fieldStart` (relative
    /// to `recordStart`), for as long as they follow one another in the buffer. It keeps the
    /// reader's state in locals: this is the loop nearly every byte of a file goes through.
    ///
    /// The stops (the separator, LF, CR) of sixteen bytes at a time are found at once, as the bits
    /// of a mask taken one by one; the mask left over waits in ``stopMask`` for the next call.
    @inline(__always)
    private func readUnquotedFields(fieldStart: inout Int, _ stops: FieldStops) -> UnquotedEnd {
        // Offsets relative to the record's first byte, as the fields' bounds are; the next field's
        // bounds go to `slot`, while it is below `slotsEnd`.
        guard let bufferBase = buffer.baseAddress, var table = bounds.baseAddress else { return .bufferEnd }
        let record = bufferBase + recordStart
        let end = self.end &- recordStart
        var slot = table + fieldCount
        var slotsEnd = table + bounds.count
        var start = fieldStart
        var position = self.position &- recordStart
        var word = stopWord &- recordStart
        var mask = stopMask
        defer {
            self.position = recordStart &+ position
            fieldStart = start
            fieldCount = table.distance(to: slot)
            stopWord = recordStart &+ word
            stopMask = mask
        }
        let offset = position &- word
        if UInt(bitPattern: offset) < 16 {
            // In the block known: its stops from `position` on.
            mask &= ~0 &<< UInt32(truncatingIfNeeded: offset)
        } else {
            word = position
            mask = Self.stops(record, from: word, to: end, stops)
        }
        while true {
            while mask == 0 {
                word &+= 16
                guard word < end else {
                    position = end
                    return .bufferEnd
                }
                mask = Self.stops(record, from: word, to: end, stops)
            }
            position = word &+ mask.trailingZeroBitCount
            mask &= mask &- 1
            if slot == slotsEnd {
                let count = table.distance(to: slot)
                bounds = Self.grown(bounds, keeping: count, toHold: 0)
                guard let grown = bounds.baseAddress else { return .bufferEnd }
                table = grown
                slot = grown + count
                slotsEnd = grown + bounds.count
            }
            slot.pointee = CSVFields.bounds(from: start, to: position)
            slot += 1
            let stop = record[position]
            if stop != stops.separator {
                guard stop == 0x0A else { return .lineEnd }
                recordLength = position
                position &+= 1
                line &+= 1
                return .recordEnd
            }
            position &+= 1
            start = position
            if position == end || record[position] == UInt8(ascii: "\"") { return .fieldStart }
        }
    }

    /// The stops among the sixteen bytes from `index` (fewer at `end`), one bit a byte.
    @inline(__always)
    private static func stops(_ base: UnsafeMutablePointer<UInt8>, from index: Int, to end: Int, _ stops: FieldStops)
        -> UInt32
    {
        if index &+ 16 <= end {
            return stops.stops(in: UnsafeRawPointer(base + index).loadUnaligned(as: SIMD16<UInt8>.self))
        }
        return partialStops(base, from: index, to: end, stops)
    }

    /// ``stops(_:from:to:_:)`` for the last bytes of the buffer, fewer than sixteen: out of line,
    /// as it is reached once a buffer.
    @inline(never)
    private static func partialStops(
        _ base: UnsafeMutablePointer<UInt8>, from index: Int, to end: Int, _ stops: FieldStops
    ) -> UInt32 {
        var bytes = SIMD16<UInt8>(repeating: 0)
        for i in index..<end { bytes[i &- index] = base[i] }
        return stops.stops(in: bytes) & ~(~0 &<< UInt32(truncatingIfNeeded: end &- index))
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
