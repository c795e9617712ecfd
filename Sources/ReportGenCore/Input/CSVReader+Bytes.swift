extension CSVReader {
    /// A reader of bytes held in memory, for the fuzzers (which cannot see ``ByteSource``).
    @_spi(Fuzzing) public convenience init(bytes: [UInt8], path: String, maxRecordBytes: Int) {
        self.init(source: MemoryByteSource(bytes), path: path, maxRecordBytes: maxRecordBytes)
    }
}
