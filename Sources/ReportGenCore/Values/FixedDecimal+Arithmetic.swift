extension FixedDecimal {
    /// Brings two values to one scale, if the larger scale fits both.
    private static func aligned(_ a: FixedDecimal, _ b: FixedDecimal) -> (Signed128, Signed128, Int)? {
        if a.scale == b.scale { return (a.wideMantissa, b.wideMantissa, a.scale) }
        let target = max(a.scale, b.scale)
        guard let a2 = a.rescaledUp(to: target), let b2 = b.rescaledUp(to: target) else { return nil }
        return (a2.wideMantissa, b2.wideMantissa, target)
    }

    /// `self + other`, or `nil` when the result does not fit.
    public func adding(_ other: FixedDecimal) -> FixedDecimal? {
        guard let (a, b, scale) = Self.aligned(self, other) else { return nil }
        let (sum, overflow) = a.addingReportingOverflow(b)
        return overflow ? nil : FixedDecimal(unchecked: sum, scale: scale)
    }

    /// `self - other`, or `nil` when the result does not fit.
    public func subtracting(_ other: FixedDecimal) -> FixedDecimal? {
        guard let (a, b, scale) = Self.aligned(self, other) else { return nil }
        let (difference, overflow) = a.subtractingReportingOverflow(b)
        return overflow ? nil : FixedDecimal(unchecked: difference, scale: scale)
    }

    /// `self * other`, exact up to ``maxScale`` digits after the point, or `nil` when it does not fit.
    public func multiplying(by other: FixedDecimal) -> FixedDecimal? {
        let (product, overflow) = wideMantissa.multipliedReportingOverflow(by: other.wideMantissa)
        guard !overflow else { return nil }
        let scale = self.scale + other.scale
        if scale <= Self.maxScale { return FixedDecimal(unchecked: product, scale: scale) }
        return FixedDecimal(
            unchecked: Self.divideRounded(product, byPowerOfTen: scale - Self.maxScale), scale: Self.maxScale)
    }

    /// `self / other` with ``quotientScale`` digits after the point, or the operands' scale when
    /// that is more (at most ``maxScale`` − 1, so that the extra digit always has room), and one
    /// digit more when it is not zero; with fewer when a large quotient needs
    /// the room for its integer digits (`10^27 / 2` has 11). `nil` when `other` is zero or the
    /// quotient does not fit even without a fraction.
    ///
    /// The digits are the exact quotient's, cut (not rounded) after the extra one: rounding them,
    /// half away from zero, to the places shown without it or fewer gives what rounding the exact
    /// quotient would, so a quotient is rounded once, where `places` or `round()` says (`(0.01 -
    /// 0.000000000001) / 2` is 0.0049999999995, and rounds to 0.00). The product behind the
    /// division is taken in 256 bits, so only a quotient that needs its integer digits' room goes
    /// without the extra digit, and is then rounded to the places left.
    public func dividing(by other: FixedDecimal) -> FixedDecimal? {
        guard !other.isZero else { return nil }
        // Trailing zeros of the divisor only cost room: `x / 1.00` is `x / 1`.
        let divisor = other.normalized
        // self.m / 10^s1 ÷ d.m / 10^s2 = (self.m * 10^(target + s2 - s1) / d.m) / 10^target, and
        // the shift may not be negative.
        let lowest = max(0, scale - divisor.scale)
        // An operand of 30 places left no room for the cut digit: the quotient was rounded there,
        // and rounded again to a row's places (0.374999…999 / 3 gave 0.13).
        let shown = min(Self.maxScale - 1, max(Self.quotientScale, scale, other.scale))
        let negative = isNegative != divisor.isNegative
        let divisorMagnitude = divisor.wideMantissa.magnitude
        var target = min(Self.maxScale, shown + 1)
        while target >= lowest {
            let shift = target + divisor.scale - scale
            if shift <= 38,
                let (quotient, remainder) = Self.divide(
                    wideMantissa.magnitude, timesPowerOfTen: shift, by: divisorMagnitude)
            {
                var digits = quotient
                var places = target
                if target > shown {
                    // A last digit 0 adds nothing: cut there, the shown digits round as the exact
                    // quotient does (what follows is under a tenth of their last place).
                    let (tenth, lastDigit) = digits.quotientAndRemainder(dividingByWord: 10)
                    if lastDigit == 0 {
                        digits = tenth
                        places = shown
                    }
                } else if remainder != .zero, remainder >= divisorMagnitude - remainder {
                    // Half away from zero; a quotient at the top of the range has no room for it.
                    guard digits < Signed128.max.bitPattern else {
                        target -= 1
                        continue
                    }
                    digits = digits + Unsigned128(low: 1)
                }
                if digits <= Signed128.max.bitPattern {
                    let magnitude = Signed128(bitPattern: digits)
                    return FixedDecimal(unchecked: negative ? -magnitude : magnitude, scale: places)
                }
            }
            target -= 1
        }
        return nil
    }

    /// `m * 10^shift / d` and its remainder, the product in 256 bits; `nil` when the quotient
    /// does not fit in 128 bits.
    private static func divide(_ m: Unsigned128, timesPowerOfTen shift: Int, by d: Unsigned128) -> (
        Unsigned128, Unsigned128
    )? {
        let (high, low) = m.multipliedFullWidth(by: powerOfTen(shift).bitPattern)
        guard high < d else { return nil }
        return d.dividingFullWidth((high: high, low: low))
    }

    /// `-self`, or `nil` for the one mantissa whose negation does not fit.
    public var negated: FixedDecimal? {
        wideMantissa == .min ? nil : FixedDecimal(unchecked: -wideMantissa, scale: scale)
    }

    /// `|self|`, or `nil` when it does not fit.
    public var magnitude: FixedDecimal? { isNegative ? negated : self }
}

extension FixedDecimal: Comparable, Hashable {
    public static func == (lhs: FixedDecimal, rhs: FixedDecimal) -> Bool { compare(lhs, rhs) == 0 }

    public static func < (lhs: FixedDecimal, rhs: FixedDecimal) -> Bool { compare(lhs, rhs) < 0 }

    /// -1, 0 or 1, exact even when the scales cannot be aligned.
    static func compare(_ a: FixedDecimal, _ b: FixedDecimal) -> Int {
        if a.scale == b.scale {
            let x = a.wideMantissa
            let y = b.wideMantissa
            return x < y ? -1 : (x == y ? 0 : 1)
        }
        if let (x, y, _) = aligned(a, b) { return x < y ? -1 : (x == y ? 0 : 1) }
        // The lower-scale value overflowed when scaled up, so its magnitude is the larger one.
        let big = a.scale < b.scale ? a : b
        let sign = big.isNegative ? -1 : 1
        return a.scale < b.scale ? sign : -sign
    }

    public func hash(into hasher: inout Hasher) {
        let n = normalized
        hasher.combine(n.wideMantissa)
        hasher.combine(n.scale)
    }
}
