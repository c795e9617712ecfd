/// WinAnsiEncoding, the standard fonts' encoding here: Latin-1 plus the Windows-1252 punctuation
/// (curly quotes, dashes, the euro sign), from ``Windows1252``'s table.
enum WinAnsi {
    /// The code of a character, or `nil` when the encoding lacks it.
    @inline(__always)
    static func code(for scalar: Unicode.Scalar) -> UInt8? {
        let value = scalar.value
        if (0x20...0x7E).contains(value) || (0xA0...0xFF).contains(value) { return UInt8(truncatingIfNeeded: value) }
        return Windows1252.specials[value]
    }

    /// The code of a character the encoding lacks but draws alike: the narrow no-break space
    /// (U+202F, French and Swiss French number grouping) as the no-break space, so that a locale's
    /// numbers need no embedded font and come out the same on every machine.
    @inline(__always)
    static func standIn(for scalar: Unicode.Scalar) -> UInt8? {
        scalar.value == 0x202F ? 0xA0 : nil
    }
}
