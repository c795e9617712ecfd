/// A section of rows for a table view: its identity and its rows, in order.
///
/// ```swift
/// let sections = RowSection.sections(of: rows, byLevel: 1)   // one section per source
/// tableView.numberOfSections = sections.count                // and sections[s].rows[r] a cell
/// ```
public struct RowSection<Row: Equatable & Sendable>: Sendable, Equatable {
    /// The section's identity, stable across runs: pair the sections of two runs by it.
    public var id: String
    /// Its rows, in order.
    public var rows: [Row]

    public init(id: String, rows: [Row]) {
        self.id = id
        self.rows = rows
    }
}

/// A row's place in a sectioned table: what `IndexPath(row: path.row, section: path.section)` says.
public struct RowPath: Sendable, Hashable, Comparable, CustomStringConvertible {
    public var section: Int
    public var row: Int

    public init(section: Int, row: Int) {
        self.section = section
        self.row = row
    }

    public static func < (lhs: RowPath, rhs: RowPath) -> Bool {
        (lhs.section, lhs.row) < (rhs.section, rhs.row)
    }

    public var description: String { "\(section).\(row)" }
}

/// The changes between two runs of a report shown in sections, by section and row identity: what
/// `UITableView.performBatchUpdates` applies to animate from the old sections to the new ones.
///
/// As in a batch update, everything that names an old place (`deletedSections`, `deletedRows`,
/// the `from` of moves) is an index or path in the old sections, and everything that names a new
/// place (`insertedSections`, `insertedRows`, every `to`) one in the new sections. The rows of a
/// deleted or inserted section are not listed on their own (the section carries them), and a
/// moved section takes its rows with it. Updates are applied after the batch, at their `to`
/// (`reconfigureRows`), as a move and a reload of one row cannot share a batch.
///
/// ```swift
/// let changes = SectionedRowChangeSet(old: oldSections, new: newSections)
/// tableView.performBatchUpdates {
///     self.sections = newSections
///     tableView.deleteSections(IndexSet(changes.deletedSections), with: .fade)
///     tableView.insertSections(IndexSet(changes.insertedSections), with: .fade)
///     for move in changes.movedSections { tableView.moveSection(move.from, toSection: move.to) }
///     tableView.deleteRows(at: changes.deletedRows.map { IndexPath(row: $0.row, section: $0.section) }, with: .fade)
///     tableView.insertRows(at: changes.insertedRows.map { IndexPath(row: $0.row, section: $0.section) }, with: .fade)
///     for move in changes.movedRows {
///         tableView.moveRow(at: IndexPath(row: move.from.row, section: move.from.section),
///                           to: IndexPath(row: move.to.row, section: move.to.section))
///     }
/// }
/// // Only rows whose content changed need their cell drawn again; a band change is a colour.
/// let redrawn = changes.updatedRows.filter { !$0.onlyBandChanged }
/// ```
public struct SectionedRowChangeSet<Row: Equatable & Sendable>: Sendable, Equatable {
    /// A section found in both, at `from` in the old sections and `to` in the new ones.
    public struct Move: Sendable, Equatable {
        public var from: Int
        public var to: Int
    }

    /// A row found in both, at `from` in the old sections and `to` in the new ones.
    public struct RowMove: Sendable, Equatable {
        public var from: RowPath
        public var to: RowPath
    }

    /// A row found in both whose content changed: its new content, and its old.
    public struct Update: Sendable, Equatable {
        public var from: RowPath
        public var to: RowPath
        public var row: Row
        public var previous: Row
    }

    /// Old indices of the sections that are gone, ascending.
    public var deletedSections: [Int]
    /// New indices of the sections the old ones lack, ascending.
    public var insertedSections: [Int]
    /// Sections whose position changed relative to the others, by ascending `to`.
    public var movedSections: [Move]
    /// Old paths of the rows that are gone from sections that stay, ascending.
    public var deletedRows: [RowPath]
    /// New paths of the rows new to sections that were there before, ascending.
    public var insertedRows: [RowPath]
    /// Rows whose section or position among the section's other rows changed, by ascending `to`.
    public var movedRows: [RowMove]
    /// Rows whose content changed (moved or not), by ascending `to`.
    public var updatedRows: [Update]

    /// Whether the two runs gave the same sections and rows.
    public var isEmpty: Bool {
        deletedSections.isEmpty && insertedSections.isEmpty && movedSections.isEmpty && deletedRows.isEmpty
            && insertedRows.isEmpty && movedRows.isEmpty && updatedRows.isEmpty
    }

