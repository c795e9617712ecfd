/// Builds rows from emitters for a record: sections and `when` conditions decided, fields
/// evaluated, explicit ids spelled. It changes no state, so rows built for a record that is then
/// rejected leave no trace.
///
/// Kept apart from the run, and small (two references and a flag), so that building rows for
/// every record copies no run.
struct RowBuilder {
    /// The row kinds, for messages.
    let rowKinds: [RowKind]
    let environment: EvaluationEnvironment
    /// Whether explicit ids are spelled: only for sinks that read ids.
    var identifying = true

    /// Builds the rows of `emitters` — sections and `when` conditions decided — and appends them to
    /// `rows`. Changes no other state, so rows built for a record that is then rejected leave no trace.
    ///
    /// `taking`, when given, is where `record`'s values lie, for the fields that move a text out
    /// of the record (see ``CompiledEmitter/Field/takenText(_:)``): only for the record being read,
    /// whose slots the next record overwrites.
    func build(
        _ emitters: [CompiledEmitter], record: [Value], taking: UnsafeMutablePointer<Value>? = nil,
        accumulators: [Value], level: Int, role: RowRole, section: String?, into rows: inout RowList
    ) throws(ExpressionFailure) {
        // Each emitter's step is read where it lies, its row or section lent (``Unretained``), so
        // building a row retains no emitter.
        try emitters.withUnsafeBufferPointer { (emitters) throws(ExpressionFailure) in
            guard let first = emitters.baseAddress else { return }
            for index in 0..<emitters.count {
                switch (first + index).pointee.step {
                case .row(let row):
                    try row.with { (row) throws(ExpressionFailure) in
                        try makeRow(
                            row, record: record, taking: taking, accumulators: accumulators, level: level,
                            role: role, section: section, into: &rows)
                    }
                case .section(let inner):
                    try inner.with { (inner) throws(ExpressionFailure) in
                        try build(
                            inner, record: record, taking: taking, accumulators: accumulators, level: level,
                            role: role, into: &rows)
                    }
                }
            }
        }
    }

    /// A section's rows, unless its `when` is false.
    private func build(
        _ section: CompiledEmitter.Section, record: [Value], taking: UnsafeMutablePointer<Value>?,
        accumulators: [Value], level: Int, role: RowRole, into rows: inout RowList
    ) throws(ExpressionFailure) {
        if let when = section.when,
            try !evaluate(
                when, record, accumulators, what: "section '\(section.name)', 'when'", position: section.position)
        {
            return
        }
        try build(
            section.rows, record: record, taking: taking, accumulators: accumulators, level: level, role: role,
            section: section.name, into: &rows)
    }

    private func evaluate(
        _ condition: CompiledExpression, _ record: [Value], _ accumulators: [Value], what: @autoclosure () -> String,
        position: @autoclosure () -> SourcePosition
    ) throws(ExpressionFailure) -> Bool {
        do {
            return Evaluator.truthy(
                try condition.evaluate(record: record, environment: environment, accumulators: accumulators))
        } catch {
            throw ExpressionFailure(what: what(), message: error.message, position: position())
        }
    }

    @inline(__always)
    private func makeRow(
        _ row: CompiledEmitter.Row, record: [Value], taking: UnsafeMutablePointer<Value>?, accumulators: [Value],
        level: Int, role: RowRole, section: String?, into rows: inout RowList
    ) throws(ExpressionFailure) {
        // What most rows lack (a `when`, an `id`, an id field, `continued`) is out of line, to keep
        // the common row's code small.
        if row.when != nil, try !passesWhen(row, record: record, accumulators: accumulators) { return }
        // Made in place in `rows`, over a row built before: a row returned and then appended
        // would be copied and destroyed.
        let started = rows.startRow(kind: row.kind, level: level, role: role, section: section)
        if row.id != nil { try spellID(of: row, record: record, accumulators: accumulators, into: &rows) }
        var failure: ExpressionFailure?
        rows.setFields(of: started, count: row.steps.count) { index in
            do throws(ExpressionFailure) {
                if let taking, case .takenText(let slot) = row.steps[index], case .string = taking[slot] {
                    // The record's text moves into the row; the slot is left null for the next record.
                    let text = (taking + slot).move()
                    (taking + slot).initialize(to: .null)
                    return text
                }
                return try evaluateField(index, of: row, record: record, accumulators: accumulators)
            } catch {
                failure = error
                return nil
            }
        }
        if let failure { throw failure }
        rows.endRow()
        if identifying, row.idField != nil { Self.spellIDField(of: row, into: &rows) }
        if row.readsContinued { try addContinuation(of: row, record: record, accumulators: accumulators, into: &rows) }
    }

    /// Whether `row`'s `when` holds.
    @inline(never)
    private func passesWhen(_ row: CompiledEmitter.Row, record: [Value], accumulators: [Value])
        throws(ExpressionFailure) -> Bool
    {
        guard let when = row.when else { return true }
        return try evaluate(
            when, record, accumulators, what: "row '\(rowKinds[row.kind].name)', 'when'",
            position: row.plan.whenPosition)
    }

    /// Evaluates `row`'s `id` and, for a sink that reads ids, spells it into the row started.
    @inline(never)
    private func spellID(
        of row: CompiledEmitter.Row, record: [Value], accumulators: [Value], into rows: inout RowList
    ) throws(ExpressionFailure) {
        guard let expression = row.id else { return }
        do {
            let value = try expression.evaluate(record: record, environment: environment, accumulators: accumulators)
            // Evaluated before the fields, for its errors; spelled into the row (not a local,
            // which would cost a release every row) only for a sink that reads ids.
            if identifying { rows.updateStarted { $0.explicitID = value.isNull ? "" : "\(value)" } }
        } catch {
            throw ExpressionFailure(
                what: "row '\(rowKinds[row.kind].name)', 'id'", message: error.message,
                position: row.plan.idPosition)
        }
    }

    /// Spells the row just added's id from its id field.
    @inline(never)
    private static func spellIDField(of row: CompiledEmitter.Row, into rows: inout RowList) {
        guard let idField = row.idField else { return }
        rows.updateLast { if idField < $0.fields.count { $0.explicitID = "\($0.fields[idField])" } }
    }

    /// Gives the row just added, a header a page repeats, its fields with `continued` true.
    @inline(never)
    private func addContinuation(
        of row: CompiledEmitter.Row, record: [Value], accumulators: [Value], into rows: inout RowList
    ) throws(ExpressionFailure) {
        var continuation: [Value] = []
        environment.continued = .bool(true)
        defer { environment.continued = .bool(false) }
        for index in 0..<row.steps.count {
            continuation.append(try evaluateField(index, of: row, record: record, accumulators: accumulators))
        }
        rows.updateLast { $0.continuation = continuation }
    }

    /// The value of field `index` of `row`.
    @inline(__always)
    private func evaluateField(
        _ index: Int, of row: CompiledEmitter.Row, record: [Value], accumulators: [Value]
    ) throws(ExpressionFailure) -> Value {
        do throws(EvaluationError) {
            return try row.steps[index].value(record: record, environment: environment, accumulators: accumulators)
        } catch {
            throw fieldFailure(error, field: index, of: row)
        }
    }

    /// The failure of field `index` of `row`, named.
    @inline(never)
    private func fieldFailure(_ error: EvaluationError, field index: Int, of row: CompiledEmitter.Row)
        -> ExpressionFailure
    {
        let kind = rowKinds[row.kind]
        return ExpressionFailure(
            what: "row '\(kind.name)', field '\(kind.fields[index].name)'", message: error.message,
            position: row.plan.fieldPositions[index])
    }
}
