/// A resolved, type-checked expression: names are slot indices, operators know their operand
/// types. This is what the engine evaluates per record.
public indirect enum Expr: Sendable {
    case literal(Value)
    /// A record slot (an input or computed field).
    case field(Int)
    case sourceName
    case sourceTitle
    case reportTitle
    case parameter(Int)
    case negate(Expr)
    case not(Expr)
    case arithmetic(ArithmeticOperator, Expr, Expr, integer: Bool)
    /// String `+`: both sides shown as text and joined.
    case concatenate(Expr, Expr)
    case compare(BinaryOperator, Expr, Expr)
    case and(Expr, Expr)
    case or(Expr, Expr)
    case call(Function, [Expr])
    case format(Expr, ValueFormat)
    /// An aggregate over a group's records, before the plan gives it an accumulator.
    case aggregate(AggregateFunction, Expr?, ValueType)
    /// A finished aggregate's result, read from the scope's accumulators.
    case accumulator(Int)

    /// `+ - * /` on numbers.
    public enum ArithmeticOperator: String, Sendable {
        case add = "+", subtract = "-", multiply = "*", divide = "/"
    }

    /// The scalar functions.
    public enum Function: String, Sendable, CaseIterable {
        case `if`, coalesce, abs, round, upper, lower, year, month, day, quarter, weekday, format
    }
}

/// The aggregate functions.
public enum AggregateFunction: String, Sendable, CaseIterable, Hashable {
    case sum, count, avg, min, max, first, last
}

/// A parsed and type-checked template.
public struct Template: Sendable {
    /// One piece.
    public enum Part: Sendable {
        case text(String)
        case hole(Expr, ValueFormat?)
    }

    /// The pieces, in order.
    public var parts: [Part]

    /// Whether any hole holds an aggregate.
    var usesAggregates: Bool {
        parts.contains { if case .hole(let e, _) = $0 { return e.usesAggregates } else { return false } }
    }
}

extension Expr {
    /// Whether the expression holds an aggregate anywhere.
    var usesAggregates: Bool {
        var found = false
        visit { if case .aggregate = $0 { found = true } }
        return found
    }

    /// Calls `body` on this node and every node below it.
    func visit(_ body: (Expr) -> Void) {
        body(self)
        switch self {
        case .negate(let e), .not(let e), .format(let e, _): e.visit(body)
        case .arithmetic(_, let a, let b, _), .concatenate(let a, let b), .compare(_, let a, let b), .and(let a, let b),
            .or(let a, let b):
            a.visit(body)
            b.visit(body)
        case .call(_, let args): for a in args { a.visit(body) }
        case .aggregate(_, let e, _): e?.visit(body)
        case .literal, .field, .sourceName, .sourceTitle, .reportTitle, .parameter, .accumulator: break
        }
    }

    /// A copy with every node replaced by `transform`'s answer where it gives one (children first).
    func rewritten(_ transform: (Expr) -> Expr?) -> Expr {
        let rebuilt: Expr
        switch self {
        case .negate(let e): rebuilt = .negate(e.rewritten(transform))
        case .not(let e): rebuilt = .not(e.rewritten(transform))
        case .format(let e, let f): rebuilt = .format(e.rewritten(transform), f)
        case .arithmetic(let op, let a, let b, let i):
            rebuilt = .arithmetic(op, a.rewritten(transform), b.rewritten(transform), integer: i)
        case .concatenate(let a, let b): rebuilt = .concatenate(a.rewritten(transform), b.rewritten(transform))
        case .compare(let op, let a, let b): rebuilt = .compare(op, a.rewritten(transform), b.rewritten(transform))
        case .and(let a, let b): rebuilt = .and(a.rewritten(transform), b.rewritten(transform))
        case .or(let a, let b): rebuilt = .or(a.rewritten(transform), b.rewritten(transform))
        case .call(let f, let args): rebuilt = .call(f, args.map { $0.rewritten(transform) })
        case .aggregate, .literal, .field, .sourceName, .sourceTitle, .reportTitle, .parameter, .accumulator:
            rebuilt = self
        }
        return transform(rebuilt) ?? rebuilt
    }
}

extension Template {
    func rewritten(_ transform: (Expr) -> Expr?) -> Template {
        Template(
            parts: parts.map {
                switch $0 {
                case .text: return $0
                case .hole(let e, let f): return .hole(e.rewritten(transform), f)
                }
            })
    }
}
