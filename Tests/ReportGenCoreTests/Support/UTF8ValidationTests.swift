import Testing

@testable import ReportGenCore

/// The package's own UTF-8 check against the standard library's decoder: the bytes are
/// well-formed exactly when decoding them (which replaces what is not) gives them back, and the
/// first bad offset is where the decoder first fails.
@Suite struct UTF8ValidationTests {
    /// The decoder's answer: the offset where it first meets an error, or nil.
    static func decoderFirstInvalid(_ bytes: [UInt8]) -> Int? {
        var iterator = bytes.makeIterator()
        var decoder = Unicode.UTF8()
        var offset = 0
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): offset += UTF8.width(scalar)
            case .emptyInput: return nil
            case .error: return offset
            }
        }
    }

    static func check(_ bytes: [UInt8]) {
        let valid = String(decoding: bytes, as: UTF8.self).utf8.elementsEqual(bytes)
        #expect(UTF8Validation.isValid(bytes) == valid, "\(bytes)")
        #expect(UTF8Validation.firstInvalidOffset(in: bytes) == decoderFirstInvalid(bytes), "\(bytes)")
        #expect(UTF8Validation.string(validating: bytes)?.utf8.elementsEqual(bytes) ?? !valid, "\(bytes)")
        // The same over a slice and a buffer, as the readers pass them.
        let padded = [0x41] + bytes + [0x41]
        #expect(UTF8Validation.isValid(padded[1..<(padded.count - 1)]) == valid)
        bytes.withUnsafeBufferPointer { #expect(UTF8Validation.isValid($0) == valid) }
    }

    @Test func edgeSequences() {
        let cases: [[UInt8]] = [
            [], [0x00], [0x7F], [0x80], [0xBF], [0xC0, 0x80], [0xC1, 0xBF], [0xC2, 0x80], [0xDF, 0xBF],
            [0xE0, 0x9F, 0xBF], [0xE0, 0xA0, 0x80], [0xED, 0x9F, 0xBF], [0xED, 0xA0, 0x80], [0xEE, 0x80, 0x80],
            [0xEF, 0xBF, 0xBF], [0xF0, 0x8F, 0xBF, 0xBF], [0xF0, 0x90, 0x80, 0x80], [0xF4, 0x8F, 0xBF, 0xBF],
            [0xF4, 0x90, 0x80, 0x80], [0xF5, 0x80, 0x80, 0x80], [0xFF], [0xFE], [0xE2, 0x82], [0xF0, 0x9F, 0x8F],
            [0x63, 0x61, 0x66, 0xC3, 0xA9], [0x61, 0xC3], [0xC3, 0x28], [0xE2, 0x28, 0xA1], [0xF0, 0x9F, 0x98, 0x80],
        ]
        for bytes in cases { Self.check(bytes) }
        #expect(UTF8Validation.string(validating: [0x63, 0x61, 0x66, 0xC3, 0xA9]) == "café")
        #expect(UTF8Validation.firstInvalidOffset(in: [0x61, 0x62, 0xED, 0xA0, 0x80]) == 2)
    }

    /// 20,000 random byte strings, drawn from the bytes where the rules change.
    @Test func randomBytesAgreeWithTheDecoder() {
        var random = SeededGenerator(seed: 0x5554_4638)
        let interesting: [UInt8] = [
            0x00, 0x41, 0x7F, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0, 0xC1, 0xC2, 0xDF, 0xE0, 0xE1, 0xEC, 0xED,
            0xEE, 0xEF, 0xF0, 0xF1, 0xF3, 0xF4, 0xF5, 0xFF,
        ]
        for _ in 0..<20_000 {
            let count = Int.random(in: 0...12, using: &random)
            let bytes = (0..<count).map { _ in
                Bool.random(using: &random)
                    ? interesting.randomElement(using: &random)! : UInt8.random(in: 0...255, using: &random)
            }
            Self.check(bytes)
        }
        // And well-formed text, which must pass.
        for _ in 0..<2_000 {
            let scalars = (0..<Int.random(in: 0...8, using: &random)).compactMap { _ in
                Unicode.Scalar(UInt32.random(in: 0...0x10FFFF, using: &random))
            }
            var text = ""
            text.unicodeScalars.append(contentsOf: scalars)
            #expect(UTF8Validation.isValid(Array(text.utf8)))
        }
    }
}
