/// The bytes that end an unquoted CSV field — the separator, LF and CR — found sixteen at a time.
///
/// ```swift
/// let bytes = SIMD16<UInt8>(0x61, 0x2C, 0x62, 0x0A, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)  // "a,b\n"
/// FieldStops(separator: UInt8(ascii: ",")).stops(in: bytes)  // 0b1010
/// ```
struct FieldStops {
    /// The separator in every byte.
    private let separators: SIMD16<UInt8>
    /// The separator.
    let separator: UInt8

    // Computed, not stored: a stored SIMD constant is made lazily, behind a check on every read.
    private static var lows: SIMD16<UInt8> { SIMD16(repeating: 0x7F) }
    private static var lfs: SIMD16<UInt8> { SIMD16(repeating: 0x0A) }
    private static var crs: SIMD16<UInt8> { SIMD16(repeating: 0x0D) }
    private static var tops: SIMD16<UInt8> { SIMD16(repeating: 0x80) }
    /// Gathers the top bits of a word's eight bytes into its top byte, the first byte's lowest
    /// (each byte's bit lands on its own place; no two products overlap, so nothing carries).
    private static let gather: UInt64 = 0x0102_0408_1020_4080

    /// The stops of fields separated by `separator`.
    @inline(__always)
    init(separator: UInt8) {
        self.separator = separator
        separators = SIMD16(repeating: separator)
    }

    /// The stops among the sixteen bytes of `bytes`, exactly: bit `i` is set when byte `i` is one.
    ///
    /// Only bitwise operations and byte additions that cannot carry, which the compiler makes
    /// vector instructions (`.==` on SIMD types compiled to a loop over the lanes here).
    @inline(__always)
    func stops(in bytes: SIMD16<UInt8>) -> UInt32 {
        // A byte of `x` is zero exactly when the top bit of `((x & 0x7F) + 0x7F) | x` is clear.
        let notSeparators = Self.nonZero(bytes ^ separators)
        let notLFs = Self.nonZero(bytes ^ Self.lfs)
        let notCRs = Self.nonZero(bytes ^ Self.crs)
        let tops = unsafeBitCast(~(notSeparators & notLFs & notCRs) & Self.tops, to: SIMD2<UInt64>.self)
        let low = ((tops[0] &>> 7) &* Self.gather) &>> 56
        let high = ((tops[1] &>> 7) &* Self.gather) &>> 56
        return UInt32(truncatingIfNeeded: low | high &<< 8)
    }

    /// The top bit of each byte of `x` set when the byte is not zero (the other bits are noise).
    @inline(__always)
    private static func nonZero(_ x: SIMD16<UInt8>) -> SIMD16<UInt8> {
        ((x & lows) &+ lows) | x
    }
}
