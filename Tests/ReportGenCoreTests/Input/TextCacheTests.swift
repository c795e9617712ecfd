import Testing

@_spi(Fuzzing) @testable import ReportGenCore

/// The cache of texts gives each text its own string, whether it was built for it, found for it,
/// or pushed out of its slot by others: texts that differ in any byte, or only in length, never
/// share a string; invalid UTF-8 is no string.
@Suite struct TextCacheTests {
    @Test func givesEachTextItsOwnString() {
        let cache = TextCache()
        var g = SeededGenerator(seed: 7)
        // Short and long texts, many alike: the same bytes at different lengths, one byte apart.
        var texts: [[UInt8]] = []
        for length in 1...40 {
            let base = (0..<length).map { _ in UInt8.random(in: 0x20...0x7E, using: &g) }
            texts.append(base)
            for place in [0, length / 2, length - 1] {
                var other = base
                other[place] ^= 1
                texts.append(other)
            }
            texts.append(base + [0x00])
            texts.append(Array("é".utf8) + base)
        }
        var wrong: [String] = []
        // Several rounds in shuffled orders, so that texts are found, built and pushed out.
        for _ in 0..<4 {
            for text in texts.shuffled(using: &g) {
                let string = text.withUnsafeBufferPointer { cache.string($0) }
                if string.map({ Array($0.utf8) }) != text { wrong.append("\(text) gave \(string ?? "nil")") }
            }
        }
        #expect(wrong == [])
    }

    @Test func invalidUTF8IsNoStringEvenTwice() {
        let cache = TextCache()
        for text: [UInt8] in [[0xFF], [0x41, 0xC3], [0xC3, 0x28, 0x41, 0x41, 0x41, 0x41, 0x41, 0x41, 0x41]] {
            #expect(text.withUnsafeBufferPointer { cache.string($0) } == nil)
            #expect(text.withUnsafeBufferPointer { cache.string($0) } == nil)
        }
    }
}
