/// The running state of one aggregate over a group's records.
struct Accumulator {
    let function: AggregateFunction
    let resultType: ValueType
    private(set) var count: Int64 = 0
    private var intSum: Int64 = 0
    private var decimalSum = FixedDecimal.zero
    private var kept: Value = .null
    private var hasKept = false

    init(_ plan: AggregatePlan) {
        function = plan.function
        resultType = plan.resultType
    }

    mutating func reset() {
        count = 0
        intSum = 0
        decimalSum = .zero
        kept = .null
        hasKept = false
    }

    /// The running sum with `value` added, or `nil` for a null value; throws on overflow.
    @inline(__always)
    private func sum(adding value: Value) throws(EvaluationError) -> (int: Int64, decimal: FixedDecimal)? {
        switch value {
        case .int(let i) where resultType == .int:
            let (s, o) = intSum.addingReportingOverflow(i)
            guard !o else { throw EvaluationError(message: "sum exceeds the int range (overflow)") }
            return (s, decimalSum)
        case .null: return nil
        default:
            guard let d = value.decimalValue, let s = decimalSum.adding(d) else {
                throw EvaluationError(message: "sum exceeds the decimal range (overflow)")
            }
            return (intSum, s)
        }
    }

    /// Throws if adding `value` would overflow; changes nothing. The engine checks every aggregate
    /// before adding a record to any, so that a rejected record leaves no partial totals.
    func check(adding value: Value) throws(EvaluationError) {
        if function == .sum || function == .avg { _ = try sum(adding: value) }
    }

    /// Takes a value already passed by ``check(adding:)`` (`nil` for `count()`, which counts
    /// records). Should the sum overflow after all, it keeps its last total rather than trap.
    @inline(__always)
    mutating func add(checked value: Value?) {
        guard let value else {
            count += 1
            return
        }
        switch function {
        case .count:
            if !value.isNull { count += 1 }
        case .sum, .avg:
            guard let total = try? sum(adding: value) else { return }
            intSum = total.int
            decimalSum = total.decimal
            count += 1
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

    /// The aggregate's value now.
    func result() throws(EvaluationError) -> Value {
        switch function {
        case .count: return .int(count)
        case .sum:
            if resultType == .int { return .int(intSum) }
            return .decimal(decimalSum)
        case .avg:
            guard count > 0 else { return .null }
            let total = resultType == .int ? FixedDecimal(intSum) : decimalSum
            guard let quotient = total.dividing(by: FixedDecimal(count)) else {
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
