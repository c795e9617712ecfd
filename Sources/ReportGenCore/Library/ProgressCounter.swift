/// A run's progress as it goes, for a meter on another thread: the records read so far, which the
/// run publishes, and the bytes read, which whoever supplies the bytes adds with ``add(bytes:)``
/// (the command line counts each input file's bytes as it reads them).
///
/// Cheap enough to leave on: the run stores its running count once per record under an
/// uncontended lock (a meter reads it a few times a second), and bytes are added once per buffer
/// read, not per byte.
///
/// ```swift
/// let progress = ProgressCounter()
/// let rows = try report.rows(input: .file(url), options: RunOptions(progress: progress))
/// // meanwhile, on another thread, a few times a second:
/// show(progress.recordsRead)
/// ```
public final class ProgressCounter: Sendable {
    private let records = LockedValue(0)
    private let bytes = LockedValue(0)

    /// Creates a counter at zero.
    public init() {}

    /// The records read so far across all streams, accepted and rejected alike.
    public var recordsRead: Int { records.load() }

    /// The bytes added with ``add(bytes:)`` so far.
    public var bytesRead: Int { bytes.load() }

    /// Adds `count` bytes read.
    public func add(bytes count: Int) {
        bytes.wrappingAdd(count)
    }

    /// The running count of records read. One thread writes it at a time: the engine's, or while
    /// a stream is read ahead on a thread of its own, that thread (see ``PrefetchingRecordReader``).
    @inline(__always)
    func publish(recordsRead count: Int) {
        records.store(count)
    }
}
