extension ReportRun {
    mutating func runStream<Sink: RowSink>(_ input: StreamInput, index: Int, into sink: inout Sink) throws {
        currentSource = index
        showSource(of: index)
        // Each stream is sorted on its own (`sorted_by` holds within a stream); without a `by: source`
        // level the groups go on from one stream into the next, and their control break checks
        // that a group's key does not come back.
        hasPrevious = false
        let streamPlace = self.streamPlace(ofInput: index)
        let opening: StreamOpening
        do {
            opening = try input.opener(compiled.plan.input(ofSource: index))
        } catch let error as RecordError {
            throw RunError.record(input.masked(error))
        } catch let error as SourceError {
            throw RunError.source(input.secrets.masked(error.description))
        }
        let reader: RecordReader
        switch opening {
        case .missing(let reason):
            let what = input.name.map { "source '\($0)'" } ?? "the input"
            // A database source's display name names the source already.
            let message = input.secrets.masked(
                input.countsRows
                    ? "\(input.displayPath) is missing (\(reason))"
                    : "\(input.displayPath): \(what) is missing (\(reason))")
            try refuseUnshownMissing(input, message: message)
            if configuration.strict { throw RunError.strict(message) }
            summary.warnings.append(message)
            try emitWithoutRecords(compiled.levelScopes.first?.missing ?? [], at: streamPlace, into: &sink)
            return
        case .records(let records):
            reader = records
        case .bytes(let byteSource, let format, let encoding):
            do {
                let bytesReader = try compiled.plan.input(ofSource: index).reader(
                    format: format, source: byteSource, path: input.displayPath, encoding: encoding)
                reader =
                    configuration.readsAhead
                    ? PrefetchingRecordReader(
                        bytesReader, slotCount: compiled.plan.slotCount, keepsRaw: configuration.policy == .skip,
                        progress: configuration.progress,
                        recordsBefore: summary.recordsRead,
                        computing: compiled.computed.isEmpty
                            ? nil
                            : .init(
                                fields: compiled.computed, environment: environment.copy(), path: input.displayPath,
                                countsRows: input.countsRows))
                    : bytesReader
            } catch {
                throw RunError.record(input.masked(error))
            }
        }
        var records = 0
        // The header rows of the levels a record opens, and its detail rows: staged, then
        // delivered where they lie. A local of the loop, passed to both, so that the commit need
        // not take the lists out of the run (and give them back) to deliver from them while the
        // run changes.
        var stagedRows = StagedRows()
        // A stream read ahead publishes its progress from the reading thread, and computes the
        // computed fields there.
        let publishes = !(reader is PrefetchingRecordReader)
        let computedAhead = !publishes && !compiled.computed.isEmpty
        // Only an app's run is asked (the command line stops on a signal), counted down in locals.
        let isCancelled = configuration.isCancelled
        var untilCancellationCheck = 0
        while true {
            if publishes { configuration.progress?.publish(recordsRead: summary.recordsRead) }
            if let isCancelled {
                untilCancellationCheck &-= 1
                if untilCancellationCheck < 0 {
                    untilCancellationCheck = Self.cancellationInterval - 1
                    if isCancelled() { throw RunCancelled() }
                }
            }
            var counted = false
            do throws(RecordError) {
                // With where the record's values lie, for the computed fields stored into it and
                // the texts detail rows move out of it: the reader has just written the record,
                // so its array is unique; the pointer stays valid until the commit, as nothing
                // before it changes the array.
                guard let (line, slots) = try reader.nextRecord(into: &current) else { break }
                counted = true
                summary.recordsRead += 1
                // The record's place is made only for a message: making one retains its path.
                try prepareRecord(line: line, in: streamPlace, computes: !computedAhead, slots: slots)
                try stage(sourceIndex: index, line: line, slots: slots, rows: &stagedRows)
                // What the pointer's use rests on, checked where assertions run (the tests).
                assert(current.withUnsafeBufferPointer { $0.baseAddress } == slots.map { UnsafePointer($0) })
            } catch {
                // Handled here, not kept in an optional, which every record would clear.
                var rejected = input.masked(error)
                if !rejected.isRecoverable || configuration.policy == .fail { throw RunError.record(rejected) }
                if rejected.raw == nil {
                    rejected.raw = reader.rawRecord
                    rejected.rawIsBinary = reader.rawRecordIsBinary
                }
                // A record that failed to convert was read but not yet counted.
                if !counted { summary.recordsRead += 1 }
                summary.recordsRejected += 1
                try configuration.onReject(rejected)
                continue
            }
            records += 1
            summary.recordsAccepted += 1
            try commit(rows: &stagedRows, into: &sink)
        }
        if let suspicion = reader.utf8Suspicion { try warn(Self.utf8Warning(suspicion, input: input)) }
        if records == 0 {
            try emitWithoutRecords(compiled.levelScopes.first?.empty ?? [], at: streamPlace, into: &sink)
        } else if compiled.plan.hasSourceLevel {
            try closeLevels(downTo: 0, into: &sink)
        }
    }

