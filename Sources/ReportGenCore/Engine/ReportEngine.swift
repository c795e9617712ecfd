import Foundation

/// The streaming engine: one pass over sorted record streams, emitting typed rows.
///
/// Memory holds one record, the previous one, each open group's first record and accumulators,
/// and — only when a header reads aggregates — the rows of the group being held back.
///
/// ```swift
/// var sink = CollectingSink()
/// let summary = try ReportEngine(plan: plan, parameters: [], inputs: inputs).run(into: &sink)
/// ```
package final class ReportEngine {
    private let plan: ReportPlan
    let parameters: [Value]
    private let inputs: [StreamInput]
    private let policy: RecordErrorPolicy
    /// Whether warnings stop the run (renderers that warn take it too).
    let strict: Bool
    private let onReject: (RecordError) throws -> Void
    /// Whether a stream of bytes (CSV, JSON, NDJSON) is read and converted on a thread of its own,
    /// a few hundred records ahead. On by default where there is more than one processor; the
    /// rows, errors and rejects are the same either way.
    package var readsAhead = ProcessInfo.processInfo.activeProcessorCount > 1
    /// Whether ``render(_:to:)`` renders and writes on a thread of its own, behind the grouping
    /// (so the output's `write` is called on that thread). Off by default; the command line turns
    /// it on with more than one processor. The output and errors are the same either way.
    package var rendersBehind = false

    /// Both of the above.
    package var usesThreads: Bool {
        get { readsAhead && rendersBehind }
        set {
            readsAhead = newValue
            rendersBehind = newValue
        }
    }
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

    /// Creates an engine for `plan` over `inputs` (one per source, in order; or one stream).
    ///
    /// - Parameters:
    ///   - parameters: a value for each of the plan's parameters, in order.
    ///   - plan: the compiled layout.
    ///   - inputs: the streams: one per source, in the plan's order, or the one stream.
    ///   - policy: what to do with bad records.
    ///   - strict: whether warnings (a missing source) stop the run.
    ///   - onReject: receives every skipped record.
    package init(
        plan: ReportPlan, parameters: [Value], inputs: [StreamInput], policy: RecordErrorPolicy = .fail,
        strict: Bool = false, onReject: @escaping (RecordError) throws -> Void = { _ in }
    ) {
        self.plan = plan
        self.parameters = parameters
        self.inputs = inputs
        self.policy = policy
        self.strict = strict
        self.onReject = onReject
    }

    /// Runs the report into `sink`.
    ///
    /// Throws ``RunError/parameters(_:)`` before reading anything when the parameter values do not
    /// match the layout's parameters, in number or type.
    package func run<Sink: RowSink>(into sink: inout Sink) throws -> RunSummary {
        try checkParameters()
        var run = ReportRun(
            plan: plan, parameters: parameters, inputs: inputs, policy: policy, strict: strict, onReject: onReject)
        run.readsAhead = readsAhead
        run.progress = progress
        run.isCancelled = isCancelled
        run.held.memoryBudget = heldMemoryBudget
        run.held.diskLimit = heldDiskLimit
        return try run.run(into: &sink)
    }

    private func checkParameters() throws(RunError) {
        let declared = plan.parameters
        guard parameters.count == declared.count else {
            let names = declared.isEmpty ? "none" : declared.map(\.name).joined(separator: ", ")
            throw .parameters(
                "the layout declares \(declared.count) parameter\(declared.count == 1 ? "" : "s") (\(names)), "
                    + "but \(parameters.count) value\(parameters.count == 1 ? " was" : "s were") given")
        }
        for (parameter, value) in zip(declared, parameters) where value.type != .null {
            let expected = parameter.type.valueType
            guard value.type == expected else {
                throw .parameters("parameter '\(parameter.name)' is \(expected), but the value given is \(value.type)")
            }
        }
    }
}
