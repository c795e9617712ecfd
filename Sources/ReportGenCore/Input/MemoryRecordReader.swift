/// Reads records an app holds in memory — one dictionary of values per record, keyed by column —
/// with the same strict conversions as a file: a value of the field's type is taken as it is
/// (a decimal checked against `places`), text is converted like a CSV field, anything else is a
/// record error naming the record (its 1-based position) and the field.
final class MemoryRecordReader: RecordReader {
    private let records: [[String: Value]]
    private let fields: [InputPlan.Field]
    private let path: String
    private var position = 0

    init(records: [[String: Value]], plan: InputPlan, path: String) {
        self.records = records
        self.fields = plan.fields
        self.path = path
    }

    var line: Int { position }

    /// The record as a JSON object (its values as they print), for `--rejects`.
    var rawRecord: [UInt8] {
        guard position >= 1, position <= records.count else { return [] }
        let members = records[position - 1].sorted { $0.key < $1.key }.map { key, value in
            jsonString(key) + ":" + (value.isNull ? "null" : jsonString(value.description))
        }
        return Array(("{" + members.joined(separator: ",") + "}").utf8)
    }

    func next(into slots: inout [Value]) throws(RecordError) -> Bool {
        guard position < records.count else { return false }
        let record = records[position]
        position += 1
        for (i, field) in fields.enumerated() {
            switch Self.convert(record[field.column], to: field) {
            case .success(let value): slots[i] = value
            case .failure(let problem): throw error(field, problem.message)
            }
        }
        return true
    }

    private func error(_ field: InputPlan.Field, _ message: String) -> RecordError {
        RecordError(path: path, line: position, field: field.name, message: message, raw: rawRecord)
    }

    /// `value` (`nil` when the record has no such key) as a value of `field`'s type, or why it is
    /// not one.
    static func convert(_ value: Value?, to field: InputPlan.Field) -> Result<Value, ValueProblem> {
        guard let value, !value.isNull else {
            if field.optional { return .success(.null) }
            let problem = value == nil ? "missing key '\(field.column)'" : "null value"
            return .failure(ValueProblem(message: problem + " (the field is not optional)"))
        }
        if case .string(let text) = value {
            // Text as in a CSV field: the null texts (the empty text by default) and the number
            // separators apply.
            var bytes = Array(text.utf8)
            return bytes.withUnsafeMutableBufferPointer { raw in
                let b = UnsafeBufferPointer(raw)
                guard let converted = ValueParser.convertText(b, field: field) else {
                    return .failure(ValueProblem(message: ValueParser.failure(b, for: field)))
                }
                return .success(converted)
            }
        }
        guard let converted = convert(typed: value, to: field) else {
            return .failure(ValueProblem(message: problem(value, for: field)))
        }
        return .success(converted)
    }

    /// `value`, not text and not null, as a value of `field`'s type, or `nil` when it is not one.
    private static func convert(typed value: Value, to field: InputPlan.Field) -> Value? {
        switch (field.type, value) {
        case (.int, .int), (.date, .date), (.datetime, .datetime), (.bool, .bool): return value
        case (.string, _): return .string(value.description)
        case (.decimal, .decimal(let d)):
            guard let places = field.places else { return value }
            guard let rounded = d.rounded(toPlaces: places), rounded == d else { return nil }
            return .decimal(rounded)
        case (.decimal, .int(let i)):
            return convert(typed: .decimal(FixedDecimal(i)), to: field)
        default: return nil
        }
    }

    /// Why `value`, not text and not null, does not fit `field`.
    private static func problem(_ value: Value, for field: InputPlan.Field) -> String {
        if field.type == .decimal, let places = field.places, value.decimalValue != nil {
            return "\(value) has more than \(places) digit\(places == 1 ? "" : "s") after the point"
        }
        let article = value.type == .int ? "an" : "a"
        return "\(MessageText.quoted(value.description)) is \(article) \(value.type), "
            + "not a value of type \(field.type.rawValue)"
    }
}
