extension InputPlan {
    /// Opens a reader of `format` over `source`, in `encoding` (`nil`: the input's encoding).
    func reader(format: InputFormat, source: ByteSource, path: String, encoding: TextEncoding? = nil)
        throws(RecordError) -> RecordReader
    {
        let encoding = encoding ?? dialect.encoding
        // Plain UTF-8 is read as it is: no transcoding layer, nothing to pay.
        guard encoding != .utf8 else { return try utf8Reader(format: format, source: source, path: path) }
        let transcoder = TranscodingByteSource(source: source, encoding: encoding, path: path)
        do {
            let reader = try utf8Reader(format: format, source: transcoder, path: path)
            return EncodedRecordReader(reader: reader, transcoder: transcoder)
        } catch {
            throw transcoder.restoring(error)
        }
    }

    private func utf8Reader(format: InputFormat, source: ByteSource, path: String) throws(RecordError) -> RecordReader {
        switch format {
        case .csv, .tsv:
            return try CSVRecordReader(
                plan: self, source: source, path: path, delimiter: dialect.delimiter(for: format))
        case .json, .ndjson:
            return try JSONRecordReader(plan: self, source: source, path: path, lineDelimited: format == .ndjson)
        }
    }
}
