import Foundation
import ReportGenCore
import Testing

/// The enum `reportgen codegen swift` generates meets the engine: `Generated/AwkwardRow.swift`
/// (generated from `codegen-awkward-names.yaml`, every field type, names Swift reserves) compiles
/// in this target, which is in Swift 6 mode with `InternalImportsByDefault`, and each row of a run
/// made by `init?(_ row: ReportRow)` equals the same row decoded from the run's ndjson line.
@Suite struct GeneratedRowTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("reportgenTests/Fixtures")

    @Test func rowsFromTheEngineEqualRowsDecodedFromNDJSON() throws {
        let report = try Report(contentsOf: Self.fixtures.appendingPathComponent("codegen-awkward-names.yaml"))
        let input = ReportSource.file(Self.fixtures.appendingPathComponent("codegen-awkward-names.csv"))
        let rows = try report.rows(input: input)
        var bytes: [UInt8] = []
        _ = try report.render(.ndjson, input: input) { bytes += $0 }
        let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n")
        #expect(rows.count == 10)
        #expect(lines.count == rows.count)
        for (row, line) in zip(rows, lines) {
            let decoded = try JSONDecoder().decode(AwkwardRow.Placed.self, from: Data(line.utf8))
            #expect(AwkwardRow.Placed(row) == decoded, "\(line)")
        }
        // Every type, as the app sees it: text, Int, Decimal, dates as the ndjson spells them, Bool.
        let first = try #require(rows.first.flatMap(AwkwardRow.init))
        guard case .super(let text, let number, let amount, let day, let instant, let flag) = first else {
            Issue.record("the first row is \(first)")
            return
        }
        #expect(text == "x1" && number == 1 && amount == Decimal(string: "0.10") && flag == true)
        #expect(day == "2024-02-29" && instant == "2024-02-29T18:29:59.123Z")
        #expect(first.reuseIdentifier == "super")
    }

    /// A kind the enum does not have (the layout changed since the code was generated) is `nil`,
    /// never another case.
    @Test func aKindTheEnumLacksIsNil() throws {
        let report = try Report(
            yaml: """
                layout: 1
                input: { fields: { n: int } }
                rows: { added: { height: 10, fields: { n: int } } }
                report: { detail: [ { row: added, n: n } ] }
                """)
        let row = try #require(try report.rows(input: .records([["n": .int(1)]])).first)
        #expect(AwkwardRow(row) == nil)
        #expect(AwkwardRow.Placed(row) == nil)
    }
}
