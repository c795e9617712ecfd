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

    init(plan: InputPlan, source: ByteSource, path: String) throws(RecordError) {
        csv = CSVReader(source: source, path: path)
        fields = plan.fields
        self.path = path
        var header = CSVRecord()
        guard try csv.next(into: &header) else {
            // No header at all: an empty stream, as if it had only a header.
            columns = fields.map { _ in -1 }
            optional = fields.map(\.optional)
            width = 0
            atEnd = true
            return
        }
        var index: [String: Int] = [:]
        for i in 0..<header.count {
            let name = header.string(i).trimmingSpaces
            if index[name] == nil { index[name] = i }
        }
        var columns: [Int] = []
        var missing: [String] = []
        for field in fields {
            if let i = index[field.column] {
                columns.append(i)
            } else {
                columns.append(-1)
                if !field.optional { missing.append(field.column) }
            }
        }
        if !missing.isEmpty {
            let names = missing.map { "'\($0)'" }.joined(separator: ", ")
            let hint = missing.count == 1 ? Suggestion.hint(for: missing[0], in: index.keys) : ""
            throw RecordError(
                path: path, line: header.line,
                message: "the header lacks column\(missing.count == 1 ? "" : "s") \(names)\(hint) (it has: "
                    + (0..<header.count).map { header.string($0) }.joined(separator: ", ") + ")",
                isRecoverable: false)
        }
        self.columns = columns
        optional = fields.map(\.optional)
        width = header.count
    }

    private var atEnd = false

    var line: Int { record.line }
    var rawRecord: String { csv.rawRecord }

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
        var failed = -1
        record.bytes.withUnsafeBufferPointer { bytes in
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
                        if field.isEmpty {
                            guard optional[i] else {
                                failed = i
                                return
                            }
                            slots[i] = .null
                        } else if let value = ValueParser.convert(field, field: fields[i]) {
                            slots[i] = value
                        } else {
                            failed = i
                            return
                        }
                    }
                }
            }
        }
        guard failed >= 0 else { return true }
        let field = fields[failed]
        let message = record.withField(columns[failed]) { bytes in
            bytes.isEmpty ? "empty value (the field is not optional)" : ValueParser.problem(bytes, for: field)
        }
        throw RecordError(path: path, line: record.line, field: field.name, message: message, raw: csv.rawRecord)
    }
}
