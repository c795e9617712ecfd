/// A 128-bit unsigned integer in two words, for ``FixedDecimal``'s magnitudes on every system the
/// package supports (the standard library's `UInt128` needs macOS 15 / iOS 18). Only what the
/// decimal arithmetic needs: comparisons, wrapping and full-width products, and division (by a
/// word in two hardware divisions; by more, bit by bit, which only huge divisors reach).
///
/// ```swift
/// let (high, low) = Unsigned128(low: 10).multipliedFullWidth(by: Unsigned128(high: 1, low: 0))
/// ```
package struct Unsigned128: Sendable, Hashable, Comparable {
    /// The upper 64 bits.
    package var high: UInt64
    /// The lower 64 bits.
    package var low: UInt64

    /// The value `high · 2^64 + low`.
    @inlinable @inline(__always)
    package init(high: UInt64 = 0, low: UInt64) {
        self.high = high
        self.low = low
    }

    package static let zero = Unsigned128(low: 0)
    package static let max = Unsigned128(high: .max, low: .max)

    /// Whether the value fits in one word.
    @inlinable @inline(__always)
    package var fitsInWord: Bool { high == 0 }

    @inlinable @inline(__always)
    package static func < (a: Unsigned128, b: Unsigned128) -> Bool {
        a.high != b.high ? a.high < b.high : a.low < b.low
    }

    /// `a + b` and whether it carried out of 128 bits.
    @inlinable @inline(__always)
    package func addingReportingOverflow(_ other: Unsigned128) -> (partialValue: Unsigned128, overflow: Bool) {
        let (low, carry) = low.addingReportingOverflow(other.low)
        let (high1, o1) = high.addingReportingOverflow(other.high)
        let (high2, o2) = high1.addingReportingOverflow(carry ? 1 : 0)
        return (Unsigned128(high: high2, low: low), o1 || o2)
    }

    /// `a - b` and whether it borrowed.
    @inlinable @inline(__always)
    package func subtractingReportingOverflow(_ other: Unsigned128) -> (partialValue: Unsigned128, overflow: Bool) {
        let (low, borrow) = low.subtractingReportingOverflow(other.low)
        let (high1, o1) = high.subtractingReportingOverflow(other.high)
        let (high2, o2) = high1.subtractingReportingOverflow(borrow ? 1 : 0)
        return (Unsigned128(high: high2, low: low), o1 || o2)
    }

    /// `a + b`; traps on overflow, as `UInt128`'s `+` does.
    @inlinable @inline(__always)
    package static func + (a: Unsigned128, b: Unsigned128) -> Unsigned128 {
        let (sum, overflow) = a.addingReportingOverflow(b)
        precondition(!overflow, "Unsigned128 addition overflowed")
        return sum
    }

    /// `a - b`; traps when `b > a`, as `UInt128`'s `-` does.
    @inlinable @inline(__always)
    package static func - (a: Unsigned128, b: Unsigned128) -> Unsigned128 {
        let (difference, overflow) = a.subtractingReportingOverflow(b)
        precondition(!overflow, "Unsigned128 subtraction overflowed")
        return difference
    }

    /// The full 256-bit product.
    @inlinable
    package func multipliedFullWidth(by other: Unsigned128) -> (high: Unsigned128, low: Unsigned128) {
        let ll = low.multipliedFullWidth(by: other.low)
        if high == 0, other.high == 0 { return (.zero, Unsigned128(high: ll.high, low: ll.low)) }
        let lh = low.multipliedFullWidth(by: other.high)
        let hl = high.multipliedFullWidth(by: other.low)
        let hh = high.multipliedFullWidth(by: other.high)
        // Column by column: word 1 gathers ll.high, lh.low and hl.low; word 2 the carries with
        // lh.high, hl.high and hh.low; word 3 hh.high and the carries.
        var carry: UInt64 = 0
        let (w1a, c1) = ll.high.addingReportingOverflow(lh.low)
        let (w1, c2) = w1a.addingReportingOverflow(hl.low)
        carry = (c1 ? 1 : 0) + (c2 ? 1 : 0)
        let (w2a, c3) = lh.high.addingReportingOverflow(hl.high)
        let (w2b, c4) = w2a.addingReportingOverflow(hh.low)
        let (w2, c5) = w2b.addingReportingOverflow(carry)
        carry = (c3 ? 1 : 0) + (c4 ? 1 : 0) + (c5 ? 1 : 0)
        let w3 = hh.high &+ carry
        return (Unsigned128(high: w3, low: w2), Unsigned128(high: w1, low: ll.low))
    }

    /// The product's low 128 bits and whether bits were lost above them.
    @inlinable @inline(__always)
    package func multipliedReportingOverflow(by other: Unsigned128) -> (partialValue: Unsigned128, overflow: Bool) {
        let (high, low) = multipliedFullWidth(by: other)
        return (low, high != .zero)
    }

    /// The number of zero bits above the highest one bit (128 for zero).
    @inlinable @inline(__always)
    package var leadingZeroBitCount: Int {
        high != 0 ? high.leadingZeroBitCount : 64 + low.leadingZeroBitCount
    }

    @inlinable @inline(__always)
    package func shiftedLeft(by count: Int) -> Unsigned128 {
        if count == 0 { return self }
        if count >= 128 { return .zero }
        if count >= 64 { return Unsigned128(high: low << UInt64(count - 64), low: 0) }
        return Unsigned128(high: high << UInt64(count) | low >> UInt64(64 - count), low: low << UInt64(count))
    }

    @inlinable @inline(__always)
    package func shiftedRight(by count: Int) -> Unsigned128 {
        if count == 0 { return self }
        if count >= 128 { return .zero }
        if count >= 64 { return Unsigned128(high: 0, low: high >> UInt64(count - 64)) }
        return Unsigned128(high: high >> UInt64(count), low: low >> UInt64(count) | high << UInt64(64 - count))
    }

    /// `self / divisor` and `self % divisor` for a one-word divisor: two hardware divisions.
    @inlinable @inline(__always)
    package func quotientAndRemainder(dividingByWord divisor: UInt64) -> (quotient: Unsigned128, remainder: UInt64) {
        precondition(divisor != 0, "Division by zero")
        if high == 0 {
            let (q, r) = low.quotientAndRemainder(dividingBy: divisor)
            return (Unsigned128(low: q), r)
        }
        let (q1, r1) = high.quotientAndRemainder(dividingBy: divisor)
        let (q0, r0) = divisor.dividingFullWidth((high: r1, low: low))
        return (Unsigned128(high: q1, low: q0), r0)
    }

    /// `self / divisor` and `self % divisor`; traps on a zero divisor, as `UInt128`'s does.
    @inlinable
    package func quotientAndRemainder(dividingBy divisor: Unsigned128) -> (
        quotient: Unsigned128, remainder: Unsigned128
    ) {
        if divisor.high == 0 {
            let (q, r) = quotientAndRemainder(dividingByWord: divisor.low)
            return (q, Unsigned128(low: r))
        }
        if self < divisor { return (.zero, self) }
        // The divisor has two words, so the quotient has one: shift and subtract.
        var remainder = self
        var quotient: UInt64 = 0
        var shift = divisor.leadingZeroBitCount - leadingZeroBitCount
        var shifted = divisor.shiftedLeft(by: shift)
        while shift >= 0 {
            quotient <<= 1
            if !(remainder < shifted) {
                remainder = remainder - shifted
                quotient |= 1
            }
            shifted = shifted.shiftedRight(by: 1)
            shift -= 1
        }
        return (Unsigned128(low: quotient), remainder)
    }

    /// The 256-bit `dividend` divided by `self`, which must be more than its high half (so that
    /// the quotient fits), as `UInt128.dividingFullWidth(_:)` requires.
    @inlinable
    package func dividingFullWidth(_ dividend: (high: Unsigned128, low: Unsigned128)) -> (
        quotient: Unsigned128, remainder: Unsigned128
    ) {
        precondition(dividend.high < self, "Unsigned128.dividingFullWidth: the quotient overflows")
        if high == 0 {
            // Word by word: the high half is below the divisor, so it is one word too.
            let (q1, r1) = low.dividingFullWidth((high: dividend.high.low, low: dividend.low.high))
            let (q0, r0) = low.dividingFullWidth((high: r1, low: dividend.low.low))
            return (Unsigned128(high: q1, low: q0), Unsigned128(low: r0))
        }
        // Bit by bit: the remainder stays below the divisor, with the bit shifted out above it.
        var remainder = dividend.high
        var quotient = Unsigned128.zero
        var bits = dividend.low
        for _ in 0..<128 {
            let carried = remainder.high >> 63 == 1
            remainder = remainder.shiftedLeft(by: 1)
            remainder.low |= bits.high >> 63
            bits = bits.shiftedLeft(by: 1)
            quotient = quotient.shiftedLeft(by: 1)
            if carried || !(remainder < self) {
                remainder = remainder.subtractingReportingOverflow(self).partialValue
                quotient.low |= 1
            }
        }
        return (quotient, remainder)
    }
}
