import Dispatch
import Foundation
import ReportGenCore

/// The progress meter of a long run: a thread that redraws one line on standard error (a
/// terminal) a few times a second from a ``ProgressCounter``, overwriting it with `\r`, and clears
/// the line when the run ends. Runs shorter than the first delay show nothing.
final class ProgressMeter: Sendable {
    /// What the engine and the byte sources count.
    let counter = ProgressCounter()
    private let totalBytes: Int?
    private let stopping = DispatchSemaphore(value: 0)
    private let stopped = DispatchSemaphore(value: 0)
    private let started = LockedValue(false)

    /// A meter for inputs of `totalBytes` bytes in all (`nil`: unknown).
    init(totalBytes: Int?) {
        self.totalBytes = totalBytes
    }

    /// Starts drawing, after `delay` and then every `interval`.
    func start(delay: Duration = .milliseconds(500), interval: Duration = .milliseconds(250)) {
        started.store(true)
        let thread = Thread { [self] in draw(delay: delay, interval: interval) }
        thread.start()
    }

    /// Stops the thread and waits until it has cleared its line.
    func stop() {
        guard started.exchange(false) else { return }
        stopping.signal()
        stopped.wait()
    }

    private func draw(delay: Duration, interval: Duration) {
        let begin = ContinuousClock.now
        var wait = delay
        var drawn = false
        while stopping.wait(timeout: .now() + .nanoseconds(Int(wait / .nanoseconds(1)))) == .timedOut {
            let elapsed = begin.duration(to: .now)
            let line = ProgressLine(
                records: counter.recordsRead, bytes: counter.bytesRead, totalBytes: totalBytes,
                milliseconds: Int(elapsed / .milliseconds(1)))
            // Clears what is left of a longer line before it.
            StandardStreams.errorBytes(Array("\r\(line.text)\u{1B}[K".utf8))
            drawn = true
            wait = interval
        }
        if drawn { StandardStreams.errorBytes(Array("\r\u{1B}[K".utf8)) }
        stopped.signal()
    }

    /// The inputs' total size when every one is a regular file (a missing source counts nothing);
    /// `nil` when one is standard input, a URL, a database or a device.
    static func totalBytes(of inputs: [InputFile]) -> Int? {
        var total = 0
        for input in inputs {
            guard input.path != "-", input.readsFile == input.path else { return nil }
            switch FileSystem.status(input.path) {
            case .success(let info):
                guard FileSystem.kind(of: info) == .regular else { return nil }
                total += Int(info.st_size)
            case .failure:
                continue
            }
        }
        return total
    }
}
