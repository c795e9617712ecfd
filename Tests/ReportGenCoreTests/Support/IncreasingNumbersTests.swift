import Testing

@testable import ReportGenCore

@Suite struct IncreasingNumbersTests {
    @Test func numbersReadBackInOrderInAByteOrTwoEach() {
        var generator = SeededGenerator(seed: 5)
        var numbers = IncreasingNumbers()
        var reference: [Int] = []
        var next = 0
        for _ in 0..<10_000 {
            next += Int.random(in: 0...(Bool.random(using: &generator) ? 3 : 100_000), using: &generator)
            numbers.append(next)
            reference.append(next)
        }
        var read: [Int] = []
        numbers.forEach { index, number in
            #expect(index == read.count)
            read.append(number)
        }
        #expect(read == reference)
        #expect(numbers.count == reference.count)
    }
}
