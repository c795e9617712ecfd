extension TextEncoding {
    /// The character of byte `byte` in a single-byte encoding. Windows-1252's five undefined
    /// bytes read as the C1 control of the same number, so that every byte has a character and
    /// every record can be written back byte for byte.
    @inline(__always)
    func scalar(ofByte byte: UInt8) -> UInt32 {
        if self == .windows1252, byte & 0xE0 == 0x80 { return Windows1252.high[Int(byte & 0x1F)] }
        return UInt32(byte)
    }

    /// The byte of character `scalar` in a single-byte encoding; `nil` when it has none.
    func byte(ofScalar scalar: UInt32) -> UInt8? {
        if self == .windows1252, scalar >= 0x80 {
            if scalar > 0xFF { return Windows1252.specials[scalar] }
            // In 0x80–0x9F, only the undefined bytes' C1 controls are characters of their own.
            if scalar < 0xA0 { return Windows1252.high[Int(scalar - 0x80)] == scalar ? UInt8(scalar) : nil }
        }
        return scalar <= 0xFF ? UInt8(scalar) : nil
    }
}
