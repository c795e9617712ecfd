/// The changes between two runs of a report, by row identity: what a table view applies to
/// animate from the old rows to the new ones (as Bento and IGListKit do).
///
/// Indices follow `UITableView.performBatchUpdates` (and SwiftUI's diffing): `deleted` and the
/// `from` of `moved` and `updated` are indices in the old rows; `inserted` and every `to` are
/// indices in the new rows. Rows whose relative order holds are neither moved nor reinserted.
///
/// ```swift
/// let changes = RowChangeSet(old: oldRows, new: newRows)
/// tableView.performBatchUpdates {
///     self.rows = newRows  // the data source changes inside the batch, with the table
///     tableView.deleteRows(at: changes.deleted.map { IndexPath(row: $0, section: 0) }, with: .fade)
///     tableView.insertRows(at: changes.inserted.map { IndexPath(row: $0.index, section: 0) }, with: .fade)
///     for move in changes.moved { tableView.moveRow(at: IndexPath(row: move.from, section: 0),
///                                                   to: IndexPath(row: move.to, section: 0)) }
/// }
/// ```
public struct RowChangeSet<Row: Equatable & Sendable>: Sendable, Equatable {
    /// A row in the new rows that the old ones lack, with its index there.
    public struct Insertion: Sendable, Equatable {
        public var index: Int
        public var row: Row
    }

    /// A row found in both, at `from` in the old rows and `to` in the new ones.
    public struct Move: Sendable, Equatable {
        public var from: Int
        public var to: Int
    }

    /// A row found in both whose content changed, with its new content and its old.
    public struct Update: Sendable, Equatable {
        public var from: Int
        public var to: Int
        public var row: Row
        public var previous: Row
    }

    /// Old indices of the rows that are gone, ascending.
    public var deleted: [Int]
    /// New rows, by ascending index.
    public var inserted: [Insertion]
    /// Rows whose position changed relative to the others, by ascending `to`.
    public var moved: [Move]
    /// Rows whose content changed (moved or not), by ascending `to`.
    public var updated: [Update]

    /// Whether the two runs gave the same rows.
    public var isEmpty: Bool { deleted.isEmpty && inserted.isEmpty && moved.isEmpty && updated.isEmpty }

    /// The changes from `old` to `new`, matching rows by `id`. A repeated id is told apart by its
    /// occurrence (the second `x` matches the second `x`).
    public init<ID: Hashable>(old: [Row], new: [Row], id: (Row) -> ID) {
        typealias Key = OccurrenceKey<ID>
        func keys(_ rows: [Row]) -> [Key] {
            var seen: [ID: Int] = [:]
            return rows.map { row in
                let value = id(row)
                let occurrence = seen[value, default: 0]
                seen[value] = occurrence + 1
                return Key(id: value, occurrence: occurrence)
            }
        }
        let oldKeys = keys(old)
        let newKeys = keys(new)
        var oldIndex: [Key: Int] = [:]
        for (i, key) in oldKeys.enumerated() { oldIndex[key] = i }
        let newIDs = Set(newKeys)
        deleted = oldKeys.indices.filter { !newIDs.contains(oldKeys[$0]) }
        inserted = []
        // The old index of each new row found in both, in new order; those on a longest increasing
        // run keep their order, the rest moved.
        var common: [(from: Int, to: Int)] = []
        for (j, key) in newKeys.enumerated() {
            if let i = oldIndex[key] {
                common.append((i, j))
            } else {
                inserted.append(Insertion(index: j, row: new[j]))
            }
        }
        let staying = Self.longestIncreasingRun(common.map(\.from))
        moved = []
        updated = []
        for (k, pair) in common.enumerated() {
            if !staying.contains(k) { moved.append(Move(from: pair.from, to: pair.to)) }
            if old[pair.from] != new[pair.to] {
                updated.append(Update(from: pair.from, to: pair.to, row: new[pair.to], previous: old[pair.from]))
            }
        }
    }

    /// The positions (in `values`) of one longest strictly increasing subsequence, in O(n log n).
    static func longestIncreasingRun(_ values: [Int]) -> Set<Int> {
        var tails: [Int] = []  // positions: tails[k] ends the best run of length k + 1
        var previous = Array(repeating: -1, count: values.count)
        for (position, value) in values.enumerated() {
            var low = 0
            var high = tails.count
            while low < high {
                let middle = (low + high) / 2
                if values[tails[middle]] < value { low = middle + 1 } else { high = middle }
            }
            if low > 0 { previous[position] = tails[low - 1] }
            if low == tails.count { tails.append(position) } else { tails[low] = position }
        }
        var run = Set<Int>()
        var position = tails.last ?? -1
        while position >= 0 {
            run.insert(position)
            position = previous[position]
        }
        return run
    }

    /// The old rows with the changes applied as a table view applies them: deletions and moves out
    /// by old index, insertions and moves in by new index, then updates. Gives the new rows.
    public func applied(to old: [Row]) -> [Row] {
        var leaving = Set(deleted)
        for move in moved { leaving.insert(move.from) }
        var rows: [Row] = []
        rows.reserveCapacity(old.count + inserted.count)
        for (i, row) in old.enumerated() where !leaving.contains(i) { rows.append(row) }
        var arriving: [(index: Int, row: Row)] = inserted.map { ($0.index, $0.row) }
        arriving += moved.map { ($0.to, old[$0.from]) }
        arriving.sort { $0.index < $1.index }
        for arrival in arriving {
            // Ascending targets: every row before `index` is already in place.
            rows.insert(arrival.row, at: min(arrival.index, rows.count))
        }
        for update in updated where update.to < rows.count { rows[update.to] = update.row }
        return rows
    }
}

extension RowChangeSet where Row: Identifiable {
    /// The changes from `old` to `new`, matching rows by their `id` (a ``ReportRow``'s, stable
    /// across runs).
    ///
    /// ```swift
    /// let changes = RowChangeSet(old: oldRows, new: newRows)
    /// ```
    public init(old: [Row], new: [Row]) {
        self.init(old: old, new: new, id: \.id)
    }
}

extension RowChangeSet.Update where Row == ReportRow {
    /// Whether the row changed its alternating band only (a row inserted above it shifts the bands
    /// of those below): its cell's colour changes, its content does not.
    public var onlyBandChanged: Bool { row.differsOnlyInBand(from: previous) }
}
