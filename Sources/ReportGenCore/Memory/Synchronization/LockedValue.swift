#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A value that several threads read and change, each access under a `pthread_mutex` of its own:
/// what `Synchronization.Atomic` did for the counts and flags here, on every system the package
/// supports (`Atomic` needs macOS 15 / iOS 18). An access uncontended is a lock and an unlock
/// with no system call, some forty instructions.
///
/// ```swift
/// let failed = LockedValue(false)
/// failed.store(true)                      // one thread
/// if failed.load() { … }                  // another
/// let wasStarted = started.exchange(false)
/// ```
package final class LockedValue<Value: Sendable>: @unchecked Sendable {
    // The mutex and the value at addresses of their own that never move (a `pthread_mutex_t`
    // may not be copied once in use).
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private let storage: UnsafeMutablePointer<Value>

    /// A lock holding `value`.
    package init(_ value: Value) {
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        let status = pthread_mutex_init(mutex, nil)
        precondition(status == 0, "pthread_mutex_init failed (\(status))")
        storage = .allocate(capacity: 1)
        storage.initialize(to: value)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
        storage.deinitialize(count: 1)
        storage.deallocate()
    }

    /// Runs `body` on the value with the lock held.
    @inline(__always)
    package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&storage.pointee)
    }

    /// The value now.
    @inline(__always)
    package func load() -> Value { withLock { $0 } }

    /// Sets the value.
    @inline(__always)
    package func store(_ value: Value) { withLock { $0 = value } }

    /// Sets the value and returns the one it replaced.
    @inline(__always)
    package func exchange(_ value: Value) -> Value {
        withLock { current in
            let old = current
            current = value
            return old
        }
    }
}

extension LockedValue where Value == Int {
    /// Adds `amount`, wrapping on overflow as `Atomic.wrappingAdd` does.
    @inline(__always)
    package func wrappingAdd(_ amount: Int) { withLock { $0 &+= amount } }
}
