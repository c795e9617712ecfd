import Testing

@testable import ReportGenCore

/// The next rows are built over the last ones: in their places, into their field arrays (emptied,
/// or set field by field over a row with as many fields).
@Suite struct RowListTests {
    static func build(_ list: inout RowList, kind: Int, _ fields: [Value], section: String? = nil) {
        list.startRow(kind: kind, level: 2, role: .detail, section: section, fieldCount: fields.count)
        for (index, field) in fields.enumerated() { list.setField(index, field) }
        list.endRow()
    }

    @Test func rowsAreBuiltInOrderWithTheirParts() {
        var list = RowList()
        #expect(list.isEmpty)
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
            $0.ordinal = 7
            $0.explicitID = "x"
        }
        list.removeAll()
        #expect(list.isEmpty)
        Self.build(&list, kind: 3, [.int(9)])
        #expect(list.rows == [TypedRow(kind: 3, level: 2, band: nil, section: nil, role: .detail, fields: [.int(9)])])
        list.withRows { rows in
            #expect(rows.count == 1)
            #expect(rows[0].fields.capacity >= 3, "the old row's array holds the new fields")
        }
    }

    @Test func aRowStartedAndNotEndedIsLeftOut() {
        var list = RowList()
        Self.build(&list, kind: 1, [.int(1)])
        list.startRow(kind: 2, level: 1, role: .header, section: nil, fieldCount: 2)
        list.setField(0, .string("half"))
        #expect(list.count == 1)
        #expect(list.rows.map(\.kind) == [1])
        Self.build(&list, kind: 4, [.int(4)])
        #expect(list.rows.map(\.fields) == [[.int(1)], [.int(4)]], "the next row is built over it")
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
