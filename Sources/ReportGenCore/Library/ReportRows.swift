/// The rows of a report as they are made, for `for try await`: the report runs on a thread of its
/// own, at most a few hundred rows ahead of the consumer; cancelling the awaiting task stops it.
///
/// ```swift
/// for try await row in report.stream(sources: ["posted": .file(url)]) {
///     rows.append(row)            // a SwiftUI list's model, a table view's data source
/// }
/// ```
///
/// What it throws is always a ``ReportError``; the sequence declares `any Error` so that every
/// standard `AsyncSequence` call (`first(where:)`, `contains`, `reduce`, `map`) compiles on Swift
/// 6 toolchains, whose compilers crash on some of them over a typed failure.
public struct ReportRows: AsyncSequence, Sendable {
    public typealias Element = ReportRow
    public typealias Failure = any Error

    let start: @Sendable (RowChannel) -> Void

    public func makeAsyncIterator() -> Iterator {
        let channel = RowChannel()
        start(channel)
        return Iterator(channel: channel)
    }

    /// Hands out the rows in order; the end of the report ends the iteration.
    public struct Iterator: AsyncIteratorProtocol {
        let channel: RowChannel
        private var done = false
        /// Stops the report when the last copy of the iterator goes: a loop left early (`break`,
        /// `first(where:)`, `prefix`) would otherwise leave its thread waiting to hand over a row
        /// nobody reads, with its files and connections open.
        private let stopper: Stopper

        init(channel: RowChannel) {
            self.channel = channel
            stopper = Stopper(channel: channel)
        }

        /// Cancels the channel when it is freed (cancelling a finished channel does nothing).
        private final class Stopper: Sendable {
            let channel: RowChannel
            init(channel: RowChannel) { self.channel = channel }
            deinit { channel.cancel() }
        }

        /// The next row; throws a ``ReportError``.
        public mutating func next(isolation actor: isolated (any Actor)?) async throws -> ReportRow? {
            guard !done else { return nil }
            if Task.isCancelled {
                done = true
                channel.cancel()
                throw ReportError.cancelled
            }
            switch await channel.next() {
            case .row(let row): return row
            case .finished:
                done = true
                return nil
            case .failed(let error):
                done = true
                throw error
            }
        }

        /// The next row; throws a ``ReportError``.
        public mutating func next() async throws -> ReportRow? {
            try await next(isolation: nil)
        }
    }
}
