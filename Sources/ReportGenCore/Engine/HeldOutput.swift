/// Output held back while a header waits: rows and group events queue up behind a placeholder
/// until the header can be made (at its group's end, when it reads aggregates; at the first record,
/// when the report header reads fields), or behind a mark until the report knows whether it has
/// any record at all (its `empty` rows replace everything after the mark).
///
/// Holds nest: a level's held header inside the report's. Output flows to the sink again when the
/// last hold is released, in order, with each placeholder filled in.
///
/// Up to ``memoryBudget`` bytes of items wait in memory (counted roughly: each item's size and its
/// fields' texts); past that, everything held so far goes to a ``HeldSpill`` on disk, up to
/// ``diskLimit`` bytes, and is read back in order on release. Memory then stays flat however
/// large the group: the same items come out either way.
struct HeldOutput {
    /// One piece of held output.
    enum Item {
        case row(TypedRow)
        case placeholder
        case rows([TypedRow])
        case event(GroupEvent)
    }

    /// The default memory budget: 16 MiB (counted as above; a run holding that much peaks under
    /// 64 MB resident).
    static let defaultMemoryBudget = 16 << 20
    /// The default bound on the spill files: 16 GiB.
    static let defaultDiskLimit = 16 << 30

    /// The bytes of items kept in memory before they go to disk.
    var memoryBudget = Self.defaultMemoryBudget
    /// The bytes the spill files may hold; more is an error.
    var diskLimit = Self.defaultDiskLimit

    private var depth = 0
    /// The items held in memory: those numbered `spilledCount...`.
    private var items: [Item] = []
    /// How many of the held items are on disk, the oldest.
    private var spilledCount = 0
    private var memoryBytes = 0
    private var spill: HeldSpill?
    /// The marks handed out, by item number, with the spill file's offset once items from the mark
    /// on went to disk (so that ``discard(after:)`` can cut the file there).
    private var markOffsets: [Int: Int?] = [:]

    /// Whether output is held back now.
    @inline(__always)
    var isHolding: Bool { depth > 0 }

    /// How many items are held, on disk and in memory.
    private var count: Int { spilledCount + items.count }

    /// Whether any held item went to disk since the last release (for tests).
    var hasSpilled: Bool { spilledCount > 0 }

    /// Starts holding behind a placeholder for rows to come; returns the placeholder.
    mutating func holdForRows() throws -> Int {
        depth += 1
        try append(.placeholder)
        return count - 1
    }

    /// Starts holding behind a mark, after which everything may be discarded; returns the mark.
    mutating func holdWithMark() -> Int {
        depth += 1
        markOffsets[count] = .some(nil)
        return count
    }

    mutating func append(_ item: Item) throws {
        items.append(item)
        memoryBytes += Self.estimatedBytes(of: item)
        if memoryBytes > memoryBudget { try spillItems() }
    }

    /// Fills a placeholder with the rows that were waited for.
    mutating func fill(_ placeholder: Int, with rows: [TypedRow]) throws {
        if placeholder >= spilledCount {
            items[placeholder - spilledCount] = .rows(rows)
            memoryBytes += Self.estimatedBytes(of: .rows(rows))
        } else if let spill {
            try spilled { try spill.fill(placeholder: placeholder, with: rows) }
        }
    }

    /// Drops everything held after `mark`.
    mutating func discard(after mark: Int) throws {
        if mark >= spilledCount {
            items.removeSubrange((mark - spilledCount)...)
        } else if let spill, let offset = markOffsets[mark] ?? nil {
            try spilled { try spill.truncate(to: offset) }
            items.removeAll()
            spilledCount = mark
            memoryBytes = 0
        }
        markOffsets[mark] = nil
    }

    /// Ends one hold; when it was the last, hands everything held to `body`, in order, and holds
    /// nothing. Returns whether it was the last.
    mutating func release(_ body: (inout Item) throws -> Void) throws -> Bool {
        depth -= 1
        guard depth == 0 else { return false }
        if let spill, spilledCount > 0 {
            try spill.readBack(firstIndex: 0) { item in
                var item = item
                try body(&item)
            }
        }
        var released: [Item] = []
        swap(&released, &items)
        for i in released.indices { try body(&released[i]) }
        released.removeAll(keepingCapacity: true)
        swap(&released, &items)
        spilledCount = 0
        memoryBytes = 0
        markOffsets.removeAll()
        return true
    }

    /// Moves every item in memory to the spill file, oldest first.
    private mutating func spillItems() throws {
        if spill == nil { spill = try spilled { try HeldSpill(diskLimit: diskLimit) } }
        guard let spill else { return }
        try spilled {
            for (i, item) in items.enumerated() {
                if markOffsets[spilledCount + i] != nil { markOffsets[spilledCount + i] = spill.endOffset }
                try spill.append(item)
            }
        }
        spilledCount += items.count
        items.removeAll(keepingCapacity: true)
        memoryBytes = 0
    }

    /// Runs `work`, turning a spill failure into the run's error.
    private func spilled<T>(_ work: () throws -> T) throws -> T {
        do {
            return try work()
        } catch let failure as HeldSpill.Failure {
            throw RunError.source(failure.message)
        }
    }

    /// About the memory `item` takes: its slot, its fields' slots and the bytes of their texts.
    private static func estimatedBytes(of item: Item) -> Int {
        switch item {
        case .row(let row): return MemoryLayout<Item>.stride + estimatedBytes(of: row)
        case .rows(let rows): return rows.reduce(MemoryLayout<Item>.stride) { $0 + estimatedBytes(of: $1) }
        case .placeholder, .event: return MemoryLayout<Item>.stride + 32
        }
    }

    private static func estimatedBytes(of row: TypedRow) -> Int {
        // The field array's header and slots, and each text longer than fits in a value.
        64 + row.fields.count * MemoryLayout<Value>.stride + Value.textBytes(of: row.fields)
    }
}
