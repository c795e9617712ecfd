/// What one aggregate keeps beyond its count and sum (see ``RunningSum``): the value `min`,
/// `max`, `first` or `last` has chosen so far in its group.
struct Accumulator {
    let function: AggregateFunction
    let resultType: ValueType
    private var kept: Value = .null
    private var hasKept = false

    init(_ plan: AggregatePlan) {
        function = plan.function
        resultType = plan.resultType
    }

    mutating func reset() {
        kept = .null
        hasKept = false
    }

    /// Offers a record's value to an aggregate that keeps one (`min`, `max`, `first`, `last`).
    @inline(__always)
    mutating func keep(_ value: Value) {
        switch function {
        case .min, .max:
            guard !value.isNull else { return }
            let c = hasKept ? Value.compare(value, kept) : 0
            if !hasKept || (function == .min ? c < 0 : c > 0) {
                kept = value
                hasKept = true
            }
        case .first:
            if !hasKept {
                kept = value
                hasKept = true
            }
        case .last:
            kept = value
            hasKept = true
        case .sum, .avg, .count:
            break  // counted and summed in their RunningSum
        }
    }

    /// The aggregate's value now, given its count and sum.
    func result(_ running: RunningSum) throws(EvaluationError) -> Value {
        switch function {
        case .count: return .int(running.count)
        case .sum:
            if resultType == .int { return .int(running.intSum) }
            return .decimal(running.decimalSum)
        case .avg:
            guard running.count > 0 else { return .null }
            let total = resultType == .int ? FixedDecimal(running.intSum) : running.decimalSum
            guard let quotient = total.dividing(by: FixedDecimal(running.count)) else {
                throw EvaluationError(message: "avg does not fit (overflow)")
            }
            return .decimal(quotient)
        case .min, .max, .first, .last: return kept
        }
    }

    /// An aggregate over no records: `sum` and `count` are 0, the others null.
    static func emptyResult(_ function: AggregateFunction, _ type: ValueType) -> Value {
        switch function {
        case .count: return .int(0)
        case .sum: return type == .int ? .int(0) : .decimal(.zero)
        default: return .null
        }
    }
}

/// An aggregate's count and sum so far: plain words, so that staging a record copies no reference.
struct RunningSum {
    /// Whether the sum is an int (else a decimal).
    let sumsInts: Bool
    var count: Int64 = 0
    var intSum: Int64 = 0
    var decimalSum = FixedDecimal(0)

    init(sumsInts: Bool) {
        self.sumsInts = sumsInts
    }

    /// Adds `value` to the sum and counts it; leaves the state unchanged for null; throws on
    /// overflow (and then leaves the state as it may: the caller drops it).
    @inline(__always)
    mutating func add(_ value: Value) throws(EvaluationError) {
        switch value {
        case .null: return
        case .int(let i) where sumsInts:
            let (s, o) = intSum.addingReportingOverflow(i)
            guard !o else { throw EvaluationError(message: "sum exceeds the int range (overflow)") }
            intSum = s
        case .decimal(let d) where d.scale == decimalSum.scale:
            // The usual case, a column of amounts with the same places (counted there).
            guard addSamePlaces(d) else { throw EvaluationError(message: "sum exceeds the decimal range (overflow)") }
            return
        default:
            guard let d = value.decimalValue, let s = decimalSum.adding(d) else {
                throw EvaluationError(message: "sum exceeds the decimal range (overflow)")
            }
            decimalSum = s
        }
        count += 1
    }

    /// Adds and counts a decimal that has the sum's places, the usual case (a column of amounts):
    /// one 128-bit addition. False, and nothing changed, when its places differ or the sum would
    /// overflow; ``add(_:)`` then says which.
    @inline(__always)
    mutating func addSamePlaces(_ d: FixedDecimal) -> Bool {
        guard d.scale == decimalSum.scale else { return false }
        let (sum, overflow) = decimalSum.wideMantissa.addingReportingOverflow(d.wideMantissa)
        guard !overflow else { return false }
        decimalSum = FixedDecimal(unchecked: sum, scale: d.scale)
        count += 1
        return true
    }
}
