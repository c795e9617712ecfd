/// One run's state. A struct driven through `mutating` methods, so that the compiler checks
/// exclusive access statically instead of at run time on every field of every record.
/// Not copyable, as its parts are (``GroupStack``, ``AggregateStates``, ``RowList``): one owner,
/// the engine's `run(into:)`.
struct ReportRun: ~Copyable {
    /// What runs of this report derive from the plan, shared by them (see ``CompiledReport``).
    let compiled: CompiledReport
    /// What this run was given: streams, parameters, policy, options.
    let configuration: RunConfiguration
    /// How many records are read between two questions to ``RunConfiguration/isCancelled``.
    static let cancellationInterval = 1024

    let environment = EvaluationEnvironment()
    var bands = BandState()
    var summary = RunSummary()

    /// The open groups and their keys (see ``GroupStack``).
    var groups: GroupStack
    /// Per `all_values` level: the position of the next declared value not yet shown under the
    /// current outer group.
    var nextDeclared: [Int]
    /// Per `all_values` level: the position of the staged record's key.
    var stagedDeclared: [Int]

    /// Builds the rows.
    var rowBuilder: RowBuilder
    /// Whether the sink reads row ids (see ``RowSink/identifiesRows``); without, no emitter's
    /// `id:` is spelled. (The sink spells the ids, from the group events: see ``RowIdentities``.)
    var identifying: Bool {
        get { rowBuilder.identifying }
        set { rowBuilder.identifying = newValue }
    }
    /// Reused for the rows of each `emit`.
    var emitScratch = RowList()
    var firstRecords: [[Value]]
    /// The input each open group's first record came from, for `source.name` and `source.title`
    /// in its held header (a group may go on from one source into the next).
    var firstRecordSources: [Int]
    /// The input of the stream being read, and of the last record added to the report (which
    /// its footers read).
    var currentSource = 0
    var previousSource = 0
    /// Where each open group's first record is (for errors in held headers).
    var firstPlaces: [DataPlace]
    /// The input and the line of the last record added to the report (its place names it in
    /// errors in footers); no input before the first record is added.
    var lastSource: Int?
    var lastLine = 0

    // What the record under way will add, worked out before anything changes (see `stage`).
    // Reused from record to record, so that no array is made per record; the keys and header
    // ends, one a level, in buffers written in place, with no uniqueness check a write.
    let stagedKeys: FixedBuffer<Value>
    var stagedBreak = 0
    var stagedLine = 0
    /// Per level: where its header rows end in the staged header rows (see ``StagedRows``).
    let stagedHeaderEnds: FixedBuffer<Int>
    /// Every scope's aggregates: level `i`'s are scope `i`, the report's scope ``reportScopeIndex``.
    var aggregates: AggregateStates
    var current: [Value]
    var previous: [Value]
    var nullRecord: [Value]
    var hasPrevious = false
    var sawAnyRecord = false

    /// Output held back while a header waits (see ``HeldOutput``), with each held level's
    /// placeholder.
    var held = HeldOutput()
    var levelPlaceholders: [Int]
    /// The report's header and `empty` rows around the groups (see ``ReportFrame``).
    var frame = ReportFrame()

    /// A run of `compiled` as `configuration` says.
    init(compiled: CompiledReport, configuration: RunConfiguration) {
        self.compiled = compiled
        self.configuration = configuration
        let plan = compiled.plan
        environment.parameters = configuration.parameters
        environment.reportTitle = plan.title.map { .string($0) } ?? .null
        held.memoryBudget = configuration.heldMemoryBudget
        held.diskLimit = configuration.heldDiskLimit
        let n = plan.levels.count
        groups = GroupStack(levels: n, keyIsOrdered: compiled.keyIsOrdered)
        nextDeclared = Array(repeating: 0, count: n)
        stagedDeclared = Array(repeating: 0, count: n)
        stagedKeys = FixedBuffer(repeating: .null, count: n)
        stagedHeaderEnds = FixedBuffer(repeating: 0, count: n)
        firstPlaces = Array(repeating: .none, count: n)
        nullRecord = Array(repeating: .null, count: plan.slotCount)
        firstRecords = Array(repeating: nullRecord, count: n)
        firstRecordSources = Array(repeating: 0, count: n)
        aggregates = AggregateStates(scopes: plan.levels.map(\.scope) + [plan.reportScope])
        current = nullRecord
        previous = nullRecord
        levelPlaceholders = Array(repeating: -1, count: n)
        rowBuilder = RowBuilder(rowKinds: plan.rowKinds, environment: environment)
    }

