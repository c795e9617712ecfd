import Foundation

/// A bounded hand-over of rows from the thread that runs a report to the task that awaits them:
/// the producer waits while the buffer is full (so memory stays flat), the consumer suspends while
/// it is empty, and either side can end it — the producer with the run's outcome, the consumer by
/// cancelling, which stops the producer at its next row. Its state is under its condition's lock (see
/// `Memory/Sendability.swift`).
final class RowChannel {
    /// What the consumer is told when it asks for the next row.
    enum Delivery: Sendable {
        case row(ReportRow)
        case finished
        case failed(ReportError)
    }

    /// Thrown inside the engine to stop a run whose consumer went away.
    struct Stopped: Error {}

    private let condition = NSCondition()
    private let capacity: Int
    private var buffer: [ReportRow] = []
    private var head = 0
    private var outcome: ReportError?? = nil  // .some(nil): finished; .some(error): failed
    private var cancelled = false
    private var waiting: CheckedContinuation<Delivery, Never>?

    init(capacity: Int = 256) {
        self.capacity = max(1, capacity)
    }

    // MARK: Producer

    /// Hands over a row; waits while the buffer is full. Throws ``Stopped`` once cancelled.
    func push(_ row: ReportRow) throws(Stopped) {
        condition.lock()
        while buffer.count - head >= capacity, !cancelled { condition.wait() }
        guard !cancelled else {
            condition.unlock()
            throw Stopped()
        }
        if let continuation = waiting {
            waiting = nil
            condition.unlock()
            continuation.resume(returning: .row(row))
            return
        }
        buffer.append(row)
        condition.unlock()
    }

    /// Ends the stream: `nil` for success, or the error that stopped the run.
    func finish(_ error: ReportError?) {
        condition.lock()
        outcome = .some(error)
        let continuation = waiting
        waiting = nil
        condition.unlock()
        continuation?.resume(returning: error.map(Delivery.failed) ?? .finished)
    }

    /// Whether the consumer has gone.
    var isCancelled: Bool {
        condition.lock()
        defer { condition.unlock() }
        return cancelled
    }

    // MARK: Consumer

    /// The next row, or the end; suspends until the producer has one.
    func next() async -> Delivery {
        if let delivery = take() { return delivery }
        return await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Delivery, Never>) in
                condition.lock()
                if let delivery = takeLocked() {
                    condition.unlock()
                    continuation.resume(returning: delivery)
                } else if cancelled {
                    condition.unlock()
                    continuation.resume(returning: .failed(.cancelled))
                } else {
                    waiting = continuation
                    condition.unlock()
                }
            }
        } onCancel: {
            cancel()
        }
    }

    /// Stops the producer at its next row and ends any wait.
    func cancel() {
        condition.lock()
        cancelled = true
        let continuation = waiting
        waiting = nil
        condition.broadcast()
        condition.unlock()
        continuation?.resume(returning: .failed(.cancelled))
    }

    private func take() -> Delivery? {
        condition.lock()
        defer { condition.unlock() }
        return takeLocked()
    }

    /// With the lock held: a buffered row, or the outcome once the buffer is drained.
    private func takeLocked() -> Delivery? {
        if head < buffer.count {
            let row = buffer[head]
            head += 1
            if head == buffer.count {
                buffer.removeAll(keepingCapacity: true)
                head = 0
            }
            condition.signal()
            return .row(row)
        }
        switch outcome {
        case .some(nil): return .finished
        case .some(let error?): return .failed(error)
        case nil: return cancelled ? .failed(.cancelled) : nil
        }
    }
}
