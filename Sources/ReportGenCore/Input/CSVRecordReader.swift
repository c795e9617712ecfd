/// Turns CSV records into typed slots: maps the header to the declared fields, checks each row's
/// width, converts each declared column where it lies in the reader's buffer.
final class CSVRecordReader: RecordReader {
    private let csv: CSVReader
    /// How each declared field converts, and from which column.
    private let converters: FieldConverters
    private let width: Int
    private let path: String
    /// Whether a data record has been asked for: ``line`` is 0 until then.
    private var started = false

    init(plan: InputPlan, source: ByteSource, path: String, delimiter: UInt8 = UInt8(ascii: ","))
        throws(RecordError)
    {
        csv = CSVReader(source: source, path: path, delimiter: delimiter)
        let fields = plan.fields
        self.path = path
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
            converters = FieldConverters(fields: fields, columns: [])
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
        if !missing.isEmpty, let looks = Self.utf16Evidence(csv.rawRecord) {
            throw RecordError(
                path: path, line: header.line,
                message: "the header does not read as text: the file looks like UTF-16 (\(looks)); "
                    + "set input.encoding: utf-16", isRecoverable: false)
        }
        if !missing.isEmpty, let looks = Self.binaryEvidence(csv.rawRecord) {
            throw RecordError(
                path: path, line: header.line, message: "the file is not text: it looks like \(looks)",
                isRecoverable: false)
        }
        if !missing.isEmpty {
            let names = missing.map { "'\($0)'" }.joined(separator: ", ")
            // A header that is not UTF-8 was read with replacement characters: no name to suggest.
            let notUTF8 = csv.rawRecord.withUnsafeBufferPointer { ValueParser.text($0) } == nil
            let hint = notUTF8 ? "" : Self.hints(for: missing, in: Array(index.keys))
            let present = (0..<header.count).map { header.string($0) }.joined(separator: ", ")
            throw RecordError(
                path: path, line: header.line,
                message: "the header lacks column\(missing.count == 1 ? "" : "s") \(names)\(hint) (it has: "
                    + MessageText.shown(present) + ")"
                    + Self.delimiterHint(csv.rawRecord, delimiter: delimiter)
                    + Self.separatorLineHint(csv.rawRecord, headerLine: headerLine)
                    + (notUTF8
                        ? "; the header is not valid UTF-8: if the file is in another encoding, such as "
                            + "windows-1252, name it in input.encoding" : ""),
                isRecoverable: false)
        }
        converters = FieldConverters(fields: fields, columns: columns)
        width = header.count
    }

    private var atEnd = false

    /// "Did you mean" for the missing columns the header has under a close name: one name alone
    /// (`; did you mean 'Amount'?`), or each one found with its column (`; did you mean 'ID' for
    /// 'id', 'Name' for 'name'?`).
    static func hints(for missing: [String], in names: [String]) -> String {
        if missing.count == 1 { return Suggestion.hint(for: missing[0], in: names) }
        let found = missing.compactMap { column in Suggestion.closest(to: column, in: names).map { (column, $0) } }
        guard !found.isEmpty else { return "" }
        return "; did you mean " + found.map { "'\($0.1)' for '\($0.0)'" }.joined(separator: ", ") + "?"
    }

    /// What makes a header read as UTF-8 look like UTF-16: a byte-order mark, or NUL bytes
    /// between its letters. `nil` when nothing does.
    static func utf16Evidence(_ header: [UInt8]) -> String? {
        if header.starts(with: [0xFF, 0xFE]) || header.starts(with: [0xFE, 0xFF]) {
            return "it starts with the byte-order mark \(header[0] == 0xFF ? "FF FE" : "FE FF")"
        }
        return UTF16Evidence.hasNULsBetweenLetters(header) ? "its header has NUL bytes between the letters" : nil
    }

    /// What a stream that is no text at all seems to be, from its first bytes: a compressed file,
    /// a workbook, a database; `nil` when its first line has no NUL byte and no known signature.
    static func binaryEvidence(_ header: [UInt8]) -> String? {
        let signatures: [([UInt8], String)] = [
            ([0x1F, 0x8B], "a gzip file; decompress it first"),
            (Array("PK\u{03}\u{04}".utf8), "a ZIP file, such as an .xlsx workbook; export the sheet as CSV"),
            (Array("SQLite format 3".utf8), "an SQLite database; read it with a sqlite: source and a query"),
            (Array("%PDF".utf8), "a PDF document"),
        ]
        if let (_, kind) = signatures.first(where: { header.starts(with: $0.0) }) { return kind }
        return header.contains(0) ? "binary data (its first line has NUL bytes)" : nil
    }

    /// When the "header" is the `sep=;` line a spreadsheet writes before its header, says how to
    /// skip it (`header_line` counts from it).
    static func separatorLineHint(_ header: [UInt8], headerLine: Int) -> String {
        let text = header.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(header.dropFirst(3)) : header
        guard text.count == 5, text.starts(with: Array("sep=".utf8)) else { return "" }
        let byte = text[4]
        let delimiter = byte == 0x09 ? "tab" : "\"\(String(decoding: [byte], as: UTF8.self))\""
        return "; line \(headerLine) is the 'sep=' line a spreadsheet writes before the header: set "
            + "csv: { header_line: \(headerLine + 1), delimiter: \(delimiter) }"
    }

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

    var line: Int { started ? csv.recordLine : 0 }
    var rawRecord: [UInt8] { csv.rawRecord }

    func next(into slots: inout [Value]) throws(RecordError) -> Bool {
        try nextRecord(into: &slots) != nil
    }

    func nextLine(into slots: inout [Value]) throws(RecordError) -> Int? {
        try nextRecord(into: &slots)?.line
    }

    // Inlined into its protocol witness: the engine calls it through the protocol, per record.
    @inline(__always)
    func nextRecord(into slots: inout [Value]) throws(RecordError) -> (line: Int, values: UnsafeMutablePointer<Value>?)?
    {
        if atEnd { return nil }
        started = true
        guard try csv.next() else { return nil }
        guard csv.fieldCount == width else {
            throw RecordError(
                path: path, line: csv.recordLine,
                message: "expected \(width) fields as in the header, found \(csv.fieldCount)", raw: csv.rawRecord)
        }
        let (failed, values) = convert(csv.fields, into: &slots)
        guard failed >= 0 else { return (csv.recordLine, values) }
        let field = converters.fields[failed]
        let column = Int(converters.converters[failed].column)
        let message = ValueParser.failure(csv.fields[column], for: field)
        throw RecordError(path: path, line: csv.recordLine, field: field.name, message: message, raw: csv.rawRecord)
    }

    /// Converts the declared columns of `fields` into `slots`; the index of the field that failed,
    /// or -1, and where the values lie (the array made unique to write them).
    @inline(__always)
    private func convert(_ fields: CSVFields, into slots: inout [Value]) -> (Int, UnsafeMutablePointer<Value>?) {
        slots.withUnsafeMutableBufferPointer { slots in
            guard let slot = slots.baseAddress else { return (-1, nil) }
            let failed = converters.converters.withUnsafeBufferPointer { converters in
                for i in 0..<min(converters.count, slots.count) {
                    let converter = converters[i]
                    guard self.converters.convert(fields[Int(converter.column)], field: i, converter, into: slot + i)
                    else {
                        return i
                    }
                }
                return -1
            }
            return (failed, slot)
        }
    }
}
