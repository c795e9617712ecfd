import Foundation
import Testing

@testable import ReportGenCore

/// Sectioned change sets over real runs: 500 random edit sequences of records (inserts,
/// deletions, amount and description changes, records moved to the other source), each run
/// before and after; the changes between the runs' sections by source, applied as a table view's
/// batch update applies them (written here on its own, from `performBatchUpdates`' rules, not
/// with the diff's code), give the new sections, rows and contents.
@Suite struct SectionedChangeSetProperties {
    static func layout(explicitIDs: Bool) -> String {
        """
        layout: 1
        input:
          sorted_by: [day]
          fields: { ref: string, day: date, what: string, amount: decimal }
        sources: [ { name: a }, { name: b } ]
        rows:
          source: { height: 30, band: none, fields: { title: string } }
          day: { height: 24, band: toggle, fields: { title: string } }
          item: { height: 18, band: keep, fields: { what: string, amount: decimal } }
          total: { height: 30, fields: { total: decimal } }
        report:
          groups:
            - by: source
              header: [ { row: source, title: "{source.name}" } ]
              footer: [ { row: total, total: "sum(amount)" } ]
            - by: day
              header: [ { row: day, title: "{day}" } ]
          detail: [ { row: item, \(explicitIDs ? "id: ref, " : "")what: "{what}", amount: amount } ]
          footer: [ { row: total, total: "sum(amount)" } ]
        """
    }

    struct Record: Equatable {
        var ref: Int
        var source: String
        var day: Int
        var what: String
        var amount: Int
    }

    static func sources(_ records: [Record]) -> [String: ReportSource] {
        var sources: [String: ReportSource] = [:]
        for name in ["a", "b"] {
            let mine = records.filter { $0.source == name }.sorted { ($0.day, $0.ref) < ($1.day, $1.ref) }
            sources[name] = .records(
                mine.map { record -> [String: Value] in
                    [
                        "ref": .string("T\(record.ref)"), "day": .date(CivilDate(daysSinceEpoch: 16_900 + record.day)),
                        "what": .string(record.what), "amount": .string("\(record.amount).25"),
                    ]
                })
        }
        return sources
    }

    /// Random edits of `records`, one to five of them.
    static func edit(_ records: [Record], next: inout Int, using random: inout SeededGenerator) -> [Record] {
        var records = records
        for _ in 0..<Int.random(in: 1...5, using: &random) {
            switch Int.random(in: 0..<6, using: &random) {
            case 0, 1:
                next += 1
                records.append(
                    Record(
                        ref: next, source: Bool.random(using: &random) ? "a" : "b",
                        day: Int.random(in: 0..<6, using: &random),
                        what: ["Tea", "Cake", "Bus"][Int.random(in: 0..<3, using: &random)],
                        amount: Int.random(in: 1...9, using: &random)))
            case 2 where !records.isEmpty: records.remove(at: Int.random(in: 0..<records.count, using: &random))
            case 3 where !records.isEmpty: records[Int.random(in: 0..<records.count, using: &random)].amount += 1
            case 4 where !records.isEmpty: records[Int.random(in: 0..<records.count, using: &random)].what += "!"
            case 5 where !records.isEmpty:
                let i = Int.random(in: 0..<records.count, using: &random)
                records[i].source = records[i].source == "a" ? "b" : "a"
            default: break
            }
        }
        return records
    }

