/// An exact decimal number: an integer mantissa and a count of digits after the point.
///
/// Money never passes through binary floating point: `0.1 + 0.2` is exactly `0.3`. The mantissa is
/// 128 bits (38 significant digits); every operation that would not fit returns `nil` instead of
/// trapping, and callers report it.
///
/// ```swift
/// let a = FixedDecimal(parsing: "3.10")!   // mantissa 310, scale 2
/// a.adding(FixedDecimal(parsing: "-0.1")!)?.description // "3.00"
/// ```
public struct FixedDecimal: Sendable, CustomStringConvertible {
    // Kept as two words and a byte rather than an `Int128` and an `Int`: 17 bytes aligned to 8
    // instead of 32 aligned to 16, so that a ``Value`` holding a decimal is 24 bytes, not 48, and
    // every record slot, row field and expression result copies half as much (and fits in the
    // registers a call returns in).
    private var mantissaLow: UInt64
    private var mantissaHigh: Int64
    private var storedScale: UInt8

    /// The digits, as an integer: `3.10` has mantissa `310`.
    @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
    public var mantissa: Int128 { Int128(mantissaHigh) &<< 64 | Int128(mantissaLow) }
    /// The mantissa's two words, upper (with the sign) and lower, as ``init(mantissaHigh:low:scale:)``
    /// takes them: on every system (``mantissa`` needs macOS 15 / iOS 18).
    public var mantissaWords: (high: Int64, low: UInt64) { (mantissaHigh, mantissaLow) }
    /// The mantissa, for the arithmetic.
    @inline(__always)
    var wideMantissa: Signed128 { Signed128(high: mantissaHigh, low: mantissaLow) }
    /// How many of the mantissa's digits come after the point: `3.10` has scale `2`.
    @inline(__always)
    public var scale: Int { Int(storedScale) }

    /// The most digits after the point any value keeps.
    public static let maxScale = 30
    /// The digits after the point a quotient shows at least (more when an operand has more, and
    /// one more when it is not zero; fewer when its integer digits need the room: see
    /// ``dividing(by:)``).
    public static let quotientScale = 12

    /// Creates a value from its mantissa and scale; `scale` must be in `0...maxScale`.
    @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
    public init?(mantissa: Int128, scale: Int) {
        self.init(
            mantissaHigh: Int64(truncatingIfNeeded: mantissa >> 64), low: UInt64(truncatingIfNeeded: mantissa),
            scale: scale)
    }

    /// Creates a value from its mantissa's two words (see ``mantissaWords``) and its scale;
    /// `scale` must be in `0...maxScale`.
    public init?(mantissaHigh high: Int64, low: UInt64, scale: Int) {
        guard scale >= 0, scale <= Self.maxScale else { return nil }
        self.init(unchecked: Signed128(high: high, low: low), scale: scale)
    }

    /// Creates an integral value.
    public init(_ integer: Int64) {
        mantissaLow = UInt64(bitPattern: integer)
        mantissaHigh = integer < 0 ? -1 : 0
        storedScale = 0
    }

    /// Zero with no digits after the point.
    public static let zero = FixedDecimal(0)

    /// Whether the value is zero.
    public var isZero: Bool { mantissaHigh == 0 && mantissaLow == 0 }
    /// Whether the value is below zero.
    public var isNegative: Bool { mantissaHigh < 0 }

    /// The value as an `Int64`, if it is integral and fits.
    public var exactInt64: Int64? {
        let (whole, fraction) = wideMantissa.quotientAndRemainder(dividingBy: Self.powerOfTen(scale))
        guard fraction.isZero else { return nil }
        return whole.exactInt64
    }

    static let powersOfTen: [Signed128] = {
        var table = [Signed128(1)]
        for _ in 1...38 {
            table.append(table[table.count - 1].multipliedReportingOverflow(by: Signed128(10)).partialValue)
        }
        return table
    }()

    @inline(__always)
    static func powerOfTen(_ exponent: Int) -> Signed128 { powersOfTen[exponent] }

    /// The same value with `newScale` digits after the point, if that needs no rounding and fits.
    func rescaledUp(to newScale: Int) -> FixedDecimal? {
        if newScale == scale { return self }
        guard newScale > scale, newScale <= Self.maxScale else { return nil }
        let (product, overflow) = wideMantissa.multipliedReportingOverflow(by: Self.powerOfTen(newScale - scale))
        return overflow ? nil : FixedDecimal(unchecked: product, scale: newScale)
    }

    /// A value whose `scale` is known to be in `0...maxScale`.
    @inline(__always)
    init(unchecked mantissa: Signed128, scale: Int) {
        // Kept in a byte: every caller's scale is bounded by `maxScale` already.
        assert(scale >= 0 && scale <= Self.maxScale, "a decimal's scale is in 0...maxScale")
        mantissaLow = mantissa.low
        mantissaHigh = mantissa.high
        storedScale = UInt8(truncatingIfNeeded: scale)
    }

    /// Divides by a power of ten, rounding half away from zero.
    static func divideRounded(_ value: Signed128, byPowerOfTen exponent: Int) -> Signed128 {
        if exponent == 0 { return value }
        if exponent > 38 { return .zero }
        return divideRounded(value, by: powerOfTen(exponent))
    }

    /// `value / divisor` rounded half away from zero; `divisor` must not be zero.
    static func divideRounded(_ value: Signed128, by divisor: Signed128) -> Signed128 {
        let (quotient, remainder) = value.quotientAndRemainder(dividingBy: divisor)
        if remainder.isZero { return quotient }
        // Compare 2|r| with |d| without overflowing: |r| >= |d| - |r|.
        let r = remainder.magnitude
        let d = divisor.magnitude
        guard r >= d - r else { return quotient }
        // A quotient one step from the end cannot be at it: |q| ≤ |value| / 2 here.
        let one = Signed128(1)
        return value.isNegative != divisor.isNegative
            ? quotient.subtractingReportingOverflow(one).partialValue
            : quotient.addingReportingOverflow(one).partialValue
    }

    /// The value rounded (half away from zero) or padded to exactly `places` digits after the point.
    public func rounded(toPlaces places: Int) -> FixedDecimal? {
        let places = max(0, min(places, Self.maxScale))
        if places >= scale { return rescaledUp(to: places) }
        return FixedDecimal(unchecked: Self.divideRounded(wideMantissa, byPowerOfTen: scale - places), scale: places)
    }

    /// The same value with trailing zero digits after the point removed.
    public var normalized: FixedDecimal {
        var m = wideMantissa
        var s = scale
        let ten = Signed128(10)
        while s > 0 {
            let (q, r) = m.quotientAndRemainder(dividingBy: ten)
            guard r.isZero else { break }
            m = q
            s -= 1
        }
        return FixedDecimal(unchecked: m, scale: s)
    }

    public var description: String { formatted(places: nil, grouping: false) }
}
