import Testing

@testable import ReportGenCore

@Suite struct ArrayRemovingAllTests {
    @Test func removesEveryElementAndKeepsTheRoom() {
        var values: [Value] = [.string("a long enough text to be on the heap"), .int(1), .null]
        values.reserveCapacity(16)
        let room = values.capacity
        values.removeAllKeepingCapacity()
        #expect(values.isEmpty)
        #expect(values.capacity == room)
        var none: [Int] = []
        none.removeAllKeepingCapacity()
        #expect(none.isEmpty)
    }

    @Test func aSharedArrayIsLeftToItsOtherHolder() {
        let shared: [Value] = [.int(1), .int(2)]
        var mine = shared
        mine.removeAllKeepingCapacity()
        #expect(mine.isEmpty)
        #expect(shared == [.int(1), .int(2)])
    }
}
