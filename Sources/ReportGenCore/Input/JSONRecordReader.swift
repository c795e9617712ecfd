/// Reads records from a JSON array of objects or from NDJSON (one object per line).
final class JSONRecordReader: RecordReader {
    init(plan: InputPlan, source: ByteSource, path: String, lineDelimited: Bool) throws(RecordError) {
        throw RecordError(
            path: path, line: 0, message: "JSON input is not available in this build", isRecoverable: false)
    }
    var line: Int { 0 }
    var rawRecord: String { "" }
    func next(into slots: inout [Value]) throws(RecordError) -> Bool { false }
}
