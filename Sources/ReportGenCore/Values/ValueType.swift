/// The types of the layout language.
public enum ValueType: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    case string, int, decimal, date, datetime, bool
    /// The type of the `null` literal: fits anywhere.
    case null

    /// Whether `+ - * /` apply.
    public var isNumeric: Bool { self == .int || self == .decimal }

    public var description: String { rawValue }

    /// The type both operands of a comparison or branch can take, if any.
    static func common(_ a: ValueType, _ b: ValueType) -> ValueType? {
        if a == b { return a }
        if a == .null { return b }
        if b == .null { return a }
        if a.isNumeric, b.isNumeric { return .decimal }
        return nil
    }
}