    mutating func run<Sink: RowSink>(into sink: inout Sink) throws -> RunSummary {
        identifying = sink.identifiesRows
        try sink.begin(schema: compiled.plan.renderSchema)
        let scope = compiled.plan.reportScope
        // Held to the end for aggregates, or until the first record for its fields.
        if try !frame.holdHeader(of: scope, in: &held) {
            try emit(
                compiled.reportScope.header, record: nullRecord, accumulators: [], level: 0, role: .header, at: .none,
                into: &sink)
        }
        if !compiled.reportScope.empty.isEmpty {
            frame.markForEmptyRows(in: &held)
        }
        for (index, input) in configuration.inputs.enumerated() {
            try runStream(input, index: index, into: &sink)
        }
        try closeLevels(downTo: 0, into: &sink)
        try showRemainingDeclared(ofLevel: 0, into: &sink)
        if let marker = frame.takeEmptyMarker() {
            // No record at all: the report's empty rows replace everything the groups produced.
            try held.discard(after: marker)
            try release(into: &sink)
            try emit(
                compiled.reportScope.empty, record: nullRecord,
                accumulators: try results(scope: reportScopeIndex, at: lastPlace), level: 0,
                role: .empty, at: lastPlace, into: &sink)
        }
        let finals = try results(scope: reportScopeIndex, at: lastPlace)
        let lastRecord = sawAnyRecord ? previous : nullRecord
        if scope.holdsHeader || frame.headerWaits {
            // The header reads the first record, and `source.name` is that record's source; with
            // no record at all, the first source's (the header stands before it).
            if sawAnyRecord {
                showSource(of: frame.firstSource)
            } else if !configuration.inputs.isEmpty {
                showSource(of: 0)
            }
            // A list of their own: these rows fill a hold, none would be reused.
            var rows = RowList()
            do {
                try rowBuilder.build(
                    compiled.reportScope.header, record: frame.firstRecord ?? nullRecord, accumulators: finals,
                    level: 0,
                    role: .header, section: nil, into: &rows)
            } catch {
                throw RunError.record(error.recordError(at: lastPlace, file: compiled.plan.file))
            }
            try frame.fillHeader(with: rows.rows, in: &held)
            try release(into: &sink)
        }
        if sawAnyRecord {
            showSource(of: previousSource)
        } else if !configuration.inputs.isEmpty {
            showSource(of: configuration.inputs.count - 1)
        }
        try emit(
            compiled.reportScope.footer, record: lastRecord, accumulators: finals, level: 0, role: .footer,
            at: lastPlace,
            into: &sink)
        try sink.finish()
        return summary
    }

    /// The report's scope in ``aggregates``, after the levels'.
    var reportScopeIndex: Int { compiled.plan.levels.count }

    /// Where input `index`'s records are, for messages: its path, no line yet.
    func streamPlace(ofInput index: Int) -> DataPlace {
        DataPlace(
            path: configuration.inputs[index].displayPath, line: 0, countsRows: configuration.inputs[index].countsRows)
    }

    /// The place of the current stream's record at `line`, made only for a message, so no record
    /// copies a place.
    func recordPlace(line: Int) -> DataPlace {
        streamPlace(ofInput: currentSource).at(line: line)
    }

    /// The last record added to the report (for errors in footers); ``DataPlace/none`` before any
    /// (the `all_values` instances shown before the first record is added have none).
    var lastPlace: DataPlace {
        lastSource.map { streamPlace(ofInput: $0).at(line: lastLine) } ?? .none
    }
}
