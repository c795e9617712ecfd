/// Breaks the row stream into pages: rows stacked by height, never split; a header row kept with
/// the row after it and a footer row with the row before it; `page_break`, `keep_together` and
/// `repeat_header` per group level.
///
/// Rows and group events go in (``add(_:)-(TypedRow)``, ``add(_:)-(GroupEvent)``); finished pages come out
/// through ``takeFinishedPages()`` as soon as they are full. Memory: the current page's rows, plus
/// a look-ahead of rows not yet placed — the rows glued to each other (a header and what follows,
/// a footer and what precedes) and an open `keep_together` group — which never holds more than
/// one page body's worth of rows: a larger group is split like any other.
struct Paginator {
    /// Gives the body height of page `n` (from 1): the page less its margins, header and footer rows.
    typealias BodyHeight = (Int) throws -> Int

    private enum Item {
        case row(TypedRow, height: Int)
        case event(GroupEvent)
    }

    private let heights: [Int]
    private let paging: [LevelPaging]
    private let bodyHeight: BodyHeight

    // Look-ahead: items received but not yet placed.
    private var pending: [Item] = []
    private var pendingHeight = 0
    /// Absolute position of `pending[0]` in the stream of items.
    private var pendingBase = 0
    /// Absolute position of the last row in `pending`.
    private var lastRow: Int?
    /// `keep_together` groups being held: their level and the absolute position of their opening.
    private var keeps: [(level: Int, opened: Int)] = []

    // The page being filled.
    private var number = 1
    private var rows: [PlacedRow] = []
    private var used = 0
    private var realRows = 0
    private var body: Int
    private var nextBody: Int
    /// The groups open now, with their header rows.
    private var open = OpenGroupHeaders()
    /// A `page_break: after` waits for the next row.
    private var breakPending = false
    /// The pages that began without the headers `repeat_header` asks for, as they left no room
    /// for the next row (for the renderer's warning).
    private(set) var pagesWithoutRepeatedHeaders: [Int] = []
    private var finished: [PageLayout] = []

    /// Creates a paginator: `heights` per row kind, `paging` per group level (outermost first), all
    /// lengths in hundredths of a point.
    init(heights: [Int], paging: [LevelPaging], bodyHeight: @escaping BodyHeight) throws {
        self.heights = heights
        self.paging = paging
        self.bodyHeight = bodyHeight
        body = try bodyHeight(1)
        nextBody = try bodyHeight(2)
    }

    /// The pages finished since the last call.
    mutating func takeFinishedPages() -> [PageLayout] {
        defer { finished.removeAll(keepingCapacity: true) }
        return finished
    }

    /// Takes the next row.
    mutating func add(_ row: TypedRow) throws {
        let height = height(of: row)
        if let last = lastRow, case .row(let previous, _) = pending[last - pendingBase] {
            let glued = previous.role == .header || row.role == .footer
            let held = keeps.contains { $0.opened < last }
            if !glued, !held {
                // Groups opening before this row go with it (and their `page_break: before`).
                var split = pending.count
                for i in (last - pendingBase + 1)..<pending.count {
                    if case .event(.opened) = pending[i] {
                        split = i
                        break
                    }
                }
                try release(split)
            }
        }
        pending.append(.row(row, height: height))
        pendingHeight += height
        lastRow = pendingBase + pending.count - 1
        if pendingHeight > nextBody - repeatHeight { try overflow() }
    }

    /// Takes a group's opening or closing.
    mutating func add(_ event: GroupEvent) throws {
        pending.append(.event(event))
        switch event {
        case .opened(let level, _):
            if paging(level).keepTogether { keeps.append((level, pendingBase + pending.count - 1)) }
        case .closed(let level):
            if let i = keeps.lastIndex(where: { $0.level == level }) { keeps.remove(at: i) }
        }
    }

    /// Places what is left and finishes the last page (a report without rows has one empty page).
    mutating func finish() throws {
        keeps.removeAll()
        try release(pending.count)
        finished.append(PageLayout(number: number, rows: rows))
        rows.removeAll()
    }

    // MARK: Look-ahead

    private func paging(_ level: Int) -> LevelPaging {
        level >= 1 && level <= paging.count ? paging[level - 1] : LevelPaging()
    }

    /// Places `pending[..<count]` and drops it from the look-ahead: as one block that stays together
    /// if it fits on a page, or (`together` false) unit by unit.
    private mutating func release(_ count: Int, together: Bool = true) throws {
        guard count > 0 else { return }
        let block = Array(pending[..<count])
        pending.removeFirst(count)
        pendingBase += count
        pendingHeight = pending.reduce(0) { $0 + Self.height($1) }
        if let last = lastRow, last < pendingBase { lastRow = nil }
        try place(block, together: together)
    }

