import Testing

@testable import ReportGenCore

/// Field arrays move from delivered rows to the next rows, emptied, their storage kept; the rows
/// are emptied for the next ones.
@Suite struct SpareFieldArraysTests {
    static func row(_ fields: [Value]) -> TypedRow {
        TypedRow(kind: 0, level: 1, band: nil, section: nil, fields: fields)
    }

    /// Four values in room for forty, held by nothing else.
    static func wide() -> [Value] {
        var values: [Value] = [.string("a"), .int(1), .null, .decimal(.zero)]
        values.reserveCapacity(40)
        return values
    }

    @Test func keptArraysComeBackEmptyWithTheirRoomLastKeptFirst() {
        var spares = SpareFieldArrays()
        #expect(spares.take().capacity == 0, "nothing kept yet")
        var rows = [Self.row([.string("x")]), Self.row([]), Self.row(Self.wide())]
        let room = rows.capacity
        spares.recycle(&rows)
        #expect(rows.isEmpty)
        #expect(rows.capacity == room)
        // An array without room is not worth keeping.
        let first = spares.take()
        #expect(first.isEmpty)
        #expect(first.capacity >= 40)
        let second = spares.take()
        #expect(second.isEmpty)
        #expect(second.capacity >= 1)
        #expect(spares.take().capacity == 0)
    }

    @Test func anArrayARowCopyStillHoldsIsLeftAsItIs() {
        var spares = SpareFieldArrays()
        let kept = Self.row([.string("held"), .int(7)])
        var rows = [kept]
        spares.recycle(&rows)
        #expect(kept.fields == [.string("held"), .int(7)])
        #expect(spares.take().isEmpty)
    }

    @Test func atMostThirtyTwoAreKept() {
        var spares = SpareFieldArrays()
        var rows = (0..<40).map { Self.row([.int(Int64($0))]) }
        spares.recycle(&rows)
        #expect(rows.isEmpty, "the rows after the limit are destroyed with their fields")
        var taken = 0
        while spares.take().capacity > 0 { taken += 1 }
        #expect(taken == 32)
    }
}
