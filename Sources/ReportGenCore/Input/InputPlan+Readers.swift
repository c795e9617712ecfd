extension InputPlan {
    /// Opens a reader of `format` over `source`.
    public func reader(format: InputFormat, source: ByteSource, path: String) throws(RecordError) -> RecordReader {
        switch format {
        case .csv: return try CSVRecordReader(plan: self, source: source, path: path)
        case .json, .ndjson:
            return try JSONRecordReader(plan: self, source: source, path: path, lineDelimited: format == .ndjson)
        }
    }
}
