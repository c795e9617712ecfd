import Testing

@testable import ReportGenCore

/// How a declared source is read: what the caller gives, else its URL or database, else its
/// resolved `path:`, else nothing; the command line and `Report` both choose this way.
@Suite struct SourceReadingTests {
    static let layout = """
        layout: 1
        input:
          fields: { n: int }
        sources:
          - { name: file, title: File, path: data/file.csv }
          - { name: api, title: API, url: "http://127.0.0.1:9/records" }
          - { name: nowhere, title: Nowhere }
        rows:
          r: { height: 1, fields: { n: int } }
        report:
          detail: [ { row: r, n: n } ]
        """

    static func describe(_ reading: SourceReading<Int>) -> String {
        switch reading {
        case .given(let given): return "given \(given)"
        case .connected(let stream): return "connected \(stream.displayPath)"
        case .path(let path): return "path \(path)"
        case .unspecified: return "unspecified"
        }
    }

    static func readings(given: [String: Int]) throws -> [String] {
        let plan = try Fixtures.plan(Self.layout)
        let connector = SourceConnector(
            plan: plan, parameters: [], environment: [:], resolvePath: { "/layouts/" + $0 })
        return plan.sources.map { describe(connector.reading($0, given: given)) }
    }

    @Test func withNothingGivenEachSourceReadsWhatItDeclares() throws {
        #expect(
            try Self.readings(given: [:]) == [
                "path /layouts/data/file.csv", "connected http://127.0.0.1:9/records", "unspecified",
            ])
    }

    @Test func whatTheCallerGivesComesFirst() throws {
        #expect(
            try Self.readings(given: ["file": 1, "api": 2, "nowhere": 3]) == ["given 1", "given 2", "given 3"])
    }
}
