import Foundation

/// Reads and converts records on a thread of its own, a batch ahead of the engine, so that
/// parsing and grouping-and-rendering run on two cores.
///
/// The engine sees exactly what the wrapped reader would have given it, in the same order: each
/// record's values and line, or its error with its raw bytes. The reading thread stops after an
/// unrecoverable error, at the end of the stream, or when the engine lets go of this reader (a
/// run that stops early). Memory stays flat: at most ``depth`` batches are read ahead, each of at
/// most ``batchSize`` records and ending once its text passes ``batchBytes``, and their slot
/// arrays go back and forth between the two threads.
final class PrefetchingRecordReader: RecordReader {
    /// Records per hand-over: large enough that locking and waking the other thread cost nothing
    /// per record (with 256, about 15% of a long run's wall time on two cores), small enough that
    /// the engine starts at once.
    static let batchSize = 1024
    /// Batches read ahead.
    static let depth = 4
    /// The text a batch may hold before it is handed over (its records' strings, and their bytes
    /// when kept for rejects): records of a megabyte each would otherwise hold gigabytes in
    /// flight. A batch ends with the record that passes it.
    static let batchBytes = 1 << 20

    /// A record that failed to read: the error and the record's bytes.
    struct Failure {
        var error: RecordError
        var raw: [UInt8]
        var rawIsBinary: Bool
    }

    /// A run of records as the wrapped reader gave them, and whether the stream ends after them.
    struct Batch {
        var slots: [[Value]] = []
        /// Each record's line.
        var lines: [Int] = []
        /// The records that failed to read, by index in the batch (rare, so kept apart).
        var failures: [Int: Failure] = [:]
        /// With `keepsRaw`: the bytes of the batch's records, one after another, and where each
        /// ends, for a record the engine rejects later (a run-time error under skip).
        var rawBytes: [UInt8] = []
        var rawEnds: [Int] = []
        var rawIsBinary = false
        var count = 0
        var isLast = false
        /// With the last batch: the reader's ``RecordReader/utf8Suspicion``.
        var utf8Suspicion: TranscodingByteSource.UTF8Suspicion?
    }

    private let channel: Channel
    /// What the engine's calls read and change, per record: in a cell without the run-time
    /// exclusivity check a class's `var`s get.
    private let state = UncheckedCell(Consumer())

    /// The engine's side: the batch it reads, where it is in it, and the last record's failure.
    private struct Consumer {
        var batch = Batch()
        var index = 0
        var finished = false
        var failure: Failure?
        var utf8Suspicion: TranscodingByteSource.UTF8Suspicion?
    }

    /// Starts reading `reader` on a new thread; `slotCount` is the size of a record's slot array.
    /// With `keepsRaw`, every record's bytes come along (rejects under skip need them), not only
    /// those of the records that fail to read.
    ///
    /// With `progress`, the reading thread publishes the count of records read (`recordsBefore`
    /// plus those of this stream) as it reads them, so that a meter sees records that are read but
    /// wait for a batch to fill (a slow pipe).
    ///
    /// With `computing`, the reading thread also fills each record's computed fields (a failure
    /// is the record's error, as a conversion error is).
    init(
        _ reader: RecordReader, slotCount: Int, keepsRaw: Bool, progress: ProgressCounter? = nil,
        recordsBefore: Int = 0,
        computing: Computing? = nil
    ) {
        let channel = Channel(slotCount: slotCount)
        self.channel = channel
        let producer = Producer(
            reader: reader, channel: channel, keepsRaw: keepsRaw, progress: progress, recordsBefore: recordsBefore,
            computing: computing)
        let thread = Thread { producer.run() }
        thread.name = "reportgen reader"
        thread.start()
    }

    deinit {
        channel.cancel()
    }

    var line: Int {
        let index = state.value.index
        return index == 0 ? 0 : state.value.batch.lines[index - 1]
    }

    var rawRecord: [UInt8] {
        if let failure = state.value.failure { return failure.raw }
        let index = state.value.index
        let batch = state.value.batch
        guard index > 0, index <= batch.rawEnds.count else { return [] }
        let i = index - 1
        return Array(batch.rawBytes[(i == 0 ? 0 : batch.rawEnds[i - 1])..<batch.rawEnds[i]])
    }

    var rawRecordIsBinary: Bool { state.value.failure?.rawIsBinary ?? state.value.batch.rawIsBinary }

    var utf8Suspicion: TranscodingByteSource.UTF8Suspicion? { state.value.utf8Suspicion }

    func next(into slots: inout [Value]) throws(RecordError) -> Bool {
        try Self.next(into: &slots, state: &state.value, channel: channel)
    }

    @inline(__always)
    private static func next(into slots: inout [Value], state: inout Consumer, channel: Channel) throws(RecordError)
        -> Bool
    {
        if state.index == state.batch.count {
            if state.finished { return false }
            channel.exchange(&state.batch)
            state.index = 0
            state.finished = state.batch.isLast
            if state.finished { state.utf8Suspicion = state.batch.utf8Suspicion }
            if state.batch.count == 0 { return false }
        }
        let i = state.index
        state.index += 1
        if !state.batch.failures.isEmpty, let failed = state.batch.failures[i] {
            state.failure = failed
            throw failed.error
        }
        if state.failure != nil { state.failure = nil }
        // The engine's spent slot array goes back with the batch, to be filled again.
        swap(&slots, &state.batch.slots[i])
        return true
    }

