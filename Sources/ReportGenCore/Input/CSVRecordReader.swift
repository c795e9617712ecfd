/// Turns CSV records into typed slots: maps the header to the declared fields, checks each row's
/// width, converts each declared column.
final class CSVRecordReader: RecordReader {
    private let csv: CSVReader
    private let fields: [InputPlan.Field]
    /// For each declared field, its column index, or -1 when absent (optional fields only).
    private let columns: [Int]
    private let width: Int
    private let path: String
    private var record = CSVRecord()
    /// Per declared field: whether it may be empty (a plain array, read without copying a field).
    private let optional: [Bool]
    /// Whether any field has `null_values` or separators.
    private let hasDialect: Bool

    init(plan: InputPlan, source: ByteSource, path: String, delimiter: UInt8 = UInt8(ascii: ","))
        throws(RecordError)
    {
        csv = CSVReader(source: source, path: path, delimiter: delimiter)
        fields = plan.fields
        self.path = path
        hasDialect = plan.fields.contains { $0.dialect != nil }
        let headerLine = plan.dialect.headerLine
        var preamble = CSVReader.SkippedLines.skipped
        if headerLine > 1 { preamble = try csv.skipLines(headerLine - 1) }
        var header = CSVRecord()
        let hasHeader: Bool
        do {
            hasHeader = try csv.next(into: &header)
        } catch {
            var broken = error
            broken.message += Self.delimiterHint(csv.rawRecord, delimiter: delimiter)
            broken.isRecoverable = false
            throw broken
        }
        if !hasHeader, headerLine > 1, preamble != .emptyStream {
            throw RecordError(
                path: path, line: 0,
                message: "the stream ends before line \(headerLine), where csv.header_line puts the header",
                isRecoverable: false)
        }
        guard hasHeader else {
            // No header at all: an empty stream, as if it had only a header.
            columns = fields.map { _ in -1 }
            optional = fields.map(\.optional)
            width = 0
            atEnd = true
            return
        }
        var index: [String: Int] = [:]
        var repeated: [String: Int] = [:]
        for i in 0..<header.count {
            let name = header.string(i).trimmingSpaces
            if let first = index[name] {
                if repeated[name] == nil { repeated[name] = first }
            } else {
                index[name] = i
            }
        }
        var columns: [Int] = []
        var missing: [String] = []
        for field in fields {
            if let i = index[field.column] {
                if repeated[field.column] != nil {
                    let second = (i + 1..<header.count).first { header.string($0).trimmingSpaces == field.column } ?? i
                    throw RecordError(
                        path: path, line: header.line,
                        message: "the header names column \(MessageText.quoted(field.column)) twice (columns \(i + 1) "
                            + "and \(second + 1)); field '\(field.name)' cannot tell which to read",
                        isRecoverable: false)
                }
                columns.append(i)
            } else {
                columns.append(-1)
                if !field.optional { missing.append(field.column) }
            }
        }
        if !missing.isEmpty {
            let names = missing.map { "'\($0)'" }.joined(separator: ", ")
            let hint = missing.count == 1 ? Suggestion.hint(for: missing[0], in: index.keys) : ""
            let present = (0..<header.count).map { header.string($0) }.joined(separator: ", ")
            throw RecordError(
                path: path, line: header.line,
                message: "the header lacks column\(missing.count == 1 ? "" : "s") \(names)\(hint) (it has: "
                    + MessageText.shown(present) + ")"
                    + Self.delimiterHint(csv.rawRecord, delimiter: delimiter),
                isRecoverable: false)
        }
        self.columns = columns
        optional = fields.map(\.optional)
        width = header.count
    }

    private var atEnd = false

    /// When a header that failed to read splits on another common delimiter, says so: a
    /// `;`-separated export read as comma-separated is the usual cause.
    static func delimiterHint(_ header: [UInt8], delimiter: UInt8) -> String {
        let delimiters: [(UInt8, String, String)] = [
            (UInt8(ascii: ","), "','", "comma-separated"), (UInt8(ascii: ";"), "';'", "';'-separated"),
            (0x09, "a tab", "tab-separated"), (UInt8(ascii: "|"), "'|'", "'|'-separated"),
        ]
        let own = header.count { $0 == delimiter }
        let reads = delimiters.first { $0.0 == delimiter }?.2 ?? "\(MessageText.quoted(byte: delimiter))-separated"
        for (byte, name, kind) in delimiters where byte != delimiter {
            let count = header.count { $0 == byte }
            if count > 0, count > own {
                return "; the header splits on \(name) into \(count + 1) columns: the file seems to be \(kind), "
                    + "and this input reads \(reads) values"
            }
        }
        return ""
    }

    var line: Int { record.line }
    var rawRecord: [UInt8] { csv.rawRecord }

    func next(into slots: inout [Value]) throws(RecordError) -> Bool {
        if atEnd { return false }
        // Work on a local record: no class-property access (and its exclusivity check) per field.
        var record = CSVRecord.placeholder
        swap(&record, &self.record)
        defer { swap(&record, &self.record) }
        guard try csv.next(into: &record) else { return false }
        guard record.count == width else {
            throw RecordError(
                path: path, line: record.line,
                message: "expected \(width) fields as in the header, found \(record.count)",
                raw: csv.rawRecord)
        }
        let failed = hasDialect ? convertWithDialect(record, into: &slots) : convert(record, into: &slots, Plain())
        guard failed >= 0 else { return true }
        let field = fields[failed]
        let message = record.withField(columns[failed]) { ValueParser.failure($0, for: field) }
        throw RecordError(path: path, line: record.line, field: field.name, message: message, raw: csv.rawRecord)
    }

    /// ``convert(_:into:_:)`` with `null_values` and separators, kept out of ``next(into:)`` so
    /// that the plain loop inlined there stays as small (and as fast) as it was.
    @inline(never)
    private func convertWithDialect(_ record: CSVRecord, into slots: inout [Value]) -> Int {
        convert(record, into: &slots, WithDialect())
    }

    /// Converts `record`'s declared columns into `slots`; the index of the field that failed, or -1.
    @inline(__always)
    private func convert<C: Conversion>(_ record: CSVRecord, into slots: inout [Value], _ conversion: C) -> Int {
        var failed = -1
        record.bytes.withUnsafeBytes { bytes in
            record.ends.withUnsafeBufferPointer { ends in
                fields.withUnsafeBufferPointer { fields in
                    for i in 0..<fields.count {
                        let column = columns[i]
                        guard column >= 0 else {
                            slots[i] = .null
                            continue
                        }
                        let start = column == 0 ? 0 : ends[column - 1]
                        let field = UnsafeBufferPointer(rebasing: bytes[start..<ends[column]])
                        if conversion.isNull(field, in: fields[i]) {
                            guard optional[i] else {
                                failed = i
                                return
                            }
                            slots[i] = .null
                        } else if let value = conversion.value(of: field, in: fields[i]) {
                            slots[i] = value
                        } else {
                            failed = i
                            return
                        }
                    }
                }
            }
        }
        return failed
    }
}
