import Testing

@testable import ReportGenCore

/// The next rows are built over the last ones: in their places, into their field arrays (emptied,
/// or set field by field over a row with as many fields).
@Suite struct RowListTests {
    static func build(_ list: inout RowList, kind: Int, _ fields: [Value], section: String? = nil) {
        list.startRow(kind: kind, level: 2, role: .detail, section: section)
        list.setFields(count: fields.count) { fields[$0] }
        list.endRow()
    }

    @Test func rowsAreBuiltInOrderWithTheirParts() {
        var list = RowList()
        #expect(list.isEmpty == true)
        Self.build(&list, kind: 1, [.string("a"), .int(1)], section: "s")
        Self.build(&list, kind: 2, [])
        #expect(list.count == 2)
        #expect(
            list.rows == [
                TypedRow(kind: 1, level: 2, band: nil, section: "s", role: .detail, fields: [.string("a"), .int(1)]),
                TypedRow(kind: 2, level: 2, band: nil, section: nil, role: .detail, fields: []),
            ])
    }

    @Test func aRowBuiltOverAnotherKeepsNothingOfItButItsRoom() {
        var list = RowList()
        Self.build(&list, kind: 1, [.string("old"), .int(1), .null], section: "old section")
        list.updateLast {
            $0.band = .even
            $0.explicitID = "x"
        }
        list.removeAll()
        #expect(list.isEmpty == true)
        Self.build(&list, kind: 3, [.int(9)])
        #expect(list.rows == [TypedRow(kind: 3, level: 2, band: nil, section: nil, role: .detail, fields: [.int(9)])])
        #expect(list.count == 1)
        var visited = 0
        list.forEachRow(in: 0..<list.count) { row in
            visited += 1
            #expect(row.fields.capacity >= 3, "the old row's array holds the new fields")
        }
        #expect(visited == 1)
    }

    @Test func aRowStartedAndNotEndedIsLeftOut() {
        var list = RowList()
        Self.build(&list, kind: 1, [.int(1)])
        list.startRow(kind: 2, level: 1, role: .header, section: nil)
        var asked: [Int] = []
        list.setFields(count: 2) { index in
            asked.append(index)
            return index == 0 ? .string("half") : nil
        }
        #expect(asked == [0, 1])
        #expect(list.count == 1)
        #expect(list.rows.map(\.kind) == [1])
        Self.build(&list, kind: 4, [.int(4)])
        #expect(list.rows.map(\.fields) == [[.int(1)], [.int(4)]], "the next row is built over it")
    }

    /// A field that fails stops the fields after it, over a row with as many fields as over one
    /// with another count; the row left out, the next one is built whole over it.
    @Test func aFieldThatFailsStopsTheRest() {
        for before in [[Value.int(1), .int(2), .int(3)], [.int(1)]] {
            var list = RowList()
            Self.build(&list, kind: 1, before)
            list.removeAll()
            list.startRow(kind: 1, level: 2, role: .detail, section: nil)
            var asked: [Int] = []
            list.setFields(count: 3) { index in
                asked.append(index)
                return index == 1 ? nil : .string("f\(index)")
            }
            #expect(asked == [0, 1], "\(before)")
            #expect(list.isEmpty == true)
            Self.build(&list, kind: 1, [.string("x"), .null, .int(9)])
            #expect(list.rows.map(\.fields) == [[.string("x"), .null, .int(9)]])
        }
    }

    @Test func aCopyOfARowKeepsItsFieldsWhenTheListBuildsOverIt() {
        var list = RowList()
        Self.build(&list, kind: 1, [.string("held"), .int(7)])
        let held = list.rows[0]
        list.removeAll()
        Self.build(&list, kind: 1, [.string("next")])
        #expect(held.fields == [.string("held"), .int(7)])
        #expect(list.rows[0].fields == [.string("next")])
    }

    /// A row built over one with as many fields sets them in place (its array, not another); one
    /// over a row with more or fewer fields gets exactly its own.
    @Test func aRowBuiltOverAnotherHasExactlyItsOwnFields() {
        var list = RowList()
        Self.build(&list, kind: 1, [.string("a"), .int(1)])
        list.removeAll()
        Self.build(&list, kind: 1, [.string("b"), .int(2)])
        #expect(list.rows.map(\.fields) == [[.string("b"), .int(2)]])
        list.removeAll()
        Self.build(&list, kind: 2, [.int(3)])
        #expect(list.rows.map(\.fields) == [[.int(3)]])
        list.removeAll()
        Self.build(&list, kind: 3, [.null, .string("c"), .int(4)])
        #expect(list.rows.map(\.fields) == [[.null, .string("c"), .int(4)]])
        list.removeAll()
        Self.build(&list, kind: 4, [])
        Self.build(&list, kind: 5, [.int(5)])
        #expect(list.rows.map(\.fields) == [[], [.int(5)]])
    }
}
