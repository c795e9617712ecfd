import Foundation
import Testing

@testable import ReportGenCore

/// Every item held reads back from disk equal to what was written.
@Suite struct HeldSpillTests {
    static let values: [Value] = [
        .null, .bool(true), .bool(false), .int(0), .int(.min), .int(.max),
        .decimal(FixedDecimal(unchecked: 12_345, scale: 2)),
        .decimal(FixedDecimal(unchecked: .max, scale: 30)),
        .decimal(FixedDecimal(unchecked: -Signed128.max, scale: 0)),
        .decimal(FixedDecimal(unchecked: .min, scale: 3)),
        .decimal(FixedDecimal(unchecked: -1, scale: 7)),
        .string(""), .string("Grüße, 東京 🏦"), .string(String(repeating: "x", count: 70_000)),
        .date(CivilDate(daysSinceEpoch: -719_162)), .date(CivilDate(daysSinceEpoch: 2_932_896)),
        .datetime(Timestamp(seconds: -62_135_596_800, nanoseconds: 999_999_999, utcOffset: -50_400)),
        .datetime(Timestamp(seconds: 1_700_000_000, nanoseconds: 1, utcOffset: nil)),
    ]

    static func items() -> [HeldOutput.Item] {
        var withExtras = TypedRow(kind: 3, level: 200, band: .even, section: "Large", role: .footer, fields: values)
        withExtras.explicitID = "id-1"
        withExtras.continuation = [.bool(true), .string("(continued)")]
        withExtras.origin = RowOrigin(source: "posted", path: "data/posted.csv", line: 1_000_014)
        var fromInput = TypedRow(kind: 1, level: 1, band: nil, section: nil, fields: [.int(7)])
        fromInput.origin = RowOrigin(source: nil, path: "records", line: 3)
        var fromQuery = TypedRow(kind: 1, level: 1, band: nil, section: nil, fields: [])
        fromQuery.origin = RowOrigin(source: "db", path: "source 'db'", line: 9, countsRows: true)
        return [
            .placeholder,
            .row(TypedRow(kind: 0, level: 0, band: nil, section: nil, role: .header, fields: [])),
            .row(withExtras),
            .row(fromInput),
            .rows([fromQuery, fromInput]),
            .rows([withExtras, TypedRow(kind: 1, level: 2, band: .odd, section: nil, role: .empty, fields: [.null])]),
            .event(.opened(level: 1, key: .string("k"))),
            .event(.opened(level: 300, key: .date(CivilDate(daysSinceEpoch: 3)))),
            .event(.closed(level: 1)),
        ]
    }

    static func same(_ a: HeldOutput.Item, _ b: HeldOutput.Item) -> Bool {
        switch (a, b) {
        case (.placeholder, .placeholder): return true
        // A row's origin is not part of its equality, and must read back too.
        case (.row(let x), .row(let y)): return x == y && x.origin == y.origin
        case (.rows(let x), .rows(let y)): return x == y && x.map(\.origin) == y.map(\.origin)
        case (.event(let x), .event(let y)): return x == y
        default: return false
        }
    }

    @Test func everyItemReadsBackEqual() throws {
        let spill = try HeldSpill(diskLimit: 1 << 30)
        let written = Array(repeating: Self.items(), count: 40).joined()
        for item in written { try spill.append(item) }
        var read: [HeldOutput.Item] = []
        try spill.readBack(firstIndex: 0) { read.append($0) }
        #expect(read.count == written.count)
        #expect(zip(read, written).allSatisfy { Self.same($0, $1) })
        // Empty again afterwards, ready for the next hold.
        var again = 0
        try spill.readBack(firstIndex: 0) { _ in again += 1 }
        #expect(again == 0)
    }

    @Test func aFilledPlaceholderReadsBackAsItsRows() throws {
        let spill = try HeldSpill(diskLimit: 1 << 30)
        let rows = [TypedRow(kind: 2, level: 1, band: nil, section: nil, role: .header, fields: [.int(42)])]
        try spill.append(.event(.closed(level: 1)))
        try spill.append(.placeholder)
        try spill.append(.placeholder)
        try spill.fill(placeholder: 12, with: rows)
        var read: [HeldOutput.Item] = []
        try spill.readBack(firstIndex: 10) { read.append($0) }
        #expect(read.count == 3)
        #expect(Self.same(read[0], .event(.closed(level: 1))))
        #expect(Self.same(read[1], .placeholder))
        #expect(Self.same(read[2], .rows(rows)))
    }

    @Test func aDamagedItemIsAnErrorNotACrash() throws {
        var bytes: [UInt8] = []
        HeldItemCoding.append(Self.items()[2], to: &bytes)
        for cut in stride(from: 0, to: bytes.count, by: 7) {
            var reader = HeldItemCoding.Reader(bytes: bytes, position: 0, end: cut)
            #expect(throws: HeldSpill.Failure.self) { _ = try reader.item() }
        }
        var reader = HeldItemCoding.Reader(bytes: [99], position: 0, end: 1)
        #expect(throws: HeldSpill.Failure.self) { _ = try reader.item() }
    }
}
