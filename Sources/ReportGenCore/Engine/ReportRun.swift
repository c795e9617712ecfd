/// One run's state. A struct driven through `mutating` methods, so that the compiler checks
/// exclusive access statically instead of at run time on every field of every record.
/// Not copyable, as its parts are (``GroupStack``, ``AggregateStates``, ``RowList``): one owner,
/// the engine's `run(into:)`.
struct ReportRun: ~Copyable {
    let plan: ReportPlan
    let inputs: [StreamInput]
    let policy: RecordErrorPolicy
    let strict: Bool
    /// Called with each rejected record under ``RecordErrorPolicy/skip``.
    let onReject: (RecordError) throws -> Void
    var progress: ProgressCounter?
    /// See ``ReportEngine/isCancelled``.
    var isCancelled: (@Sendable () -> Bool)?
    /// How many records are read between two questions to ``isCancelled``.
    static let cancellationInterval = 1024

    let environment = EvaluationEnvironment()
    var bands = BandState()
    var summary = RunSummary()

    /// The open groups and their keys (see ``GroupStack``).
    var groups: GroupStack
    /// Per `all_values` level: each declared value's position in the declared order.
    let declaredIndex: [[GroupKey: Int]?]
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
    /// Whether byte streams are read on a second thread (see ``ReportEngine/readsAhead``).
    var readsAhead = false
    // The plan's per-record parts as flat arrays, so the hot path copies no plan structs.
    let keyExpressions: [CompiledExpression?]
    /// Per level, the record slot its key is when it is a field alone (`by: date`), else
    /// ``sourceKey`` for `by: source` or ``computedKey``; in a buffer of its own, read in place
    /// for every record with no optional to unwrap.
    let keySlots: FixedBuffer<Int>
    /// In ``keySlots``: the level is `by: source`, keyed by the stream's index.
    static let sourceKey = -1
    /// In ``keySlots``: the level's key is an expression, evaluated per record.
    static let computedKey = -2
    /// Per level, and for the report: its emitters, compiled.
    let levelScopes: [CompiledScope]
    /// The same scopes, unretained (``levelScopes`` keeps them), so opening and closing a group
    /// retains nothing.
    let levelScopeRefs: [Unretained<CompiledScope>]
    let reportScope: CompiledScope
    let detail: [CompiledEmitter]
    /// Whether an input field is read in one place only, so that a detail row may move its text
    /// out of the record (see ``CompiledEmitter/Field/takenText(_:)``): the rows are then built
    /// with the record's storage.
    let detailTakes: Bool
    /// Per row kind, its band rule, read per row (through `plan.rowKinds[k]` it can copy a whole
    /// row kind).
    let kindBands: [BandRule]
    let computed: ComputedFields
    let sortedSlots: [Int]
    let sortedDescending: [Bool]
    /// Per `sorted_by` field that is an enum: each label's place in the declared `values`, the
    /// order an enum ascends in (`Low, Medium, High`, as `all_values` shows its groups).
    let sortedEnumRanks: [[String: Int]?]
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
    var stagedReportHeader: [TypedRow] = []
    /// Every scope's aggregates: level `i`'s are scope `i`, the report's scope ``reportScopeIndex``.
    var aggregates: AggregateStates
    var current: [Value]
    var previous: [Value]
    var nullRecord: [Value]
    var hasPrevious = false
    var sawAnyRecord = false

    /// Output held back while a header waits (see ``HeldOutput``), with each held level's
    /// placeholder, the report header's, and the mark the report's `empty` rows replace from.
    var held = HeldOutput()
    var levelPlaceholders: [Int]
    var emptyHoldMarker: Int?

    init(
        plan: ReportPlan, parameters: [Value], inputs: [StreamInput], policy: RecordErrorPolicy, strict: Bool,
        onReject: @escaping (RecordError) throws -> Void
    ) {
        self.plan = plan
        self.inputs = inputs
        self.policy = policy
        self.strict = strict
        self.onReject = onReject
        environment.parameters = parameters
        environment.reportTitle = plan.title.map { .string($0) } ?? .null
        let n = plan.levels.count
        groups = GroupStack(levels: n, keyIsOrdered: (0..<n).map { Self.orderCheckCoversKey(level: $0, plan: plan) })
        declaredIndex = plan.levels.map { level in
            level.declaredKeys.map { declared in
                Dictionary(
                    declared.values.enumerated().map { (GroupKey(value: $0.element), $0.offset) },
                    uniquingKeysWith: { first, _ in first })
            }
        }
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
        keyExpressions = plan.levels.map { $0.key.map(CompiledExpression.init) }
        keySlots = FixedBuffer(
            plan.levels.map { level in
                guard let key = level.key else { return Self.sourceKey }
                if case .field(let slot) = key { return slot }
                return Self.computedKey
            })
        // One a level, as the key expressions: the control break reads the slots unchecked.
        precondition(keySlots.count == keyExpressions.count, "a key slot a level")
        levelScopes = plan.levels.map { CompiledScope($0.scope, empty: $0.empty, missing: $0.missing) }
        levelScopeRefs = levelScopes.map(Unretained.init)
        reportScope = CompiledScope(plan.reportScope, empty: plan.reportScope.empty)
        // A text field read in one place only, a detail row's field, moves into the row.
        let takes = Set(plan.input.fields.indices.filter { plan.input.fields[$0].reads == 1 })
        detail = CompiledEmitter.compile(plan.detail, takes: takes)
        detailTakes = !takes.isEmpty
        rowBuilder = RowBuilder(rowKinds: plan.rowKinds, environment: environment)
        kindBands = plan.rowKinds.map(\.band)
        computed = ComputedFields(plan.input, file: plan.file)
        sortedSlots = plan.input.sortedBy.map(\.slot)
        sortedDescending = plan.input.sortedBy.map(\.descending)
        sortedEnumRanks = plan.input.sortedBy.map { entry in
            guard entry.slot < plan.input.fields.count, plan.input.fields[entry.slot].type == .enum else { return nil }
            var ranks: [String: Int] = [:]
            for (rank, value) in plan.input.fields[entry.slot].enumValues.enumerated() {
                if case .string(let label) = value.label, ranks[label] == nil { ranks[label] = rank }
            }
            return ranks
        }
    }

