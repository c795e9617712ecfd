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
        case .literal, .field, .sourceName, .sourceTitle, .reportTitle, .pageNumber, .pageCount, .continued, .parameter,
            .accumulator:
            break
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
        case .aggregate, .literal, .field, .sourceName, .sourceTitle, .reportTitle, .pageNumber, .pageCount, .continued,
            .parameter,
            .accumulator:
            rebuilt = self
        }
        return transform(rebuilt) ?? rebuilt
    }
}

extension Expr {
    /// Whether the expression's value is a whole number whatever its operands: `round(x)` or
    /// `round(x, 0)`, which an int row field may take although their type is decimal.
    var isWholeNumber: Bool {
        guard case .call(.round, let args) = self else { return false }
        if args.count == 1 { return true }
        if args.count == 2, case .literal(.int(0)) = args[1] { return true }
        return false
    }
}
