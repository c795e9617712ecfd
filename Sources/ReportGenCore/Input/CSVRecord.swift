/// One CSV record, copied out of the reader: its fields' bytes, unquoted, back to back, and where
/// each ends. For the header, tests and fuzzers; records converted to values are read in place
/// (``CSVReader/fields``).
@_spi(Fuzzing) public struct CSVRecord: Sendable {
    /// The fields' contents, concatenated.
    var bytes = ByteRoom(capacity: 1024)
    /// The end offset in `bytes` of each field.
    var ends: [Int] = []
    /// The 1-based line the record starts on.
    @_spi(Fuzzing) public internal(set) var line = 0

    /// Creates an empty record.
    @_spi(Fuzzing) public init() {
        ends.reserveCapacity(64)
    }

    /// The number of fields.
    var count: Int { ends.count }

    mutating func reset(line: Int) {
        bytes.removeAll()
        ends.removeAll(keepingCapacity: true)
        self.line = line
    }

    /// Appends a field.
    mutating func append(field: UnsafeBufferPointer<UInt8>) {
        bytes.append(contentsOf: field)
        ends.append(bytes.count)
    }

    /// Calls `body` with field `index`'s bytes.
    @inline(__always)
    func withField<R>(_ index: Int, _ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
        let start = index == 0 ? 0 : ends[index - 1]
        let end = ends[index]
        return try bytes.withUnsafeBytes(from: start, to: end, body)
    }

    /// Field `index` as text (invalid UTF-8 repaired), for headers and messages.
    func string(_ index: Int) -> String {
        withField(index) { String(decoding: $0, as: UTF8.self) }
    }
}
