import ReportGenCore

/// Runs layouts whose sources are URLs and databases through ``SourceConnector``, as the command
/// line does, into NDJSON rows.
package enum SourceReport {
    /// A layout that did not compile, with its findings.
    package struct InvalidLayout: Error, CustomStringConvertible {
        package var description: String
    }

    /// The run did not stop with the error expected.
    package struct NoFailure: Error, CustomStringConvertible {
        package var description: String
    }

    /// The report as NDJSON rows, and the run's summary.
    package static func ndjson(
        _ yaml: String, environment: [String: String] = [:], parameters: [Value]? = nil,
        postgres: DatabaseDriver? = nil,
        policy: RecordErrorPolicy = .fail, strict: Bool = false, onReject: @escaping (RecordError) -> Void = { _ in }
    ) throws -> (String, RunSummary) {
        let compiled = LayoutCompiler.compile(text: yaml, file: "t.yaml")
        guard let plan = compiled.plan else {
            throw InvalidLayout(description: compiled.diagnostics.map(\.description).joined(separator: "\n"))
        }
        let values = parameters ?? plan.parameters.map { $0.defaultValue ?? .null }
        let connector = SourceConnector(plan: plan, parameters: values, environment: environment, postgres: postgres)
        let inputs = plan.sources.compactMap { connector.stream(for: $0) }
        var bytes: [UInt8] = []
        let buffer = OutputBuffer { bytes += $0 }
        var sink = RenderingSink(renderer: NDJSONRenderer(), output: buffer)
        let engine = ReportEngine(
            plan: plan, parameters: values, inputs: inputs, policy: policy, strict: strict, onReject: onReject)
        let summary = try engine.run(into: &sink)
        return (String(decoding: bytes, as: UTF8.self), summary)
    }

    /// The message of the ``RunError`` the run stops with; ``NoFailure`` when it does not stop.
    package static func failure(
        _ yaml: String, environment: [String: String] = [:], postgres: DatabaseDriver? = nil, strict: Bool = false
    ) throws -> String {
        do {
            let (rows, _) = try ndjson(yaml, environment: environment, postgres: postgres, strict: strict)
            throw NoFailure(description: "the run did not fail; it gave:\n\(rows)")
        } catch let error as RunError {
            return error.description
        }
    }

    /// The `t` field of each row of `r` kind in NDJSON rows, in order.
    package static func texts(_ ndjson: String) -> [String] {
        ndjson.split(separator: "\n").map { line in
            let field = line.split(separator: "\"t\":\"", maxSplits: 1).last ?? ""
            var text = ""
            var escaped = false
            for c in field {
                if escaped {
                    text.append(c)
                    escaped = false
                } else if c == "\\" {
                    escaped = true
                } else if c == "\"" {
                    break
                } else {
                    text.append(c)
                }
            }
            return text
        }
    }

    /// A layout over one source `s` with `fields` (YAML flow mapping entries), read as `source`
    /// (YAML flow entries); each record gives a row `r` with `template`; a missing source gives
    /// `missing` and an empty one `empty`.
    package static func layout(fields: String, template: String, source: String, parameters: String = "") -> String {
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
