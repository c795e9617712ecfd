/// One value in a record slot, an expression result or a row field.
public enum Value: Hashable, Sendable, CustomStringConvertible {
    case null
    case bool(Bool)
    case int(Int64)
    case decimal(FixedDecimal)
    case string(String)
    case date(CivilDate)
    case datetime(Timestamp)

    /// Whether this is `null`.
    @inline(__always)
    public var isNull: Bool {
        if case .null = self { return true }
        return false
    }

    /// The value as a decimal, for `int` and `decimal` values.
    @inline(__always)
    public var decimalValue: FixedDecimal? {
        switch self {
        case .decimal(let d): return d
        case .int(let i): return FixedDecimal(i)
        default: return nil
        }
    }

    /// The bytes of text `values` hold (their strings' UTF-8): what a batch of records or rows
    /// handed to another thread counts, so that long texts end it early.
    @inline(__always)
    static func textBytes(of values: [Value]) -> Int {
        var bytes = 0
        for value in values {
            if case .string(let s) = value { bytes &+= s.utf8.count }
        }
        return bytes
    }

    /// How a template hole without a format shows the value.
    public var description: String {
        switch self {
        case .null: return ""
        case .bool(let b): return b ? "true" : "false"
        case .int(let i): return String(i)
        case .decimal(let d): return d.description
        case .string(let s): return s
        case .date(let d): return d.description
        case .datetime(let t): return t.description
        }
    }

    /// Orders values the way sorting and group keys need: `null` first, numbers by value, then
    /// by type for values of different kinds.
    static func compare(_ a: Value, _ b: Value) -> Int {
        // Dates first, without building the pair below: the usual sort and group key.
        if case .date(let x) = a, case .date(let y) = b {
            return x.daysSinceEpoch < y.daysSinceEpoch ? -1 : (x.daysSinceEpoch == y.daysSinceEpoch ? 0 : 1)
        }
        switch (a, b) {
        case (.null, .null): return 0
        case (.null, _): return -1
        case (_, .null): return 1
        case (.int(let x), .int(let y)): return x < y ? -1 : (x == y ? 0 : 1)
        case (.string(let x), .string(let y)): return x == y ? 0 : (x < y ? -1 : 1)
        case (.date(let x), .date(let y)):
            return x.daysSinceEpoch < y.daysSinceEpoch ? -1 : (x == y ? 0 : 1)
        case (.datetime(let x), .datetime(let y)): return x < y ? -1 : (x == y ? 0 : 1)
        case (.bool(let x), .bool(let y)): return x == y ? 0 : (x ? 1 : -1)
        default:
            if let x = a.decimalValue, let y = b.decimalValue { return FixedDecimal.compare(x, y) }
            return a.typeRank < b.typeRank ? -1 : 1
        }
    }

    /// Whether `a` and `b` are the same group key (``compare(_:_:)`` is 0), the usual kinds
    /// checked without building a pair of values.
    @inline(__always)
    static func sameKey(_ a: Value, _ b: Value) -> Bool {
        if case .date(let x) = a, case .date(let y) = b { return x.daysSinceEpoch == y.daysSinceEpoch }
        if case .int(let x) = a, case .int(let y) = b { return x == y }
        if case .string(let x) = a, case .string(let y) = b { return x == y }
        return compare(a, b) == 0
    }

    private var typeRank: Int {
        switch self {
        case .null: return 0
        case .bool: return 1
        case .int, .decimal: return 2
        case .string: return 3
        case .date: return 4
        case .datetime: return 5
        }
    }
}
