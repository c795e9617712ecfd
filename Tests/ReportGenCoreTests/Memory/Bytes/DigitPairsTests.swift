import Testing

@testable import ReportGenCore

@Suite struct DigitPairsTests {
    /// Every pair is its two digits, written where it is asked and nowhere else.
    @Test func writesEveryPairAsItsTwoDigits() {
        var room = [UInt8](repeating: UInt8(ascii: "x"), count: 4)
        for pair in 0..<100 {
            room.withUnsafeMutableBufferPointer { DigitPairs.write(pair, at: $0.baseAddress! + 1) }
            let expected = Array((pair < 10 ? "x0\(pair)x" : "x\(pair)x").utf8)
            #expect(room == expected, "pair \(pair)")
        }
    }
}
