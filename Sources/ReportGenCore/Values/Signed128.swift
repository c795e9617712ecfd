/// A 128-bit signed integer in two words (two's complement), ``FixedDecimal``'s mantissa on every
/// system the package supports (the standard library's `Int128` needs macOS 15 / iOS 18). Its
/// operations give what `Int128`'s do: the `…ReportingOverflow` ones report overflow and give the
/// wrapped value, and those that trap there (`-Signed128.min`, a quotient that overflows, a zero
/// divisor) trap here too.
///
/// ```swift
/// let (product, overflow) = Signed128(310).multipliedReportingOverflow(by: Signed128(-25))
/// // product == Signed128(-7_750), overflow == false
/// ```
package struct Signed128: Sendable, Hashable, Comparable {
    /// The upper 64 bits, with the sign.
    package var high: Int64
    /// The lower 64 bits.
    package var low: UInt64

    /// The value `high · 2^64 + low`.
    @inlinable @inline(__always)
    package init(high: Int64, low: UInt64) {
        self.high = high
        self.low = low
    }

    /// `value`, extended.
    @inlinable @inline(__always)
    package init(_ value: Int64) {
        high = value < 0 ? -1 : 0
        low = UInt64(bitPattern: value)
    }

    /// `value`, a word read as unsigned.
    @inlinable @inline(__always)
    package init(unsigned value: UInt64) {
        high = 0
        low = value
    }

    /// The 128 bits of `bits` read as a signed value.
    @inlinable @inline(__always)
    package init(bitPattern bits: Unsigned128) {
        high = Int64(bitPattern: bits.high)
        low = bits.low
    }

    /// `magnitude` with a sign; `nil` when it does not fit (above 2^127 − 1, or 2^127 if negative).
    @inlinable @inline(__always)
    package init?(magnitude: Unsigned128, negative: Bool) {
        if negative {
            guard magnitude.high < 1 << 63 || magnitude == Unsigned128(high: 1 << 63, low: 0) else { return nil }
            self = Signed128(bitPattern: magnitude).wrappingNegated
        } else {
            guard magnitude.high < 1 << 63 else { return nil }
            self.init(bitPattern: magnitude)
        }
    }

    package static let zero = Signed128(0)
    package static let min = Signed128(high: .min, low: 0)
    package static let max = Signed128(high: .max, low: .max)

    /// The 128 bits, unsigned.
    @inlinable @inline(__always)
    package var bitPattern: Unsigned128 { Unsigned128(high: UInt64(bitPattern: high), low: low) }

    @inlinable @inline(__always)
    package var isNegative: Bool { high < 0 }

    @inlinable @inline(__always)
    package var isZero: Bool { high == 0 && low == 0 }

    /// The value as an `Int64`, when it fits.
    @inlinable @inline(__always)
    package var exactInt64: Int64? {
        let word = Int64(bitPattern: low)
        return high == (word < 0 ? -1 : 0) ? word : nil
    }

    /// The low 64 bits as an `Int64` (`Int64(truncatingIfNeeded:)`).
    @inlinable @inline(__always)
    package var truncatedInt64: Int64 { Int64(bitPattern: low) }

    /// `|self|`, which always fits unsigned (`Signed128.min` has 2^127).
    @inlinable @inline(__always)
    package var magnitude: Unsigned128 {
        isNegative ? wrappingNegated.bitPattern : bitPattern
    }

    /// `0 - self`, wrapping (`-min` is `min`).
    @inlinable @inline(__always)
    package var wrappingNegated: Signed128 {
        let low = 0 &- self.low
        let high = ~self.high &+ (self.low == 0 ? 1 : 0)
        return Signed128(high: high, low: low)
    }

    /// `-value`; traps for ``min``, as `Int128`'s `-` does.
    @inlinable @inline(__always)
    package static prefix func - (value: Signed128) -> Signed128 {
        precondition(value != .min, "Signed128 negation overflowed")
        return value.wrappingNegated
    }

    @inlinable @inline(__always)
    package static func < (a: Signed128, b: Signed128) -> Bool {
        a.high != b.high ? a.high < b.high : a.low < b.low
    }

    /// `self + other`, wrapped, and whether it overflowed.
    @inlinable @inline(__always)
    package func addingReportingOverflow(_ other: Signed128) -> (partialValue: Signed128, overflow: Bool) {
        let (low, carry) = low.addingReportingOverflow(other.low)
        let high = self.high &+ other.high &+ (carry ? 1 : 0)
        // Overflow when both operands have one sign and the sum the other.
        let overflow = (self.high < 0) == (other.high < 0) && (high < 0) != (self.high < 0)
        return (Signed128(high: high, low: low), overflow)
    }

    /// `self - other`, wrapped, and whether it overflowed.
    @inlinable @inline(__always)
    package func subtractingReportingOverflow(_ other: Signed128) -> (partialValue: Signed128, overflow: Bool) {
        let (low, borrow) = low.subtractingReportingOverflow(other.low)
        let high = self.high &- other.high &- (borrow ? 1 : 0)
        let overflow = (self.high < 0) != (other.high < 0) && (high < 0) != (self.high < 0)
        return (Signed128(high: high, low: low), overflow)
    }

    /// `self * other`, wrapped, and whether it overflowed.
    @inlinable @inline(__always)
    package func multipliedReportingOverflow(by other: Signed128) -> (partialValue: Signed128, overflow: Bool) {
        // Both in one word each (prices, counts): the product in one hardware multiplication.
        if let a = exactInt64, let b = other.exactInt64 {
            let (high, low) = a.multipliedFullWidth(by: b)
            return (Signed128(high: high, low: low), false)
        }
        return Self.multipliedWide(self, other)
    }

    @usableFromInline
    static func multipliedWide(_ a: Signed128, _ b: Signed128) -> (partialValue: Signed128, overflow: Bool) {
        let negative = a.isNegative != b.isNegative
        let (high, low) = a.magnitude.multipliedFullWidth(by: b.magnitude)
        let wrapped = negative ? Signed128(bitPattern: low).wrappingNegated : Signed128(bitPattern: low)
        let fits = Signed128(magnitude: low, negative: negative) != nil
        let isZero = low == .zero && high == .zero
        return (wrapped, !isZero && (high != .zero || !fits))
    }

    /// The quotient, truncated toward zero, and the remainder (with the dividend's sign); traps
    /// on a zero divisor and on `min / -1`, as `Int128`'s does.
    @inlinable @inline(__always)
    package func quotientAndRemainder(dividingBy divisor: Signed128) -> (quotient: Signed128, remainder: Signed128) {
        precondition(!divisor.isZero, "Division by zero")
        if let a = exactInt64, let b = divisor.exactInt64, a != .min {
            let (q, r) = a.quotientAndRemainder(dividingBy: b)
            return (Signed128(q), Signed128(r))
        }
        precondition(!(self == .min && divisor == Signed128(-1)), "Signed128 division overflowed")
        let (q, r) = magnitude.quotientAndRemainder(dividingBy: divisor.magnitude)
        let quotient = Signed128(bitPattern: q)
        let remainder = Signed128(bitPattern: r)
        return (
            isNegative != divisor.isNegative ? quotient.wrappingNegated : quotient,
            isNegative ? remainder.wrappingNegated : remainder
        )
    }

    @inlinable @inline(__always)
    package static func / (a: Signed128, b: Signed128) -> Signed128 { a.quotientAndRemainder(dividingBy: b).quotient }

    @inlinable @inline(__always)
    package static func % (a: Signed128, b: Signed128) -> Signed128 { a.quotientAndRemainder(dividingBy: b).remainder }
}

extension Signed128: ExpressibleByIntegerLiteral {
    /// A literal, as a word extended: `let tenth: Signed128 = 10`.
    @inlinable @inline(__always)
    package init(integerLiteral value: Int64) { self.init(value) }
}
