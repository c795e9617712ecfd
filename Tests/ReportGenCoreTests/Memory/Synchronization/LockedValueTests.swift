import Foundation
import Testing

@testable import ReportGenCore

/// The lock that stands in for `Atomic`: no update lost between threads, and `exchange` gives the
/// value it replaced.
@Suite struct LockedValueTests {
    @Test func concurrentAddsAreAllCounted() {
        let counter = LockedValue(0)
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            for _ in 0..<10_000 { counter.wrappingAdd(1) }
        }
        #expect(counter.load() == 80_000)
        counter.wrappingAdd(Int.max)
        counter.wrappingAdd(Int.max)
        #expect(counter.load() == 80_000 &+ Int.max &+ Int.max)
    }

    @Test func exchangeHandsBackTheOldValueOnce() {
        let started = LockedValue(true)
        let winners = LockedValue(0)
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            if started.exchange(false) { winners.wrappingAdd(1) }
        }
        #expect(winners.load() == 1)
        #expect(started.load() == false)
        started.store(true)
        #expect(
            started.withLock { value in
                defer { value = false }
                return value
            })
        #expect(!started.load())
    }
}
