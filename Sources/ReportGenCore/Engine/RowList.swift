/// The rows built for one record (or one `emit`), kept from one use to the next: the next rows
/// are built over the last ones, in their places and into their field arrays, so that building
/// a row allocates nothing and moves no array.
///
/// Emptying the list keeps its rows; their values are released when a new row is built over
/// them (the list keeps at most as many rows as one record or one `emit` made). A row a sink took
/// (see ``RowSink/accept(taking:)``) left another in its place, whose array is reused the same way.
///
/// ```swift
/// var list = RowList()
/// list.startRow(kind: 0, level: 2, role: .detail, section: nil)
/// list.appendField(.int(1))
/// list.endRow()
/// list.removeAll()   // the row and its array stay, for the next row
/// ```
struct RowList {
    /// The rows: the list's are the first ``count``; the rest are kept to be built over.
    private var storage: [TypedRow] = []
    /// How many rows the list holds.
    private(set) var count = 0

    /// Creates an empty list.
    init() {}

    /// Whether the list holds no rows.
    var isEmpty: Bool { count == 0 }

    /// The list's rows, in order (a copy of each: for rows that are kept, such as a held header).
    var rows: [TypedRow] { count == storage.count ? storage : Array(storage[..<count]) }

    /// Empties the list, keeping its rows and their arrays for the next rows.
    @inline(__always)
    mutating func removeAll() {
        count = 0
    }

    /// Starts a row of `kind` after the list's rows, over a row built before when there is one,
    /// with no fields: ``appendField(_:)`` adds them, and ``endRow()`` adds the row to the list.
    /// A row started and not ended (its fields failed) is left out.
    @inline(__always)
    mutating func startRow(kind: Int, level: Int, role: RowRole, section: String?) {
        if count == storage.count { storage.append(.taken) }
        storage[count].reuse(kind: kind, level: level, role: role, section: section)
    }

    /// Appends a field to the row started.
    @inline(__always)
    mutating func appendField(_ value: Value) {
        storage[count].fields.append(value)
    }

    /// Adds the row started to the list.
    @inline(__always)
    mutating func endRow() {
        count &+= 1
    }

    /// Changes the row started (see ``startRow(kind:level:role:section:)``).
    @inline(__always)
    mutating func updateStarted(_ change: (inout TypedRow) -> Void) {
        change(&storage[count])
    }

    /// Changes the last row.
    @inline(__always)
    mutating func updateLast(_ change: (inout TypedRow) -> Void) {
        change(&storage[count &- 1])
    }

    /// Calls `body` with the list's rows, in place.
    @inline(__always)
    mutating func withRows<Result>(_ body: (UnsafeMutableBufferPointer<TypedRow>) throws -> Result) rethrows
        -> Result
    {
        let count = count
        return try storage.withUnsafeMutableBufferPointer { rows in
            try body(UnsafeMutableBufferPointer(rebasing: rows[..<count]))
        }
    }
}
