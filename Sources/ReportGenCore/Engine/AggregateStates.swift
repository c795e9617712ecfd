/// Every scope's aggregates in flat arrays: each group level's (scope `i` for level `i`) and the
/// report's (the last scope). Per record the engine stages each aggregate's argument — evaluated,
/// and checked against the running total — and commits the staged values once the record is
/// accepted, so a rejected record leaves no partial totals.
///
/// Flat and in ``FixedBuffer``s, so staging a record reads no nested array and checks no
/// uniqueness; a commit swaps the staged buffer with the running one, so totals cost no copy.
/// Not copyable: its buffers are changed in place, so only the run holds it, and changes it.
struct AggregateStates: ~Copyable {
    /// Each aggregate's plan, scope after scope.
    private let plans: [AggregatePlan]
    /// Each aggregate's argument (`nil` for `count()`).
    private let arguments: [CompiledExpression?]
    /// Per scope, its aggregates' indices in the flat arrays.
    private let ranges: [Range<Int>]
    /// Per aggregate, what staging reads of it, in plain values.
    private let steps: FixedBuffer<Step>
    /// The values `min`, `max`, `first` and `last` keep.
    private var accumulators: [Accumulator]
    /// Each aggregate's count and sum over its group's accepted records.
    private var running: FixedBuffer<RunningSum>
    /// The same with the staged record added (from nothing for a group the record starts).
    private var stagedRunning: FixedBuffer<RunningSum>
    /// The staged record's value for each aggregate that keeps one (a buffer: no uniqueness check
    /// a record).
    private let staged: FixedBuffer<Value>
    /// The aggregates that keep a value (`min`, `max`, `first`, `last`).
    private let keeping: [Int]

    /// How staging treats one aggregate.
    private struct Step {
        enum Kind {
            /// `count()`: counts records.
            case countsRecords
            /// `count(x)`: counts values that are not null.
            case countsValues
            /// `sum` and `avg`: add the value, checked for overflow.
            case sums
            /// `min`, `max`, `first`, `last`: offer the value to the ``Accumulator``.
            case keeps
        }

        var kind: Kind
        /// The aggregate's scope, or -1 for the report's (which no record restarts): a record that
        /// restarts the scopes from level `r` on restarts this one when `scope >= r`, one test.
        var scope: Int
        var sumsInts: Bool
        /// The record slot the argument reads, when it is a field alone (the usual `sum(amount)`):
        /// read where it lies, without calling code. -1 otherwise.
        var slot: Int
    }

    /// The aggregates of `scopes` (the levels', then the report's).
    init(scopes: [ScopePlan]) {
        var ranges: [Range<Int>] = []
        var plans: [AggregatePlan] = []
        for scope in scopes {
            ranges.append(plans.count..<plans.count + scope.aggregates.count)
            plans += scope.aggregates
        }
        self.plans = plans
        self.ranges = ranges
        arguments = plans.map { $0.argument.map(CompiledExpression.init) }
        accumulators = plans.map(Accumulator.init)
        let steps: [Step] = ranges.indices.flatMap { scope in
            ranges[scope].map { j in
                let plan = plans[j]
                let kind: Step.Kind
                switch plan.function {
                case .count: kind = plan.argument == nil ? .countsRecords : .countsValues
                case .sum, .avg: kind = .sums
                case .min, .max, .first, .last: kind = .keeps
                }
                var slot = -1
                if case .field(let s)? = plan.argument { slot = s }
                return Step(
                    kind: kind, scope: scope == ranges.count - 1 ? -1 : scope, sumsInts: plan.resultType == .int,
                    slot: slot)
            }
        }
        self.steps = FixedBuffer(steps)
        let sums = plans.map { RunningSum(sumsInts: $0.resultType == .int) }
        running = FixedBuffer(sums)
        stagedRunning = FixedBuffer(sums)
        staged = FixedBuffer(Array(repeating: .null, count: plans.count))
        keeping = steps.indices.filter { steps[$0].kind == .keeps }
        emptyResults = ranges.map { range in
            range.map { Accumulator.emptyResult(plans[$0].function, plans[$0].resultType) }
        }
    }

