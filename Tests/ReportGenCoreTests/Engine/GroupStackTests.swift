import Testing

@testable import ReportGenCore

@Suite struct GroupStackTests {
    static let place = DataPlace(path: "d.csv", line: 7, countsRows: false)

    @Test func aRecordBreaksAtTheOutermostLevelWhoseKeyDiffers() {
        var groups = GroupStack(levels: 3, keyIsOrdered: [false, false, false])
        #expect(groups.breakLevel(for: [.int(1), .int(2), .int(3)]) == 0)
        groups.open(level: 0, key: .int(1))
        groups.open(level: 1, key: .int(2))
        #expect(groups.breakLevel(for: [.int(1), .int(2), .int(3)]) == 2, "level 2 is not open")
        groups.open(level: 2, key: .int(3))
        #expect(groups.breakLevel(for: [.int(1), .int(2), .int(3)]) == 3)
        #expect(groups.breakLevel(for: [.int(1), .int(9), .int(3)]) == 1)
        #expect(groups.openCount == 3)
    }

    @Test func closedKeysAreRememberedUnderTheirOuterGroupOnly() {
        var groups = GroupStack(levels: 2, keyIsOrdered: [false, false])
        groups.open(level: 0, key: .string("VC"))
        groups.open(level: 1, key: .string("L"))
        groups.closeInnermost(at: Self.place)
        #expect(groups.closedPlace(of: .string("L"), level: 1) == Self.place)
        #expect(groups.closedPlace(of: .string("M"), level: 1) == nil)
        groups.closeInnermost(at: Self.place)
        #expect(groups.openCount == 0)
        // A new outer group: `L` under `OJ` is a new group.
        groups.open(level: 0, key: .string("OJ"))
        #expect(groups.closedPlace(of: .string("L"), level: 1) == nil)
        #expect(groups.closedPlace(of: .string("VC"), level: 0) == Self.place)
    }

    @Test func aLevelTheOrderCheckCoversKeepsNoClosedKeys() {
        var groups = GroupStack(levels: 1, keyIsOrdered: [true])
        groups.open(level: 0, key: .int(1))
        groups.closeInnermost(at: Self.place)
        #expect(groups.closedPlace(of: .int(1), level: 0) == nil)
    }
}
