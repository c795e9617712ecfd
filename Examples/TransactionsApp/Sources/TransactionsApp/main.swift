import Foundation
import ReportGenCore
import TransactionsAppKit

/// A table that records what a batch update does to its sections, as `UITableView` applies one:
/// deletions at old places, insertions and moves at new ones, then the updates.
final class RecordingTable: TableBatchUpdating {
    var sections: [[String]]
    let source: TransactionTable
    private(set) var animated = 0

    init(_ table: TransactionTable) {
        source = table
        sections = table.sections.map { $0.rows.map(\.id) }
    }

    func performBatchUpdates(_ changes: SectionedRowChangeSet<ReportRow>) {
        let leaving = Set(changes.deletedRows + changes.movedRows.map(\.from))
        let old = sections
        var kept = old.enumerated().map { s, rows in
            rows.indices.filter { !leaving.contains(RowPath(section: s, row: $0)) }.map { rows[$0] }
        }
        let gone = Set(changes.deletedSections + changes.movedSections.map(\.from))
        var staying = kept.indices.filter { !gone.contains($0) }.map { kept[$0] }[...]
        var result = [[String]?](repeating: nil, count: source.numberOfSections)
        for move in changes.movedSections { result[move.to] = kept[move.from] }
        for index in changes.insertedSections {
            result[index] = source.sections[index].rows.map(\.id)
        }
        for index in result.indices where result[index] == nil { result[index] = staying.popFirst() }
        kept = result.map { $0 ?? [] }
        let arriving =
            (changes.insertedRows.map { ($0, source.sections[$0.section].rows[$0.row].id) }
            + changes.movedRows.map { ($0.to, old[$0.from.section][$0.from.row]) }).sorted { $0.0 < $1.0 }
        for (path, id) in arriving { kept[path.section].insert(id, at: path.row) }
        sections = kept
        animated += changes.deletedRows.count + changes.insertedRows.count + changes.movedRows.count
    }
}

func run() async throws {
    let table = try TransactionTable()
    try await table.reload(posted: try TransactionTable.postedAnswer())
    let first = table.sections.map { "\($0.id) \($0.rows.count)" }.joined(separator: ", ")
    print("sections: \(first)")
    guard let cell = table.cell(at: RowPath(section: 1, row: 2)) else { throw CocoaError(.coderInvalidValue) }
    print("cell 1.2: \(cell.row.reuseIdentifier) '\(cell.text)' height \(cell.height)")

    let recording = RecordingTable(table)
    let changes = try await table.refresh(posted: try TransactionTable.postedAnswer(refreshed: true), in: recording)
    let contentChanges = changes.updatedRows.filter { !$0.onlyBandChanged }.count
    print(
        "refresh: \(changes.insertedRows.count) rows inserted, \(changes.deletedRows.count) deleted, "
            + "\(changes.movedRows.count) moved, \(changes.updatedRows.count) updated "
            + "(\(contentChanges) in content, the rest bands only)")
    // The recording table, animated by index paths, shows what the report now has.
    guard recording.sections == table.sections.map({ $0.rows.map(\.id) }) else {
        throw CocoaError(.coderInvalidValue)
    }
    print("the table shows the refreshed report: \(recording.sections.map(\.count))")
}

do {
    try await run()
} catch {
    FileHandle.standardError.write(Data("TransactionsApp: \(error)\n".utf8))
    exit(1)
}