    /// `changes` applied to `old` as `performBatchUpdates` applies them: deletions and moves out at
    /// old places (rows first, within their old sections), then sections in at new indices (an
    /// inserted one with its rows from the new data, as a table asks its data source), then rows
    /// in at new paths in ascending order, then the updates at their new paths.
    static func apply<Row: Identifiable & Equatable & Sendable>(
        _ changes: SectionedRowChangeSet<Row>, to old: [RowSection<Row>], new: [RowSection<Row>]
    ) -> [RowSection<Row>]? {
        let leavingRows = Set(changes.deletedRows + changes.movedRows.map(\.from))
        let leavingSections = Set(changes.deletedSections + changes.movedSections.map(\.from))
        // Rows of deleted sections are not deleted on their own, nor rows added to inserted ones.
        guard !leavingRows.contains(where: { changes.deletedSections.contains($0.section) }),
            !changes.insertedRows.contains(where: { changes.insertedSections.contains($0.section) }),
            !changes.movedRows.contains(where: { changes.insertedSections.contains($0.to.section) })
        else { return nil }
        let trimmed = old.enumerated().map { s, section in
            RowSection(
                id: section.id,
                rows: section.rows.indices.filter { !leavingRows.contains(RowPath(section: s, row: $0)) }.map {
                    section.rows[$0]
                })
        }
        var staying = trimmed.indices.filter { !leavingSections.contains($0) }.map { trimmed[$0] }[...]
        var result: [RowSection<Row>?] = Array(repeating: nil, count: new.count)
        for move in changes.movedSections {
            guard move.to < result.count, result[move.to] == nil else { return nil }
            result[move.to] = trimmed[move.from]
        }
        for index in changes.insertedSections {
            guard index < result.count, result[index] == nil else { return nil }
            result[index] = new[index]
        }
        for index in result.indices where result[index] == nil {
            guard let next = staying.popFirst() else { return nil }
            result[index] = next
        }
        guard staying.isEmpty else { return nil }
        var sections = result.compactMap { $0 }
        let arriving =
            (changes.insertedRows.map { ($0, new[$0.section].rows[$0.row]) }
            + changes.movedRows.map { ($0.to, old[$0.from.section].rows[$0.from.row]) }).sorted { $0.0 < $1.0 }
        for (path, row) in arriving {
            guard path.row <= sections[path.section].rows.count else { return nil }
            sections[path.section].rows.insert(row, at: path.row)
        }
        for update in changes.updatedRows {
            guard update.to.row < sections[update.to.section].rows.count,
                sections[update.to.section].rows[update.to.row].id == update.row.id
            else { return nil }
            sections[update.to.section].rows[update.to.row] = update.row
        }
        return sections
    }

    @Test func fiveHundredEditSequencesApplyToTheNewSections() throws {
        let reports = try [false, true].map { try Report(yaml: Self.layout(explicitIDs: $0)) }
        var rowChanges = 0
        var bandOnly = 0
        for seed in UInt64(1)...500 {
            var random = SeededGenerator(seed: seed)
            var next = 0
            var records = Self.edit([], next: &next, using: &random)
            records = (0..<Int.random(in: 0...12, using: &random)).reduce(records) { current, _ in
                Self.edit(current, next: &next, using: &random)
            }
            let edited = Self.edit(records, next: &next, using: &random)
            let report = reports[Int(seed % 2)]
            let old = RowSection.sections(of: try report.rows(sources: Self.sources(records)), byLevel: 1)
            let new = RowSection.sections(of: try report.rows(sources: Self.sources(edited)), byLevel: 1)
            let changes = SectionedRowChangeSet(old: old, new: new)
            let applied = Self.apply(changes, to: old, new: new)
            #expect(applied == new, "seed \(seed)")
            #expect(changes.isEmpty == (old == new), "seed \(seed)")
            rowChanges += changes.insertedRows.count + changes.deletedRows.count
            bandOnly += changes.updatedRows.filter(\.onlyBandChanged).count
        }
        // The runs exercised what they are for.
        #expect(rowChanges > 0 && bandOnly > 0)
    }

    /// A row of the generic sections below: an id and a content.
    struct Item: Identifiable, Equatable, Sendable {
        var id: Int
        var value: Int
    }

