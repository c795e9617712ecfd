import Testing

@testable import ReportGenCore

@Suite struct RowChangeSetTests {
    struct Item: Equatable, Sendable {
        var id: String
        var value: Int
    }

    @Test func insertDeleteMoveUpdate() {
        let old = [Item(id: "a", value: 1), Item(id: "b", value: 2), Item(id: "c", value: 3), Item(id: "d", value: 4)]
        let new = [Item(id: "c", value: 3), Item(id: "a", value: 1), Item(id: "e", value: 5), Item(id: "d", value: 40)]
        let changes = RowChangeSet(old: old, new: new, id: \.id)
        #expect(changes.deleted == [1])
        #expect(changes.inserted == [.init(index: 2, row: Item(id: "e", value: 5))])
        // a, d keep their order (the longest run); c moved before them.
        #expect(changes.moved == [.init(from: 2, to: 0)])
        #expect(
            changes.updated == [.init(from: 3, to: 3, row: Item(id: "d", value: 40), previous: Item(id: "d", value: 4))]
        )
        #expect(changes.applied(to: old) == new)
        #expect(RowChangeSet(old: old, new: old, id: \.id).isEmpty)
    }

    @Test func repeatedIDsMatchByOccurrence() {
        let old = [Item(id: "x", value: 1), Item(id: "x", value: 2)]
        let new = [Item(id: "x", value: 1), Item(id: "x", value: 3), Item(id: "x", value: 4)]
        let changes = RowChangeSet(old: old, new: new, id: \.id)
        #expect(changes.inserted.map(\.index) == [2])
        #expect(changes.updated.map(\.to) == [1])
        #expect(changes.applied(to: old) == new)
    }

    /// Applying the change set to the old rows gives the new rows, over random edits.
    @Test(arguments: 0..<500)
    func applyingTheChangesGivesTheNewRows(_ seed: Int) {
        var g = SeededGenerator(seed: UInt64(seed) &+ 77)
        let count = Int.random(in: 0...30, using: &g)
        let old = (0..<count).map { Item(id: "r\($0)", value: Int.random(in: 0...3, using: &g)) }
        var new = old.filter { _ in Int.random(in: 0..<5, using: &g) != 0 }  // deletions
        for i in new.indices where Int.random(in: 0..<4, using: &g) == 0 { new[i].value += 1 }  // updates
        for k in 0..<Int.random(in: 0...5, using: &g) {  // insertions
            new.insert(Item(id: "n\(k)", value: k), at: Int.random(in: 0...new.count, using: &g))
        }
        if new.count > 1 {  // moves
            for _ in 0..<Int.random(in: 0...3, using: &g) {
                let item = new.remove(at: Int.random(in: 0..<new.count, using: &g))
                new.insert(item, at: Int.random(in: 0...new.count, using: &g))
            }
        }
        let changes = RowChangeSet(old: old, new: new, id: \.id)
        #expect(changes.applied(to: old) == new, "seed \(seed)")
        #expect(Set(changes.deleted).count == changes.deleted.count)
        #expect(changes.deleted.count + changes.inserted.count <= old.count + new.count)
    }

    /// The same over the engine's rows: random edits of the records of a grouped report.
    @Test(arguments: 0..<60)
    func reportRunsDiffAndApply(_ seed: Int) throws {
        var g = SeededGenerator(seed: UInt64(seed) &+ 9000)
        let plan = try Fixtures.plan(
            """
            layout: 1
            input:
              fields: { day: date, ref: string, amount: decimal }
            rows:
              day: { height: 1, band: toggle, fields: { title: string, total: decimal } }
              item: { height: 1, band: keep, fields: { ref: string, amount: decimal } }
            report:
              groups:
                - by: day
                  header: [ { row: day, title: "{day}", total: "sum(amount)" } ]
              detail: [ { row: item, id: ref, ref: "{ref}", amount: amount } ]
            """)
        var records = (0..<Int.random(in: 1...25, using: &g)).map { n in
            (day: Int.random(in: 1...5, using: &g), ref: "T\(n)", amount: Int.random(in: 1...99, using: &g))
        }
        /// A row and its id, as a sink that shows ids receives them.
        struct IdentifiedRow: Equatable {
            let row: TypedRow
            let id: RowID
        }
        func rows(_ records: [(day: Int, ref: String, amount: Int)]) throws -> [IdentifiedRow] {
            let sorted = records.sorted { ($0.day, $0.ref) < ($1.day, $1.ref) }
            let csv = "day,ref,amount\n" + sorted.map { "2024-01-0\($0.day),\($0.ref),\($0.amount)\n" }.joined()
            var sink = CollectingSink()
            _ = try ReportEngine(plan: plan, parameters: [], inputs: Fixtures.streams(plan, ["-": csv])).run(
                into: &sink)
            return zip(sink.rows, sink.ids).map { IdentifiedRow(row: $0, id: $1) }
        }
        let before = try rows(records)
        for _ in 0..<Int.random(in: 1...4, using: &g) {
            switch Int.random(in: 0..<3, using: &g) {
            case 0 where !records.isEmpty: records.remove(at: Int.random(in: 0..<records.count, using: &g))
            case 1 where !records.isEmpty:
                records[Int.random(in: 0..<records.count, using: &g)].amount += 1
            default:
                records.append(
                    (Int.random(in: 1...5, using: &g), "N\(records.count)", Int.random(in: 1...99, using: &g)))
            }
        }
        let after = try rows(records)
        let changes = RowChangeSet(old: before, new: after) { $0.id }
        #expect(changes.applied(to: before) == after, "seed \(seed)")
    }

    @Test func rowLinesKeepTheirTextAndNeedAnID() throws {
        let line = #"{"kind":"r","id":"r/a%2Fb/=x\"1","level":1,"band":null,"height":1,"fields":{"n":0.10,"s":"}"}}"#
        let row = try #require(RowLine(line))
        #expect(row.id == #"r/a%2Fb/=x"1"#)
        #expect(row.kind == "r")
        #expect(row.fields == #"{"n":0.10,"s":"}"}"#)
        #expect(RowLine(#"{"kind":"r","level":1}"#) == nil)
        #expect(RowLine(#"{"kind":"r","id":"x"} trailing"#) == nil)
        #expect(RowLine("[1,2]") == nil)
        // A key written twice: which value counts would depend on the reader.
        #expect(RowLine(#"{"kind":"r","id":"x","id":"y"}"#) == nil)
        #expect(RowLine(#"{"kind":"r","id":"x","fields":{},"fields":{"a":1}}"#) == nil)
        #expect(RowLine(#"{"kind":"r","id":3}"#) == nil)
    }

    /// A band that flipped, because a row was inserted or deleted before this one, is no update;
    /// anything else that differs is.
    @Test func rowLinesAreComparedWithoutTheirBands() throws {
        func line(band: String, n: Int) throws -> RowLine {
            try #require(RowLine(#"{"kind":"r","id":"r/1","level":1,"band":"# + band + #","fields":{"n":"# + "\(n)}}"))
        }
        let odd = try line(band: #""odd""#, n: 1)
        let even = try line(band: #""even""#, n: 1)
        let other = try line(band: #""even""#, n: 2)
        #expect(odd == even)
        #expect(even != other)
    }

    /// Spaces JSON ignores, as another tool writes them (`json.dumps`) or a CR LF line end, are
    /// no update; spaces inside a string are.
    @Test func rowLinesAreComparedWithoutInsignificantSpaces() throws {
        let line = #"{"kind":"r","id":"r/1","fields":{"s":"a b","n":1.50}}"#
        let spaced = try #require(RowLine(#"{"kind": "r", "id": "r/1", "fields": {"s": "a b", "n": 1.50}}  "# + "\r"))
        #expect(try #require(RowLine(line)) == spaced)
        #expect(
            try #require(RowLine(line)) != (try #require(RowLine(line.replacingOccurrences(of: "a b", with: "a  b")))))
        #expect(
            try #require(RowLine(line)) != (try #require(RowLine(line.replacingOccurrences(of: "1.50", with: "1.5")))))
        let escaped = #"{"kind":"r","id":"r/1","fields":{"s":"q\" x"}}"#
        #expect(
            try #require(RowLine(escaped))
                != (try #require(RowLine(escaped.replacingOccurrences(of: "q\\\" x", with: "q\\\"x")))))
    }
}
