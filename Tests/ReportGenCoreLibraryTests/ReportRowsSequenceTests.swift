import ReportGenCore
import Testing

/// Every standard `AsyncSequence` call over ``ReportRows``, in Swift 6 mode as an app compiles them:
/// each must compile (a typed failure crashed the compiler on several), agree with the same call
/// over the rows `rows(input:)` collects, and let a ``ReportError`` through unchanged.
@Suite struct ReportRowsSequenceTests {
    static let report: Report = {
        do {
            return try Report(yaml: LibraryTests.layout)
        } catch {
            fatalError("the library tests' layout does not load: \(error)")
        }
    }()
    static let input = ReportSource.bytes(Array(LibraryTests.csv.utf8), format: .csv)
    /// A CSV whose second record has no date: the run fails with a record error after one row.
    static let broken = ReportSource.bytes(
        Array("day,what,amount\n2024-03-01,Tea,2.50\nnot a date,x,1\n".utf8), format: .csv)

    var stream: ReportRows { Self.report.stream(input: Self.input) }
    var rows: [ReportRow] { get throws { try Self.report.rows(input: Self.input) } }

    @Test func forTryAwaitCollectsTheRowsInOrder() async throws {
        var collected: [ReportRow] = []
        for try await row in stream { collected.append(row) }
        #expect(collected == (try rows))
        #expect(collected.map(\.kind) == ["day", "item", "item", "day", "item", "total"])
    }

    @Test func searching() async throws {
        let rows = try rows
        #expect(try await stream.first(where: { $0.kind == "item" }) == rows.first { $0.kind == "item" })
        #expect(try await stream.first(where: { $0.kind == "nothing" }) == nil)
        #expect(try await stream.contains(rows[4]))
        let elsewhere = try Self.report.rows(
            input: .bytes(Array("day,what,amount\n2024-03-09,Tea,9\n".utf8), format: .csv))
        #expect(try await !stream.contains(elsewhere[1]))
        #expect(try await stream.contains { $0.string("what") == "Bike" })
        #expect(try await !stream.contains { $0.string("what") == "Car" })
        #expect(try await stream.allSatisfy { $0.height > FixedDecimal(0) })
        #expect(try await !stream.allSatisfy { $0.kind == "item" })
    }

    @Test func reducing() async throws {
        let rows = try rows
        #expect(try await stream.reduce(0) { count, _ in count + 1 } == rows.count)
        let kinds = try await stream.reduce(into: [String: Int]()) { $0[$1.kind, default: 0] += 1 }
        #expect(kinds == ["day": 2, "item": 3, "total": 1])
        let tallest = try await stream.max { $0.height < $1.height }
        #expect(tallest?.kind == "total")
        #expect(tallest == rows.max { $0.height < $1.height })
        let shortest = try await stream.min { $0.height < $1.height }
        #expect(shortest?.kind == "item")
        #expect(shortest == rows.min { $0.height < $1.height })
    }

    @Test func transforming() async throws {
        let rows = try rows
        let kinds = try await stream.map(\.kind).reduce(into: [String]()) { $0.append($1) }
        #expect(kinds == rows.map(\.kind))
        #expect(try await stream.map { $0.kind }.first { $0 == "total" } == "total")
        let amounts = try await stream.compactMap { $0.decimal("amount") }.reduce(into: [FixedDecimal]()) {
            $0.append($1)
        }
        #expect(amounts == rows.compactMap { $0.decimal("amount") })
        #expect(amounts.map(\.description) == ["2.50", "150.00", "4.00"])
        let days = try await stream.filter { $0.kind == "day" }.reduce(into: [String]()) { $0.append($1.id) }
        #expect(days == rows.filter { $0.kind == "day" }.map(\.id))
        // Into another stream of the same report (throwing), and into a non-throwing sequence.
        let nested = try await stream.filter { $0.kind == "day" }.flatMap { _ in Self.report.stream(input: Self.input) }
            .reduce(0) { count, _ in count + 1 }
        #expect(nested == 2 * rows.count)
        let names = try await stream.flatMap { row in Names(names: row.fields.map(\.name)) }
            .reduce(into: [String]()) { $0.append($1) }
        #expect(names == rows.flatMap { $0.fields.map(\.name) })
    }

