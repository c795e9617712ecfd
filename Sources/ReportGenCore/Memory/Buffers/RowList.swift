/// The rows built for one record (or one `emit`), kept from one use to the next: the next rows
/// are built over the last ones, in their places and into their field arrays, so that building
/// a row allocates nothing and moves no array.
///
/// Emptying the list keeps its rows; their values are released when a new row is built over
/// them (the list keeps at most as many rows as one record or one `emit` made). A row a sink took
/// (see ``RowSink/accept(taking:)``) left another in its place, whose array is reused the same way.
///
/// Not copyable: its rows are in storage of its own, changed in place, so a list has one owner
/// at a time (the record loop, or one `emit`), which hands it on (`swap`, `consume`) and never
/// shares it with a copy.
///
/// ```swift
/// var list = RowList()
/// list.startRow(kind: 0, level: 2, role: .detail, section: nil)
/// list.setFields(count: 1) { _ in .int(1) }
/// list.endRow()
/// list.removeAll()   // the row and its array stay, for the next row
/// ```
struct RowList: ~Copyable {
    /// The rows, in memory of their own, reached through a pointer, so starting a row or
    /// appending a field checks no uniqueness.
    /// Made with the first row (an empty list, such as one given back for another, holds none).
    private var storage: RowStorage?
    /// How many rows the list holds.
    private(set) var count = 0

    /// Creates an empty list.
    init() {}

    /// Whether the list holds no rows.
    var isEmpty: Bool { count == 0 }

    /// The list's rows, in order (a copy of each: for rows that are kept, such as a held header).
    var rows: [TypedRow] {
        guard let storage else { return [] }
        return Array(UnsafeBufferPointer(start: storage.base, count: count))
    }

    /// Empties the list, keeping its rows and their arrays for the next rows.
    @inline(__always)
    mutating func removeAll() {
        count = 0
    }

    /// Starts a row of `kind` after the list's rows, over a row built before when there is one:
    /// ``setFields(count:_:)`` sets its fields, and ``endRow()`` adds the row to the list. A row
    /// started and not ended (its fields failed) is left out.
    ///
    /// A row of another kind there is swapped first with a spare row of `kind` after it, when
    /// there is one: a list's rows change kind from record to record (a group's header, then
    /// its detail rows), and a row built over one of another count of fields emptied its array
    /// and appended to it, field by field (a third of the rows built in a report by date).
    ///
    /// Returns the row started, for ``setFields(of:count:_:)``: valid until the list next adds a
    /// row (so the fields need not find it again).
    @inline(__always) @discardableResult
    mutating func startRow(kind: Int, level: Int, role: RowRole, section: String?) -> StartedRow {
        let row = started
        if row.pointee.kind != kind, let storage { storage.bringSpare(ofKind: kind, to: count) }
        row.pointee.reuse(kind: kind, level: level, role: role, section: section)
        return StartedRow(row: row)
    }

    /// The row ``startRow(kind:level:role:section:)`` started, where it lies in the list's storage.
    struct StartedRow {
        fileprivate let row: UnsafeMutablePointer<TypedRow>
    }

    /// The row after the list's rows, made when there is none yet.
    private var started: UnsafeMutablePointer<TypedRow> {
        @inline(__always) mutating get {
            if let storage, count < storage.rowCount { return storage.base + count }
            return addRow()
        }
    }

    /// Adds a row after the list's rows (to build over), and the storage first when there is none.
    @inline(never)
    private mutating func addRow() -> UnsafeMutablePointer<TypedRow> {
        let storage = self.storage ?? RowStorage()
        self.storage = storage
        storage.append(.taken)
        return storage.base + count
    }

    /// Sets the fields of the row started, all of them, to what `value` gives for each index in
    /// order; stops at the first `nil` (a field that failed), leaving the row to be left out.
    /// Over a row with as many fields, they are set in place in one pass over its array (one
    /// uniqueness check for the row, not one a field); otherwise they are appended.
    @inline(__always)
    mutating func setFields(count: Int, _ value: (Int) -> Value?) {
        setFields(of: StartedRow(row: started), count: count, value)
    }

    /// ``setFields(count:_:)`` for the row `started` returned by the start of the row.
    @inline(__always)
    mutating func setFields(of started: StartedRow, count: Int, _ value: (Int) -> Value?) {
        let row = started.row
        // No fields: nothing to set (an empty array is shared, and making it unique would allocate).
        guard count > 0 else {
            if !row.pointee.fields.isEmpty { row.pointee.fields.removeAllKeepingCapacity() }
            return
        }
        if row.pointee.fields.count == count {
            row.pointee.fields.withUnsafeMutableBufferPointer { fields in
                guard let first = fields.baseAddress else { return }
                for index in 0..<fields.count {
                    guard let field = value(index) else { return }
                    // Over an old value without text, written as plain bytes, with no call to
                    // destroy it (see ``Value/store(_:in:)``).
                    Value.store(field, in: first + index)
                }
            }
        } else {
            // Over a row with another count of fields: emptied (its storage kept), then appended.
            if !row.pointee.fields.isEmpty { row.pointee.fields.removeAllKeepingCapacity() }
            for index in 0..<count {
                guard let field = value(index) else { return }
                row.pointee.fields.append(field)
            }
        }
    }

    /// Adds the row started to the list.
    @inline(__always)
    mutating func endRow() {
        count &+= 1
    }

    /// Changes the row started (see ``startRow(kind:level:role:section:)``).
    @inline(__always)
    mutating func updateStarted(_ change: (inout TypedRow) -> Void) {
        change(&started.pointee)
    }

    /// Changes the last row.
    @inline(__always)
    mutating func updateLast(_ change: (inout TypedRow) -> Void) {
        guard let storage, count > 0 else { preconditionFailure("a list with rows has a last row") }
        change(&storage.base[count &- 1])
    }

    /// Calls `body` with each of the rows in `range` (of the list's), in place and in order.
    @inline(__always)
    mutating func forEachRow(in range: Range<Int>, _ body: (inout TypedRow) throws -> Void) rethrows {
        assert(range.lowerBound >= 0 && range.upperBound <= count, "rows of the list")
        guard let storage else { return }
        for i in range { try body(&storage.base[i]) }
    }
}

/// The rows of a ``RowList`` and the ones kept after them to build over: initialized rows from
/// ``base``, ``rowCount`` of them, in room for ``capacity``.
private final class RowStorage {
    private(set) var base: UnsafeMutablePointer<TypedRow>
    private(set) var rowCount = 0
    private var capacity: Int

    init() {
        capacity = 4
        base = .allocate(capacity: capacity)
    }

    deinit {
        base.deinitialize(count: rowCount)
        base.deallocate()
    }

    /// Swaps the row at `index` with the first row after it of `kind`, if any (the rows after a
    /// list's count are spares, to build over).
    @inline(never)
    func bringSpare(ofKind kind: Int, to index: Int) {
        var spare = index &+ 1
        while spare < rowCount {
            if base[spare].kind == kind {
                swap(&base[index], &base[spare])
                return
            }
            spare &+= 1
        }
    }

    /// Adds a row at the end, moving the rows to twice the room when it is full.
    func append(_ row: TypedRow) {
        if rowCount == capacity {
            let bigger = UnsafeMutablePointer<TypedRow>.allocate(capacity: 2 * capacity)
            bigger.moveInitialize(from: base, count: rowCount)
            base.deallocate()
            base = bigger
            capacity *= 2
        }
        (base + rowCount).initialize(to: row)
        rowCount += 1
    }
}
