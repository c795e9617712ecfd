import Foundation

/// Hands rows to another sink that runs on a thread of its own, so that rendering and writing
/// run on one core while the engine groups on another.
///
/// The other sink sees exactly the calls it would have seen, in the same order. Rows go over in
/// batches, at most ``depth`` batches ahead, each of at most ``batchSize`` calls and ending once
/// its rows' text passes ``batchBytes``, so memory stays flat. An error the other sink throws
/// stops it at once; the engine learns of it at its next hand-over (or at ``finish()``) and the
/// run stops with that error, with nothing written after the row that failed.
///
/// A run that ends without ``finish()`` (an error) must call ``stop()``: it hands over the calls
/// still pending here, so that the other sink makes every call it would have made on one thread.
/// Letting go of the sink without either only ends the thread.
struct ThreadedSink<Inner: RowSink & SendableMetatype>: RowSink {
    /// Calls per hand-over: with 256, waking the other thread and waiting for it cost about 15% of
    /// the wall time of a long run on two cores.
    static var batchSize: Int { 1024 }
    /// Batches queued ahead of the rendering thread.
    static var depth: Int { 4 }
    /// The text of a batch's rows that hands it over before it is full: rows that show a
    /// megabyte each would otherwise hold gigabytes in flight.
    static var batchBytes: Int { 1 << 20 }

    /// A run of calls to the other sink. The rows and events are kept in arrays of their own,
    /// so that the rows are rendered where they lie, never copied out of a call.
    struct Batch {
        enum Step {
            case begin, row, group, finish
        }
        var steps: [Step] = []
        /// The batch's rows are the first `rowCount`; the rows after them were drawn in an
        /// earlier use of the batch and are given back to the engine, one for each row it hands
        /// over, so that a row is destroyed (and its fields freed) on the thread that made it:
        /// freeing on another thread is much slower.
        var rows: [TypedRow] = []
        var rowCount = 0
        /// The text the batch's rows hold (``Value/textBytes(of:)``).
        var textBytes = 0
        var events: [GroupEvent] = []
        var schema: RenderSchema?

        /// Empties the batch for its next use, keeping its drawn rows to give back with their
        /// field arrays emptied (here, on the rendering thread: the engine reuses the arrays).
        mutating func removeAll() {
            steps.removeAll(keepingCapacity: true)
            for i in 0..<rowCount { rows[i].fields.removeAllKeepingCapacity() }
            rowCount = 0
            textBytes = 0
            events.removeAll(keepingCapacity: true)
            schema = nil
        }

        /// Takes `row` as the batch's next row, leaving a drawn one (or an empty one) in its place.
        @inline(__always)
        mutating func take(_ row: inout TypedRow) {
            textBytes &+= Value.textBytes(of: row.fields)
            if rowCount < rows.count {
                swap(&rows[rowCount], &row)
            } else {
                var taken = TypedRow.taken
                swap(&taken, &row)
                rows.append(taken)
            }
            rowCount += 1
        }
    }

    private let channel: Channel
    /// Held by this sink alone (the thread holds the channel): when the run lets go of the sink
    /// without finishing or stopping it, the thread ends.
    private let owner: Owner
    let identifiesRows: Bool
    /// The calls not yet handed over: the engine's thread alone touches them, so they live here,
    /// not in the channel.
    private var pending = Batch()

    init(_ inner: Inner) {
        identifiesRows = inner.identifiesRows
        channel = Channel(inner)
        owner = Owner(channel)
    }

    private final class Owner {
        let channel: Channel

        init(_ channel: Channel) {
            self.channel = channel
        }

        deinit {
            var nothing = Batch()
            channel.stop(handingOver: &nothing)
        }
    }

    mutating func begin(schema: RenderSchema) throws {
        channel.start()
        pending.schema = schema
        try add(.begin)
    }

    mutating func accept(_ row: TypedRow) throws {
        var copy = row
        try accept(taking: &copy)
    }

    /// Takes the row into the batch and leaves in its place a row drawn earlier, for the engine
    /// to reuse: the row moves, its references are not retained.
    mutating func accept(taking row: inout TypedRow) throws {
        pending.take(&row)
        try add(.row)
    }

    mutating func group(_ event: GroupEvent) throws {
        pending.events.append(event)
        try add(.group)
    }

    /// Ends a run that stopped early: hands over the calls not yet handed over, waits until they
    /// are made, and returns the other sink's error if it failed (which then came first).
    mutating func stop() -> (any Error)? {
        channel.stop(handingOver: &pending)
    }

    mutating func finish() throws {
        pending.steps.append(.finish)
        try channel.handOver(&pending)
        try channel.waitUntilDone()
    }

    /// The other sink's warnings, once it has finished.
    var warnings: [String] { channel.warnings }

