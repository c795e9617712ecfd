import Testing

@_spi(Fuzzing) @testable import ReportGenCore

/// The stops of sixteen bytes are found exactly — the separator, LF and CR, and not the bytes one
/// value or one bit away from them, nor a stop's byte with its top bit set.
@Suite struct FieldStopsTests {
    /// `bytes` (sixteen) as a vector.
    func block(_ bytes: [UInt8]) -> SIMD16<UInt8> {
        SIMD16(bytes)
    }

    /// The bits of the stops among `bytes`, computed one byte at a time.
    func expected(_ bytes: [UInt8], separator: UInt8) -> UInt32 {
        bytes.enumerated().reduce(0) {
            [separator, 0x0A, 0x0D].contains($1.element) ? $0 | 1 << UInt32($1.offset) : $0
        }
    }

    @Test func findsExactlyTheStops() {
        let sample = Array("a,b\nc,,d\r\ne;f,gh".utf8)
        #expect(FieldStops(separator: UInt8(ascii: ",")).stops(in: block(sample)) == 0b0010_0011_0110_1010)
        var wrong: [[UInt8]] = []
        for separator in [UInt8(ascii: ","), UInt8(ascii: ";"), 0x09, UInt8(ascii: "|"), 0x00, 0xFF] {
            let stops = FieldStops(separator: separator)
            let neighbours = [
                separator, separator &+ 1, separator &- 1, separator ^ 0x80, 0x0A, 0x0B, 0x09, 0x8A, 0x0D, 0x0C, 0x0E,
                0x8D, 0x00, 0xFF,
            ]
            // Every byte of the neighbourhood at every place, the others plain and then all stops.
            for filler in [UInt8(ascii: "a"), separator, 0x0D] {
                for place in 0..<16 {
                    for byte in neighbours {
                        var bytes = [UInt8](repeating: filler, count: 16)
                        bytes[place] = byte
                        if stops.stops(in: block(bytes)) != expected(bytes, separator: separator) {
                            wrong.append(bytes)
                        }
                    }
                }
            }
        }
        #expect(wrong == [])
    }
}
