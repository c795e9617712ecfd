import Foundation

/// What one run of a report is given, beside its ``CompiledReport``: the streams, the parameter
/// values, what to do with bad records and warnings, and how to run (threads, bounds, progress,
/// cancellation). A value: ``Report`` and the command line fill one in, ``ReportEngine`` hands it
/// to each ``ReportRun`` whole.
///
/// ```swift
/// var configuration = RunConfiguration(inputs: streams, parameters: values, policy: .skip)
/// configuration.readsAhead = false
/// ```
package struct RunConfiguration {
    /// The streams: one per source, in the plan's order, or the one stream.
    package var inputs: [StreamInput]
    /// A value for each of the plan's parameters, in order.
    package var parameters: [Value]
    /// What to do with bad records.
    package var policy: RecordErrorPolicy
    /// Whether warnings (a missing source) stop the run (renderers that warn take it too).
    package var strict: Bool
    /// Called with each rejected record under ``RecordErrorPolicy/skip``.
    package var onReject: (RecordError) throws -> Void
    /// Whether a stream of bytes (CSV, JSON, NDJSON) is read and converted on a thread of its own,
    /// a few hundred records ahead. On by default where there is more than one processor; the
    /// rows, errors and rejects are the same either way.
    package var readsAhead = ProcessInfo.processInfo.activeProcessorCount > 1
    /// The bytes of rows held for a header's aggregates kept in memory before the rest goes to an
    /// unlinked temporary file (16 MiB by default; see ``HeldOutput``).
    package var heldMemoryBudget = HeldOutput.defaultMemoryBudget
    /// The bytes that temporary file may hold (16 GiB by default); a run that needs more stops
    /// with ``RunError/source(_:)``.
    package var heldDiskLimit = HeldOutput.defaultDiskLimit
    /// Where the run publishes its count of records read, for a progress meter (`nil`: nowhere).
    package var progress: ProgressCounter?
    /// Asked every ``ReportRun/cancellationInterval`` records: `true` stops the run with
    /// ``RunCancelled`` (an app's task was cancelled), also while no row is made.
    package var isCancelled: (@Sendable () -> Bool)?
    /// Whether each detail row carries its record's source and line (``TypedRow/origin``): for an
    /// app's rows; renderers show none, so a rendering run makes no box per row for it.
    package var recordsOrigins = false

    /// A run over `inputs` with `parameters`, failing on the first bad record unless `policy`
    /// says otherwise.
    package init(
        inputs: [StreamInput], parameters: [Value] = [], policy: RecordErrorPolicy = .fail, strict: Bool = false,
        onReject: @escaping (RecordError) throws -> Void = { _ in }
    ) {
        self.inputs = inputs
        self.parameters = parameters
        self.policy = policy
        self.strict = strict
        self.onReject = onReject
    }
}