    /// A warning, or under `--strict` the error that stops the run.
    private mutating func warn(_ message: String) throws {
        if configuration.strict { throw RunError.strict(message) }
        summary.warnings.append(message)
    }

    /// The warning for text of `input` that looks like UTF-8 read in a single-byte encoding.
    static func utf8Warning(_ suspicion: TranscodingByteSource.UTF8Suspicion, input: StreamInput) -> String {
        let what = input.name.map { "source '\($0)'" } ?? "the input"
        return
            "\(input.displayPath):\(suspicion.line): \(what) is read as \(suspicion.encoding.rawValue), but its text "
            + "\(MessageText.quoted(suspicion.asRead)) looks like UTF-8 (\(MessageText.quoted(suspicion.asUTF8))); "
            + "if the file is UTF-8, set encoding: utf-8"
    }

    /// Makes `source.name` and `source.title` input `index`'s: the current stream's, or, for rows
    /// built from a record kept from an earlier stream, that record's.
    mutating func showSource(of index: Int) {
        environment.sourceName = configuration.inputs[index].name.map { .string($0) } ?? .null
        environment.sourceTitle = configuration.inputs[index].title.map { .string($0) } ?? .null
    }

    /// A missing source fails the run when it is `required`, or when no `missing` rows could
    /// show it: a report that leaves a source out without a word is not complete.
    private func refuseUnshownMissing(_ input: StreamInput, message: String) throws {
        guard compiled.plan.declaresSources else { return }
        if compiled.plan.sources.first(where: { $0.name == input.name })?.required == true {
            throw RunError.source("\(message); the source is required")
        }
        guard compiled.plan.hasSourceLevel, let rows = compiled.levelScopes.first?.missing, !rows.isEmpty else {
            throw RunError.source("\(message), and the layout has no 'missing' rows to show it")
        }
    }

    /// A missing or empty source: the source level's header, then `rows`, no children or footer.
    private mutating func emitWithoutRecords<Sink: RowSink>(
        _ rows: [CompiledEmitter], at place: DataPlace, into sink: inout Sink
    ) throws {
        guard compiled.plan.hasSourceLevel else { return }
        try emitGroupWithoutRecords(
            level: 0, key: environment.sourceName, record: nullRecord, rows: rows, at: place, into: &sink)
    }

    /// A group of level `i` that has no records: its header rows, then `rows` (its `empty` or
    /// `missing` rows), with aggregates over no records; no children, no footer.
    private mutating func emitGroupWithoutRecords<Sink: RowSink>(
        level i: Int, key: Value, record: [Value], rows: [CompiledEmitter], at place: DataPlace,
        into sink: inout Sink
    ) throws {
        let empty = aggregates.emptyResults[i]
        try signal(.opened(level: i + 1, key: key), into: &sink)
        try emit(
            compiled.levelScopes[i].header, record: record, accumulators: empty, level: i + 1, role: .header, at: place,
            into: &sink)
        try emit(rows, record: record, accumulators: empty, level: i + 1, role: .empty, at: place, into: &sink)
        try signal(.closed(level: i + 1), into: &sink)
    }

