/// Evaluates ``Expr`` trees. Nulls propagate through arithmetic and functions; a comparison with
/// null is false except `null == null`; a null condition counts as false.
public enum Evaluator {
    @inline(__always)
    static func truthy(_ v: Value) -> Bool {
        if case .bool(true) = v { return true }
        return false
    }

    static func overflow(_ what: String) -> EvaluationError {
        EvaluationError(message: "\(what) does not fit (overflow)")
    }

    /// Evaluates `expr` against a record, the environment and a scope's finished aggregates.
    public static func evaluate(
        _ expr: Expr, record: [Value], environment: EvaluationEnvironment, accumulators: [Value]
    ) throws(EvaluationError) -> Value {
        switch expr {
        case .literal(let v): return v
        case .field(let slot): return record[slot]
        case .sourceName: return environment.sourceName
        case .sourceTitle: return environment.sourceTitle
        case .reportTitle: return environment.reportTitle
        case .pageNumber: return environment.pageNumber
        case .pageCount: return environment.pageCount
        case .continued: return environment.continued
        case .parameter(let i): return environment.parameters[i]
        case .accumulator(let i): return accumulators[i]
        case .aggregate: return .null  // replaced by accumulators when the plan is compiled
        case .negate(let e):
            switch try evaluate(e, record: record, environment: environment, accumulators: accumulators) {
            case .int(let i):
                guard i != .min else { throw overflow("-\(i)") }
                return .int(-i)
            case .decimal(let d):
                guard let n = d.negated else { throw overflow("-\(d)") }
                return .decimal(n)
            default: return .null
            }
        case .not(let e):
            let v = try evaluate(e, record: record, environment: environment, accumulators: accumulators)
            if case .bool(let b) = v { return .bool(!b) }
            return .null
        case .and(let a, let b):
            guard truthy(try evaluate(a, record: record, environment: environment, accumulators: accumulators)) else {
                return .bool(false)
            }
            return .bool(truthy(try evaluate(b, record: record, environment: environment, accumulators: accumulators)))
        case .or(let a, let b):
            if truthy(try evaluate(a, record: record, environment: environment, accumulators: accumulators)) {
                return .bool(true)
            }
            return .bool(truthy(try evaluate(b, record: record, environment: environment, accumulators: accumulators)))
        case .compare(let op, let a, let b):
            let x = try evaluate(a, record: record, environment: environment, accumulators: accumulators)
            let y = try evaluate(b, record: record, environment: environment, accumulators: accumulators)
            return .bool(compare(op, x, y))
        case .concatenate(let a, let b):
            let x = try evaluate(a, record: record, environment: environment, accumulators: accumulators)
            let y = try evaluate(b, record: record, environment: environment, accumulators: accumulators)
            return .string(x.description + y.description)
        case .arithmetic(let op, let a, let b, let integer):
            let x = try evaluate(a, record: record, environment: environment, accumulators: accumulators)
            let y = try evaluate(b, record: record, environment: environment, accumulators: accumulators)
            return try arithmetic(op, x, y, integer: integer)
        case .format(let e, let f):
            let v = try evaluate(e, record: record, environment: environment, accumulators: accumulators)
            return .string(f.format(v))
        case .call(let function, let args):
            return try call(function, args, record: record, environment: environment, accumulators: accumulators)
        }
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

    private static func call(
        _ function: Expr.Function, _ args: [Expr], record: [Value], environment: EvaluationEnvironment,
        accumulators: [Value]
    ) throws(EvaluationError) -> Value {
        if function == .if {
            let condition = try evaluate(args[0], record: record, environment: environment, accumulators: accumulators)
            return try evaluate(
                truthy(condition) ? args[1] : args[2], record: record, environment: environment,
                accumulators: accumulators)
        }
        let first = try evaluate(args[0], record: record, environment: environment, accumulators: accumulators)
        switch function {
        case .coalesce:
            return first.isNull
                ? try evaluate(args[1], record: record, environment: environment, accumulators: accumulators) : first
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
            var places = 0
            if args.count == 2 {
                guard
                    case .int(let p) = try evaluate(
                        args[1], record: record, environment: environment, accumulators: accumulators)
                else { return .null }
                places = Int(Swift.max(0, Swift.min(Int64(FixedDecimal.maxScale), p)))
            }
            if args.count == 1, case .int = first { return first }
            guard let d = first.decimalValue else { return .null }
            guard let r = d.rounded(toPlaces: places) else { throw overflow("round(\(d), \(places))") }
            return .decimal(r)
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
        case .if, .format:
            return .null  // handled above / lowered to .format by the checker
        }
    }

    /// Renders a template.
    public static func render(
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
