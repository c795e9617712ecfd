/// WinAnsiEncoding, the standard fonts' encoding here: Latin-1 plus the Windows-1252 punctuation
/// (curly quotes, dashes, the euro sign).
enum WinAnsi {
    /// The Windows-1252 characters in 0x80...0x9F.
    static let specials: [UInt32: UInt8] = [
        0x0152: 0x8C,
        0x0153: 0x9C,
        0x0160: 0x8A,
        0x0161: 0x9A,
        0x0178: 0x9F,
        0x017D: 0x8E,
        0x017E: 0x9E,
        0x0192: 0x83,
        0x02C6: 0x88,
        0x02DC: 0x98,
        0x2013: 0x96,
        0x2014: 0x97,
        0x2018: 0x91,
        0x2019: 0x92,
        0x201A: 0x82,
        0x201C: 0x93,
        0x201D: 0x94,
        0x201E: 0x84,
        0x2020: 0x86,
        0x2021: 0x87,
        0x2022: 0x95,
        0x2026: 0x85,
        0x2030: 0x89,
        0x2039: 0x8B,
        0x203A: 0x9B,
        0x20AC: 0x80,
        0x2122: 0x99,
    ]

    /// The code of a character, or `nil` when the encoding lacks it.
    @inline(__always)
    static func code(for scalar: Unicode.Scalar) -> UInt8? {
        let value = scalar.value
        if (0x20...0x7E).contains(value) || (0xA0...0xFF).contains(value) { return UInt8(truncatingIfNeeded: value) }
        return specials[value]
    }

    /// The code of a character the encoding lacks but draws alike: the narrow no-break space
    /// (U+202F, French and Swiss French number grouping) as the no-break space, so that a locale's
    /// numbers need no embedded font and come out the same on every machine.
    @inline(__always)
    static func standIn(for scalar: Unicode.Scalar) -> UInt8? {
        scalar.value == 0x202F ? 0xA0 : nil
    }
}