    /// Computes the record's computed fields and checks its order; changes no state, so a record
    /// rejected here leaves the report as if it had never been read.
    private mutating func prepareRecord(
        line: Int, in stream: DataPlace, computes: Bool, slots: UnsafeMutablePointer<Value>?
    ) throws(RecordError) {
        if computes, let slots {
            try compiled.computed.compute(current, into: slots, environment: environment, at: stream.at(line: line))
        }
        guard hasPrevious else { return }
        for (k, slot) in compiled.sortedSlots.enumerated() {
            // Dates, the usual sorted_by field, compared where they lie (no copy of either value).
            var order: Int
            if case .date(let now) = current[slot], case .date(let before) = previous[slot] {
                order = now.daysSinceEpoch < before.daysSinceEpoch ? -1 : (now == before ? 0 : 1)
            } else {
                order = Value.compare(current[slot], previous[slot])
            }
            if order == 0 { continue }
            if let ranks = compiled.sortedEnumRanks[k], case .string(let now) = current[slot],
                case .string(let before) = previous[slot], let x = ranks[now], let y = ranks[before]
            {
                order = x < y ? -1 : (x == y ? 0 : 1)
                if order == 0 { continue }
            }
            if compiled.sortedDescending[k] ? order > 0 : order < 0 {
                let name = compiled.plan.input.sortedBy[k].name
                throw RecordError(
                    at: stream.at(line: line), field: name,
                    message:
                        "out of order: \(MessageText.value(current[slot])) comes after \(MessageText.value(previous[slot])) (sorted_by \(name)"
                        + (compiled.sortedDescending[k] ? " desc)" : ")"))
            }
            break
        }
    }

    /// Works out everything the record will add — its group keys and where its groups break, the
    /// header rows of the groups it opens, its detail rows, its aggregate values with their sums
    /// checked for overflow — without changing the report. A record error here rejects the record
    /// as a whole: under `skip`, none of its effects remain. ``commit(rows:into:)`` then applies it.
    private mutating func stage(
        sourceIndex: Int, line: Int, slots: UnsafeMutablePointer<Value>?, rows stagedRows: inout StagedRows
    ) throws(RecordError) {
        let levelCount = compiled.keyExpressions.count
        // The outermost level whose group changes, each key compared with its open group's (a
        // field alone, the usual key, where it lies). Most records open no group: their keys are
        // compared, and no key is kept.
        var breakLevel = levelCount
        for i in 0..<levelCount {
            do throws(EvaluationError) {
                let slot = compiled.keySlots[i]
                if slot >= 0 {
                    if groups.continues(level: i, key: current[slot]) { continue }
                } else if slot == CompiledReport.sourceKey {
                    // `by: source`: the stream's index, compared as it is (no key made).
                    if groups.continues(level: i, source: sourceIndex) { continue }
                } else if try groups.continues(level: i, key: key(ofLevel: i, sourceIndex: sourceIndex)) {
                    continue
                }
                breakLevel = i
                break
            } catch {
                throw keyFailure(error, level: i, at: recordPlace(line: line))
            }
        }
        // From there in, the keys of the groups the record opens, kept for the commit.
        if breakLevel < levelCount {
            for i in breakLevel..<levelCount {
                do throws(EvaluationError) {
                    stagedKeys[i] = try key(ofLevel: i, sourceIndex: sourceIndex)
                } catch {
                    throw keyFailure(error, level: i, at: recordPlace(line: line))
                }
            }
        }
        // Control break: a key may come in any order, but once its group has closed under the
        // current outer group it may not come back.
        if breakLevel < levelCount, let closed = groups.closedPlace(of: stagedKeys[breakLevel], level: breakLevel) {
            let closedAt = closed.source.map { streamPlace(ofInput: $0).at(line: closed.line) } ?? .none
            throw keyCameBack(level: breakLevel, closedAt: closedAt, at: recordPlace(line: line))
        }
        // `all_values` levels: keys follow the declared order under their outer group.
        for i in breakLevel..<levelCount {
            guard let index = compiled.declaredIndex[i] else { continue }
            guard let position = index[GroupKey(value: stagedKeys[i])],
                i != breakLevel || position >= nextDeclared[i]
            else {
                throw declaredOrderFailure(level: i, at: recordPlace(line: line))
            }
            stagedDeclared[i] = position
        }
        stagedBreak = breakLevel
        stagedLine = line
        stagedRows.headers.removeAll()
        stagedRows.details.removeAll()
        do throws(ExpressionFailure) {
            if frame.headerWaits {
                var header = RowList()
                try rowBuilder.build(
                    compiled.reportScope.header, record: current, accumulators: [], level: 0, role: .header,
                    section: nil,
                    into: &header)
                frame.stagedHeader = header.rows
            }
            for i in breakLevel..<levelCount {
                try compiled.levelScopeRefs[i].with { (scope) throws(ExpressionFailure) in
                    if !scope.holdsHeader {
                        try rowBuilder.build(
                            scope.header, record: current, accumulators: [], level: i + 1, role: .header,
                            section: nil, into: &stagedRows.headers)
                    }
                }
                stagedHeaderEnds[i] = stagedRows.headers.count
            }
            let taking = compiled.detailTakes ? slots : nil
            try rowBuilder.build(
                compiled.detail, record: current, taking: taking, accumulators: [], level: compiled.plan.detailLevel,
                role: .detail,
                section: nil, into: &stagedRows.details)
            if configuration.recordsOrigins, !stagedRows.details.isEmpty {
                let input = configuration.inputs[sourceIndex]
                let origin = RowOrigin(
                    source: input.name, path: input.displayPath, line: line, countsRows: input.countsRows)
                stagedRows.details.forEachRow(in: 0..<stagedRows.details.count) { $0.origin = origin }
            }
            try aggregates.stage(record: current, environment: environment, restartingFrom: breakLevel)
        } catch {
            throw error.recordError(at: recordPlace(line: line), file: compiled.plan.file)
        }
    }

