/// Output held back while a header waits: rows and group events queue up behind a placeholder
/// until the header can be made (at its group's end, when it reads aggregates; at the first record,
/// when the report header reads fields), or behind a mark until the report knows whether it has
/// any record at all (its `empty` rows replace everything after the mark).
///
/// Holds nest: a level's held header inside the report's. Output flows to the sink again when the
/// last hold is released, in order, with each placeholder filled in.
struct HeldOutput {
    /// One piece of held output.
    enum Item {
        case row(TypedRow)
        case placeholder
        case rows([TypedRow])
        case event(GroupEvent)
    }

    private var depth = 0
    private var items: [Item] = []

    /// Whether output is held back now.
    @inline(__always)
    var isHolding: Bool { depth > 0 }

    /// Starts holding behind a placeholder for rows to come; returns the placeholder.
    mutating func holdForRows() -> Int {
        depth += 1
        items.append(.placeholder)
        return items.count - 1
    }

    /// Starts holding behind a mark, after which everything may be discarded; returns the mark.
    mutating func holdWithMark() -> Int {
        depth += 1
        return items.count
    }

    mutating func append(_ item: Item) {
        items.append(item)
    }

    /// Fills a placeholder with the rows that were waited for.
    mutating func fill(_ placeholder: Int, with rows: [TypedRow]) {
        items[placeholder] = .rows(rows)
    }

    /// Drops everything held after `mark`.
    mutating func discard(after mark: Int) {
        items.removeSubrange(mark...)
    }

    /// Ends one hold; when it was the last, returns everything held, in order, and holds nothing.
    mutating func release() -> [Item]? {
        depth -= 1
        guard depth == 0 else { return nil }
        let released = items
        items.removeAll(keepingCapacity: true)
        return released
    }
}
