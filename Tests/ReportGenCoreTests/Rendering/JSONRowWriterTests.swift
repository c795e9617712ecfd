import Testing

@testable import ReportGenCore

/// The JSON writer's rows from their constant pieces: every part of a row where it belongs,
/// whatever the row's level, band, section, id and fields.
@Suite struct JSONRowWriterTests {
    static let kinds = [
        RowKind(
            name: "detail", height: FixedDecimal(18), band: .none,
            fields: [
                RowKind.Field(name: "text", type: .string, places: nil, pattern: nil),
                RowKind.Field(name: "amount", type: .decimal, places: 2, pattern: nil),
            ]),
        RowKind(name: "rule", height: FixedDecimal(1), band: .none, fields: []),
    ]

    /// The rows written by one writer made for `levels` group levels, one per line, after
    /// `events`.
    static func lines(_ rows: [TypedRow], after events: [GroupEvent] = [], levels: Int = 2) -> [String] {
        var bytes: [UInt8] = []
        var out = OutputBuffer { bytes += $0 }
        var writer = JSONText.RowWriter(kinds, groupLevels: levels, ending: "\n")
        for event in events { writer.follow(event) }
        for row in rows { writer.append(row, to: &out) }
        return String(decoding: out.bytes, as: UTF8.self).split(separator: "\n").map(String.init)
    }

    static func detail(level: Int = 2, band: Band? = .odd, section: String? = nil, fields: [Value]) -> TypedRow {
        TypedRow(kind: 0, level: level, band: band, section: section, fields: fields)
    }

    @Test func aRowIsItsHeadPathOrdinalMiddleAndFields() throws {
        let row = Self.detail(fields: [.string("Tim \"H\""), .decimal(FixedDecimal(unchecked: 1234, scale: 2))])
        let day = Value.date(try #require(CivilDate(year: 2024, month: 1, day: 2)))
        let lines = Self.lines(
            [row, row, row], after: [.opened(level: 1, key: .string("A")), .opened(level: 2, key: day)])
        #expect(
            lines.last
                == #"{"kind":"detail","id":"detail/A/2024-01-02/3","level":2,"band":"odd","height":18,"fields":{"text":"Tim \"H\"","amount":12.34}}"#
        )
    }

    /// A key that needs escaping in a JSON string is written escaped in the id.
    @Test func aKeyIsEscapedInTheID() {
        let lines = Self.lines(
            [Self.detail(level: 1, fields: [])], after: [.opened(level: 1, key: .string("a\"b/c"))])
        #expect(
            lines == [
                #"{"kind":"detail","id":"detail/a\"b%2Fc/1","level":1,"band":"odd","height":18,"fields":{"text":null,"amount":null}}"#
            ])
    }

    /// Middle pieces are made for the levels the writer was made for; a deeper row's are made
    /// when it comes, and the rows before and after it keep theirs.
    @Test func aLevelBeyondThoseMadeAtFirstIsMadeWhenARowNeedsIt() {
        let rows = [
            Self.detail(level: 0, band: nil, fields: [.string("a"), .null]),
            Self.detail(level: 7, band: .even, fields: [.string("b"), .null]),
            Self.detail(level: 1, band: .odd, fields: [.string("c"), .null]),
        ]
        #expect(
            Self.lines(rows, levels: 0) == [
                #"{"kind":"detail","id":"detail/1","level":0,"band":null,"height":18,"fields":{"text":"a","amount":null}}"#,
                #"{"kind":"detail","id":"detail/2","level":7,"band":"even","height":18,"fields":{"text":"b","amount":null}}"#,
                #"{"kind":"detail","id":"detail/3","level":1,"band":"odd","height":18,"fields":{"text":"c","amount":null}}"#,
            ])
    }

    /// A section goes between the height and the fields; an explicit id replaces the ordinal; a
    /// row with fewer fields than its kind shows null for the others; a kind without fields
    /// shows none.
    @Test func sectionsIDsMissingFieldsAndKindsWithoutFields() {
        let withSection = Self.detail(section: "S/1", fields: [.string("x"), .decimal(FixedDecimal(5))])
        var withID = Self.detail(fields: [.string("y")])
        withID.explicitID = "T/1"
        let rule = TypedRow(kind: 1, level: 0, band: nil, section: nil, fields: [])
        #expect(
            Self.lines([withSection, withID, rule], after: [.opened(level: 1, key: .string("A"))]) == [
                #"{"kind":"detail","id":"detail/A/1","level":2,"band":"odd","height":18,"section":"S/1","fields":{"text":"x","amount":5.00}}"#,
                #"{"kind":"detail","id":"detail/A/=T%2F1","level":2,"band":"odd","height":18,"fields":{"text":"y","amount":null}}"#,
                #"{"kind":"rule","id":"rule/1","level":0,"band":null,"height":1,"fields":{}}"#,
            ])
    }

    /// A row lent to the writer comes back as it was, its fields where they were; a row whose
    /// fields another row shares leaves that row's alone; a row without fields stays without.
    @Test func aLentRowComesBackAsItWas() {
        var bytes: [UInt8] = []
        var out = OutputBuffer { bytes += $0 }
        var writer = JSONText.RowWriter(Self.kinds, groupLevels: 2, ending: "\n")
        let text = String(repeating: "long text ", count: 4)
        var row = Self.detail(fields: [.string(text), .decimal(FixedDecimal(unchecked: 705, scale: 2))])
        let kept = row
        writer.append(lending: &row, to: &out)
        #expect(row == kept)
        row.fields.withUnsafeBufferPointer { fields in
            kept.fields.withUnsafeBufferPointer { keptFields in
                #expect(fields.baseAddress != keptFields.baseAddress, "the shared array was copied, not changed")
            }
        }
        var rule = TypedRow(kind: 1, level: 0, band: nil, section: nil, fields: [])
        writer.append(lending: &rule, to: &out)
        #expect(rule.fields.isEmpty)
        #expect(
            String(decoding: out.bytes, as: UTF8.self).split(separator: "\n").map(String.init) == [
                #"{"kind":"detail","id":"detail/1","level":2,"band":"odd","height":18,"fields":{"text":"\#(text)","amount":7.05}}"#,
                #"{"kind":"rule","id":"rule/1","level":0,"band":null,"height":1,"fields":{}}"#,
            ])
    }
}