    /// The error for a record whose key at `level` comes back after its group closed at
    /// `closed`: out of line, as it is cold and its message takes room (the staging of every
    /// record paid for it).
    @inline(never)
    private func keyCameBack(level: Int, closedAt closed: DataPlace, at place: DataPlace) -> RecordError {
        let ended =
            closed.path != place.path
            ? (closed.countsRows ? "\(closed.path), row \(closed.line)" : "\(closed.path):\(closed.line)")
            : (closed.countsRows ? "row \(closed.line)" : "line \(closed.line)")
        // A part of a date (`month(date)`, or a computed field that is one) repeats in sorted
        // data when nothing outside it changes.
        let hint =
            Self.takesAPartOfADate(compiled.plan.levels[level].key, plan: compiled.plan)
            ? "; a key that repeats in sorted data, such as a month over several years, needs an outer level "
                + "that tells the repeats apart, such as year(date)" : ""
        return RecordError(
            at: place,
            message:
                "out of order: group key \(compiled.plan.levels[level].keyText) = \(MessageText.value(stagedKeys[level])) comes "
                + "back after its group ended on \(ended); the records of a group must be together" + hint)
    }

    /// The error for a record whose key at `all_values` level `i` is not one of the declared
    /// values, or comes before the group it follows in their order: out of line, as it is cold.
    @inline(never)
    private func declaredOrderFailure(level i: Int, at place: DataPlace) -> RecordError {
        guard let index = compiled.declaredIndex[i], index[GroupKey(value: stagedKeys[i])] != nil else {
            return RecordError(
                at: place,
                message:
                    "group key \(compiled.plan.levels[i].keyText) = \(MessageText.value(stagedKeys[i])) is not one of its declared values"
            )
        }
        let declared = compiled.plan.levels[i].declaredKeys?.values.map { "\($0)" } ?? []
        return RecordError(
            at: place,
            message:
                "out of order: group key \(compiled.plan.levels[i].keyText) = \(MessageText.value(stagedKeys[i])) comes after "
                + "\(MessageText.value(groups.key(ofLevel: i))); with all_values its groups follow the declared order "
                + "(\(declared.joined(separator: ", ")))")
    }

    /// The current record's group key at level `i` (its stream's index for `by: source`).
    @inline(__always)
    private func key(ofLevel i: Int, sourceIndex: Int) throws(EvaluationError) -> Value {
        // Called through the optional, not bound to a local (which would copy it).
        try compiled.keyExpressions[i]?.evaluate(record: current, environment: environment, accumulators: [])
            ?? .int(Int64(sourceIndex))
    }

