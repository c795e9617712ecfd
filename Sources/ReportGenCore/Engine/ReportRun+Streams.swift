extension ReportRun {
    mutating func runStream<Sink: RowSink>(_ input: StreamInput, index: Int, into sink: inout Sink) throws {
        environment.sourceName = input.name.map { .string($0) } ?? .null
        environment.sourceTitle = input.title.map { .string($0) } ?? .null
        // Without a `by: source` level the sources read as one stream: groups and order checks go on.
        if plan.hasSourceLevel { hasPrevious = false }
        let byteSource: ByteSource?
        do {
            byteSource = try input.open()
        } catch let error as RecordError {
            throw RunError.record(error)
        }
        guard let byteSource else {
            let what = input.name.map { "source '\($0)'" } ?? "the input"
            let message = "\(input.displayPath): \(what) is missing (no such file)"
            if strict { throw RunError.strict(message) }
            summary.warnings.append(message)
            try emitWithoutRecords(plan.levels.first?.missing ?? [], into: &sink)
            return
        }
        let reader: RecordReader
        do {
            reader = try plan.input.reader(format: input.format, source: byteSource, path: input.displayPath)
        } catch {
            throw RunError.record(error)
        }
        var records = 0
        while true {
            var failure: RecordError?
            var counted = false
            do throws(RecordError) {
                guard try reader.next(into: &current) else { break }
                counted = true
                summary.recordsRead += 1
                try prepareRecord(path: input.displayPath, reader: reader)
            } catch {
                failure = error
            }
            if var rejected = failure {
                if !rejected.isRecoverable || policy == .fail { throw RunError.record(rejected) }
                if rejected.raw == nil { rejected.raw = reader.rawRecord }
                // A record that failed to convert was read but not yet counted.
                if !counted { summary.recordsRead += 1 }
                summary.recordsRejected += 1
                try onReject(rejected)
                continue
            }
            records += 1
            summary.recordsAccepted += 1
            try accept(sourceIndex: index, reader: reader, path: input.displayPath, into: &sink)
        }
        if records == 0 {
            try emitWithoutRecords(plan.levels.first?.empty ?? [], into: &sink)
        } else if plan.hasSourceLevel {
            try closeLevels(downTo: 0, into: &sink)
        }
    }

    /// A missing or empty source: the source level's header, then `rows`, no children or footer.
    private mutating func emitWithoutRecords<Sink: RowSink>(_ rows: [EmitterPlan], into sink: inout Sink) throws {
        guard plan.hasSourceLevel, let level = plan.levels.first else { return }
        let empty = level.scope.aggregates.map { Accumulator.emptyResult($0.function, $0.resultType) }
        try emit(level.scope.header, record: nullRecord, accumulators: empty, level: 1, section: nil, into: &sink)
        try emit(rows, record: nullRecord, accumulators: empty, level: 1, section: nil, into: &sink)
    }

    /// Computes the record's computed fields and checks its order; changes no state, so a record
    /// rejected here leaves the report as if it had never been read.
    private mutating func prepareRecord(path: String, reader: RecordReader) throws(RecordError) {
        for i in 0..<computedSlots.count {
            do {
                current[computedSlots[i]] = try Evaluator.evaluate(
                    computedExpressions[i], record: current, environment: environment, accumulators: [])
            } catch {
                throw RecordError(
                    path: path, line: reader.line, field: plan.input.computed[i].name, message: error.message,
                    raw: reader.rawRecord)
            }
        }
        guard hasPrevious else { return }
        for (k, slot) in sortedSlots.enumerated() where Value.compare(current[slot], previous[slot]) != 0 {
            if Value.compare(current[slot], previous[slot]) < 0 {
                let name = plan.input.sortedBy[k].name
                throw RecordError(
                    path: path, line: reader.line, field: name,
                    message: "out of order: '\(current[slot])' comes after '\(previous[slot])' (sorted_by \(name))",
                    raw: reader.rawRecord)
            }
            break
        }
    }

    private mutating func accept<Sink: RowSink>(
        sourceIndex: Int, reader: RecordReader, path: String, into sink: inout Sink
    )
        throws
    {
        let levelCount = keyExpressions.count
        let line = reader.line
        // New keys, and the outermost level whose group changes.
        var newKeys = scratchKeys
        scratchKeys = []
        defer { scratchKeys = newKeys }
        var breakLevel = levelCount
        for i in 0..<levelCount {
            if let key = keyExpressions[i] {
                do {
                    newKeys[i] = try Evaluator.evaluate(
                        key, record: current, environment: environment, accumulators: [])
                } catch {
                    throw RunError.record(
                        RecordError(
                            path: path, line: line, message: "group key '\(plan.levels[i].keyText)': \(error.message)"))
                }
            } else {
                newKeys[i] = .int(Int64(sourceIndex))
            }
            if breakLevel == levelCount, i >= openCount || Value.compare(newKeys[i], keys[i]) != 0 {
                breakLevel = i
            }
        }
        if breakLevel < openCount, Value.compare(newKeys[breakLevel], keys[breakLevel]) < 0 {
            let error = RecordError(
                path: path, line: line,
                message:
                    "out of order: group key \(plan.levels[breakLevel].keyText) = '\(newKeys[breakLevel])' comes after "
                    + "'\(keys[breakLevel])'; the stream must be sorted on it",
                raw: reader.rawRecord)
            if policy == .fail { throw RunError.record(error) }
            summary.recordsAccepted -= 1
            summary.recordsRejected += 1
            try onReject(error)
            return
        }
        try closeLevels(downTo: breakLevel, into: &sink)
        if !sawAnyRecord {
            sawAnyRecord = true
            firstReportRecord = plan.reportScope.holdsHeader ? current : nil
            if reportHeaderWaits {
                reportHeaderWaits = false
                queue[reportPlaceholder] = .rows(
                    try build(plan.reportScope.header, record: current, accumulators: [], level: 0, section: nil))
                try release(into: &sink)
            }
            if emptyHoldMarker != nil {
                emptyHoldMarker = nil
                try release(into: &sink)
            }
        }
        for i in breakLevel..<levelCount {
            keys[i] = newKeys[i]
            try openLevel(i, into: &sink)
        }
        try emit(plan.detail, record: current, accumulators: [], level: plan.detailLevel, section: nil, into: &sink)
        do {
            for i in 0..<levelCount {
                try Self.accumulate(&accumulators[i], levelAggregates[i], record: current, environment: environment)
            }
            try Self.accumulate(&reportAccumulators, reportAggregates, record: current, environment: environment)
        } catch {
            throw RunError.record(RecordError(path: path, line: line, message: error.message))
        }
        swap(&current, &previous)
        hasPrevious = true
    }

    private static func accumulate(
        _ state: inout [Accumulator], _ plans: [AggregatePlan], record current: [Value],
        environment: EvaluationEnvironment
    ) throws(EvaluationError) {
        for i in state.indices {
            if let argument = plans[i].argument {
                try state[i].add(
                    try Evaluator.evaluate(argument, record: current, environment: environment, accumulators: []))
            } else {
                try state[i].add(nil)
            }
        }
    }

    mutating func results(_ state: [Accumulator]) throws -> [Value] {
        do {
            return try state.map { (a: Accumulator) throws(EvaluationError) in try a.result() }
        } catch {
            throw RunError.record(RecordError(path: plan.file, line: 0, message: error.message))
        }
    }

    private mutating func openLevel<Sink: RowSink>(_ i: Int, into sink: inout Sink) throws {
        openCount = i + 1
        for j in accumulators[i].indices { accumulators[i][j].reset() }
        let scope = plan.levels[i].scope
        if scope.holdsHeader {
            firstRecords[i] = current
            holdDepth += 1
            levelPlaceholders[i] = queue.count
            queue.append(.placeholder)
        } else {
            try emit(scope.header, record: current, accumulators: [], level: i + 1, section: nil, into: &sink)
        }
    }

    /// Closes open levels from the innermost down to `level`, emitting their footers (and held headers).
    mutating func closeLevels<Sink: RowSink>(downTo level: Int, into sink: inout Sink) throws {
        while openCount > level {
            let i = openCount - 1
            let scope = plan.levels[i].scope
            let finals = try results(accumulators[i])
            if scope.holdsHeader {
                queue[levelPlaceholders[i]] = .rows(
                    try build(scope.header, record: firstRecords[i], accumulators: finals, level: i + 1, section: nil))
                holdDepth -= 1
                if holdDepth == 0 { try flush(into: &sink) }
            }
            try emit(scope.footer, record: previous, accumulators: finals, level: i + 1, section: nil, into: &sink)
            openCount = i
        }
    }
}