    @Test func takingAndDropping() async throws {
        let rows = try rows
        #expect(try await collect(stream.prefix(2)) == Array(rows.prefix(2)))
        #expect(try await collect(stream.prefix(0)).isEmpty)
        #expect(try await collect(stream.prefix(99)) == rows)
        #expect(try await collect(stream.prefix { $0.kind != "total" }) == Array(rows.prefix { $0.kind != "total" }))
        #expect(try await collect(stream.dropFirst(4)) == Array(rows.dropFirst(4)))
        #expect(try await collect(stream.dropFirst()) == Array(rows.dropFirst()))
        #expect(try await collect(stream.drop { $0.level == 1 }) == Array(rows.drop { $0.level == 1 }))
        #expect(try await collect(stream.drop { _ in true }).isEmpty)
    }

    /// `try?` over a call gives the value, or nil when the run fails.
    @Test func optionalTry() async {
        let count = try? await stream.reduce(0) { count, _ in count + 1 }
        #expect(count == 6)
        let last = try? await stream.reduce(into: "") { $0 = $1.kind }
        #expect(last == "total")
        let failed = try? await Self.report.stream(input: Self.broken).reduce(0) { count, _ in count + 1 }
        #expect(failed == nil)
        let total = try? await stream.first { $0.kind == "total" }
        #expect(total?.string("total") == "156.50")
        // The day's header waits for the day's sum, and the run fails before the day ends.
        let first = try? await Self.report.stream(input: Self.broken).first { _ in true }
        #expect(first == nil)
    }

    /// Every call lets the run's error out as the ``ReportError`` it is, the record's position in it.
    @Test func everyCallRethrowsTheReportError() async {
        let broken = Self.report.stream(input: Self.broken)
        let calls: [(String, @Sendable () async throws -> Void)] = [
            ("for try await", { for try await _ in broken {} }),
            ("first(where:)", { _ = try await broken.first { $0.kind == "total" } }),
            ("contains(where:)", { _ = try await broken.contains { $0.kind == "total" } }),
            ("allSatisfy", { _ = try await broken.allSatisfy { _ in true } }),
            ("reduce", { _ = try await broken.reduce(0) { count, _ in count + 1 } }),
            ("reduce(into:)", { _ = try await broken.reduce(into: 0) { count, _ in count += 1 } }),
            ("min(by:)", { _ = try await broken.min { $0.height < $1.height } }),
            ("max(by:)", { _ = try await broken.max { $0.height < $1.height } }),
            ("map", { _ = try await broken.map(\.kind).contains("total") }),
            ("compactMap", { _ = try await broken.compactMap(\.section).contains("x") }),
            ("flatMap", { _ = try await broken.flatMap { Names(names: [$0.kind]) }.contains("total") }),
            ("filter", { _ = try await broken.filter { $0.kind == "day" }.contains { _ in false } }),
            ("prefix", { _ = try await broken.prefix(10).contains { _ in false } }),
            ("prefix(while:)", { _ = try await broken.prefix { _ in true }.contains { _ in false } }),
            ("dropFirst", { _ = try await broken.dropFirst().contains { _ in false } }),
            ("drop(while:)", { _ = try await broken.drop { _ in false }.contains { _ in false } }),
        ]
        for (name, call) in calls {
            do {
                try await call()
                Issue.record("\(name) ended without the record error")
            } catch let error as ReportError {
                guard case .record(let record) = error else {
                    Issue.record("\(name): expected a record error, got \(error)")
                    continue
                }
                #expect(record.description.contains("not a date"), "\(name): \(record)")
            } catch {
                Issue.record("\(name) threw \(type(of: error)), not a ReportError")
            }
        }
    }

    private func collect<S: AsyncSequence>(_ sequence: S) async throws -> [ReportRow] where S.Element == ReportRow {
        var rows: [ReportRow] = []
        for try await row in sequence { rows.append(row) }
        return rows
    }
}

/// A non-throwing asynchronous sequence of names, for `flatMap`.
private struct Names: AsyncSequence, Sendable {
    typealias Element = String
    let names: [String]

    func makeAsyncIterator() -> Iterator { Iterator(rest: names[...]) }

    struct Iterator: AsyncIteratorProtocol {
        var rest: ArraySlice<String>
        mutating func next() async -> String? { rest.popFirst() }
    }
}
