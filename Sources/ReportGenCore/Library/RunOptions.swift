import Foundation

/// How a run treats bad records and warnings.
public struct RunOptions: Sendable {
    /// What to do with a bad record (default: stop at the first).
    public var policy: RecordErrorPolicy
    /// Whether warnings (a missing source) stop the run.
    public var strict: Bool
    /// Called with every record left out under ``RecordErrorPolicy/skip``, on the thread running
    /// the report.
    public var onReject: @Sendable (RecordError) -> Void
    /// Whether a stream of bytes is read and converted, and its computed fields worked out, on a
    /// thread of its own, a few thousand records ahead of the run (on by default where there is
    /// more than one processor). The rows, errors and rejects are the same either way, and rows,
    /// `onReject` and a render's `write` are still called on the thread running the report.
    public var readsAhead: Bool
    /// Where the run publishes its progress (records read), for a meter on another thread.
    public var progress: ProgressCounter?
    /// Whether the layout's own sources may be read: its `path:` files, `url:`s, databases, and
    /// the environment variables their `${NAME}`s name. `false` for a layout the app did not ship
    /// (a user's, a server's): then only the streams the app gives in `sources:` and `input:` are
    /// read, and a source the layout would read itself is an ``ReportError/invalidSource(_:)``
    /// error, before anything is read.
    public var readsLayoutSources: Bool

    /// Creates options.
    public init(
        policy: RecordErrorPolicy = .fail, strict: Bool = false,
        readsAhead: Bool = ProcessInfo.processInfo.activeProcessorCount > 1, progress: ProgressCounter? = nil,
        readsLayoutSources: Bool = true, onReject: @escaping @Sendable (RecordError) -> Void = { _ in }
    ) {
        self.policy = policy
        self.strict = strict
        self.readsAhead = readsAhead
        self.progress = progress
        self.readsLayoutSources = readsLayoutSources
        self.onReject = onReject
    }
}
