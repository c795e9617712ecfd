import Testing

@testable import ReportGenCore

@Suite struct GroupStackTests {
    static let place = ClosedKeys.Place(source: 1, line: 7)

    @Test func aRecordContinuesTheOpenGroupsWithItsKeysOnly() {
        var groups = GroupStack(levels: 3, keyIsOrdered: [false, false, false])
        #expect(groups.continues(level: 0, key: .int(1)) == false, "no level is open")
        groups.open(level: 0, key: .int(1))
        groups.open(level: 1, key: .date(CivilDate(daysSinceEpoch: 10)))
        #expect(groups.continues(level: 0, key: .int(1)) == true)
        #expect(groups.continues(level: 0, key: .int(2)) == false)
        #expect(groups.continues(level: 1, key: .date(CivilDate(daysSinceEpoch: 10))) == true)
        #expect(groups.continues(level: 1, key: .date(CivilDate(daysSinceEpoch: 11))) == false)
        #expect(groups.continues(level: 2, key: .int(3)) == false, "level 2 is not open")
        groups.open(level: 2, key: .decimal(FixedDecimal(3)))
        #expect(groups.continues(level: 2, key: .int(3)) == true, "numbers are one key by value")
        #expect(groups.continues(level: 2, key: .string("3")) == false)
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
