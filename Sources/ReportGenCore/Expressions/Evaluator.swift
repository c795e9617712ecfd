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
    /// Recurses once per operator and call (at most ``ExpressionParser/maxOperatorDepth`` deep).
    /// Debug builds give a function a stack slot for every value it ever holds, so this one reads
    /// literals and fields and otherwise only dispatches: each kind of node is evaluated by a
    /// small function of its own. Never inlined: inlined into the engine's loops it cost a dynamic
    /// exclusivity check per access there (9% more instructions on the sample report).
    @inline(never)
    @_spi(Fuzzing) public static func evaluate(
        _ expr: Expr, record: [Value], environment: EvaluationEnvironment, accumulators: [Value]
    ) throws(EvaluationError) -> Value {
        switch expr {
        case .literal(let v): return v
        case .field(let slot): return record[slot]
        case .sourceName, .sourceTitle, .reportTitle, .pageNumber, .pageCount, .continued, .parameter, .accumulator,
            .aggregate:
            return leaf(expr, environment: environment, accumulators: accumulators)
        case .negate(let e), .not(let e), .format(let e, _):
            return try unary(expr, e, record: record, environment: environment, accumulators: accumulators)
        case .and(let a, let b):
            return try logical(and: true, a, b, record: record, environment: environment, accumulators: accumulators)
        case .or(let a, let b):
            return try logical(and: false, a, b, record: record, environment: environment, accumulators: accumulators)
        case .compare(let op, let a, let b):
            return try comparison(op, a, b, record: record, environment: environment, accumulators: accumulators)
        case .concatenate(let a, let b):
            return try concatenation(a, b, record: record, environment: environment, accumulators: accumulators)
        case .arithmetic(let op, let a, let b, let integer):
            return try arithmetic(
                op, a, b, integer: integer, record: record, environment: environment, accumulators: accumulators)
        case .call(let function, let args):
            return try call(function, args, record: record, environment: environment, accumulators: accumulators)
        }
    }

    static func leaf(_ expr: Expr, environment: EvaluationEnvironment, accumulators: [Value]) -> Value {
        switch expr {
        case .sourceName: return environment.sourceName
        case .sourceTitle: return environment.sourceTitle
        case .reportTitle: return environment.reportTitle
        case .pageNumber: return environment.pageNumber
        case .pageCount: return environment.pageCount
        case .continued: return environment.continued
        case .parameter(let i): return environment.parameters[i]
        case .accumulator(let i): return accumulators[i]
        default: return .null  // an aggregate is replaced by an accumulator when the plan is compiled
        }
    }

    /// `-`, `not` and `format()` on their operand `e`.
    private static func unary(
        _ expr: Expr, _ e: Expr, record: [Value], environment: EvaluationEnvironment, accumulators: [Value]
    ) throws(EvaluationError) -> Value {
        let v = try evaluate(e, record: record, environment: environment, accumulators: accumulators)
        switch expr {
        case .negate: return try negate(v)
        case .not: return not(v)
        case .format(_, let f): return format(v, f)
        default: return .null
        }
    }

    /// `and` and `or`, which evaluate their right side only when it decides.
    private static func logical(
        and: Bool, _ a: Expr, _ b: Expr, record: [Value], environment: EvaluationEnvironment, accumulators: [Value]
    ) throws(EvaluationError) -> Value {
        let left = truthy(try evaluate(a, record: record, environment: environment, accumulators: accumulators))
        if left != and { return .bool(left) }
        return .bool(truthy(try evaluate(b, record: record, environment: environment, accumulators: accumulators)))
    }

    private static func comparison(
        _ op: BinaryOperator, _ a: Expr, _ b: Expr, record: [Value], environment: EvaluationEnvironment,
        accumulators: [Value]
    ) throws(EvaluationError) -> Value {
        let x = try evaluate(a, record: record, environment: environment, accumulators: accumulators)
        let y = try evaluate(b, record: record, environment: environment, accumulators: accumulators)
        return .bool(compare(op, x, y))
    }

    private static func concatenation(
        _ a: Expr, _ b: Expr, record: [Value], environment: EvaluationEnvironment, accumulators: [Value]
    ) throws(EvaluationError) -> Value {
        let x = try evaluate(a, record: record, environment: environment, accumulators: accumulators)
        let y = try evaluate(b, record: record, environment: environment, accumulators: accumulators)
        return concatenate(x, y)
    }

    private static func arithmetic(
        _ op: Expr.ArithmeticOperator, _ a: Expr, _ b: Expr, integer: Bool, record: [Value],
        environment: EvaluationEnvironment, accumulators: [Value]
    ) throws(EvaluationError) -> Value {
        let x = try evaluate(a, record: record, environment: environment, accumulators: accumulators)
        let y = try evaluate(b, record: record, environment: environment, accumulators: accumulators)
        return try arithmetic(op, x, y, integer: integer)
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

    // Evaluates the arguments (only the chosen branch of `if`, the second argument of `coalesce`
    // only when needed) and leaves the rest to `apply`, so that this frame stays small too.
    private static func call(
        _ function: Expr.Function, _ args: [Expr], record: [Value], environment: EvaluationEnvironment,
        accumulators: [Value]
    ) throws(EvaluationError) -> Value {
        let first = try evaluate(args[0], record: record, environment: environment, accumulators: accumulators)
        switch function {
        case .if:
            return try evaluate(
                truthy(first) ? args[1] : args[2], record: record, environment: environment,
                accumulators: accumulators)
        case .coalesce:
            guard first.isNull else { return first }
            return try evaluate(args[1], record: record, environment: environment, accumulators: accumulators)
        default:
            guard args.count == 2 else { return try apply(function, first, nil) }
            let second = try evaluate(args[1], record: record, environment: environment, accumulators: accumulators)
            return try apply(function, first, second)
        }
    }

    /// A scalar function on its evaluated arguments (`if` and `coalesce` are done by `call`).
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
        guard let r = d.rounded(toSignedPlaces: places) else { throw overflow("round(\(d), \(places))") }
        return .decimal(r)
    }

    /// Renders a template.
    static func render(
        _ template: Template, record: [Value], environment: EvaluationEnvironment, accumulators: [Value]
    ) throws(EvaluationError) -> String {
        if template.parts.count == 1 {
            switch template.parts[0] {
            case .text(let s): return s
            case .hole(let e, nil):
                // "{description}": the value itself, no new string.
                let v = try evaluate(e, record: record, environment: environment, accumulators: accumulators)
                if case .string(let s) = v { return s }
                return v.description
            case .hole: break
            }
        }
        var out = ""
        for part in template.parts {
            switch part {
            case .text(let s): out += s
            case .hole(let e, let f):
                let v = try evaluate(e, record: record, environment: environment, accumulators: accumulators)
                out += f?.format(v) ?? v.description
            }
        }
        return out
    }
}
