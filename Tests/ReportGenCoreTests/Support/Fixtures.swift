import Foundation
import TestSupport
import Testing

@testable import ReportGenCore

/// Shared helpers: the repository's files, compiling layouts, running reports in memory.
enum Fixtures {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func text(_ relativePath: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(relativePath), encoding: .utf8)
    }

    /// A new empty directory for one test's files.
    static func temporaryDirectory() throws -> URL {
        try ScratchDirectory.make("test")
    }

    static func plan(_ yaml: String, file: String = "test.yaml") throws -> ReportPlan {
        let result = LayoutCompiler.compile(text: yaml, file: file)
        guard let plan = result.plan else {
            let findings = result.diagnostics.map(\.description).joined(separator: "\n")
            Issue.record("layout did not compile:\n\(findings)")
            throw FixtureError.invalidLayout
        }
        return plan
    }

    /// The findings for a layout, as compiler-style lines.
    static func diagnostics(_ yaml: String, file: String = "t.yaml") -> [String] {
        LayoutCompiler.compile(text: yaml, file: file).diagnostics.map(\.description)
    }

    /// A stream for each source name: its CSV text, or `nil` for a missing file.
    static func streams(_ plan: ReportPlan, _ data: [String: String?], format: InputFormat = .csv) -> [StreamInput] {
        if plan.sources.isEmpty {
            let text = data["-"] ?? nil
            return [
                StreamInput(name: nil, title: nil, displayPath: "input.csv", format: format) {
                    text.map { MemoryByteSource($0) }
                }
            ]
        }
        return plan.sources.map { source in
            let text = data[source.name] ?? nil
            return StreamInput(
                name: source.name, title: source.title, displayPath: "\(source.name).csv", format: format
            ) {
                text.map { MemoryByteSource($0) }
            }
        }
    }

    static func ndjson(
        _ plan: ReportPlan, _ data: [String: String?], parameters: [Value]? = nil, policy: RecordErrorPolicy = .fail,
        strict: Bool = false, format: InputFormat = .csv, readsAhead: Bool = false,
        onReject: @escaping (RecordError) -> Void = { _ in }
    ) throws -> (String, RunSummary) {
        var bytes: [UInt8] = []
        let buffer = OutputBuffer { bytes += $0 }
        var sink = RenderingSink(renderer: NDJSONRenderer(), output: buffer)
        let engine = ReportEngine(
            plan: plan, parameters: parameters ?? plan.parameters.map { $0.defaultValue ?? .null },
            inputs: streams(plan, data, format: format), policy: policy, strict: strict, onReject: onReject)
        engine.readsAhead = readsAhead
        let summary = try engine.run(into: &sink)
        return (String(decoding: bytes, as: UTF8.self), summary)
    }

    /// The rows of `plan` over `data` as ``rowLines(_:)``, with its records read on the grouping
    /// thread or, with `readsAhead`, on a thread of their own.
    static func rowLines(
        _ plan: ReportPlan, _ data: [String: String?], readsAhead: Bool, policy: RecordErrorPolicy = .fail
    ) throws -> ([String], RunSummary) {
        let (ndjson, summary) = try ndjson(plan, data, policy: policy, readsAhead: readsAhead)
        return (rowLines(ndjson), summary)
    }

    /// The rows of NDJSON output as `kind fields` lines, compactly (each line's fields object as
    /// it is written).
    static func rowLines(_ ndjson: String) -> [String] {
        ndjson.split(separator: "\n").map { line in
            let kind = line.split(separator: "\"kind\":\"")[1].prefix { $0 != "\"" }
            let fields = line.split(separator: "\"fields\":")[1].dropLast()
            return "\(kind) \(fields)"
        }
    }

    /// Runs a report through any renderer, in memory.
    static func render<R: RowRenderer>(_ plan: ReportPlan, _ renderer: R, _ data: [String: String?]) throws -> String {
        var bytes: [UInt8] = []
        var sink = RenderingSink(renderer: renderer, output: OutputBuffer { bytes += $0 })
        _ = try ReportEngine(plan: plan, parameters: [], inputs: streams(plan, data)).run(into: &sink)
        return String(decoding: bytes, as: UTF8.self)
    }

    static func rows(_ plan: ReportPlan, _ data: [String: String?]) throws -> [TypedRow] {
        var sink = CollectingSink()
        _ = try ReportEngine(plan: plan, parameters: [], inputs: streams(plan, data)).run(into: &sink)
        return sink.rows
    }

    /// Renders a one-stream layout over CSV text.
    static func render<R: RowRenderer>(_ yaml: String, csv: String, renderer: R) throws -> String {
        var bytes: [UInt8] = []
        try render(yaml, csv: csv, renderer: renderer) { bytes += $0 }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Renders a one-stream layout over CSV text, handing the output to `write` as it comes.
    static func render<R: RowRenderer>(
        _ yaml: String, csv: String, renderer: R, write: @escaping ([UInt8]) throws -> Void
    ) throws {
        let plan = try plan(yaml)
        var sink = RenderingSink(renderer: renderer, output: OutputBuffer { try write(Array($0)) })
        _ = try ReportEngine(plan: plan, parameters: [], inputs: streams(plan, ["-": csv])).run(into: &sink)
    }

    /// Runs a shipped layout over the files its sources name, or the CSV text given for a source.
    static func sample<R: RowRenderer>(
        _ name: String, renderer: R, parameters: [String: Value] = [:], replacing data: [String: String] = [:],
        adjusting adjust: (inout ReportPlan) -> Void = { _ in }
    ) throws -> String {
        var bytes: [UInt8] = []
        try sample(name, renderer: renderer, parameters: parameters, replacing: data, adjusting: adjust) {
            bytes += $0
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Runs a shipped layout, handing the output to `write` as it comes.
    static func sample<R: RowRenderer>(
        _ name: String, renderer: R, parameters: [String: Value] = [:], replacing data: [String: String] = [:],
        adjusting adjust: (inout ReportPlan) -> Void = { _ in }, write: @escaping ([UInt8]) throws -> Void
    ) throws {
        var sink = RenderingSink(renderer: renderer, output: OutputBuffer { try write(Array($0)) })
        try sample(name, into: &sink, parameters: parameters, replacing: data, adjusting: adjust)
    }

    /// The typed rows of a shipped layout.
    static func sampleRows(_ name: String) throws -> [TypedRow] {
        var sink = CollectingSink()
        try sample(name, into: &sink)
        return sink.rows
    }

    /// Runs a shipped layout into `sink`.
    static func sample<S: RowSink>(
        _ name: String, into sink: inout S, parameters: [String: Value] = [:], replacing data: [String: String] = [:],
        adjusting adjust: (inout ReportPlan) -> Void = { _ in }
    ) throws {
        let file = "Layouts/\(name).yaml"
        var plan = try plan(try text(file), file: file)
        adjust(&plan)
        let streams = plan.sources.map { source in
            let path = root.appendingPathComponent("Layouts").appendingPathComponent(source.path ?? "")
                .standardized.path
            return StreamInput(name: source.name, title: source.title, displayPath: path, format: .csv) {
                if let text = data[source.name] { return MemoryByteSource(text) }
                return FileByteSource(path: path)
            }
        }
        let values = plan.parameters.map { parameters[$0.name] ?? $0.defaultValue ?? .null }
        _ = try ReportEngine(plan: plan, parameters: values, inputs: streams).run(into: &sink)
    }

    enum FixtureError: Error { case invalidLayout }
}