    /// Evaluates every aggregate's argument for `record` and works out each count and sum with
    /// it added, which throws on overflow; changes no total. Scopes from `restartingFrom` up to
    /// the report's start new groups with this record, so their sums start from nothing.
    mutating func stage(
        record: [Value], environment: EvaluationEnvironment, restartingFrom restart: Int
    ) throws(ExpressionFailure) {
        let steps = steps
        let running = running
        // Each staged sum is worked out where it lies in the staged buffer.
        let staging = stagedRunning
        // One loop over the aggregates (not one per scope): most scopes have one or none.
        for j in 0..<self.steps.count {
            let step = steps[j]
            // The usual step, an amount with the running sum's places added to a group that goes
            // on: only the count and the sum are written (a decimal sum's int part stays 0 in
            // both buffers), not the whole state copied first.
            if step.kind == .sums, step.slot >= 0, step.scope < restart, !step.sumsInts,
                case .decimal(let d) = record[step.slot], d.scale == running[j].decimalSum.scale
            {
                let (sum, overflow) = running[j].decimalSum.wideMantissa.addingReportingOverflow(d.wideMantissa)
                if !overflow {
                    staging[j].decimalSum = FixedDecimal(unchecked: sum, scale: d.scale)
                    staging[j].count = running[j].count &+ 1  // a count of records never nears 2^63
                    continue
                }
            }
            staging[j] = step.scope >= restart ? RunningSum(sumsInts: step.sumsInts) : running[j]
            do throws(EvaluationError) {
                switch step.kind {
                case .countsRecords:
                    staging[j].count += 1
                case .sums:
                    if step.slot >= 0 {
                        // An amount with the sum's places is read where it lies, not copied out.
                        if case .decimal(let d) = record[step.slot], staging[j].addSamePlaces(d) { break }
                        try staging[j].add(record[step.slot])
                    } else if let argument = arguments[j] {
                        try staging[j].add(
                            argument.evaluate(record: record, environment: environment, accumulators: []))
                    }
                case .countsValues, .keeps:
                    let value =
                        step.slot >= 0
                        ? record[step.slot]
                        : try arguments[j]?.evaluate(record: record, environment: environment, accumulators: [])
                            ?? .null
                    if step.kind == .keeps {
                        staged[j] = value
                    } else if !value.isNull {
                        staging[j].count += 1
                    }
                }
            } catch {
                throw ExpressionFailure(
                    what: "aggregate \(plans[j].function)", message: error.message, position: plans[j].position)
            }
        }
    }

    /// Adds the staged record to every aggregate: its counts and sums become the running ones,
    /// and the aggregates that keep a value are offered it.
    @inline(__always)
    mutating func commitStaged() {
        swap(&running, &stagedRunning)
        for j in keeping { accumulators[j].keep(staged[j]) }
    }

    /// Starts scope `scope`'s aggregates over: their kept values now (the record that opens the
    /// group staged its counts and sums from nothing).
    mutating func reset(scope: Int) {
        for j in ranges[scope] { accumulators[j].reset() }
    }

    /// The final values of scope `scope`'s aggregates; a failure names the aggregate.
    @inline(__always)
    func results(scope: Int) throws(ExpressionFailure) -> [Value] {
        // Most inner levels (a day's) have none: no array is made for them, and no call.
        guard !ranges[scope].isEmpty else { return [] }
        return try finalResults(scope: scope)
    }

    private func finalResults(scope: Int) throws(ExpressionFailure) -> [Value] {
        var values: [Value] = []
        values.reserveCapacity(ranges[scope].count)
        for j in ranges[scope] {
            do throws(EvaluationError) {
                values.append(try accumulators[j].result(running[j]))
            } catch {
                throw ExpressionFailure(
                    what: "aggregate \(plans[j].function)", message: error.message, position: plans[j].position)
            }
        }
        return values
    }

    /// Per scope, its aggregates over no records: `sum` and `count` 0, the others null (made
    /// once: a report by declared values shows many groups without records).
    let emptyResults: [[Value]]
}
