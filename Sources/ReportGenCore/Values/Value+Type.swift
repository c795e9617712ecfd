extension Value {
    /// The value's type in the layout language (`null` for null).
    public var type: ValueType {
        switch self {
        case .null: return .null
        case .bool: return .bool
        case .int: return .int
        case .decimal: return .decimal
        case .string: return .string
        case .date: return .date
        case .datetime: return .datetime
        }
    }
}
