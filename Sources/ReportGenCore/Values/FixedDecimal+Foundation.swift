import Foundation

extension FixedDecimal {
    /// The same number as Foundation's `Decimal`, exactly (a `Decimal` holds 38 digits, as the
    /// mantissa does): for an app's own arithmetic or a `NumberFormatter`.
    ///
    /// ```swift
    /// let amount = row.decimal("amount")?.decimal   // Decimal 3.11
    /// ```
    public var decimal: Decimal {
        // The exact digits, read back in the POSIX locale (a point, no grouping).
        Decimal(string: description, locale: Locale(identifier: "en_US_POSIX")) ?? .zero
    }
}
