import ArgumentParser
import Foundation
import ReportGenCore

struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render a report (the default subcommand).",
        discussion: """
            Example: reportgen --layout Layouts/transactions.yaml --format ndjson
            Exit codes: 0 success; 1 an invalid layout, a record error, or a missing source under --strict; 64 usage.
            """
    )

    @Option(help: "The layout file.")
    var layout: String

    @Option(
        name: .customLong("input"),
        help: ArgumentHelp(
            "The record stream (PATH, or - for stdin), or one source's path (NAME=PATH).", valueName: "[NAME=]PATH"))
    var inputs: [String] = []

    @Option(help: "Output format: \(OutputFormat.allCases.map(\.rawValue).joined(separator: ", ")).")
    var format: OutputFormat = .text

    @Option(
        help: ArgumentHelp(
            "Render through Mustache templates instead: DIR/KIND.mustache per row kind.", valueName: "DIR"))
    var template: String?

    @Option(help: ArgumentHelp("Write the report to FILE (atomically) instead of standard output.", valueName: "FILE"))
    var output: String?

    @Option(name: .customLong("param"), help: ArgumentHelp("Set a layout parameter.", valueName: "NAME=VALUE"))
    var parameters: [String] = []

    @Option(name: .customLong("on-error"), help: "What to do with a bad record: fail or skip.")
    var onError: RecordErrorPolicy = .fail

    @Option(help: ArgumentHelp("With --on-error skip: write each rejected record here (NDJSON).", valueName: "FILE"))
    var rejects: String?

    @Flag(help: "Treat warnings (such as a missing source file) as errors.")
    var strict = false

    @Option(help: "Shade bands in text output: auto (when a terminal), always or never.")
    var color: ColorChoice = .auto

    func validate() throws {
        if rejects != nil, onError != .skip {
            throw ValidationError("--rejects needs --on-error skip")
        }
    }

    func run() throws {
        do {
            try render()
        } catch let error as CLIError {
            StandardStreams.error("reportgen: \(error.description)")
            throw ExitCode(error.code)
        }
    }

    private func render() throws {
        let compiled = LayoutCompiler.compile(contentsOf: layout)
        for diagnostic in compiled.diagnostics { StandardStreams.error(diagnostic.description) }
        guard let plan = compiled.plan else {
            throw CLIError("\(layout): the layout is invalid; nothing was rendered")
        }
        let parameterValues = try ParameterArguments.values(parameters, for: plan)
        let templates = try template.map { try TemplateDirectory.renderer(directory: $0, plan: plan) }
        let streams = try InputArguments.streams(inputs, plan: plan, layoutPath: layout)

        var atomic: AtomicOutput?
        let handle: FileHandle
        if let output {
            let file = try AtomicOutput(path: output)
            atomic = file
            handle = file.handle
        } else {
            handle = FileHandle.standardOutput
        }
        let buffer = OutputBuffer { bytes in try StandardStreams.write(bytes, to: handle) }
        let shade =
            color == .always
            || (color == .auto && output == nil && StandardStreams.outputIsTerminal
                && ProcessInfo.processInfo.environment["NO_COLOR"] == nil)

        var rejectsFile: AtomicOutput?
        var rejectsBuffer: OutputBuffer?
        if let rejects {
            let file = try AtomicOutput(path: rejects)
            rejectsFile = file
            rejectsBuffer = OutputBuffer { bytes in try StandardStreams.write(bytes, to: file.handle) }
        }
        let engine = ReportEngine(
            plan: plan, parameters: parameterValues, inputs: streams, policy: onError, strict: strict,
            onReject: { error in
                guard var out = rejectsBuffer else { return }
                out.append(error.rejectLine)
                try out.flushIfNeeded()
                rejectsBuffer = out
            })
        let summary: RunSummary
        do {
            if let templates {
                summary = try engine.render(with: templates, to: buffer)
            } else {
                summary = try engine.render(format.reportFormat(shade: shade), to: buffer)
            }
        } catch let error as RunError {
            throw CLIError(error.description)
        }
        for warning in summary.warnings { StandardStreams.error("reportgen: warning: \(warning)") }
        if summary.recordsRejected > 0 {
            StandardStreams.error("reportgen: \(summary.recordsRejected) of \(summary.recordsRead) records rejected")
        }
        if var out = rejectsBuffer {
            try out.flush()
            try rejectsFile?.commit()
        }
        try atomic?.commit()
    }
}

enum ColorChoice: String, ExpressibleByArgument, CaseIterable {
    case auto, always, never
}

extension RecordErrorPolicy: ExpressibleByArgument {}

/// The `--format` choices, each a renderer.
enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
    case text, json, ndjson, html, csv, markdown

    func reportFormat(shade: Bool) -> ReportFormat {
        switch self {
        case .text: return .text(shadeBands: shade)
        case .json: return .json
        case .ndjson: return .ndjson
        case .html: return .html
        case .csv: return .csv
        case .markdown: return .markdown
        }
    }
}
