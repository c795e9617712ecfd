/// The bytes that end an unquoted CSV field — the separator, LF and CR — found eight at a time.
///
/// ```swift
/// FieldStops(separator: UInt8(ascii: ",")).stops(in: 0x0A62_2C61)  // "a,b\n": 0x8000_8000
/// ```
struct FieldStops {
    /// The separator in every byte of a word.
    private let separators: UInt64
    /// The separator.
    let separator: UInt8

    private static let ones: UInt64 = 0x0101_0101_0101_0101
    private static let lows = ones &* 0x7F
    private static let lfs = ones &* 0x0A
    private static let crs = ones &* 0x0D

    /// The stops of fields separated by `separator`.
    @inline(__always)
    init(separator: UInt8) {
        self.separator = separator
        separators = Self.ones &* UInt64(separator)
    }

    /// The stops among the eight bytes of `bytes` (the first lowest), each as its top bit, exactly.
    @inline(__always)
    func stops(in bytes: UInt64) -> UInt64 {
        // A byte of `x` is zero exactly when the top bit of `((x & 0x7F) + 0x7F) | x` is clear.
        let notSeparators = Self.nonZero(bytes ^ separators)
        let notLFs = Self.nonZero(bytes ^ Self.lfs)
        let notCRs = Self.nonZero(bytes ^ Self.crs)
        return ~(notSeparators & notLFs & notCRs) & ~Self.lows
    }

    /// The top bit of each byte of `x` set when the byte is not zero (the other bits are noise).
    @inline(__always)
    private static func nonZero(_ x: UInt64) -> UInt64 {
        ((x & lows) &+ lows) | x
    }
}
