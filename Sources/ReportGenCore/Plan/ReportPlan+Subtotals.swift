extension ReportPlan {
    /// Marks the header and footer fields that are one aggregate of a detail field
    /// (``RowKind/Subtotal``), so that a spreadsheet can write them as formulas.
    ///
    /// A detail field qualifies when it shows one record field as it is (`amount: amount`), in a
    /// row that every record emits exactly once (an unconditional `report.detail` row, the only
    /// one of its kind). A header or footer field qualifies when its value is `sum`, `count`,
    /// `avg`, `min` or `max` of that record field, and every emitter of its kind agrees.
    mutating func markSubtotals() {
        var shown: [Int: (kind: Int, field: Int)] = [:]
        var detailKindUses: [Int: Int] = [:]
        for emitter in detail { Self.countKinds(emitter, into: &detailKindUses) }
        for case .row(let row) in detail where row.when == nil && detailKindUses[row.kind] == 1 {
            for (index, value) in row.fields.enumerated() {
                guard case .expression(.field(let slot), _, _) = value, shown[slot] == nil else { continue }
                shown[slot] = (row.kind, index)
            }
        }
        guard !shown.isEmpty else { return }
        // `count()` counts records: as many as the cells of a shown field that is never null (a
        // required input field, not text, whose empty value has no cell).
        let everyRecord = shown.keys.sorted().first { slot in
            guard slot < input.fields.count, !input.fields[slot].optional, let source = shown[slot] else {
                return false
            }
            return rowKinds[source.kind].fields[source.field].type != .string
        }
        // Per kind and field: the subtotal every emitter gives it, or nil once one gives none.
        var found: [Int: [Int: RowKind.Subtotal?]] = [:]
        func visit(_ emitter: EmitterPlan, aggregates: [AggregatePlan]) {
            switch emitter {
            case .section(_, _, _, let rows):
                for row in rows { visit(row, aggregates: aggregates) }
            case .row(let row):
                for (index, value) in row.fields.enumerated() {
                    var subtotal: RowKind.Subtotal?
                    if case .expression(.accumulator(let a), _, _) = value, a < aggregates.count,
                        let slot = Self.readSlot(aggregates[a], everyRecord: everyRecord), let source = shown[slot]
                    {
                        switch aggregates[a].function {
                        case .sum, .count, .avg, .min, .max:
                            subtotal = RowKind.Subtotal(
                                function: aggregates[a].function, kind: source.kind, field: source.field)
                        case .first, .last: break
                        }
                    }
                    if let earlier = found[row.kind]?[index], earlier != subtotal {
                        found[row.kind]?[index] = .some(nil)
                    } else {
                        found[row.kind, default: [:]][index] = subtotal
                    }
                }
            }
        }
        for scope in [reportScope] + levels.map(\.scope) {
            for emitter in scope.header + scope.footer { visit(emitter, aggregates: scope.aggregates) }
        }
        for (kind, fields) in found {
            for (index, subtotal) in fields {
                rowKinds[kind].fields[index].subtotal = subtotal
            }
        }
    }

    /// The record slot an aggregate reads (`count()` reads `everyRecord`), or `nil` when it reads
    /// an expression of more than one field.
    private static func readSlot(_ aggregate: AggregatePlan, everyRecord: Int?) -> Int? {
        switch aggregate.argument {
        case .field(let slot)?: return slot
        case nil: return aggregate.function == .count ? everyRecord : nil
        default: return nil
        }
    }

    /// Counts the rows of each kind an emitter (and the rows inside it) may emit.
    private static func countKinds(_ emitter: EmitterPlan, into counts: inout [Int: Int]) {
        switch emitter {
        case .section(_, _, _, let rows):
            for row in rows { countKinds(row, into: &counts) }
        case .row(let row):
            counts[row.kind, default: 0] += 1
        }
    }
}