    /// The record error for a group key at level `i` that failed with `error`.
    private func keyFailure(_ error: EvaluationError, level i: Int, at place: DataPlace) -> RecordError {
        let level = compiled.plan.levels[i]
        return ExpressionFailure(
            what: "group key '\(level.keyText)'", message: error.message, position: level.keyPosition
        ).recordError(at: place, file: compiled.plan.file)
    }

    /// Whether `key` is a month, day, quarter or weekday of a date, directly or through the
    /// computed fields it reads.
    static func takesAPartOfADate(_ key: Expr?, plan: ReportPlan, depth: Int = 0) -> Bool {
        guard let key, depth < 64 else { return false }
        return key.contains { node in
            switch node {
            case .call(let function, _): return [.month, .day, .quarter, .weekday].contains(function)
            case .field(let slot):
                guard let computed = plan.input.computed.first(where: { $0.slot == slot }) else { return false }
                return takesAPartOfADate(computed.expression, plan: plan, depth: depth + 1)
            default: return false
            }
        }
    }

    /// Applies the staged record: closes the groups it ends, opens its groups with their header
    /// rows, emits its detail rows and adds it to every aggregate. `rows` are the rows
    /// ``stage(sourceIndex:line:rows:)`` built for it, delivered where they lie.
    private mutating func commit<Sink: RowSink>(rows: inout StagedRows, into sink: inout Sink) throws {
        let levelCount = compiled.keyExpressions.count
        let breakLevel = stagedBreak
        // Most records close no group: not even a call.
        if groups.openCount > breakLevel { try closeLevels(downTo: breakLevel, into: &sink) }
        if !sawAnyRecord {
            sawAnyRecord = true
            let ended = try frame.addFirst(
                current, from: currentSource, keepingIt: compiled.plan.reportScope.holdsHeader, in: &held)
            for _ in 0..<ended { try release(into: &sink) }
        }
        // The groups opened now start a new outer group for every level inside them.
        // Most records open no group and leave the array untouched.
        if breakLevel + 1 < levelCount {
            for i in (breakLevel + 1)..<levelCount { nextDeclared[i] = 0 }
        }
        var from = 0
        for i in breakLevel..<levelCount {
            groups.open(level: i, key: stagedKeys[i])
            if compiled.declaredIndex[i] != nil {
                try showDeclaredWithoutRecords(ofLevel: i, upTo: stagedDeclared[i], into: &sink)
                nextDeclared[i] = stagedDeclared[i] + 1
            }
            try openLevel(i, headerRows: &rows.headers, from..<stagedHeaderEnds[i], into: &sink)
            from = stagedHeaderEnds[i]
        }
        try emit(&rows.details, 0..<rows.details.count, into: &sink)
        aggregates.commitStaged()
        swap(&current, &previous)
        previousSource = currentSource
        hasPrevious = true
        lastSource = currentSource
        lastLine = stagedLine
    }

    /// The final values of scope `scope`'s aggregates; `place` is the group's last record.
    func results(scope: Int, at place: @autoclosure () -> DataPlace) throws -> [Value] {
        do {
            return try aggregates.results(scope: scope)
        } catch {
            throw RunError.record(error.recordError(at: place(), file: compiled.plan.file))
        }
    }

    @inline(__always)
    private mutating func openLevel<Sink: RowSink>(
        _ i: Int, headerRows rows: inout RowList, _ range: Range<Int>, into sink: inout Sink
    ) throws {
        aggregates.reset(scope: i)
        let key = compiled.keyExpressions[i] == nil ? environment.sourceName : groups.key(ofLevel: i)
        try signal(.opened(level: i + 1, key: key), into: &sink)
        if compiled.levelScopeRefs[i].with({ $0.holdsHeader }) {
            firstRecords[i] = current
            firstRecordSources[i] = currentSource
            firstPlaces[i] = streamPlace(ofInput: currentSource).at(line: stagedLine)
            levelPlaceholders[i] = try held.holdForRows()
        } else {
            try emit(&rows, range, into: &sink)
        }
    }