    mutating func run<Sink: RowSink>(into sink: inout Sink) throws -> RunSummary {
        identifying = sink.identifiesRows
        try sink.begin(schema: plan.renderSchema)
        let scope = plan.reportScope
        if scope.holdsHeader || scope.headerReadsRecord {
            // Held to the end for aggregates, or until the first record for its fields.
            reportPlaceholder = try held.holdForRows()
            reportHeaderWaits = !scope.holdsHeader
        } else {
            try emit(
                reportScope.header, record: nullRecord, accumulators: [], level: 0, role: .header, at: .none,
                into: &sink)
        }
        if !reportScope.empty.isEmpty {
            emptyHoldMarker = held.holdWithMark()
        }
        for (index, input) in inputs.enumerated() {
            try runStream(input, index: index, into: &sink)
        }
        try closeLevels(downTo: 0, into: &sink)
        try showRemainingDeclared(ofLevel: 0, into: &sink)
        if let marker = emptyHoldMarker {
            // No record at all: the report's empty rows replace everything the groups produced.
            try held.discard(after: marker)
            emptyHoldMarker = nil
            try release(into: &sink)
            try emit(
                reportScope.empty, record: nullRecord,
                accumulators: try results(scope: reportScopeIndex, at: lastPlace), level: 0,
                role: .empty, at: lastPlace, into: &sink)
        }
        let finals = try results(scope: reportScopeIndex, at: lastPlace)
        let lastRecord = sawAnyRecord ? previous : nullRecord
        if scope.holdsHeader || reportHeaderWaits {
            // The header reads the first record, and `source.name` is that record's source; with
            // no record at all, the first source's (the header stands before it).
            if sawAnyRecord {
                showSource(of: firstReportSource)
            } else if !inputs.isEmpty {
                showSource(of: 0)
            }
            reportHeaderWaits = false
            // A list of their own: these rows fill a hold, none would be reused.
            var rows = RowList()
            do {
                try rowBuilder.build(
                    reportScope.header, record: firstReportRecord ?? nullRecord, accumulators: finals, level: 0,
                    role: .header, section: nil, into: &rows)
            } catch {
                throw RunError.record(error.recordError(at: lastPlace, file: plan.file))
            }
            try held.fill(reportPlaceholder, with: rows.rows)
            try release(into: &sink)
        }
        if sawAnyRecord {
            showSource(of: previousSource)
        } else if !inputs.isEmpty {
            showSource(of: inputs.count - 1)
        }
        try emit(
            reportScope.footer, record: lastRecord, accumulators: finals, level: 0, role: .footer, at: lastPlace,
            into: &sink)
        try sink.finish()
        return summary
    }

    /// The report's scope in ``aggregates``, after the levels'.
    var reportScopeIndex: Int { plan.levels.count }

    var firstReportRecord: [Value]?
    /// The input the report's first record came from.
    var firstReportSource = 0
    var reportPlaceholder = -1
    /// Whether the report header waits for the first record.
    var reportHeaderWaits = false

    /// Whether level `i`'s key is a `sorted_by` field whose earlier `sorted_by` fields are all
    /// keys of enclosing levels. Then a key that came back under the same outer group would have
    /// broken the order, which is checked first; keeping the closed keys would only cost memory
    /// (about 170 bytes a group: a report by date over years of data holds thousands).
    ///
    /// Not so for sources without a `by: source` level: the order check starts afresh with each
    /// source while the groups go on, so a closed key must be kept to be recognised.
    static func orderCheckCoversKey(level i: Int, plan: ReportPlan) -> Bool {
        guard plan.hasSourceLevel || plan.sources.count <= 1 else { return false }
        guard case .field(let slot)? = plan.levels[i].key,
            let position = plan.input.sortedBy.firstIndex(where: { $0.slot == slot })
        else { return false }
        let outerSlots: [Int] = plan.levels[..<i].compactMap { level in
            if case .field(let outer)? = level.key { return outer }
            return nil
        }
        return plan.input.sortedBy[..<position].allSatisfy { outerSlots.contains($0.slot) }
    }

    /// Where input `index`'s records are, for messages: its path, no line yet.
    func streamPlace(ofInput index: Int) -> DataPlace {
        DataPlace(path: inputs[index].displayPath, line: 0, countsRows: inputs[index].countsRows)
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
