/// The format after `:` in a template hole or in `format(v, pattern)`.
@_spi(Fuzzing) public enum ValueFormat: Hashable, Sendable {
    case date(DatePattern)
    case number(NumberFormat)

    /// Shows a value in this format; `null` shows as empty text.
    func format(_ value: Value) -> String {
        switch (self, value) {
        case (.date(let p), .date(let d)): return p.format(d)
        case (.date(let p), .datetime(let t)): return p.format(t)
        case (.number(let f), .int), (.number(let f), .decimal): return f.format(value)
        default: return value.description
        }
    }

    /// The same format in a locale: its month and weekday names, its separators.
    func localized(_ locale: ReportLocale) -> ValueFormat {
        switch self {
        case .date(let p): return .date(p.localized(locale))
        case .number(let f): return .number(f.localized(locale.numbers))
        }
    }

    /// Parses a format for a value of `type`; the problem's offset is within `text`.
    static func parse(_ text: String, for type: ValueType) -> Result<ValueFormat, DatePattern.Problem> {
        switch type {
        case .date, .datetime:
            return DatePattern.parse(text).flatMap { pattern in
                // All literal text would print itself for every date: a number format (`.2`) on a
                // date, most likely, or a pattern whose letters were all quoted.
                guard pattern.tokens.contains(where: { if case .literal = $0 { false } else { true } }) else {
                    return .failure(
                        .init(
                            offset: 0,
                            message: "'\(text)' has no date pattern letter, so it would show the same text for every "
                                + "\(type); use letters such as yyyy, MM, dd (a number format like .2 takes a number)"))
                }
                return .success(.date(pattern))
            }
        case .int, .decimal:
            return NumberFormat.parse(text).map { .number($0) }
        case .null:
            return .failure(.init(offset: 0, message: "a format needs a value of known type, not null"))
        case .string, .bool:
            return .failure(.init(offset: 0, message: "a \(type) value takes no format"))
        }
    }
}
