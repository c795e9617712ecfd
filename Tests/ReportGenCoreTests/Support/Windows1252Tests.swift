import Testing

@testable import ReportGenCore

/// The one Windows-1252 table, as input reads it and as the standard PDF fonts encode with it.
@Suite struct Windows1252Tests {
    /// Every byte reads as a character that writes back as that byte; the PDF fonts draw the same
    /// byte for each character but the five undefined bytes' C1 controls.
    @Test func everyByteRoundTripsAndThePDFFontsAgree() {
        let undefined: Set<UInt8> = [0x81, 0x8D, 0x8F, 0x90, 0x9D]
        for byte in UInt8.min...UInt8.max {
            let scalar = TextEncoding.windows1252.scalar(ofByte: byte)
            #expect(TextEncoding.windows1252.byte(ofScalar: scalar) == byte)
            guard byte >= 0x80, let character = Unicode.Scalar(scalar) else { continue }
            #expect(WinAnsi.code(for: character) == (undefined.contains(byte) ? nil : byte), "byte \(byte)")
        }
        #expect(Windows1252.specials.count == 27)
        #expect(Windows1252.specials[0x20AC] == 0x80)
        #expect(Windows1252.specials[0x2122] == 0x99)
        #expect(TextEncoding.windows1252.byte(ofScalar: 0x0100) == nil)
        #expect(TextEncoding.windows1252.byte(ofScalar: 0x0080) == nil)
        #expect(TextEncoding.iso88591.byte(ofScalar: 0x20AC) == nil)
    }
}
