/// Windows-1252 (PDF's WinAnsiEncoding is the same set): Latin-1 with the euro sign, curly
/// quotes, dashes and a few letters in 0x80–0x9F. The one table for reading such input and for
/// the standard PDF fonts.
enum Windows1252 {
    /// The characters of the bytes 0x80–0x9F. The five bytes the encoding leaves undefined (0x81,
    /// 0x8D, 0x8F, 0x90, 0x9D) hold the C1 control of the same number.
    static let high: [UInt32] = [
        0x20AC, 0x0081, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, 0x008D,
        0x017D, 0x008F, 0x0090, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014, 0x02DC, 0x2122, 0x0161, 0x203A,
        0x0153, 0x009D, 0x017E, 0x0178,
    ]

    /// The byte of each character of ``high`` that Latin-1 does not have (all but the C1 controls).
    static let specials: [UInt32: UInt8] = {
        var specials: [UInt32: UInt8] = [:]
        for (index, scalar) in high.enumerated() where scalar > 0xFF { specials[scalar] = 0x80 + UInt8(index) }
        return specials
    }()
}
