/// How a locale writes the separators of a number (CLDR's symbols): `1,234.56`, `1.234,56`,
/// `1 234,56`. The minus sign stays ASCII `-` in every locale.
///
/// One machine word, no references: formatting a number passes it for free.
@_spi(Fuzzing) public struct NumberSymbols: Hashable, Sendable {
    /// Bits 0–7: the decimal separator; 8–15: the grouping separator's UTF-8 length; 16–23: the
    /// minimum grouping digits; 24–27: the primary group size less 3; 28–31: the secondary group
    /// size less 3 (zero, the common 3 and 3, costs nothing to spell); 32–63: the grouping
    /// separator's UTF-8 bytes, the first lowest.
    private let bits: UInt64

    /// Creates symbols; a grouping separator of more than four UTF-8 bytes is cut to its first four.
    /// Group sizes are CLDR's: 3 and 3 for `1,234,567`, 3 and 2 for Indian `12,34,567`.
    init(
        decimal: Character, grouping: Character, minimumGroupingDigits: Int = 1, primaryGroup: Int = 3,
        secondaryGroup: Int = 3
    ) {
        var bytes: UInt64 = 0
        var count: UInt64 = 0
        for byte in String(grouping).utf8.prefix(4) {
            bytes |= UInt64(byte) << (8 * count)
            count += 1
        }
        let decimalByte = UInt64(decimal.asciiValue ?? UInt8(ascii: "."))
        let minimum = UInt64(UInt8(clamping: minimumGroupingDigits))
        let primary = UInt64(UInt8(truncatingIfNeeded: min(max(primaryGroup, 1), 10) &- 3) & 0xF)
        let secondary = UInt64(UInt8(truncatingIfNeeded: min(max(secondaryGroup, 1), 10) &- 3) & 0xF)
        self.init(
            bits: decimalByte | count << 8 | minimum << 16 | primary << 24 | secondary << 28 | bytes << 32)
    }

    private init(bits: UInt64) {
        self.bits = bits
    }

    /// `1,234.56`: the POSIX locale, the default. Spelled as a constant, so that it needs no lazy
    /// initialization on the hot path.
    @_spi(Fuzzing) public static let posix = NumberSymbols(bits: 0x2E | 1 << 8 | 1 << 16 | 0x2C << 32)

    /// The decimal separator: `.` or `,`.
    var decimal: UInt8 { UInt8(truncatingIfNeeded: bits) }

    /// CLDR's minimum grouping digits: with 2, a number groups only from five integer digits on
    /// (`1234` but `12 345`).
    var minimumGroupingDigits: Int { Int(UInt8(truncatingIfNeeded: bits >> 16)) }

    /// The same separators with other group sizes (a percent or currency pattern's own, where it
    /// groups unlike the locale's decimal pattern).
    func grouped(primary: Int, secondary: Int) -> NumberSymbols {
        let primaryBits = UInt64(UInt8(truncatingIfNeeded: min(max(primary, 1), 10) &- 3) & 0xF)
        let secondaryBits = UInt64(UInt8(truncatingIfNeeded: min(max(secondary, 1), 10) &- 3) & 0xF)
        return NumberSymbols(bits: bits & ~(0xFF << 24) | primaryBits << 24 | secondaryBits << 28)
    }

    /// Digits in the group next to the point: 3, or 2 and 1 in a few CLDR locales.
    var primaryGroup: Int { Int(Int8(truncatingIfNeeded: (bits >> 24 & 0xF) << 4) >> 4) &+ 3 }

    /// Digits in each group further left: 3, or 2 in Indian grouping (`12,34,567`).
    var secondaryGroup: Int { Int(Int8(truncatingIfNeeded: (bits >> 28 & 0xF) << 4) >> 4) &+ 3 }

    /// The grouping separator: `,` `.` `’`, a no-break space (U+00A0) or a narrow no-break space
    /// (U+202F).
    var grouping: String {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 4) { room in
            var start = room.count
            writeGrouping(endingAt: &start, in: room)
            return String(decoding: UnsafeBufferPointer(rebasing: room[start...]), as: UTF8.self)
        }
    }

    /// Whether every separator is ASCII, so that a number's bytes are its columns.
    var isASCII: Bool { bits & 0x8080_8080_0000_0080 == 0 }

    /// Writes the grouping separator right to left, its last byte just before `end`, and moves
    /// `end` to its first byte.
    @inline(__always)
    func writeGrouping(endingAt end: inout Int, in room: UnsafeMutableBufferPointer<UInt8>) {
        let count = Int(UInt8(truncatingIfNeeded: bits >> 8))
        end &-= count
        var bytes = bits >> 32
        for i in 0..<count {
            room[end &+ i] = UInt8(truncatingIfNeeded: bytes)
            bytes >>= 8
        }
    }
}
