import Testing

@testable import ReportGenCore

/// ``FixedBuffer``: the elements it was made with, changed in place, shared by its copies,
/// destroyed with it, and an index outside it stopping a debug build.
@Suite struct FixedBufferTests {
    @Test func holdsItsElementsAndChangesThemInPlace() {
        let buffer = FixedBuffer([3, 1, 4, 1, 5])
        #expect(buffer.count == 5)
        #expect((0..<buffer.count).map { buffer[$0] } == [3, 1, 4, 1, 5])
        let shared = buffer
        shared[2] += 10
        #expect(buffer[2] == 14)
        #expect(buffer.elements == [3, 1, 14, 1, 5])
        let empty = FixedBuffer([Int]())
        #expect(empty.count == 0)
        #expect(empty.elements.isEmpty)
    }

    @Test func storesAValueOverAnother() {
        let keys = FixedBuffer(repeating: Value.null, count: 2)
        keys.store(.string("north"), at: 0)
        keys.store(.int(7), at: 1)
        keys.store(.string("south"), at: 0)
        #expect(keys.elements == [.string("south"), .int(7)])
    }

    @Test func destroysItsElementsWithIt() {
        final class Payload {}
        weak var watched: Payload?
        do {
            let payload = Payload()
            watched = payload
            let buffer = FixedBuffer([payload, payload])
            #expect(buffer[1] === payload)
        }
        #expect(watched == nil)
    }

    #if DEBUG
    @Test func anIndexOutsideStopsADebugBuild() async {
        await #expect(processExitsWith: .failure) {
            let buffer = FixedBuffer([1, 2, 3])
            _ = buffer[3]
        }
        await #expect(processExitsWith: .failure) {
            let buffer = FixedBuffer([1, 2, 3])
            buffer[-1] = 0
        }
    }
    #endif
}
