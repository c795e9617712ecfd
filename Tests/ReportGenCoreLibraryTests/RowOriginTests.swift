import Foundation
import ReportGenCore
import Testing

/// A detail row names the source and line of its record, as a record error would; in-memory
/// records are named by their place in the array, 1 first, in errors and origins alike.
@Suite struct RowOriginTests {
    static let twoSources = """
        layout: 1
        input:
          fields: { n: int, what: string }
          sorted_by: [n]
        sources:
          - { name: file, title: File }
          - { name: memory, title: Memory }
        rows:
          head: { height: 1, fields: { title: string, total: int } }
          item: { height: 1, fields: { what: string, n: int } }
          total: { height: 1, fields: { total: int } }
        report:
          groups:
            - by: source
              header: [ { row: head, title: "{source.title}", total: "sum(n)" } ]
          detail: [ { row: item, what: "{what}", n: n } ]
          footer: [ { row: total, total: "sum(n)" } ]
        """

    @Test func detailRowsNameTheirSourceAndLine() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("origin-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("file.csv")
        // A comment-free CSV: its header is line 1, so the records are lines 2 and 4 (3 is blank).
        try "n,what\n1,Tea\n\n2,Cake\n".write(to: file, atomically: false, encoding: .utf8)
        let report = try Report(yaml: Self.twoSources)
        let sources: [String: ReportSource] = [
            "file": .file(file), "memory": .records([["n": .int(5), "what": "Pie"], ["n": .int(6), "what": "Bun"]]),
        ]
        let rows = try report.rows(sources: sources)
        let origins = rows.map { row in row.origin.map { "\($0.source ?? "-") \($0)" } ?? "\(row.kind): none" }
        #expect(
            origins == [
                "head: none", "file \(file.path):2", "file \(file.path):4",
                "head: none", "memory memory:1", "memory memory:2", "total: none",
            ])
        let pie = try #require(rows.first { $0.string("what") == "Pie" }?.origin)
        #expect(pie.source == "memory" && pie.path == "memory" && pie.line == 1)
        // The stream gives the same origins: held behind the header's sum, rows keep theirs.
        var streamed: [RowOrigin?] = []
        for try await row in report.stream(sources: sources) { streamed.append(row.origin) }
        #expect(streamed == rows.map(\.origin))
    }

    @Test func inMemoryRecordsAreNamedByTheirPlace() throws {
        let report = try Report(yaml: LibraryTests.layout)
        let records: [[String: Value]] = [
            ["day": "2024-03-01", "what": "Tea", "amount": "2.50"],
            ["day": "2024-03-02", "what": "Cake", "amount": "4"],
        ]
        let fromRecords = try report.rows(input: .records(records))
        #expect(fromRecords.compactMap { $0.origin?.description } == ["records:1", "records:2"])
        #expect(fromRecords.compactMap(\.origin).allSatisfy { $0.source == nil })

        struct Spend: Encodable {
            let day: String
            let what: String
            let amount: String
        }
        let values = [
            Spend(day: "2024-03-01", what: "Tea", amount: "2.50"), Spend(day: "2024-03-02", what: "Cake", amount: "4"),
        ]
        let pretty = JSONEncoder()
        pretty.outputFormatting = [.prettyPrinted, .sortedKeys]
        for encoder in [JSONEncoder(), pretty] {
            let rows = try report.rows(input: try .encoding(values, encoder: encoder))
            #expect(rows.compactMap { $0.origin?.description } == ["records:1", "records:2"])
            // The origin is not part of a row's equality: the same values make the same rows.
            #expect(rows == fromRecords)
            // An error names the record's place too, over however many lines the encoder writes.
            let bad = values + [Spend(day: "2024-03-0x", what: "Pie", amount: "1")]
            #expect {
                _ = try report.rows(input: try .encoding(bad, encoder: encoder))
            } throws: { error in
                "\(error)".hasPrefix("records:3: field 'day'")
            }
        }
    }

    /// The engine's own errors (here `sorted_by`) name an in-memory record as its reader does.
    @Test func theEnginesErrorsNameARecordAsTheReaderDoes() throws {
        let report = try Report(
            yaml: """
                layout: 1
                input: { fields: { n: int }, sorted_by: [n] }
                rows: { r: { height: 1, fields: { n: int } } }
                report: { detail: [ { row: r, n: n } ] }
                """)
        let records: [[String: Value]] = [["n": .int(1)], ["n": .int(3)], ["n": .int(2)]]
        #expect {
            _ = try report.rows(input: .records(records))
        } throws: { error in
            "\(error)".hasPrefix("records:3: field 'n': out of order")
        }
        #expect {
            _ = try report.rows(input: .records([["n": .int(1)], ["n": "x"]]))
        } throws: { error in
            "\(error)".hasPrefix("records:2: field 'n'")
        }
    }
}
