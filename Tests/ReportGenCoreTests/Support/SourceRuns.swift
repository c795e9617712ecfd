import Foundation
import Testing

@testable import ReportGenCore

#if canImport(SQLite3)
import SQLite3
#else
import CSQLite
#endif

/// Runs layouts whose sources are URLs and databases, through ``SourceConnector`` as the command
/// line does; and makes SQLite databases for them.
enum SourceRuns {
    /// The report as NDJSON rows, and the run's summary.
    static func ndjson(
        _ yaml: String, environment: [String: String] = [:], parameters: [Value]? = nil, postgres: DatabaseDriver? = nil,
        policy: RecordErrorPolicy = .fail, strict: Bool = false, onReject: @escaping (RecordError) -> Void = { _ in }
    ) throws -> (String, RunSummary) {
        let plan = try Fixtures.plan(yaml, file: "t.yaml")
        let values = parameters ?? plan.parameters.map { $0.defaultValue ?? .null }
        let connector = SourceConnector(plan: plan, parameters: values, environment: environment, postgres: postgres)
        let inputs = try plan.sources.map { source in try #require(connector.stream(for: source)) }
        var bytes: [UInt8] = []
        let buffer = OutputBuffer { bytes += $0 }
        var sink = RenderingSink(renderer: NDJSONRenderer(), output: buffer)
        let engine = ReportEngine(
            plan: plan, parameters: values, inputs: inputs, policy: policy, strict: strict, onReject: onReject)
        let summary = try engine.run(into: &sink)
        return (String(decoding: bytes, as: UTF8.self), summary)
    }

    /// The message of the error the run stops with.
    static func failure(_ yaml: String, environment: [String: String] = [:], postgres: DatabaseDriver? = nil) throws
        -> String
    {
        do {
            let (rows, _) = try ndjson(yaml, environment: environment, postgres: postgres)
            Issue.record("the run did not fail; it gave:\n\(rows)")
            return ""
        } catch let error as RunError {
            return error.description
        }
    }

    /// A new SQLite database file made by running `sql`.
    static func database(_ sql: String) throws -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("reportgen-sqlite-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let path = directory.appendingPathComponent("test.sqlite").path
        var handle: OpaquePointer?
        guard sqlite3_open(path, &handle) == SQLITE_OK, let database = handle else {
            throw DatabaseSetupError(message: "cannot create \(path)")
        }
        defer { sqlite3_close(database) }
        var error: UnsafeMutablePointer<CChar>?
        guard sqlite3_exec(database, sql, nil, nil, &error) == SQLITE_OK else {
            let message = error.map { String(cString: $0) } ?? "unknown error"
            sqlite3_free(error)
            throw DatabaseSetupError(message: message)
        }
        return path
    }

    struct DatabaseSetupError: Error {
        var message: String
    }

    /// A layout over one source `s` with `fields` (YAML flow mapping entries), read as `source`
    /// (YAML flow entries); each record gives a row with `template`.
    static func layout(fields: String, template: String, source: String, parameters: String = "") -> String {
        """
        layout: 1
        \(parameters)
        input:
          fields: { \(fields) }
        sources:
          - { name: s, title: S, \(source) }
        rows:
          r: { height: 1, fields: { t: string } }
        report:
          groups:
            - by: source
              missing: [ { row: r, t: "missing" } ]
              empty: [ { row: r, t: "empty" } ]
          detail: [ { row: r, t: "\(template)" } ]
        """
    }
}

extension SourceRuns {
    /// The message of the error a `--strict` run stops with.
    static func failureStrict(_ yaml: String) throws -> String {
        do {
            let (rows, _) = try ndjson(yaml, strict: true)
            Issue.record("the run did not fail; it gave:\n\(rows)")
            return ""
        } catch let error as RunError {
            return error.description
        }
    }
}
