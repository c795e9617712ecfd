import Testing

@testable import ReportGenCore

@Suite struct ColumnGridTests {
    typealias Field = RowKind.Field

    func kind(_ name: String, _ fields: [Field]) -> RowKind {
        RowKind(name: name, height: FixedDecimal(1), band: .none, fields: fields)
    }

    func field(_ name: String, _ type: ValueType, column: Int? = nil) -> Field {
        Field(name: name, type: type, places: nil, pattern: nil, column: column)
    }

    func describe(_ grid: ColumnGrid) -> [String] {
        grid.cells.map { cells in
            cells.map { c in
                "\(c.column)+\(c.span):\(c.fields.map(String.init).joined(separator: ","))"
                    + "\(c.label.map { "'\($0)'" } ?? "")\(c.isNumeric ? "#" : "")/\(c.alignment)"
            }.joined(separator: " ")
        }
    }

    @Test func fieldsGoToTheirColumnsAndTheFirstTextSpansEmptyOnes() throws {
        let columns = [
            Column(name: "label", title: "Month", width: FixedDecimal(4), align: nil),
            Column(name: "note", title: nil, width: FixedDecimal(1), align: nil),
            Column(name: "count", title: "Days", width: FixedDecimal(1), align: .center),
            Column(name: "avg", title: "Mean", width: FixedDecimal(1), align: nil),
        ]
        let kinds = [
            kind(
                "r",
                [
                    field("title", .string, column: 0), field("count", .int, column: 2),
                    field("avg", .decimal, column: 3),
                ]),
            kind(
                "d",
                [
                    field("n", .int, column: 3), field("label", .string, column: 0), field("note", .string, column: 1),
                    field("extra", .string),
                ]),
            kind("t", [field("text", .string), field("total", .decimal), field("sum", .int)]),
            kind("e", []),
            // The language's own example: `title` has no column of its name, and keeps the flow.
            kind("m", [field("title", .string), field("count", .int, column: 2), field("avg", .decimal, column: 3)]),
            kind("s", [field("label", .string, column: 0), field("extra", .int)]),
        ]
        let grid = ColumnGrid(kinds: kinds, columns: columns)
        #expect(
            describe(grid) == [
                "0+2:0/left 2+1:1#/center 3+1:2#/right",
                // `extra` has no column: text, it takes the leftmost column the kind leaves free.
                "0+1:1/left 1+1:2/left 2+1:3/center 3+1:0#/right",
                "0+2:0/left 2+1:1#/center 3+1:2#/right",  // no field in a column: the flow
                "",
                "0+2:0/left 2+1:1#/center 3+1:2#/right",  // text left, spanning the empty `note`
                "0+3:0/left 3+1:1#/right",  // a number without a column: the rightmost free one, typed
            ])
        #expect(grid.isDeclared)
        #expect(grid.hasTitles)
        #expect((0..<4).map { grid.alignment(ofColumn: $0, kinds: kinds) } == [.left, .left, .center, .right])
        #expect(grid.widths(total: 72) == [41, 11, 10, 10])  // in proportion: 41.1, 10.3, 10.3, 10.3
        // A floor taken from the widest: 4:1:1:1 of 20 is 11.4, 2.9, 2.9, 2.9, each at least 4.
        #expect(grid.widths(total: 20, minimum: 4) == [8, 4, 4, 4])
        #expect(grid.widths(total: 10, minimum: 3) == [3, 3, 3, 3])
    }

    /// A kind's own `align` wins over its column's, which wins over the report-wide row style's.
    @Test func aKindsOwnAlignWinsOverItsColumnsWhichWinsOverTheReports() throws {
        let columns = [
            Column(name: "label", title: nil, width: FixedDecimal(3), align: .left),
            Column(name: "amount", title: nil, width: FixedDecimal(1), align: .right),
        ]
        var own = kind("own", [field("label", .string, column: 0), field("amount", .decimal, column: 1)])
        own.style = RowStyle(align: .center, ownAlign: .center)
        var inherited = kind("inherited", [field("label", .string, column: 0), field("amount", .decimal, column: 1)])
        inherited.style = RowStyle(align: .center, ownAlign: nil)
        var free = kind("free", [field("label", .string), field("amount", .decimal)])
        free.style = RowStyle(align: .center, ownAlign: nil)
        let grid = ColumnGrid(kinds: [own, inherited, free], columns: columns)
        #expect(
            describe(grid) == [
                "0+1:0/center 1+1:1#/center",
                "0+1:0/left 1+1:1#/right",
                "0+1:0/left 1+1:1#/right",
            ])
    }

    @Test func withoutColumnsTheGridFollowsTheFlow() throws {
        let kinds = [
            kind("r", [field("date", .date), field("what", .string), field("amount", .decimal)]),
            kind("h", [field("title", .string)]),
            kind("t", [field("count", .int), field("total", .decimal)]),
        ]
        let grid = ColumnGrid(kinds: kinds, columns: [])
        #expect(grid.columns.map(\.name) == ["text1", "text2", "number1", "number2"])
        #expect(!grid.isDeclared)
        #expect(!grid.hasTitles)
        #expect(
            describe(grid) == [
                "0+1:0/left 1+1:1/left 3+1:2#/right",  // only the first text field spans
                "0+4:0/left",
                "0+2:'Count  Total'/left 2+1:0#/right 3+1:1#/right",
            ])
        let sixths: [Double] = [2, 2, 1, 1].map { $0 / 6 }
        #expect(grid.shares == sixths)
    }
}
