import Foundation

/// A layout, loaded and checked, ready to run over record streams: the library's entry point.
///
/// ```swift
/// let report = try Report(yaml: layoutText)
/// let rows = try report.rows(input: .records([["day": "2024-03-01", "amount": "12.50"]]))
/// ```
///
/// A `Report` is an immutable `Sendable` value: build it anywhere, run it from any task.
public struct Report: Sendable {
    /// The plan and what runs derive from it, compiled when the report loads and shared by every
    /// run of it.
    let compiled: CompiledReport
    var plan: ReportPlan { compiled.plan }
    /// The directory relative `path:`s of the layout's sources are read from.
    let baseDirectory: URL?
    /// The layout's warnings (diagnostics that did not stop it).
    public let warnings: [Diagnostic]
    /// The rows this report makes: kinds, typed fields, columns.
    public let schema: RowSchema

    /// Loads a layout from text; `file` names it in diagnostics. Relative source paths are read
    /// from `directory` (an app's bundle, say), or from the current directory without one.
    public init(yaml: String, file: String = "layout.yaml", relativeTo directory: URL? = nil) throws(ReportError) {
        try self.init(
            compiled: LayoutCompiler.compile(text: yaml, file: file), baseDirectory: try Self.directory(directory))
    }

    /// Loads a layout from UTF-8 data; data that is not UTF-8 is an error at its first byte that
    /// is not, as for a file. Relative source paths are read from `directory`, as for
    /// ``init(yaml:file:relativeTo:)``.
    public init(data: Data, file: String = "layout.yaml", relativeTo directory: URL? = nil) throws(ReportError) {
        switch LayoutFileReader.text(of: Array(data), file: file) {
        case .success(let text): try self.init(yaml: text, file: file, relativeTo: directory)
        case .failure(let diagnostic): throw .invalidLayout([diagnostic])
        }
    }

    /// Loads a layout file; its sources' relative paths are read from its directory. A URL that is
    /// not a file's (`https:`) is an error: load the text yourself and use ``init(data:file:relativeTo:)``.
    public init(contentsOf url: URL) throws(ReportError) {
        guard url.isFileURL else {
            throw .invalidLayout([
                Diagnostic(
                    .error, rule: .unreadableFile,
                    "cannot read the layout: not a file URL; load its text and give it to Report(data:file:relativeTo:)",
                    file: url.absoluteString, at: .start)
            ])
        }
        try self.init(
            compiled: LayoutCompiler.compile(contentsOf: url.path), baseDirectory: url.deletingLastPathComponent())
    }

    /// The directory relative paths are read from, as `relativeTo:` gives it: a directory (its URL
    /// ending with '/' or not), or a file's (the layout's own URL, say), whose directory it is.
    private static func directory(_ url: URL?) throws(ReportError) -> URL? {
        guard let url else { return nil }
        guard url.isFileURL else {
            throw .invalidSource(
                "relativeTo: \(url) is not a file URL; give the directory the layout's paths start from")
        }
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue {
            return url.deletingLastPathComponent()
        }
        return URL(fileURLWithPath: url.path, isDirectory: true)
    }

    private init(compiled: LayoutCompiler.Result, baseDirectory: URL?) throws(ReportError) {
        guard let plan = compiled.plan else { throw .invalidLayout(compiled.diagnostics) }
        self.compiled = CompiledReport(plan: plan)
        self.baseDirectory = baseDirectory
        warnings = compiled.diagnostics
        schema = RowSchema(plan.renderSchema)
    }

    /// The names of the layout's sources, in order (empty for a one-stream layout).
    public var sourceNames: [String] { plan.sources.map(\.name) }

    /// The layout's parameters: name, type, and default if any.
    public var parameters: [(name: String, type: FieldType, defaultValue: Value?)] {
        plan.parameters.map { ($0.name, $0.type, $0.defaultValue) }
    }

    // MARK: Running

    /// Runs the report and returns every row.
    ///
    /// - Parameters:
    ///   - sources: for a layout with `sources:`, a stream per source name; a source not given
    ///     reads its `path:` (relative to the layout's directory) or is missing.
    ///   - input: for a layout without `sources:`, its one stream.
    ///   - parameters: by name, converted and checked like `--param`.
    ///   - options: what to do with bad records and warnings.
    public func rows(
        sources: [String: ReportSource] = [:], input: ReportSource? = nil,
        parameters: [String: ParameterValue] = [:], options: RunOptions = RunOptions()
    ) throws(ReportError) -> [ReportRow] {
        try rowsAndSummary(sources: sources, input: input, parameters: parameters, options: options).rows
    }

    /// Runs the report and renders it in `format`, handing the bytes to `write` in chunks.
    public func render(
        _ format: ReportFormat, sources: [String: ReportSource] = [:], input: ReportSource? = nil,
        parameters: [String: ParameterValue] = [:], options: RunOptions = RunOptions(),
        to write: @escaping ([UInt8]) throws -> Void
    ) throws(ReportError) -> RunSummary {
        // A PDF reads the font file the layout names, if it names one: a file of the layout's own.
        if !options.readsLayoutSources, case .pdf = format, let family = PDFFontFile.named(in: plan.renderSchema) {
            throw .invalidSource(
                "the layout's font '\(family)' is a file the layout names, and RunOptions.readsLayoutSources is false")
        }
        let engine = try engine(sources: sources, input: input, parameters: parameters, options: options)
        do {
            return try engine.render(format, to: OutputBuffer { try write(Array($0)) })
        } catch {
            throw Self.reportError(error)
        }
    }