    /// The computed fields to fill on the reading thread: with an environment of their own (the
    /// engine's changes as it runs) and the stream's name for messages.
    ///
    /// A class: the reading thread reads it per record, and a struct would be copied (and its
    /// parts destroyed) each time.
    final class Computing {
        let fields: ComputedFields
        let environment: EvaluationEnvironment
        let path: String
        let countsRows: Bool

        init(fields: ComputedFields, environment: EvaluationEnvironment, path: String, countsRows: Bool) {
            self.fields = fields
            self.environment = environment
            self.path = path
            self.countsRows = countsRows
        }
    }

    /// The reading side: fills batches until the stream ends, fails beyond recovery, or the
    /// engine goes away.
    private struct Producer: @unchecked Sendable {
        // Used by the reading thread alone once it starts.
        let reader: RecordReader
        let channel: Channel
        let keepsRaw: Bool
        let progress: ProgressCounter?
        let recordsBefore: Int
        let computing: Computing?

        func run() {
            var batch = Batch()
            var read = recordsBefore
            while channel.refill(&batch) {
                fill(&batch, read: &read)
                let last = batch.isLast
                if last { batch.utf8Suspicion = reader.utf8Suspicion }
                channel.put(&batch)
                if last { return }
            }
        }

        private func fill(_ batch: inout Batch, read: inout Int) {
            batch.count = 0
            batch.isLast = false
            batch.failures.removeAll()
            batch.rawBytes.removeAll(keepingCapacity: true)
            batch.rawEnds.removeAll(keepingCapacity: true)
            batch.rawIsBinary = reader.rawRecordIsBinary
            var textBytes = 0
            // The engine may let go at any record: reading stops within 16 records (asking takes a
            // lock), not at the batch's end.
            while batch.count < PrefetchingRecordReader.batchSize, batch.count & 15 != 0 || !channel.isCancelled {
                let i = batch.count
                do {
                    guard let line = try reader.nextLine(into: &batch.slots[i]) else {
                        batch.isLast = true
                        return
                    }
                    batch.lines[i] = line
                    if keepsRaw { batch.rawBytes.append(contentsOf: reader.rawRecord) }
                    if let computing {
                        try computing.fields.compute(
                            &batch.slots[i], environment: computing.environment,
                            at: DataPlace(path: computing.path, line: line, countsRows: computing.countsRows))
                    }
                    textBytes &+= Value.textBytes(of: batch.slots[i])
                } catch {
                    batch.lines[i] = reader.line
                    let raw = error.raw ?? reader.rawRecord
                    textBytes &+= raw.count &+ error.message.utf8.count
                    batch.failures[i] = Failure(
                        error: error, raw: raw,
                        rawIsBinary: error.raw == nil ? reader.rawRecordIsBinary : error.rawIsBinary)
                    if !error.isRecoverable { batch.isLast = true }
                }
                if keepsRaw { batch.rawEnds.append(batch.rawBytes.count) }
                batch.count += 1
                read += 1
                progress?.publish(recordsRead: read)
                if batch.isLast || textBytes &+ batch.rawBytes.count >= PrefetchingRecordReader.batchBytes { return }
            }
        }
    }

    /// The hand-over between the two threads: full batches one way, spent ones back.
    private final class Channel: @unchecked Sendable {
        private let condition = NSCondition()
        private let slotCount: Int
        private var full: [Batch] = []
        private var spent: [Batch] = []
        private var made = 0
        private var cancelled = false
        /// `cancelled`, read by the reading thread before each record without taking `condition`.
        private let cancelledFlag = LockedValue(false)

        var isCancelled: Bool { cancelledFlag.load() }

        init(slotCount: Int) {
            self.slotCount = slotCount
        }

        /// Replaces `batch` (spent, or new) with one to fill, waiting while `depth` batches are
        /// already read ahead; false once cancelled.
        func refill(_ batch: inout Batch) -> Bool {
            condition.lock()
            defer { condition.unlock() }
            while !cancelled, spent.isEmpty, made >= PrefetchingRecordReader.depth { condition.wait() }
            if cancelled { return false }
            if let reused = spent.popLast() {
                batch = reused
                return true
            }
            made += 1
            let size = PrefetchingRecordReader.batchSize
            batch = Batch(
                slots: Array(repeating: Array(repeating: .null, count: slotCount), count: size),
                lines: Array(repeating: 0, count: size))
            return true
        }

        /// Hands a filled batch over, leaving `batch` empty (so that the batch moves, never copied).
        func put(_ batch: inout Batch) {
            var moved = Batch()
            swap(&moved, &batch)
            condition.lock()
            full.insert(moved, at: 0)
            moved = Batch()
            condition.broadcast()
            condition.unlock()
        }

        /// Gives back the spent `batch` (if any) and replaces it with the next filled one, waiting
        /// for it.
        func exchange(_ batch: inout Batch) {
            var next = Batch()
            swap(&next, &batch)
            condition.lock()
            defer { condition.unlock() }
            if !next.slots.isEmpty {
                spent.append(next)
                next = Batch()
                condition.broadcast()
            }
            while full.isEmpty { condition.wait() }
            batch = full.removeLast()
        }

        /// Stops the reading thread at its next batch.
        func cancel() {
            condition.lock()
            cancelled = true
            cancelledFlag.store(true)
            full.removeAll()
            condition.broadcast()
            condition.unlock()
        }
    }
}
