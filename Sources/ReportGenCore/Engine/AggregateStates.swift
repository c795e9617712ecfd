/// Every scope's aggregates in flat arrays: each group level's (scope `i` for level `i`) and the
/// report's (the last scope). Per record the engine stages each aggregate's argument — evaluated,
/// and checked against the running total — and commits the staged values once the record is
/// accepted, so a rejected record leaves no partial totals.
///
/// Flat, so that staging a record reads no nested array (each nested read retained the inner
/// array, and each nested write checked two arrays for uniqueness).
struct AggregateStates {
    /// Each aggregate's plan, scope after scope.
    private let plans: [AggregatePlan]
    /// Each aggregate's argument (`nil` for `count()`).
    private let arguments: [CompiledExpression?]
    /// Per scope, its aggregates' indices in the flat arrays.
    private let ranges: [Range<Int>]
    /// Per aggregate, the index of its scope.
    private let scopeIndices: [Int]
    private var accumulators: [Accumulator]
    /// Per aggregate, whether it sums (and so is checked for overflow).
    private let sums: [Bool]
    /// The current record's argument values, once staged (for the aggregates that do not sum).
    private var staged: [Value?]
    /// For each sum (and average), its running sum with the staged value added.
    private var stagedSums: [RunningSum]

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
        scopeIndices = ranges.indices.flatMap { scope in ranges[scope].map { _ in scope } }
        arguments = plans.map { $0.argument.map(CompiledExpression.init) }
        accumulators = plans.map(Accumulator.init)
        sums = accumulators.map(\.sums)
        staged = Array(repeating: nil, count: plans.count)
        stagedSums = accumulators.map(\.running)
        emptyResults = ranges.map { range in
            range.map { Accumulator.emptyResult(plans[$0].function, plans[$0].resultType) }
        }
    }

    /// Evaluates every aggregate's argument for `record` and works out each sum with it added,
    /// which throws on overflow; changes no total. Scopes from `restartingFrom` up to the report's
    /// start new groups with this record, so their sums start from nothing.
    mutating func stage(
        record: [Value], environment: EvaluationEnvironment, restartingFrom restart: Int
    ) throws(ExpressionFailure) {
        let reportScope = ranges.count - 1
        // One loop over the aggregates (not one per scope): most scopes have one or none.
        for j in arguments.indices {
            let scope = scopeIndices[j]
            let restarts = scope != reportScope && scope >= restart
            do throws(EvaluationError) {
                // Called through the optional, not bound to a local: a local would copy it
                // (a retain and a release of its closure).
                guard
                    let value = try arguments[j]?.evaluate(
                        record: record, environment: environment, accumulators: [])
                else {
                    staged[j] = nil
                    continue
                }
                if sums[j] {
                    // A sum needs only its new total (the value itself is not kept).
                    let running =
                        restarts ? RunningSum(sumsInts: accumulators[j].running.sumsInts) : accumulators[j].running
                    stagedSums[j] = try running.adding(value)
                } else {
                    staged[j] = value
                }
            } catch {
                throw ExpressionFailure(
                    what: "aggregate \(plans[j].function)", message: error.message, position: plans[j].position)
            }
        }
    }

    /// Adds the staged values to every aggregate (a sum takes the total staged for it).
    mutating func commitStaged() {
        for j in accumulators.indices {
            if sums[j] {
                accumulators[j].take(stagedSums[j])
            } else {
                accumulators[j].add(checked: staged[j])
            }
        }
    }

    /// Starts scope `scope`'s aggregates over.
    mutating func reset(scope: Int) {
        for j in ranges[scope] { accumulators[j].reset() }
    }

    /// The final values of scope `scope`'s aggregates; a failure names the aggregate.
    func results(scope: Int) throws(ExpressionFailure) -> [Value] {
        var values: [Value] = []
        values.reserveCapacity(ranges[scope].count)
        for j in ranges[scope] {
            do throws(EvaluationError) {
                values.append(try accumulators[j].result())
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