    /// The rows as they are made, for `for try await`; the report runs on its own thread, a
    /// bounded number of rows ahead, and stops when the awaiting task is cancelled.
    public func stream(
        sources: [String: ReportSource] = [:], input: ReportSource? = nil,
        parameters: [String: ParameterValue] = [:], options: RunOptions = RunOptions()
    ) -> ReportRows {
        let report = self
        return ReportRows { channel in
            let thread = Thread {
                var sink = ReportRowSink(schema: report.schema, forward: channel)
                do throws(ReportError) {
                    _ = try report.run(
                        sources: sources, input: input, parameters: parameters, options: options, into: &sink,
                        isCancelled: { channel.isCancelled })
                    channel.finish(nil)
                } catch {
                    channel.finish(channel.isCancelled ? .cancelled : error)
                }
            }
            thread.name = "reportgen"
            thread.stackSize = 1 << 20
            thread.start()
        }
    }

    func run(
        sources: [String: ReportSource], input: ReportSource?, parameters: [String: ParameterValue],
        options: RunOptions, into sink: inout ReportRowSink, isCancelled: (@Sendable () -> Bool)? = nil
    ) throws(ReportError) -> RunSummary {
        let engine = try engine(sources: sources, input: input, parameters: parameters, options: options)
        if let isCancelled { engine.isCancelled = isCancelled }
        engine.recordsOrigins = true
        do {
            return try engine.run(into: &sink)
        } catch {
            throw Self.reportError(error)
        }
    }

    func engine(
        sources: [String: ReportSource], input: ReportSource?, parameters: [String: ParameterValue],
        options: RunOptions
    ) throws(ReportError) -> ReportEngine {
        let values = try plan.parameterValues(parameters)
        let streams = try streams(
            sources: sources, input: input, parameters: values, readsLayoutSources: options.readsLayoutSources)
        let onReject = options.onReject
        var configuration = RunConfiguration(
            inputs: streams, parameters: values, policy: options.policy, strict: options.strict,
            onReject: { onReject($0) })
        configuration.readsAhead = options.readsAhead
        configuration.progress = options.progress
        // A cancelled task stops the run within a thousand records, also while no row is made.
        configuration.isCancelled = { Task.isCancelled }
        return ReportEngine(compiled: compiled, configuration: configuration)
    }

    static func reportError(_ error: any Error) -> ReportError {
        switch error {
        case let error as ReportError: return error
        case is RowChannel.Stopped, is RunCancelled, is CancellationError: return .cancelled
        case let error as RunError:
            switch error {
            case .record(let record): return .record(record)
            case .strict(let message): return .strict(message)
            case .parameters(let message): return .invalidParameter(message)
            case .source(let message): return .invalidSource(message)
            }
        case let error as RecordError: return .record(error)
        default: return .invalidSource("\(error)")
        }
    }

    // MARK: Sources

    func streams(
        sources: [String: ReportSource], input: ReportSource?, parameters: [Value], readsLayoutSources: Bool = true
    ) throws(ReportError) -> [StreamInput] {
        let base = baseDirectory
        let connector = SourceConnector(
            plan: plan, parameters: parameters, environment: ProcessInfo.processInfo.environment,
            resolvePath: { URL(fileURLWithPath: $0, relativeTo: base).standardizedFileURL.path })
        guard plan.declaresSources else {
            guard sources.isEmpty else {
                throw .invalidSource("this layout reads one stream: give it as 'input', not 'sources'")
            }
            // As on the command line, a forgotten or mistyped input is an error, never an empty
            // report: `.missing` says on purpose that there is none.
            guard let input else {
                throw .invalidSource("this layout reads one stream: give it as 'input' (or .missing for none)")
            }
            return [connector.singleStream(.source(input), label: "the input").stream]
        }
        guard input == nil else {
            throw .invalidSource(
                "this layout has sources (\(sourceNames.joined(separator: ", "))): give them as 'sources'")
        }
        for name in sources.keys.sorted() where !sourceNames.contains(name) {
            throw .invalidSource(
                "the layout has no source '\(name)' (it has \(sourceNames.joined(separator: ", ")))"
                    + Suggestion.hint(for: name, in: sourceNames))
        }
        if !readsLayoutSources {
            // Refused before anything is read, or any `${NAME}` looked up.
            for declared in plan.sources where sources[declared.name] == nil {
                let what =
                    declared.origin != nil ? "a URL or a database" : declared.path != nil ? "a file" : nil
                guard let what else { continue }
                throw .invalidSource(
                    "source '\(declared.name)' would read \(what) the layout names, and RunOptions.readsLayoutSources "
                        + "is false: give it in 'sources'")
            }
        }
        // A `url:` or `sqlite:` source connects here (a `postgres:` one needs the command line's client).
        return connector.streams(given: sources.mapValues(GivenStream.source)) { _ in "give it in 'sources'" }
            .map(\.stream)
    }
}
