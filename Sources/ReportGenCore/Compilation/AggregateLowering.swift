/// Turns the aggregates in a scope's emitters into accumulator slots the engine updates per record.
enum AggregateLowering {
    /// Lowers a scope's header, footer and empty rows onto one shared list of accumulators.
    static func scope(header: ([EmitterPlan], Bool), footer: [EmitterPlan], empty: [EmitterPlan]) -> ScopePlan {
        var aggregates: [AggregatePlan] = []
        func lower(_ emitters: [EmitterPlan]) -> [EmitterPlan] {
            emitters.map {
                rewrite($0) { expr in
                    guard case .aggregate(let function, let argument, let type) = expr else { return nil }
                    aggregates.append(AggregatePlan(function: function, argument: argument, resultType: type))
                    return .accumulator(aggregates.count - 1)
                }
            }
        }
        let h = lower(header.0)
        let f = lower(footer)
        let e = lower(empty)
        return ScopePlan(header: h, footer: f, empty: e, aggregates: aggregates, holdsHeader: header.1)
    }

    /// Replaces aggregates by their value over no records: `sum` and `count` are 0, the rest null.
    static func overNoRecords(_ emitters: [EmitterPlan]) -> [EmitterPlan] {
        emitters.map {
            rewrite($0) { expr in
                guard case .aggregate(let function, _, let type) = expr else { return nil }
                return .literal(Accumulator.emptyResult(function, type))
            }
        }
    }

    private static func rewrite(_ emitter: EmitterPlan, _ transform: (Expr) -> Expr?) -> EmitterPlan {
        switch emitter {
        case .section(let name, let when, let rows):
            return .section(name: name, when: when?.rewritten(transform), rows: rows.map { rewrite($0, transform) })
        case .row(var row):
            row.when = row.when?.rewritten(transform)
            row.fields = row.fields.map {
                switch $0 {
                case .template(let t): return .template(t.rewritten(transform))
                case .expression(let e, let type, let places):
                    return .expression(e.rewritten(transform), type: type, places: places)
                }
            }
            return .row(row)
        }
    }
}
