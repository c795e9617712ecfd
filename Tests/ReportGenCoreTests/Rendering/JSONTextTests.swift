import Testing

@testable import ReportGenCore

@Suite struct JSONTextTests {
    static func needsEscapingByteByByte(_ word: UInt64) -> Bool {
        (0..<8).contains { i in
            let byte = UInt8(truncatingIfNeeded: word >> (8 * UInt64(i)))
            return byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
        }
    }

    /// Every byte value at every place in a word of plain letters, and 200,000 random words.
    @Test func theWordTestFindsExactlyTheBytesThatNeedEscaping() {
        let letters: UInt64 = 0x6161_6161_6161_6161
        for place in 0..<8 {
            for byte in 0...255 {
                let shift = UInt64(8 * place)
                let word = letters & ~(0xFF << shift) | UInt64(byte) << shift
                #expect(JSONText.needsEscaping(word) == Self.needsEscapingByteByByte(word), "byte \(byte) at \(place)")
            }
        }
        var g = SeededGenerator(seed: 7)
        var mismatches = 0
        for _ in 0..<200_000 {
            let word = UInt64.random(in: .min ... .max, using: &g)
            if JSONText.needsEscaping(word) != Self.needsEscapingByteByByte(word) { mismatches += 1 }
        }
        #expect(mismatches == 0)
    }

    /// Every byte value at every place in texts of every length up to 20 (a short one is tested
    /// as one word built from its bytes, a longer one eight bytes at a time and its last eight).
    @Test func aTextIsCleanExactlyWhenNoByteNeedsEscaping() {
        for length in 0...20 {
            for place in 0..<max(1, length) {
                for byte in UInt8.min...UInt8.max {
                    var bytes = Array(repeating: UInt8(ascii: "a"), count: length)
                    if length > 0 { bytes[place] = byte }
                    let expected = !bytes.contains { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }
                    let clean = bytes.withUnsafeBufferPointer { JSONText.isClean($0) }
                    #expect(clean == expected, "length \(length), byte \(byte) at \(place)")
                }
            }
        }
    }

    @Test func stringsAreEscapedWhereverTheSpecialBytesFall() {
        let cases: [(String, String)] = [
            ("", ""), ("plain", "plain"), ("exactly8", "exactly8"), ("sixteen bytes ok", "sixteen bytes ok"),
            ("say \"hi\" to a longer string", "say \\\"hi\\\" to a longer string"),
            ("back\\slash at 4", "back\\\\slash at 4"), ("tab\tand\nnew line", "tab\\tand\\nnew line"),
            ("\u{1}\u{1F}", "\\u0001\\u001f"), ("café — ünïcode stays", "café — ünïcode stays"),
            ("ends with a quote\"", "ends with a quote\\\""),
        ]
        for (text, escaped) in cases {
            var bytes: [UInt8] = []
            var out = OutputBuffer { bytes += $0 }
            JSONText.appendContent(text, to: &out)
            #expect(String(decoding: out.bytes, as: UTF8.self) == escaped, "\(text.debugDescription)")
        }
    }

    /// A quote, a backslash or a newline at every place in strings of every length up to 20: the
    /// last few bytes are tested with the last eight, which may hold a byte escaped already.
    @Test func theLastFewBytesAreEscapedWhereverTheSpecialOneFalls() {
        for length in 1...20 {
            for place in 0..<length {
                for (special, escaped) in [("\"", "\\\""), ("\\", "\\\\"), ("\n", "\\n")] {
                    let before = String(repeating: "a", count: place)
                    let after = String(repeating: "b", count: length - place - 1)
                    var out: [UInt8] = []
                    JSONText.appendContent(before + special + after, to: &out)
                    #expect(String(decoding: out, as: UTF8.self) == before + escaped + after, "\(length) \(place)")
                }
            }
        }
    }
}
