extension TextEncoding {
    /// Windows-1252's characters for the bytes 0x80–0x9F. The five bytes it leaves undefined (0x81,
    /// 0x8D, 0x8F, 0x90, 0x9D) read as the C1 control of the same number, so that every byte has a
    /// character and every record can be written back byte for byte.
    static let windows1252High: [UInt32] = [
        0x20AC, 0x0081, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, 0x008D,
        0x017D, 0x008F, 0x0090, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014, 0x02DC, 0x2122, 0x0161, 0x203A,
        0x0153, 0x009D, 0x017E, 0x0178,
    ]

    /// The character of byte `byte` in a single-byte encoding.
    @inline(__always)
    func scalar(ofByte byte: UInt8) -> UInt32 {
        if self == .windows1252, byte & 0xE0 == 0x80 { return Self.windows1252High[Int(byte & 0x1F)] }
        return UInt32(byte)
    }

    /// The byte of character `scalar` in a single-byte encoding; `nil` when it has none.
    func byte(ofScalar scalar: UInt32) -> UInt8? {
        if self == .windows1252 {
            if scalar >= 0x80, scalar < 0xA0 || scalar > 0xFF {
                return Self.windows1252High.firstIndex(of: scalar).map { 0x80 + UInt8($0) }
            }
        }
        return scalar <= 0xFF ? UInt8(scalar) : nil
    }
}
