import Testing

@testable import ReportGenCore

@Suite struct DisplayWidthTests {
    @Test func wideCharactersAndEmojiTakeTwoCellsAndMarksNone() {
        #expect(DisplayWidth.of("Café") == 4)
        #expect(DisplayWidth.of("Cafe\u{301}") == 4)  // e + combining acute
        #expect(DisplayWidth.of("東京") == 4)
        #expect(DisplayWidth.of("한국어") == 6)
        #expect(DisplayWidth.of("ＡＢ") == 4)  // fullwidth Latin
        #expect(DisplayWidth.of("😀") == 2)
        #expect(DisplayWidth.of("👨‍👩‍👧") == 2)  // one family, joined
        #expect(DisplayWidth.of("🇨🇦") == 2)  // a flag: two regional indicators
        #expect(DisplayWidth.of("❤️") == 2)  // text heart + emoji presentation selector
        #expect(DisplayWidth.of("❤") == 1)
        #expect(DisplayWidth.of("a\u{200B}b") == 2)  // zero-width space
        #expect(DisplayWidth.of(utf8: Array("Zürich 東".utf8)) == 9)
    }

    /// Printable ASCII is told word by word, its tail as its last eight bytes: one byte that is
    /// not, anywhere in a text of any length, is found.
    @Test func printableASCIIIsToldAtEveryLengthAndPlace() {
        for count in 0...40 {
            let text = (0..<count).map { UInt8(ascii: "a") &+ UInt8($0 % 26) }
            #expect(text.withUnsafeBufferPointer { DisplayWidth.asciiWidth($0) } == count)
            for place in 0..<count {
                for other: UInt8 in [0x09, 0x7F, 0xC3] {
                    var bad = text
                    bad[place] = other
                    #expect(bad.withUnsafeBufferPointer { DisplayWidth.asciiWidth($0) } == nil)
                }
            }
        }
    }

}
