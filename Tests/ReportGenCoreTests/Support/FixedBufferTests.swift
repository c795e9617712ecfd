import Testing

@testable import ReportGenCore

/// ``FixedBuffer``: the elements it was made with, changed in place, shared by its copies, and
/// destroyed with it.
@Suite struct FixedBufferTests {
    @Test func holdsItsElementsAndChangesThemInPlace() {
        let buffer = FixedBuffer([3, 1, 4, 1, 5])
        #expect(buffer.count == 5)
        #expect((0..<buffer.count).map { buffer.base[$0] } == [3, 1, 4, 1, 5])
        let shared = buffer
        shared.base[2] += 10
        #expect(buffer.base[2] == 14)
        let empty = FixedBuffer([Int]())
        #expect(empty.count == 0)
    }

    @Test func destroysItsElementsWithIt() {
        final class Payload {}
        weak var watched: Payload?
        do {
            let payload = Payload()
            watched = payload
            let buffer = FixedBuffer([payload, payload])
            #expect(buffer.base[1] === payload)
        }
        #expect(watched == nil)
    }
}