    /// The look-ahead holds more than a fresh page: its `keep_together` groups are too large to keep,
    /// so they split like any other; everything up to the last break the glue allows is placed.
    private mutating func overflow() throws {
        keeps.removeAll()
        var split: Int?
        var previous: TypedRow?
        for (i, item) in pending.enumerated() {
            guard case .row(let row, _) = item else { continue }
            if let previous, previous.role != .header, row.role != .footer {
                var at = i
                while at > 0, case .event(.opened) = pending[at - 1] { at -= 1 }
                split = at
            }
            previous = row
        }
        if let split {
            try release(split, together: false)
        } else if let last = lastRow {
            // One unbroken chain of glued rows taller than a page: it splits where it must.
            try release(last - pendingBase, together: false)
        }
    }

    private static func height(_ item: Item) -> Int {
        if case .row(_, let height) = item { return height }
        return 0
    }

    // MARK: Placing

    /// The height of the header rows a new page repeats for the groups open now: asked for every
    /// row, so summed where the rows lie, without gathering them.
    private var repeatHeight: Int {
        var total = 0
        for group in open.groups where paging(group.level).repeatHeader {
            for row in group.headers { total += height(of: row) }
        }
        return total
    }

    /// The header rows a new page repeats, outermost first.
    private var repeatedHeaders: [TypedRow] {
        open.headers(repeatedBy: { paging($0).repeatHeader })
    }

    private func height(of row: TypedRow) -> Int {
        row.kind < heights.count ? heights[row.kind] : 0
    }

    /// A block of items that stays together if it fits on a page (a kept group with its glued
    /// rows), placed unit by unit (runs of glued rows) otherwise.
    private mutating func place(_ block: [Item], together: Bool) throws {
        let total = block.reduce(0) { $0 + Self.height($1) }
        if together, total > body - used, realRows > 0, total <= nextBody - repeatHeight {
            try newPage()
        }
        var unit: [Item] = []
        var previous: TypedRow?
        for item in block {
            if case .row(let row, _) = item {
                if let previous, previous.role != .header, row.role != .footer {
                    // Opening events before this row belong to its unit.
                    var tail: [Item] = []
                    while case .event(.opened)? = unit.last, let last = unit.popLast() { tail.insert(last, at: 0) }
                    try placeUnit(unit)
                    unit = tail
                }
                previous = row
            }
            unit.append(item)
        }
        try placeUnit(unit)
    }

    /// Rows glued together: on this page if they fit, else on a new page if they fit there, else
    /// split where they must.
    private mutating func placeUnit(_ unit: [Item]) throws {
        guard !unit.isEmpty else { return }
        var breakBefore = breakPending
        var breakAfter = false
        for item in unit {
            switch item {
            case .event(.opened(let level, _)) where paging(level).pageBreak == .before: breakBefore = true
            case .event(.closed(let level)) where paging(level).pageBreak == .after: breakAfter = true
            default: break
            }
        }
        breakPending = false
        let total = unit.reduce(0) { $0 + Self.height($1) }
        if realRows > 0, breakBefore || (total > body - used && total <= nextBody - repeatHeight) {
            try newPage()
        }
        for item in unit {
            switch item {
            case .row(let row, let height): try placeRow(row, height: height)
            case .event(let event): open.apply(event)
            }
        }
        if breakAfter { breakPending = true }
    }

    private mutating func placeRow(_ row: TypedRow, height: Int) throws {
        if height > body - used {
            if realRows > 0 {
                try newPage()
            }
            if height > body - used {
                // Repeated headers leave no room for this row: it goes first, without them.
                if rows.contains(where: \.repeated) { pagesWithoutRepeatedHeaders.append(number) }
                rows.removeAll()
                used = 0
            }
        }
        rows.append(PlacedRow(row: row, top: used, height: height, repeated: false))
        used += height
        realRows += 1
        open.note(row)
    }

    /// Finishes the page and starts the next, with the repeated headers of the groups that go on.
    private mutating func newPage() throws {
        finished.append(PageLayout(number: number, rows: rows))
        number += 1
        rows.removeAll(keepingCapacity: true)
        used = 0
        realRows = 0
        body = nextBody
        nextBody = try bodyHeight(number + 1)
        guard repeatHeight < body else {
            if repeatHeight > 0 { pagesWithoutRepeatedHeaders.append(number) }
            return
        }
        for row in repeatedHeaders {
            let height = height(of: row)
            rows.append(PlacedRow(row: row, top: used, height: height, repeated: true))
            used += height
        }
    }
}
