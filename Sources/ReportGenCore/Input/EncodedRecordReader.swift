/// A reader of a transcoded stream: reads through the reader beneath, and hands out its records'
/// bytes (in errors and ``rawRecord``) in the stream's own encoding, as they were in the file.
final class EncodedRecordReader: RecordReader {
    private let reader: RecordReader
    private let transcoder: TranscodingByteSource

    /// Wraps `reader`, which reads from `transcoder`.
    init(reader: RecordReader, transcoder: TranscodingByteSource) {
        self.reader = reader
        self.transcoder = transcoder
    }

    func next(into slots: inout [Value]) throws(RecordError) -> Bool {
        do {
            return try reader.next(into: &slots)
        } catch {
            throw transcoder.restoring(error)
        }
    }

    var line: Int { reader.line }
    var rawRecord: [UInt8] { transcoder.original(of: reader.rawRecord) }
    var rawRecordIsBinary: Bool { transcoder.isUTF16 }
    var utf8Suspicion: TranscodingByteSource.UTF8Suspicion? { transcoder.utf8Suspicion }
}
