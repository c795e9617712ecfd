import Foundation
import Testing

/// Runs work on a thread with a small stack: what an app's secondary thread gives (512 KiB on
/// Apple platforms), where recursion that grows with the input overflows long before it would
/// on a main thread's 8 MiB.
enum SmallStack {
    static let size = 512 * 1024

    /// The thread's result, handed back once the thread has signalled.
    private final class Result<T>: @unchecked Sendable {
        var value: T?
    }

    /// `body`'s result, computed on a fresh thread with a 512 KiB stack. A stack overflow ends
    /// the test process (exit 139), which fails the run; a thread that does not finish within
    /// a minute fails the test.
    static func run<T>(_ body: @escaping @Sendable () -> T) throws -> T {
        let result = Result<T>()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            result.value = body()
            done.signal()
        }
        thread.stackSize = size
        thread.start()
        let finished = done.wait(timeout: .now() + 60)
        try #require(finished == .success, "the work did not finish within a minute")
        return try #require(result.value)
    }
}
