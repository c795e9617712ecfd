/// The running state of one aggregate over a group's records.
struct Accumulator {
    let function: AggregateFunction
    let resultType: ValueType
    /// The count and sums: plain words, so that checking a value against them copies no reference.
    private(set) var running: RunningSum
    private var kept: Value = .null
    private var hasKept = false

    init(_ plan: AggregatePlan) {
        function = plan.function
        resultType = plan.resultType
        running = RunningSum(sumsInts: plan.resultType == .int)
    }

    mutating func reset() {
        running = RunningSum(sumsInts: running.sumsInts)
        kept = .null
        hasKept = false
    }

    /// Whether adding a value can overflow (a sum, or the sum behind an average).
    var sums: Bool { function == .sum || function == .avg }

    /// Adds a record's staged value (`nil` for `count()`, which counts records). Sums (and
    /// averages) take their staged total instead (see ``take(_:)``).
    @inline(__always)
    mutating func add(checked value: Value?) {
        guard let value else {
            running.count += 1
            return
        }
        switch function {
        case .count:
            if !value.isNull { running.count += 1 }
        case .sum, .avg:
            break  // see take(_:)
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
        }
    }

    /// Takes a sum's (or average's) new count and total, worked out and checked for overflow
    /// when ``AggregateStates`` staged the record.
    @inline(__always)
    mutating func take(_ stagedSum: RunningSum) {
        running = stagedSum
    }

    /// The aggregate's value now.
    func result() throws(EvaluationError) -> Value {
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

/// An aggregate's count and sum so far.
struct RunningSum {
    /// Whether the sum is an int (else a decimal).
    let sumsInts: Bool
    var count: Int64 = 0
    var intSum: Int64 = 0
    var decimalSum = FixedDecimal(0)

    init(sumsInts: Bool) {
        self.sumsInts = sumsInts
    }

    /// The state with `value` added (and counted); unchanged for null; throws on overflow.
    @inline(__always)
    func adding(_ value: Value) throws(EvaluationError) -> RunningSum {
        var next = self
        switch value {
        case .int(let i) where sumsInts:
            let (s, o) = intSum.addingReportingOverflow(i)
            guard !o else { throw EvaluationError(message: "sum exceeds the int range (overflow)") }
            next.intSum = s
        case .null: return self
        default:
            guard let d = value.decimalValue, let s = decimalSum.adding(d) else {
                throw EvaluationError(message: "sum exceeds the decimal range (overflow)")
            }
            next.decimalSum = s
        }
        next.count += 1
        return next
    }
}
