/// A number format such as `,.2`: optional thousands separators, optional fixed places.
@_spi(Fuzzing) public struct NumberFormat: Hashable, Sendable {
    /// Digits after the point, rounded half away from zero; `nil` keeps the value's own.
    var places: Int?
    /// Whether to put `,` between every three integer digits.
    var grouping: Bool
    /// The separators it writes: `1,234.56` unless ``localized(_:)``.
    var symbols: NumberSymbols

    /// Creates a format.
    init(places: Int?, grouping: Bool, symbols: NumberSymbols = .posix) {
        self.places = places
        self.grouping = grouping
        self.symbols = symbols
    }

    /// The same format with a locale's separators.
    func localized(_ symbols: NumberSymbols) -> NumberFormat {
        NumberFormat(places: places, grouping: grouping, symbols: symbols)
    }

    /// Parses `.N`, `,`, `,.N` (also `N` alone is not a format: it must start with `.` or `,`).
    /// Returns the offset of the first bad character on failure.
    @_spi(Fuzzing) public static func parse(_ text: String) -> Result<NumberFormat, DatePattern.Problem> {
        let chars = Array(text.unicodeScalars)
        var i = 0
        var grouping = false
        var places: Int?
        if i < chars.count, chars[i] == "," {
            grouping = true
            i += 1
        }
        if i < chars.count, chars[i] == "." {
            i += 1
            var n = 0
            let start = i
            while i < chars.count, chars[i].value &- 48 < 10 {
                let digit = Int(chars[i].value - 48)
                n = n * 10 + digit
                i += 1
                if n > FixedDecimal.maxScale {
                    return .failure(.init(offset: start, message: "at most \(FixedDecimal.maxScale) places"))
                }
            }
            guard i > start else { return .failure(.init(offset: i, message: "expected digits after '.'")) }
            places = n
        }
        guard i == chars.count, grouping || places != nil else {
            return .failure(
                .init(offset: i, message: "not a number format (use '.N' for places, ',' for thousands, or ',.N')"))
        }
        return .success(NumberFormat(places: places, grouping: grouping))
    }

    /// Formats an int or decimal.
    func format(_ value: Value) -> String {
        switch value {
        case .int(let i):
            return FixedDecimal(i).formatted(places: places, grouping: grouping, symbols: symbols)
        case .decimal(let d):
            return d.formatted(places: places, grouping: grouping, symbols: symbols)
        default:
            return value.description
        }
    }
}
