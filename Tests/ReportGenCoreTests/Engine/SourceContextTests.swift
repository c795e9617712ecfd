import Foundation
import TestSupport
import Testing

@testable import ReportGenCore

/// `source.name` and `source.title` in rows built from a record kept from an earlier stream: a
/// held header reads its first record's source, a footer its last record's.
@Suite struct SourceContextTests {
    /// Two sources, `a` (records 1 and 2) and `b` (record 5), and a third, `c`, that is empty.
    func report(_ body: String, recordless: Bool = false) throws -> [String] {
        let path = try SQLiteFiles.make("")
        let only = recordless ? " WHERE 0" : ""
        let yaml = """
            layout: 1
            input: { fields: { n: int } }
            sources:
              - { name: a, title: Alpha, sqlite: \(path), query: "SELECT 1 AS n\(only) UNION ALL SELECT 2\(only)" }
              - { name: b, title: Beta, sqlite: \(path), query: "SELECT 5 AS n\(only)" }
              - { name: c, title: Gamma, sqlite: \(path), query: "SELECT 9 AS n WHERE 0" }
            rows:
              r: { height: 1, fields: { t: string } }
            report:

            """ + body
        return SourceReport.texts(try SourceReport.ndjson(yaml).0)
    }

    @Test func theReportHeaderAndFooterReadTheFirstAndLastRecordsSources() throws {
        let rows = try report(
            """
              header:
                - { row: r, t: "plain {source.title} {n}" }
                - { row: r, t: "held {source.title} {n} {count()}" }
              detail: [ { row: r, t: "{source.name} {n}" } ]
              footer: [ { row: r, t: "end {source.title} {n} {sum(n)}" } ]
            """)
        #expect(rows == ["plain Alpha 1", "held Alpha 1 3", "a 1", "a 2", "b 5", "end Beta 5 8"])
    }

    /// With no record at all, the report header stands before the first source, and the footer
    /// after the last.
    @Test func withoutRecordsTheReportHeaderShowsTheFirstSource() throws {
        let rows = try report(
            """
              header: [ { row: r, t: "held {source.title} {count()}" }, { row: r, t: "only {source.title}" } ]
              footer: [ { row: r, t: "end {source.title} {count()}" } ]
            """, recordless: true)
        #expect(rows == ["held Alpha 0", "only Alpha", "end Gamma 0"])
        // A header that reads the source alone waits for the first record's too.
        let read = try report(
            """
              header: [ { row: r, t: "only {source.title}" } ]
              detail: [ { row: r, t: "{source.name} {n}" } ]
            """)
        #expect(read == ["only Alpha", "a 1", "a 2", "b 5"])
    }

    @Test func aGroupAcrossSourcesReadsItsOwnRecordsSources() throws {
        let rows = try report(
            """
              groups:
                - by: "n > 0"
                  header: [ { row: r, t: "open {source.name} {count()}" } ]
                  footer: [ { row: r, t: "close {source.name} {count()}" } ]
              detail: [ { row: r, t: "{source.name} {n}" } ]
            """)
        #expect(rows == ["open a 3", "a 1", "a 2", "b 5", "close b 3"])
    }
}