    /// The changes from `old` to `new`, matching sections by their `id` and rows by `id`; a
    /// repeated id is told apart by its occurrence, as ``RowChangeSet`` does.
    public init<ID: Hashable>(old: [RowSection<Row>], new: [RowSection<Row>], id: (Row) -> ID) {
        let oldSections = Self.keys(old.map(\.id))
        let newSections = Self.keys(new.map(\.id))
        var oldSectionIndex: [OccurrenceKey<String>: Int] = [:]
        for (i, key) in oldSections.enumerated() { oldSectionIndex[key] = i }
        let newSectionIDs = Set(newSections)
        deletedSections = oldSections.indices.filter { !newSectionIDs.contains(oldSections[$0]) }
        // The sections in both, in new order; those on a longest increasing run of old indices stay.
        var commonSections: [(from: Int, to: Int)] = []
        insertedSections = []
        for (j, key) in newSections.enumerated() {
            if let i = oldSectionIndex[key] { commonSections.append((i, j)) } else { insertedSections.append(j) }
        }
        let stayingSections = RowChangeSet<Row>.longestIncreasingRun(commonSections.map(\.from))
        movedSections = commonSections.indices.filter { !stayingSections.contains($0) }.map {
            Move(from: commonSections[$0].from, to: commonSections[$0].to)
        }
        // Where each old section goes (nil: deleted), and each new one comes from (nil: inserted).
        var sectionTarget = [Int?](repeating: nil, count: old.count)
        var sectionSource = [Int?](repeating: nil, count: new.count)
        for pair in commonSections {
            sectionTarget[pair.from] = pair.to
            sectionSource[pair.to] = pair.from
        }

        // Rows, by id over all sections.
        let oldRowKeys = Self.keys(old.flatMap { $0.rows.map(id) })
        let newRowKeys = Self.keys(new.flatMap { $0.rows.map(id) })
        let oldPaths = Self.paths(old)
        let newPaths = Self.paths(new)
        var oldRowIndex: [OccurrenceKey<ID>: Int] = [:]
        for (k, key) in oldRowKeys.enumerated() { oldRowIndex[key] = k }
        var matched = [Int?](repeating: nil, count: oldRowKeys.count)  // old row → new row
        // A row is matched only between sections that stay: the rows of an inserted or deleted
        // section go with it.
        for (n, key) in newRowKeys.enumerated() where sectionSource[newPaths[n].section] != nil {
            if let o = oldRowIndex[key], sectionTarget[oldPaths[o].section] != nil { matched[o] = n }
        }
        deletedRows = oldRowKeys.indices.filter { matched[$0] == nil && sectionTarget[oldPaths[$0].section] != nil }
            .map { oldPaths[$0] }
        var newFrom = [Int?](repeating: nil, count: newRowKeys.count)
        for (o, n) in matched.enumerated() { if let n { newFrom[n] = o } }
        insertedRows = []
        movedRows = []
        updatedRows = []
        var start = 0
        for (s, section) in new.enumerated() {
            let range = start..<(start + section.rows.count)
            start = range.upperBound
            guard let source = sectionSource[s] else { continue }
            // Rows from this section's old self that keep their relative order stay; the others,
            // and rows from other sections, moved.
            let sameSection: [(new: Int, oldRow: Int)] = range.compactMap { n in
                guard let o = newFrom[n], oldPaths[o].section == source else { return nil }
                return (n, oldPaths[o].row)
            }
            let staying = RowChangeSet<Row>.longestIncreasingRun(sameSection.map(\.oldRow))
            let stayingRows = Set(staying.map { sameSection[$0].new })
            for n in range {
                guard let o = newFrom[n] else {
                    insertedRows.append(newPaths[n])
                    continue
                }
                if !stayingRows.contains(n) { movedRows.append(RowMove(from: oldPaths[o], to: newPaths[n])) }
                let oldRow = old[oldPaths[o].section].rows[oldPaths[o].row]
                let newRow = section.rows[newPaths[n].row]
                if oldRow != newRow {
                    updatedRows.append(Update(from: oldPaths[o], to: newPaths[n], row: newRow, previous: oldRow))
                }
            }
        }
    }

    /// Each id with its occurrence among equal ids.
    private static func keys<ID: Hashable>(_ ids: [ID]) -> [OccurrenceKey<ID>] {
        var seen: [ID: Int] = [:]
        return ids.map { value in
            let occurrence = seen[value, default: 0]
            seen[value] = occurrence + 1
            return OccurrenceKey(id: value, occurrence: occurrence)
        }
    }

    /// The path of every row, in order.
    private static func paths(_ sections: [RowSection<Row>]) -> [RowPath] {
        sections.enumerated().flatMap { s, section in section.rows.indices.map { RowPath(section: s, row: $0) } }
    }
}

extension SectionedRowChangeSet where Row: Identifiable {
    /// The changes from `old` to `new`, matching rows by their `id` (a ``ReportRow``'s, stable
    /// across runs).
    public init(old: [RowSection<Row>], new: [RowSection<Row>]) {
        self.init(old: old, new: new, id: \.id)
    }
}

extension SectionedRowChangeSet.Update where Row == ReportRow {
    /// Whether the row changed its alternating band only (a row inserted above it shifts the bands
    /// of those below): its cell's colour changes, its content does not.
    public var onlyBandChanged: Bool { row.differsOnlyInBand(from: previous) }
}

extension RowSection where Row == ReportRow {
    /// A report's rows in sections by group `level` (1 for the outermost `groups:` entry): a
    /// section per group of that level, holding the group's rows (its header, its inner groups'
    /// rows, its details, its footer). Rows outside any group of the level (the report's header and
    /// footer; an outer group's header and footer) make sections of their own between them.
    ///
    /// A group's section id is its keys down to `level` (`/Authorized` by source); a run of rows
    /// outside any group has its outer keys (`""` for the report's own rows), with `#2`, `#3` after
    /// the first (the report's footer comes after its header).
    public static func sections(of rows: [ReportRow], byLevel level: Int) -> [RowSection<ReportRow>] {
        var sections: [RowSection<ReportRow>] = []
        var seen: [String: Int] = [:]
        var current: String?
        for row in rows {
            let key = row.groupPath(toLevel: level)
            if key != current || sections.isEmpty {
                current = key
                let occurrence = seen[key, default: 0] + 1
                seen[key] = occurrence
                sections.append(RowSection(id: occurrence == 1 ? key : key + "#\(occurrence)", rows: []))
            }
            sections[sections.count - 1].rows.append(row)
        }
        return sections
    }
}