    /// Closes open levels from the innermost down to `level`, emitting their footers (and held headers).
    mutating func closeLevels<Sink: RowSink>(downTo level: Int, into sink: inout Sink) throws {
        // A group that goes on across sources closes with the next source's first record; its
        // rows read the source of the records they show.
        var showsOtherSource = false
        defer { if showsOtherSource { showSource(of: currentSource) } }
        while groups.openCount > level {
            let i = groups.openCount - 1
            // The group's last record's place is made only where it is needed (a message, or a
            // closed key kept): each place made retains the stream's path.
            let finals = try results(scope: i, at: lastPlace)
            if compiled.levelScopeRefs[i].with({ $0.holdsHeader }) {
                if firstRecordSources[i] != currentSource || showsOtherSource {
                    showSource(of: firstRecordSources[i])
                    showsOtherSource = true
                }
                // A list of their own: these rows are held until the group ends, none would be reused.
                var header = RowList()
                do {
                    try rowBuilder.build(
                        compiled.levelScopes[i].header, record: firstRecords[i], accumulators: finals, level: i + 1,
                        role: .header,
                        section: nil, into: &header)
                } catch {
                    throw RunError.record(error.recordError(at: firstPlaces[i], file: compiled.plan.file))
                }
                try held.fill(levelPlaceholders[i], with: header.rows)
                try release(into: &sink)
            }
            if showsOtherSource {
                showSource(of: currentSource)
                showsOtherSource = false
            }
            try showRemainingDeclared(ofLevel: i + 1, into: &sink)
            if previousSource != currentSource {
                showSource(of: previousSource)
                showsOtherSource = true
            }
            // The footer's rows built from the group's last record where it lies (see
            // ``buildRows``), into the scratch list, then emitted.
            var rows = RowList()
            swap(&rows, &emitScratch)
            defer { swap(&rows, &emitScratch) }
            try compiled.levelScopeRefs[i].with { scope in
                try buildRows(
                    scope.footer, record: previous, accumulators: finals, level: i + 1, role: .footer, at: lastPlace,
                    into: &rows)
            }
            try emit(&rows, 0..<rows.count, into: &sink)
            try signal(.closed(level: i + 1), into: &sink)
            if groups.innermostKeepsClosedKeys {
                groups.closeInnermost(at: ClosedKeys.Place(source: lastSource, line: lastLine))
            } else {
                groups.closeInnermost(at: nil)
            }
        }
    }

    /// `all_values`: the declared values of level `i` before position `end` that have not been
    /// shown under the current outer group, each as an instance without records — the level's
    /// header and `empty` rows, the key field holding the declared value, the fields that key the
    /// outer groups (`by: season`) their group's value, every other field null, aggregates over
    /// no records.
    mutating func showDeclaredWithoutRecords<Sink: RowSink>(ofLevel i: Int, upTo end: Int, into sink: inout Sink)
        throws
    {
        guard compiled.declaredIndex[i] != nil, nextDeclared[i] < end,
            let declared = compiled.plan.levels[i].declaredKeys
        else { return }
        var record = nullRecord
        // The instance is inside the open outer groups: a field alone that keys one holds its value
        // in every record there, and so here ("No matches in {season}").
        for outer in 0..<i {
            if case .field(let slot)? = compiled.plan.levels[outer].key { record[slot] = groups.key(ofLevel: outer) }
        }
        for position in nextDeclared[i]..<end {
            record[declared.slot] = declared.values[position]
            try emitGroupWithoutRecords(
                level: i, key: declared.values[position], record: record, rows: compiled.levelScopes[i].empty,
                at: lastPlace, into: &sink)
        }
        nextDeclared[i] = end
    }

    /// `all_values`: when level `i`'s outer group ends, the declared values it has not shown yet.
    mutating func showRemainingDeclared<Sink: RowSink>(ofLevel i: Int, into sink: inout Sink) throws {
        guard i < compiled.declaredIndex.count, compiled.declaredIndex[i] != nil,
            let declared = compiled.plan.levels[i].declaredKeys
        else {
            return
        }
        try showDeclaredWithoutRecords(ofLevel: i, upTo: declared.values.count, into: &sink)
        nextDeclared[i] = 0
    }
}

extension StreamInput {
    /// `error` with the stream's secrets hidden in its message.
    func masked(_ error: RecordError) -> RecordError {
        guard !secrets.isEmpty else { return error }
        var masked = error
        masked.message = secrets.masked(error.message)
        masked.path = secrets.masked(error.path)
        return masked
    }
}
