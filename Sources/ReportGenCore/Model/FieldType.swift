/// A type name as written in `input.fields`, `rows.*.fields` or `parameters`.
public enum FieldType: String, Hashable, Sendable, CaseIterable {
    case string, int, decimal, date, datetime, bool
    /// Input only: a raw value mapped to a label (the field's value is the label, a string).
    case `enum`

    /// The type of the values a field of this type holds.
    public var valueType: ValueType {
        switch self {
        case .string, .enum: return .string
        case .int: return .int
        case .decimal: return .decimal
        case .date: return .date
        case .datetime: return .datetime
        case .bool: return .bool
        }
    }
}
