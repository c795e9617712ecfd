import Synchronization

/// A run's progress as it goes, for a meter on another thread: the records read so far, which the
/// engine publishes, and the bytes read, which whoever supplies the bytes adds (the command line
/// wraps each input's ``ByteSource``).
///
/// Cheap enough to leave on: the engine stores its running count once per record with a relaxed
/// store (an ordinary write on x86 and ARM; no lock, no read-modify-write), and bytes are added
/// once per buffer read, not per byte.
///
/// ```swift
/// let progress = ProgressCounter()
/// engine.progress = progress
/// // on another thread, a few times a second:
/// show(progress.recordsRead, progress.bytesRead)
/// ```
public final class ProgressCounter: Sendable {
    private let records = Atomic<Int>(0)
    private let bytes = Atomic<Int>(0)

    /// Creates a counter at zero.
    public init() {}

    /// The records read so far across all streams, accepted and rejected alike.
    public var recordsRead: Int { records.load(ordering: .relaxed) }

    /// The bytes added with ``add(bytes:)`` so far.
    public var bytesRead: Int { bytes.load(ordering: .relaxed) }

    /// Adds `count` bytes read.
    public func add(bytes count: Int) {
        bytes.wrappingAdd(count, ordering: .relaxed)
    }

    /// The running count of records read. One thread writes it at a time: the engine's, or while
    /// a stream is read ahead on a thread of its own, that thread (see ``PrefetchingRecordReader``).
    @inline(__always)
    func publish(recordsRead count: Int) {
        records.store(count, ordering: .relaxed)
    }
}
