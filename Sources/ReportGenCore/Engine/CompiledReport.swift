/// Everything a run derives from its plan, worked out once: the group keys and their slots, the
/// emitters and scopes compiled, the computed fields, the `sorted_by` checks, the declared
/// values of `all_values` levels. A ``Report`` builds one when it loads and every run of it
/// shares it (``ReportEngine`` builds one for a plan it is given); nothing in it changes while a
/// run reads it, so runs on several threads share it as they share the plan.
///
/// The run's mutable state is ``ReportRun``'s; what it is given is a ``RunConfiguration``.
///
/// ```swift
/// let compiled = CompiledReport(plan: plan)
/// let engine = ReportEngine(compiled: compiled, configuration: RunConfiguration(inputs: inputs))
/// ```
package struct CompiledReport {
    let plan: ReportPlan
    /// Per level, whether the `sorted_by` check already covers its key (see
    /// ``orderCheckCoversKey(level:plan:)``), so its group stack keeps no closed keys.
    let keyIsOrdered: [Bool]
    /// Per `all_values` level: each declared value's position in the declared order.
    let declaredIndex: [[GroupKey: Int]?]
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

    /// Compiles what runs of `plan` read.
    package init(plan: ReportPlan) {
        self.plan = plan
        let n = plan.levels.count
        keyIsOrdered = (0..<n).map { Self.orderCheckCoversKey(level: $0, plan: plan) }
        declaredIndex = plan.levels.map { level in
            level.declaredKeys.map { declared in
                Dictionary(
                    declared.values.enumerated().map { (GroupKey(value: $0.element), $0.offset) },
                    uniquingKeysWith: { first, _ in first })
            }
        }
        keyExpressions = plan.levels.map { $0.key.map(CompiledExpression.init) }
        keySlots = FixedBuffer(
            plan.levels.map { level in
                guard let key = level.key else { return Self.sourceKey }
                if case .field(let slot) = key { return slot }
                return Self.computedKey
            })
        // One a level, as the key expressions: the control break reads the slots by level.
        precondition(keySlots.count == keyExpressions.count, "a key slot a level")
        levelScopes = plan.levels.map { CompiledScope($0.scope, empty: $0.empty, missing: $0.missing) }
        levelScopeRefs = levelScopes.map(Unretained.init)
        reportScope = CompiledScope(plan.reportScope, empty: plan.reportScope.empty)
        // A text field read in one place only, a detail row's field, moves into the row.
        let takes = Set(plan.input.fields.indices.filter { plan.input.fields[$0].reads == 1 })
        detail = CompiledEmitter.compile(plan.detail, takes: takes)
        detailTakes = !takes.isEmpty
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
}
