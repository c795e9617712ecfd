/// Evaluates ``Expr`` trees. Nulls propagate through arithmetic, joined text and functions; a
/// comparison with null is false except `null == null`; a null condition counts as false.
@_spi(Fuzzing) public enum Evaluator {
    @inline(__always)
    static func truthy(_ v: Value) -> Bool {
        if case .bool(true) = v { return true }
        return false
    }

    static func overflow(_ what: String) -> EvaluationError {
        EvaluationError(message: "\(what) does not fit (overflow)")
    }

    /// Evaluates `expr` against a record, the environment and a scope's finished aggregates.
    ///
    /// Compiles it first (see ``CompiledExpression``): the one walk of the tree, which the engine
    /// does once per run and this does per call (for page headers, query arguments, tests).
    @_spi(Fuzzing) public static func evaluate(
        _ expr: Expr, record: [Value], environment: EvaluationEnvironment, accumulators: [Value]
    ) throws(EvaluationError) -> Value {
        try CompiledExpression(expr).evaluate(record: record, environment: environment, accumulators: accumulators)
    }

    /// The value of a leaf that the environment holds (a record slot, a literal and an
    /// accumulator are read by ``CompiledExpression`` itself).
    static func leaf(_ expr: Expr, environment: EvaluationEnvironment) -> Value {
        switch expr {
        case .sourceName: return environment.sourceName
        case .sourceTitle: return environment.sourceTitle
        case .reportTitle: return environment.reportTitle
        case .pageNumber: return environment.pageNumber
        case .pageCount: return environment.pageCount
        case .continued: return environment.continued
        case .parameter(let i): return environment.parameters[i]
        default: return .null  // an aggregate is replaced by an accumulator when the plan is compiled
        }
    }

    static func negate(_ v: Value) throws(EvaluationError) -> Value {
        switch v {
        case .int(let i):
            guard i != .min else { throw overflow("-\(i)") }
            return .int(-i)
        case .decimal(let d):
            guard let n = d.negated else { throw overflow("-\(d)") }
            return .decimal(n)
        default: return .null
        }
    }

    static func not(_ v: Value) -> Value {
        if case .bool(let b) = v { return .bool(!b) }
        return .null
    }

    /// String `+`: both sides as text, joined; null when either side is null, as for every operator.
    static func concatenate(_ x: Value, _ y: Value) -> Value {
        if x.isNull || y.isNull { return .null }
        return .string(x.description + y.description)
    }

    /// `format(v, pattern)`: null for a null value, as for every function.
    static func format(_ v: Value, _ f: ValueFormat) -> Value {
        v.isNull ? .null : .string(f.format(v))
    }

    static func compare(_ op: BinaryOperator, _ x: Value, _ y: Value) -> Bool {
        if x.isNull || y.isNull {
            switch op {
            case .equal: return x.isNull && y.isNull
            case .notEqual: return x.isNull != y.isNull
            default: return false
            }
        }
        let c = Value.compare(x, y)
        switch op {
        case .equal: return c == 0
        case .notEqual: return c != 0
        case .less: return c < 0
        case .lessOrEqual: return c <= 0
        case .greater: return c > 0
        case .greaterOrEqual: return c >= 0
        default: return false
        }
    }

    static func arithmetic(_ op: Expr.ArithmeticOperator, _ x: Value, _ y: Value, integer: Bool) throws(EvaluationError)
        -> Value
    {
        if integer, case .int(let i) = x, case .int(let j) = y {
            let (r, o): (Int64, Bool)
            switch op {
            case .add: (r, o) = i.addingReportingOverflow(j)
            case .subtract: (r, o) = i.subtractingReportingOverflow(j)
            case .multiply: (r, o) = i.multipliedReportingOverflow(by: j)
            case .divide: return .null
            }
            guard !o else { throw overflow("\(i) \(op.rawValue) \(j)") }
            return .int(r)
        }
        guard let a = x.decimalValue, let b = y.decimalValue else { return .null }
        let result: FixedDecimal?
        switch op {
        case .add: result = a.adding(b)
        case .subtract: result = a.subtracting(b)
        case .multiply: result = a.multiplying(by: b)
        case .divide:
            if b.isZero { return .null }
            result = a.dividing(by: b)
        }
        guard let result else { throw overflow("\(a) \(op.rawValue) \(b)") }
        return .decimal(result)
    }

    /// A scalar function on its evaluated arguments (`if` and `coalesce` choose what to evaluate,
    /// see ``CompiledExpression``).
    static func apply(_ function: Expr.Function, _ first: Value, _ second: Value?) throws(EvaluationError)
        -> Value
    {
        switch function {
        case .abs:
            switch first {
            case .int(let i):
                guard i != .min else { throw overflow("abs(\(i))") }
                return .int(Swift.abs(i))
            case .decimal(let d):
                guard let m = d.magnitude else { throw overflow("abs(\(d))") }
                return .decimal(m)
            default: return .null
            }
        case .round:
            return try round(first, places: second)
        case .upper, .lower:
            guard case .string(let s) = first else { return .null }
            return .string(function == .upper ? s.uppercased() : s.lowercased())
        case .year, .month, .day, .quarter, .weekday:
            let date: CivilDate
            switch first {
            case .date(let d): date = d
            case .datetime(let t): date = t.date
            default: return .null
            }
            let (y, m, d) = date.components
            switch function {
            case .year: return .int(Int64(y))
            case .month: return .int(Int64(m))
            case .day: return .int(Int64(d))
            case .quarter: return .int(Int64((m - 1) / 3 + 1))
            default: return .int(Int64(date.weekday))
            }
        case .if, .coalesce, .format:
            return .null  // evaluated by `call` / lowered to `.format` by the checker
        }
    }

    /// `round(x)` and `round(x, places)`, half away from zero; negative places round to tens,
    /// hundreds, ... as SQL's `ROUND` does (`round(15, -1)` is 20).
    static func round(_ value: Value, places second: Value?) throws(EvaluationError) -> Value {
        var places = 0
        if let second {
            guard case .int(let p) = second else { return .null }
            // Beyond these, every value rounds the same: to itself padded, or to zero.
            places = Int(
                Swift.max(Int64(-FixedDecimal.maxIntegerDigits - 1), Swift.min(Int64(FixedDecimal.maxScale), p)))
        } else if case .int = value {
            return value
        }
        guard let d = value.decimalValue else { return .null }
        // More places than the value has only pad it, and a value too large to pad is itself.
        guard let r = d.rounded(toSignedPlaces: places) ?? (places >= d.scale ? d : nil) else {
            throw overflow("round(\(d), \(places))")
        }
        return .decimal(r)
    }

    /// Renders `template` against a record, the environment and a scope's finished aggregates
    /// (compiled first, see ``CompiledTemplate``).
    static func render(
        _ template: Template, record: [Value], environment: EvaluationEnvironment, accumulators: [Value]
    ) throws(EvaluationError) -> String {
        try CompiledTemplate(template).render(record: record, environment: environment, accumulators: accumulators)
    }
}
