extension FixedDecimal {
    /// The most digits before the point a value can have (a 128-bit mantissa holds 38 full digits).
    static let maxIntegerDigits = 38

    /// The value rounded half away from zero to `places` digits after the point; a negative
    /// `places` rounds to tens, hundreds, ... before it, as SQL's `ROUND` does:
    /// `15` to `-1` places is `20`, `-15` is `-20`. `nil` when the result does not fit.
    public func rounded(toSignedPlaces places: Int) -> FixedDecimal? {
        if places >= 0 { return rounded(toPlaces: places) }
        // Drop the digits after the point and `-places` more, then put the zeros back.
        let dropped = scale - places
        let kept = Self.divideRounded(wideMantissa, byPowerOfTen: Swift.min(dropped, Self.maxIntegerDigits + 1))
        if kept.isZero { return .zero }
        guard -places <= Self.maxIntegerDigits else { return nil }
        let (result, overflow) = kept.multipliedReportingOverflow(by: Self.powerOfTen(-places))
        return overflow ? nil : FixedDecimal(unchecked: result, scale: 0)
    }
}
