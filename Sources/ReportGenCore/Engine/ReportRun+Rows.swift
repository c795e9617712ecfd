extension ReportRun {
    /// Builds and emits rows now, or queues them while a group's header is held back.
    mutating func emit<Sink: RowSink>(
        _ emitters: [CompiledEmitter], record: [Value], accumulators: [Value], level: Int, role: RowRole,
        at place: DataPlace, into sink: inout Sink
    ) throws {
        // Swapped out for the call and given back after, so building into it copies no array.
        var rows = RowList()
        swap(&rows, &emitScratch)
        defer { swap(&rows, &emitScratch) }
        try buildRows(
            emitters, record: record, accumulators: accumulators, level: level, role: role, at: place, into: &rows)
        try emit(&rows, 0..<rows.count, into: &sink)
    }

    /// Builds the rows of `emitters` for `record` into `rows`, emptied first; a failure is a record
    /// error at `place` (made only then: making one retains the stream's path). It changes
    /// nothing of the run, so a caller may pass one of the run's own records (`previous`) as it
    /// lies, without a retain.
    func buildRows(
        _ emitters: [CompiledEmitter], record: [Value], accumulators: [Value], level: Int, role: RowRole,
        at place: @autoclosure () -> DataPlace, into rows: inout RowList
    ) throws {
        rows.removeAll()
        do {
            try rowBuilder.build(
                emitters, record: record, accumulators: accumulators, level: level, role: role, section: nil,
                into: &rows)
        } catch {
            throw RunError.record(error.recordError(at: place(), file: compiled.plan.file))
        }
    }

    /// Tells the sink where a group opens or closes, in order with the rows (queued while held back).
    mutating func signal<Sink: RowSink>(_ event: GroupEvent, into sink: inout Sink) throws {
        if held.isHolding {
            try held.append(.event(event))
        } else {
            try sink.group(event)
        }
    }

    /// Emits `rows[range]`, already built, or queues them while a group's header is held back.
    /// The rows are delivered where they lie, so that no row is copied on its way to the sink.
    mutating func emit<Sink: RowSink>(_ rows: inout RowList, _ range: Range<Int>, into sink: inout Sink) throws {
        try rows.forEachRow(in: range) { row in
            if held.isHolding {
                try held.append(.row(row))
            } else {
                try deliver(&row, into: &sink)
            }
        }
    }

    @inline(__always)
    private mutating func deliver<Sink: RowSink>(_ row: inout TypedRow, into sink: inout Sink) throws {
        row.band = bands.assign(compiled.kindBands[row.kind])
        summary.rowsEmitted += 1
        try sink.accept(taking: &row)
    }

    /// Ends one hold; when it was the last, delivers everything held, in order.
    mutating func release<Sink: RowSink>(into sink: inout Sink) throws {
        // Taken out for the call: delivering changes the run (bands, counts), never the hold.
        var releasing = HeldOutput()
        swap(&releasing, &held)
        defer { swap(&releasing, &held) }
        _ = try releasing.release { item in
            switch item {
            case .row(var row): try deliver(&row, into: &sink)
            case .rows(var rows): for i in rows.indices { try deliver(&rows[i], into: &sink) }
            case .event(let event): try sink.group(event)
            case .placeholder: break
            }
        }
    }
}
