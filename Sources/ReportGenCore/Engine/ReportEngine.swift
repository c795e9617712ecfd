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
    /// What every run derives from the plan, built once (see ``CompiledReport``).
    let compiled: CompiledReport
    /// What the next run is given: streams, parameters, policy and options.
    package var configuration: RunConfiguration

    private var plan: ReportPlan { compiled.plan }
    var parameters: [Value] { configuration.parameters }
    /// Whether warnings stop the run (renderers that warn take it too).
    var strict: Bool { configuration.strict }
    /// See ``RunConfiguration/readsAhead``.
    package var readsAhead: Bool {
        get { configuration.readsAhead }
        set { configuration.readsAhead = newValue }
    }
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
    /// See ``RunConfiguration/heldMemoryBudget``.
    package var heldMemoryBudget: Int {
        get { configuration.heldMemoryBudget }
        set { configuration.heldMemoryBudget = newValue }
    }
    /// See ``RunConfiguration/heldDiskLimit``.
    package var heldDiskLimit: Int {
        get { configuration.heldDiskLimit }
        set { configuration.heldDiskLimit = newValue }
    }
    /// See ``RunConfiguration/progress``.
    package var progress: ProgressCounter? {
        get { configuration.progress }
        set { configuration.progress = newValue }
    }
    /// See ``RunConfiguration/recordsOrigins``.
    package var recordsOrigins: Bool {
        get { configuration.recordsOrigins }
        set { configuration.recordsOrigins = newValue }
    }

    /// See ``RunConfiguration/isCancelled``.
    package var isCancelled: (@Sendable () -> Bool)? {
        get { configuration.isCancelled }
        set { configuration.isCancelled = newValue }
    }

    /// Creates an engine for a report compiled once, run as `configuration` says.
    package init(compiled: CompiledReport, configuration: RunConfiguration) {
        self.compiled = compiled
        self.configuration = configuration
    }

    /// Creates an engine for `plan` over `inputs` (one per source, in order; or one stream).
    ///
    /// - Parameters:
    ///   - parameters: a value for each of the plan's parameters, in order.
    ///   - plan: the compiled layout.
    ///   - inputs: the streams: one per source, in the plan's order, or the one stream.
    ///   - policy: what to do with bad records.
    ///   - strict: whether warnings (a missing source) stop the run.
    ///   - onReject: receives every skipped record.
    package convenience init(
        plan: ReportPlan, parameters: [Value], inputs: [StreamInput], policy: RecordErrorPolicy = .fail,
        strict: Bool = false, onReject: @escaping (RecordError) throws -> Void = { _ in }
    ) {
        self.init(
            compiled: CompiledReport(plan: plan),
            configuration: RunConfiguration(
                inputs: inputs, parameters: parameters, policy: policy, strict: strict, onReject: onReject))
    }

    /// Runs the report into `sink`.
    ///
    /// Throws ``RunError/parameters(_:)`` before reading anything when the parameter values do not
    /// match the layout's parameters, in number or type.
    package func run<Sink: RowSink>(into sink: inout Sink) throws -> RunSummary {
        try checkParameters()
        var run = ReportRun(compiled: compiled, configuration: configuration)
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
