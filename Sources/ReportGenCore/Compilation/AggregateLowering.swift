/// Turns the aggregates in a scope's emitters into accumulator slots the engine updates per record.
enum AggregateLowering {
    /// Lowers a scope's header, footer and empty rows onto one shared list of accumulators.
    static func scope(header: ([EmitterPlan], Bool), footer: [EmitterPlan], empty: [EmitterPlan]) -> ScopePlan {
        var aggregates: [AggregatePlan] = []
        func lower(_ emitters: [EmitterPlan]) -> [EmitterPlan] {
            emitters.map {
                rewrite($0) { expr, position in
                    guard case .aggregate(let function, let argument, let type) = expr else { return nil }
                    aggregates.append(
                        AggregatePlan(function: function, argument: argument, resultType: type, position: position))
                    return .accumulator(aggregates.count - 1)
                }
            }
        }
        let h = lower(header.0)
        let f = lower(footer)
        let e = lower(empty)
        var readsRecord = false
        // `source.name` and `source.title` are the first record's source's: they wait for it too.
        for emitter in h {
            visitExpressions(emitter) { node in
                switch node {
                case .field, .sourceName, .sourceTitle: readsRecord = true
                default: break
                }
            }
        }
        return ScopePlan(
            header: h, footer: f, empty: e, aggregates: aggregates, holdsHeader: header.1,
            headerReadsRecord: readsRecord)
    }

    /// Calls `body` on every expression node of an emitter (conditions, templates, values).
    static func visitExpressions(_ emitter: EmitterPlan, _ body: (Expr) -> Void) {
        switch emitter {
        case .section(_, let when, _, let rows):
            when?.visit(body)
            for row in rows { visitExpressions(row, body) }
        case .row(let row):
            row.when?.visit(body)
            row.id?.visit(body)
            for field in row.fields {
                switch field {
                case .template(let t):
                    for case .hole(let e, _) in t.parts { e.visit(body) }
                case .expression(let e, _, _): e.visit(body)
                }
            }
        }
    }

    /// Replaces aggregates by their value over no records: `sum` and `count` are 0, the rest null.
    static func overNoRecords(_ emitters: [EmitterPlan]) -> [EmitterPlan] {
        emitters.map {
            rewrite($0) { expr, _ in
                guard case .aggregate(let function, _, let type) = expr else { return nil }
                return .literal(Accumulator.emptyResult(function, type))
            }
        }
    }

    /// Rewrites every expression of an emitter; `transform` also learns where the expression is.
    private static func rewrite(_ emitter: EmitterPlan, _ transform: (Expr, SourcePosition) -> Expr?) -> EmitterPlan {
        switch emitter {
        case .section(let name, let when, let position, let rows):
            return .section(
                name: name, when: when?.rewritten { transform($0, position) }, position: position,
                rows: rows.map { rewrite($0, transform) })
        case .row(var row):
            let whenPosition = row.whenPosition
            row.when = row.when?.rewritten { transform($0, whenPosition) }
            let idPosition = row.idPosition
            row.id = row.id?.rewritten { transform($0, idPosition) }
            row.fields = zip(row.fields, row.fieldPositions).map { field, position in
                switch field {
                case .template(let t): return .template(t.rewritten { transform($0, position) })
                case .expression(let e, let type, let places):
                    return .expression(e.rewritten { transform($0, position) }, type: type, places: places)
                }
            }
            return .row(row)
        }
    }
}