    /// Adds a call; hands the batch over when it is full, or when the other sink has failed
    /// (``Channel/handOver(_:)`` then throws its error): asked every 16 calls, as asking takes a
    /// lock, so the engine stops within 16 calls of the failure.
    @inline(__always)
    private mutating func add(_ step: Batch.Step) throws {
        pending.steps.append(step)
        if pending.steps.count >= Self.batchSize || pending.textBytes >= Self.batchBytes
            || (pending.steps.count & 15 == 0 && channel.hasFailed)
        {
            try channel.handOver(&pending)
        }
    }

    /// The hand-over, and the other sink with the thread that drives it.
    private final class Channel: @unchecked Sendable {
        private let condition = NSCondition()
        /// Taken by the rendering thread when it starts, and let go before it says it has ended.
        private var inner: Inner?
        private var queued: [Batch] = []
        private var spent: [Batch] = []
        private var failure: Error?
        private var stopped = false
        /// The other sink's warnings, kept when the thread lets go of it.
        private var keptWarnings: [String] = []

        /// The other sink's warnings, once the thread has ended.
        var warnings: [String] {
            condition.lock()
            defer { condition.unlock() }
            return exited ? keptWarnings : []
        }

        init(_ inner: Inner) {
            self.inner = inner
        }

        private var started = false
        private var exited = false

        func start() {
            started = true
            let thread = Thread { [self] in drain() }
            thread.name = "reportgen renderer"
            thread.start()
        }

        /// Set when the other sink fails: the engine looks every 16 calls, so that it stops soon
        /// after (``handOver(_:)`` throws the error).
        private let failed = LockedValue(false)

        /// Whether the other sink has failed.
        @inline(__always)
        var hasFailed: Bool { failed.load() }

        /// Queues the `pending` calls (leaving an empty batch in their place), waiting while
        /// `depth` batches are ahead; throws the other sink's error once it has failed.
        func handOver(_ pending: inout Batch) throws {
            condition.lock()
            defer { condition.unlock() }
            while failure == nil, queued.count >= ThreadedSink.depth { condition.wait() }
            if let failure { throw failure }
            var batch = spent.popLast() ?? Batch()
            swap(&batch, &pending)
            queued.append(batch)
            condition.broadcast()
        }

        /// Hands over what is `pending` and lets the thread end once it has made those calls; the
        /// other sink's error, if it failed.
        @discardableResult
        func stop(handingOver pending: inout Batch) -> (any Error)? {
            guard started else { return nil }
            if !pending.steps.isEmpty {
                do {
                    try handOver(&pending)
                } catch {
                    // The other sink failed and stopped: there is nothing left to make.
                }
            }
            condition.lock()
            stopped = true
            condition.broadcast()
            while !exited { condition.wait() }
            defer { condition.unlock() }
            return failure
        }

        /// Waits until the other sink has taken every call; throws its error, if any.
        func waitUntilDone() throws {
            condition.lock()
            defer { condition.unlock() }
            while !exited { condition.wait() }
            if let failure { throw failure }
        }

        /// The rendering thread: takes each batch in turn and makes its calls. It lets go of the
        /// other sink before it says it has ended, so that what the sink holds (an output file
        /// not yet committed) is gone before the run returns or throws.
        private func drain() {
            var warnings: [String] = []
            if var sink = inner.take() {
                makeCalls(into: &sink)
                warnings = sink.warnings
                _ = consume sink
            }
            condition.lock()
            keptWarnings = warnings
            exited = true
            condition.broadcast()
            condition.unlock()
        }

        private func makeCalls(into sink: inout Inner) {
            while true {
                condition.lock()
                while queued.isEmpty, !stopped { condition.wait() }
                if queued.isEmpty {
                    condition.unlock()
                    return
                }
                var batch = queued.removeFirst()
                condition.broadcast()
                condition.unlock()
                var finished = false
                do {
                    finished = try make(&batch, into: &sink)
                } catch {
                    failed.store(true)
                    condition.lock()
                    failure = error
                    condition.broadcast()
                    condition.unlock()
                    return
                }
                batch.removeAll()
                condition.lock()
                spent.append(batch)
                condition.broadcast()
                condition.unlock()
                if finished { return }
            }
        }

        /// Makes a batch's calls in order; whether it ended with `finish`.
        private func make(_ batch: inout Batch, into inner: inout Inner) throws -> Bool {
            var row = 0
            var event = 0
            for step in batch.steps {
                switch step {
                case .begin:
                    if let schema = batch.schema { try inner.begin(schema: schema) }
                case .row:
                    // Lent where it lies (unless the sink takes it), so no row is copied.
                    try inner.accept(taking: &batch.rows[row])
                    row += 1
                case .group:
                    try inner.group(batch.events[event])
                    event += 1
                case .finish:
                    try inner.finish()
                    return true
                }
            }
            return false
        }
    }
}
