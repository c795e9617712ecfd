/// Reads typed records from one stream into the input-field slots of a record.
protocol RecordReader: AnyObject {
    /// Fills `slots[0..<fields.count]` with the next record's values; false at the end.
    /// Throws a recoverable ``RecordError`` for a bad record (reading can go on) and an
    /// unrecoverable one for a broken stream.
    func next(into slots: inout [Value]) throws(RecordError) -> Bool
    /// The line of the record last read.
    var line: Int { get }
    /// Reads the next record as ``next(into:)`` does and returns its ``line``; `nil` at the end.
    /// One call per record where the engine made two (a reader implements it when that saves
    /// work; the default asks ``next(into:)`` and then ``line``).
    func nextLine(into slots: inout [Value]) throws(RecordError) -> Int?
    /// Reads as ``nextLine(into:)`` does, and tells where `slots`' values lie now, for a caller
    /// that reads and writes them in place until it next changes the array: a reader that made
    /// the array unique to write into it hands over its address (the engine asked again, a
    /// uniqueness check a record).
    func nextRecord(into slots: inout [Value]) throws(RecordError) -> (line: Int, values: UnsafeMutablePointer<Value>?)?
    /// The record last read, its bytes as they were in the stream (without its line end).
    var rawRecord: [UInt8] { get }
    /// Whether ``rawRecord`` is in an encoding whose bytes are no text to show as they are
    /// (UTF-16), so that `--rejects` keeps them as base64; false by default.
    var rawRecordIsBinary: Bool { get }
    /// Text read so far that looks like UTF-8 read in a single-byte encoding, if any; complete
    /// once the stream has ended.
    var utf8Suspicion: TranscodingByteSource.UTF8Suspicion? { get }
}

extension RecordReader {
    func nextLine(into slots: inout [Value]) throws(RecordError) -> Int? {
        try next(into: &slots) ? line : nil
    }

    func nextRecord(into slots: inout [Value]) throws(RecordError) -> (line: Int, values: UnsafeMutablePointer<Value>?)?
    {
        guard let line = try nextLine(into: &slots) else { return nil }
        return (line, slots.withUnsafeMutableBufferPointer { $0.baseAddress })
    }

    /// False: the record's bytes are what they are (UTF-8, or a single-byte encoding).
    var rawRecordIsBinary: Bool { false }

    /// None: the stream is not transcoded.
    var utf8Suspicion: TranscodingByteSource.UTF8Suspicion? { nil }
}
