import Foundation

extension FixedDecimal {
    /// The same number as Foundation's `Decimal`, exactly (a `Decimal` holds 38 digits, as the
    /// mantissa does): for an app's own arithmetic or a `NumberFormatter`.
    ///
    /// ```swift
    /// let amount = row.decimal("amount")?.decimal   // Decimal 3.11
    /// ```
    public var decimal: Decimal {
        var value = Decimal(string: magnitudeText, locale: Locale(identifier: "en_US_POSIX")) ?? .zero
        if isNegative { value.negate() }
        return value
    }

    /// The digits without a sign, with the point where the scale puts it.
    private var magnitudeText: String {
        let digits = String(mantissa.magnitude)
        guard scale > 0 else { return digits }
        let padded = String(repeating: "0", count: max(0, scale + 1 - digits.count)) + digits
        return String(padded.dropLast(scale)) + "." + String(padded.suffix(scale))
    }
}
