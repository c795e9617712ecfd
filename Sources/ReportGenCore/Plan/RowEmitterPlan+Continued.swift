extension RowEmitterPlan.FieldValue {
    /// Whether the value reads `continued` (a repeated header's own text).
    var readsContinued: Bool {
        switch self {
        case .expression(let expr, _, _): return expr.contains { if case .continued = $0 { true } else { false } }
        case .template(let template):
            return template.parts.contains { part in
                guard case .hole(let expr, _) = part else { return false }
                return expr.contains { if case .continued = $0 { true } else { false } }
            }
        }
    }
}

extension Expr {
    /// Whether any node of the expression satisfies `predicate`.
    func contains(where predicate: (Expr) -> Bool) -> Bool {
        var found = false
        visit { if !found, predicate($0) { found = true } }
        return found
    }
}
