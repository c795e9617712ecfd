import Testing

@testable import ReportGenCore

/// Ids spelled from the group events and the rows, in the order a sink receives them.
@Suite struct RowIdentitiesTests {
    static let kinds = ["head", "item", "foot"]

    static func row(_ kind: Int, level: Int, id explicit: String? = nil) -> TypedRow {
        var row = TypedRow(kind: kind, level: level, band: nil, section: nil, fields: [])
        if let explicit { row.explicitID = explicit }
        return row
    }

    static func day(_ d: Int) throws -> Value {
        .date(try #require(CivilDate(year: 2016, month: 4, day: d)))
    }

    @Test func aGroupsKeyFollowsItsParentsAndRowsCountByKindAndLevel() throws {
        var ids = RowIdentities(levels: 2, kinds: Self.kinds)
        var spelled: [String] = []
        func take(_ row: TypedRow) { spelled.append(ids.id(of: row).description) }
        take(Self.row(0, level: 0))
        ids.follow(.opened(level: 1, key: .string("a/b%")))
        take(Self.row(0, level: 1))
        ids.follow(.opened(level: 2, key: try Self.day(1)))
        take(Self.row(0, level: 2))
        take(Self.row(1, level: 3))
        take(Self.row(1, level: 3, id: "T/1"))
        take(Self.row(1, level: 3))
        ids.follow(.closed(level: 2))
        ids.follow(.opened(level: 2, key: try Self.day(2)))
        take(Self.row(1, level: 3))
        take(Self.row(2, level: 2))
        ids.follow(.closed(level: 2))
        take(Self.row(2, level: 1))
        ids.follow(.closed(level: 1))
        ids.follow(.opened(level: 1, key: .string("c")))
        take(Self.row(0, level: 1))
        take(Self.row(2, level: 0))
        #expect(
            spelled == [
                "head/1", "head/a%2Fb%25/1", "head/a%2Fb%25/2016-04-01/1",
                "item/a%2Fb%25/2016-04-01/1", "item/a%2Fb%25/2016-04-01/=T%2F1", "item/a%2Fb%25/2016-04-01/2",
                "item/a%2Fb%25/2016-04-02/1", "foot/a%2Fb%25/2016-04-02/1", "foot/a%2Fb%25/1",
                "head/c/1", "foot/1",
            ])
    }

    /// A group that opens starts the levels inside it again too: a row of a deeper level that
    /// comes before its own group opens has its parent's path and a count of its own.
    @Test func anOuterGroupStartsTheLevelsInsideIt() throws {
        var ids = RowIdentities(levels: 2, kinds: Self.kinds)
        ids.follow(.opened(level: 1, key: .string("a")))
        ids.follow(.opened(level: 2, key: .int(7)))
        #expect(ids.id(of: Self.row(1, level: 3)).description == "item/a/7/1")
        ids.follow(.opened(level: 1, key: .string("b")))
        #expect(ids.id(of: Self.row(1, level: 3)).description == "item/b/1")
        #expect(ids.id(of: Self.row(1, level: 2)).description == "item/b/2")
    }

    /// For JSON, the path is escaped for a string as well (after the id's own escaping); a
    /// date is written as it stands; a null key is empty. Each level's prefix ends with the `/`
    /// before the ordinal.
    @Test func theJSONSpellingEscapesThePathForAString() throws {
        var ids = RowIdentities(levels: 3, kinds: Self.kinds, spelling: .json)
        ids.follow(.opened(level: 1, key: .string("say \"hi\"/\\")))
        ids.follow(.opened(level: 2, key: try Self.day(9)))
        ids.follow(.opened(level: 3, key: .null))
        let path = ids.path.withUnsafeBytes(from: 0, to: ids.pathEnd(level: 3)) {
            String(decoding: $0, as: UTF8.self)
        }
        #expect(path == #"/say \"hi\"%2F\\/2016-04-09//"#)
        #expect(ids.pathEnd(level: 1) == #"/say \"hi\"%2F\\/"#.utf8.count)
        #expect(ids.pathEnd(level: 0) == 1)
    }

    /// A key longer than any room kept for it, and events for levels the report does not have
    /// (which change nothing).
    @Test func longKeysAndLevelsOutOfRange() {
        var ids = RowIdentities(levels: 1, kinds: Self.kinds)
        let long = String(repeating: "a/", count: 200)
        ids.follow(.opened(level: 1, key: .string(long)))
        ids.follow(.opened(level: 2, key: .string("x")))
        ids.follow(.opened(level: 0, key: .string("y")))
        ids.follow(.opened(level: -1, key: .string("z")))
        #expect(ids.id(of: Self.row(1, level: 2)).path == "/" + String(repeating: "a%2F", count: 200))
        #expect(ids.id(of: Self.row(1, level: 9)).description.hasSuffix("%2F/2"))
        #expect(ids.id(of: Self.row(1, level: -3)).description == "item/1")
        #expect(ids.id(of: Self.row(5, level: 0)).description == "/0", "a kind the report does not have")
    }

    /// A date key with a year of more than four digits is spelled as its text, as any other.
    @Test func aDateBeyondYear9999IsSpelledAsItsText() throws {
        var ids = RowIdentities(levels: 1, kinds: Self.kinds, spelling: .json)
        let date = try #require(CivilDate(year: 10_000, month: 1, day: 2))
        ids.follow(.opened(level: 1, key: .date(date)))
        let path = ids.path.withUnsafeBytes(from: 0, to: ids.pathEnd(level: 1)) { String(decoding: $0, as: UTF8.self) }
        #expect(path == "/10000-01-02/")
    }

    /// The path strings handed out are made once a group, and change with it.
    @Test func aPathStringChangesWithItsGroup() {
        var ids = RowIdentities(levels: 1, kinds: Self.kinds)
        ids.follow(.opened(level: 1, key: .string("a")))
        #expect(ids.id(of: Self.row(0, level: 1)).path == "/a")
        #expect(ids.id(of: Self.row(1, level: 1)).path == "/a")
        ids.follow(.opened(level: 1, key: .string("b")))
        #expect(ids.id(of: Self.row(0, level: 1)).path == "/b")
    }
}