    /// The moves a report's rows seldom make (its ids spell their groups): 500 random edit
    /// sequences of sections of items (rows inserted, deleted, changed, moved within and across
    /// sections; sections inserted, deleted, moved), applied as a table applies them.
    @Test func fiveHundredEditSequencesOfSectionsWithMoves() {
        var counts = [0, 0, 0, 0]
        for seed in UInt64(1)...500 {
            var random = SeededGenerator(seed: seed)
            var next = 0
            func items(_ count: Int) -> [Item] {
                (0..<count).map { _ in
                    next += 1
                    return Item(id: next, value: 0)
                }
            }
            let old = (0..<Int.random(in: 0...5, using: &random)).map {
                RowSection(id: "s\($0)", rows: items(Int.random(in: 0...6, using: &random)))
            }
            var new = old
            var sectionNumber = old.count
            for _ in 0..<Int.random(in: 1...8, using: &random) {
                let kind = Int.random(in: 0..<8, using: &random)
                if kind == 0 {
                    sectionNumber += 1
                    new.insert(
                        RowSection(id: "s\(sectionNumber)", rows: items(Int.random(in: 0...3, using: &random))),
                        at: Int.random(in: 0...new.count, using: &random))
                    continue
                }
                guard !new.isEmpty else { continue }
                let s = Int.random(in: 0..<new.count, using: &random)
                switch kind {
                case 1: new.remove(at: s)
                case 2: new.insert(new.remove(at: s), at: Int.random(in: 0...new.count, using: &random))
                case 3:
                    new[s].rows.insert(contentsOf: items(1), at: Int.random(in: 0...new[s].rows.count, using: &random))
                case 4 where !new[s].rows.isEmpty:
                    new[s].rows.remove(at: Int.random(in: 0..<new[s].rows.count, using: &random))
                case 5 where !new[s].rows.isEmpty:
                    new[s].rows[Int.random(in: 0..<new[s].rows.count, using: &random)].value += 1
                case 6...7 where !new[s].rows.isEmpty:
                    let row = new[s].rows.remove(at: Int.random(in: 0..<new[s].rows.count, using: &random))
                    let t = Int.random(in: 0..<new.count, using: &random)
                    new[t].rows.insert(row, at: Int.random(in: 0...new[t].rows.count, using: &random))
                default: break
                }
            }
            let changes = SectionedRowChangeSet(old: old, new: new)
            #expect(Self.apply(changes, to: old, new: new) == new, "seed \(seed)")
            #expect(changes.isEmpty == (old == new), "seed \(seed)")
            counts[0] += changes.movedRows.count
            counts[1] += changes.movedSections.count
            counts[2] += changes.insertedSections.count + changes.deletedSections.count
            counts[3] += changes.updatedRows.count
        }
        #expect(counts.allSatisfy { $0 > 0 }, "\(counts)")
    }

    /// Sections by source: the report's header rows, one section per source, the report's footer.
    @Test func sectionsByALevel() throws {
        let report = try Report(yaml: Self.layout(explicitIDs: true))
        let records = [
            Record(ref: 1, source: "a", day: 0, what: "Tea", amount: 1),
            Record(ref: 2, source: "b", day: 1, what: "Bus", amount: 2),
        ]
        let sections = RowSection.sections(of: try report.rows(sources: Self.sources(records)), byLevel: 1)
        #expect(sections.map(\.id) == ["/a", "/b", ""])
        #expect(
            sections.map { $0.rows.map(\.kind) } == [
                ["source", "day", "item", "total"], ["source", "day", "item", "total"], ["total"],
            ])
        let byDay = RowSection.sections(of: try report.rows(sources: Self.sources(records)), byLevel: 2)
        #expect(byDay.map(\.id) == ["/a", "/a/2016-04-09", "/a#2", "/b", "/b/2016-04-10", "/b#2", ""])
    }

    /// A new first day toggles the bands of the days after it: those updates say they are band
    /// changes only; a changed amount is not.
    @Test func updatesSayWhenOnlyTheBandChanged() throws {
        let report = try Report(yaml: Self.layout(explicitIDs: true))
        let before = [
            Record(ref: 1, source: "a", day: 2, what: "Tea", amount: 1),
            Record(ref: 2, source: "a", day: 3, what: "Bus", amount: 2),
        ]
        var after = before + [Record(ref: 3, source: "a", day: 0, what: "Cake", amount: 3)]
        after[1].amount = 5
        let changes = RowChangeSet(
            old: try report.rows(sources: Self.sources(before)), new: try report.rows(sources: Self.sources(after)))
        let described = changes.updated.map { "\($0.row.id) \($0.onlyBandChanged)" }
        #expect(
            described == [
                "day/a/2016-04-11/1 true", "item/a/2016-04-11/=T1 true", "day/a/2016-04-12/1 true",
                "item/a/2016-04-12/=T2 false", "total/a/1 false", "total/1 false",
            ])
    }
}
