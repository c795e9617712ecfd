import Testing

@testable import ReportGenCore

/// ``ReportRows``: a loop over the rows that stops early stops the report.
@Suite struct ReportRowsTests {
    static let layout = """
        layout: 1
        input:
          fields: { n: int }
        rows:
          r: { height: 1, fields: { n: int } }
        report:
          detail: [ { row: r, n: n } ]
        """

    @Test func anIteratorLeftEarlyStopsTheReport() async throws {
        let report = try Report(yaml: Self.layout)
        // More rows than the channel holds: the report waits for the reader to take them.
        let text = "n\n" + (0..<5_000).map { "\($0)\n" }.joined()
        var channel: RowChannel?
        do {
            var iterator = report.stream(input: .bytes(Array(text.utf8), format: .csv)).makeAsyncIterator()
            #expect(try await iterator.next()?.int("n") == 0)
            channel = iterator.channel
            #expect(channel?.isCancelled == false)
        }
        // The loop is gone (a `break`): its iterator's last copy cancelled the channel.
        #expect(channel?.isCancelled == true)
    }
}
