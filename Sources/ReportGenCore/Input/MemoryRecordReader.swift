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
            let value = record[field.column] ?? .null
            if value.isNull {
                guard field.optional else {
                    let problem = record[field.column] == nil ? "missing key '\(field.column)'" : "null value"
                    throw error(field, problem + " (the field is not optional)")
                }
                slots[i] = .null
                continue
            }
            guard let converted = Self.convert(value, to: field) else {
                throw error(field, Self.problem(value, for: field))
            }
            slots[i] = converted
        }
        return true
    }

    private func error(_ field: InputPlan.Field, _ message: String) -> RecordError {
        RecordError(path: path, line: position, field: field.name, message: message, raw: rawRecord)
    }

    /// `value` as a value of `field`'s type, or `nil` when it is not one.
    static func convert(_ value: Value, to field: InputPlan.Field) -> Value? {
        switch (field.type, value) {
        case (.string, .string), (.int, .int), (.date, .date), (.datetime, .datetime), (.bool, .bool):
            return value
        case (.string, _): return .string(value.description)
        case (.decimal, .decimal(let d)):
            guard let places = field.places else { return value }
            guard let rounded = d.rounded(toPlaces: places), rounded == d else { return nil }
            return .decimal(rounded)
        case (.decimal, .int(let i)):
            return convert(.decimal(FixedDecimal(i)), to: field)
        case (_, .string(let text)):
            var bytes = Array(text.utf8)
            return bytes.withUnsafeMutableBufferPointer { ValueParser.convert(UnsafeBufferPointer($0), field: field) }
        default: return nil
        }
    }

    /// Why `value` does not fit `field`.
    static func problem(_ value: Value, for field: InputPlan.Field) -> String {
        if case .string(let text) = value {
            var bytes = Array(text.utf8)
            return bytes.withUnsafeMutableBufferPointer { ValueParser.problem(UnsafeBufferPointer($0), for: field) }
        }
        if field.type == .decimal, let places = field.places, value.decimalValue != nil {
            return "\(value) has more than \(places) digit\(places == 1 ? "" : "s") after the point"
        }
        return "\(MessageText.quoted(value.description)) is a \(value.type), not a value of type \(field.type.rawValue)"
    }
}
