extension ReportRun {
    /// Builds and emits rows now, or queues them while a group's header is held back.
    mutating func emit<Sink: RowSink>(
        _ emitters: [EmitterPlan], record: [Value], accumulators: [Value], level: Int, section: String?,
        into sink: inout Sink
    ) throws {
        for emitter in emitters {
            switch emitter {
            case .section(let name, let when, let rows):
                if let when, try !evaluate(when, record, accumulators) { continue }
                try emit(rows, record: record, accumulators: accumulators, level: level, section: name, into: &sink)
            case .row(let plan):
                guard
                    let row = try makeRow(
                        plan, record: record, accumulators: accumulators, level: level, section: section)
                else { continue }
                if holdDepth > 0 {
                    queue.append(.row(row))
                } else {
                    try deliver(row, into: &sink)
                }
            }
        }
    }

    /// Builds rows without emitting them (for a held header).
    mutating func build(_ emitters: [EmitterPlan], record: [Value], accumulators: [Value], level: Int, section: String?)
        throws
        -> [TypedRow]
    {
        var rows: [TypedRow] = []
        for emitter in emitters {
            switch emitter {
            case .section(let name, let when, let inner):
                if let when, try !evaluate(when, record, accumulators) { continue }
                rows += try build(inner, record: record, accumulators: accumulators, level: level, section: name)
            case .row(let plan):
                if let row = try makeRow(
                    plan, record: record, accumulators: accumulators, level: level, section: section)
                {
                    rows.append(row)
                }
            }
        }
        return rows
    }

    @inline(__always)
    private mutating func deliver<Sink: RowSink>(_ row: TypedRow, into sink: inout Sink) throws {
        var row = row
        row.band = bands.assign(plan.rowKinds[row.kind].band)
        summary.rowsEmitted += 1
        try sink.accept(row)
    }

    mutating func release<Sink: RowSink>(into sink: inout Sink) throws {
        holdDepth -= 1
        if holdDepth == 0 { try flush(into: &sink) }
    }

    mutating func flush<Sink: RowSink>(into sink: inout Sink) throws {
        let pending = queue
        queue.removeAll(keepingCapacity: true)
        for item in pending {
            switch item {
            case .row(let row): try deliver(row, into: &sink)
            case .rows(let rows): for row in rows { try deliver(row, into: &sink) }
            case .placeholder: break
            }
        }
    }

    private mutating func evaluate(_ condition: Expr, _ record: [Value], _ accumulators: [Value]) throws -> Bool {
        do {
            return Evaluator.truthy(
                try Evaluator.evaluate(condition, record: record, environment: environment, accumulators: accumulators))
        } catch {
            throw RunError.record(RecordError(path: plan.file, line: 0, message: error.message))
        }
    }

    private mutating func makeRow(
        _ emitter: RowEmitterPlan, record: [Value], accumulators: [Value], level: Int, section: String?
    )
        throws -> TypedRow?
    {
        if let when = emitter.when, try !evaluate(when, record, accumulators) { return nil }
        // Reuse the last row's buffer: unique again once the sink let go of that row.
        var fields = rowScratch
        rowScratch = []
        fields.removeAll(keepingCapacity: true)
        defer { rowScratch = fields }
        do {
            for value in emitter.fields {
                switch value {
                case .template(let template):
                    fields.append(
                        .string(
                            try Evaluator.render(
                                template, record: record, environment: environment, accumulators: accumulators)))
                case .expression(let expr, let type, let places):
                    var v = try Evaluator.evaluate(
                        expr, record: record, environment: environment, accumulators: accumulators)
                    if type == .decimal, case .int(let i) = v { v = .decimal(FixedDecimal(i)) }
                    if let places, case .decimal(let d) = v {
                        guard let rounded = d.rounded(toPlaces: places) else {
                            throw EvaluationError(message: "\(d) with \(places) places does not fit (overflow)")
                        }
                        v = .decimal(rounded)
                    }
                    fields.append(v)
                }
            }
        } catch let error as EvaluationError {
            throw RunError.record(
                RecordError(
                    path: plan.file, line: 0, message: "row '\(plan.rowKinds[emitter.kind].name)': \(error.message)"))
        }
        return TypedRow(kind: emitter.kind, level: level, band: nil, section: section, fields: fields)
    }
}
