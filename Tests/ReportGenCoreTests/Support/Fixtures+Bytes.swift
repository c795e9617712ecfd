import Testing

@testable import ReportGenCore

extension Fixtures {
    /// What a run over one stream gave: each row's fields as text (`null` for null), the rejected
    /// records, and the counts.
    struct Outcome {
        var rows: [[String]]
        var rejects: [RecordError]
        var summary: RunSummary
    }

    /// Runs `yaml` over `bytes` as its one stream, named `path`, skipping bad records; `chunk`
    /// serves the bytes a few at a time.
    static func run(
        _ yaml: String, bytes: [UInt8], path: String = "in.csv", format: InputFormat = .csv, chunk: Int? = nil
    ) throws -> Outcome {
        let plan = try Fixtures.plan(yaml)
        var rejects: [RecordError] = []
        var sink = CollectingSink()
        let input = StreamInput(name: nil, title: nil, displayPath: path, format: plan.input.format ?? format) {
            chunk.map { TrickleByteSource(bytes, chunk: $0) } ?? MemoryByteSource(bytes)
        }
        let summary = try ReportEngine(plan: plan, parameters: [], inputs: [input], policy: .skip) {
            rejects.append($0)
        }.run(into: &sink)
        let rows = sink.rows.map { row in row.fields.map { $0.isNull ? "null" : $0.description } }
        return Outcome(rows: rows, rejects: rejects, summary: summary)
    }

    /// `run`'s text form of a stream as UTF-8.
    static func run(_ yaml: String, _ text: String, path: String = "in.csv", format: InputFormat = .csv) throws
        -> Outcome
    {
        try run(yaml, bytes: Array(text.utf8), path: path, format: format)
    }

    /// The error that stops a run over `text`, as users see it.
    static func failure(_ yaml: String, bytes: [UInt8], path: String = "in.csv") throws -> String {
        do {
            _ = try run(yaml, bytes: bytes, path: path)
        } catch let error as RunError {
            return "\(error)"
        }
        Issue.record("expected the run to stop")
        return ""
    }
}
