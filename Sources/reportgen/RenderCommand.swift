import ArgumentParser
import Foundation
import ReportGenCore
import ReportGenPostgres

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

    @Option(
        name: .customLong("format"),
        help: "Output format: \(ReportFormat.Name.allCases.map(\.rawValue).joined(separator: ", ")) (default: text).")
    var chosenFormat: ReportFormat.Name?

    /// `--format`, or text.
    var format: ReportFormat.Name { chosenFormat ?? .text }

    @Option(
        help: ArgumentHelp(
            "Render through Mustache templates instead: DIR/KIND.mustache per row kind.", valueName: "DIR"))
    var template: String?

    @Option(
        help: ArgumentHelp(
            "Write the report to FILE (a regular file atomically; a device or FIFO in place; - is standard output).",
            valueName: "FILE"))
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

    @Flag(help: "Show no progress meter (otherwise shown on standard error when it is a terminal).")
    var quiet = false

    @Flag(
        inversion: .prefixedNo,
        help: "Read, group and render on three threads (the default with more than one processor; same output).")
    var threads = ProcessInfo.processInfo.activeProcessorCount > 1

    @Option(
        name: .customLong("held-memory"),
        help: ArgumentHelp(
            "MiB of rows held for a header's aggregates kept in memory; the rest waits in a temporary file (default 16).",
            valueName: "MIB"))
    var heldMemory: Int?

    func validate() throws {
        try RepeatedOptions.check(CommandLine.arguments.dropFirst(), once: Self.singleOptions)
        for (name, value) in [
            ("--layout", layout), ("--output", output), ("--rejects", rejects), ("--template", template),
        ]
        where value?.isEmpty == true {
            throw ValidationError("\(name) needs a path, not an empty text")
        }
        if template != nil, let chosenFormat {
            throw ValidationError(
                "--template renders through the templates; --format \(chosenFormat.rawValue) does not apply with it")
        }
        if let heldMemory, heldMemory < 0 || heldMemory > 1 << 20 {
            throw ValidationError("--held-memory takes a number of MiB from 0 to 1048576, not \(heldMemory)")
        }
        if rejects != nil, onError != .skip {
            throw ValidationError("--rejects needs --on-error skip")
        }
        if let what = format.binaryDocument,
            output == nil || (output == "-" && StandardStreams.outputIsTerminal)
        {
            throw ValidationError(
                "--format \(format.rawValue) needs --output FILE (\(what) goes to a file, or with --output - to a pipe; never to a terminal)"
            )
        }
    }

    /// The options that take one value: given twice, the first would be dropped without a word.
    static let singleOptions = [
        "--layout", "--format", "--template", "--output", "--on-error", "--rejects", "--color", "--held-memory",
    ]

    func run() throws {
        TemporaryFiles.handleSignals()
        do {
            try StandardStreams.reportingErrors(render)
        } catch let error as ValidationError {
            // Found after parsing (an --input or --param argument): shown with this command's usage,
            // as the parser shows its own errors, not the root command's.
            StandardStreams.error(Self.usageError(error.message))
            throw ExitCode.validationFailure
        }
    }

    /// A usage error as the argument parser shows its own: the message, then `render`'s usage.
    static func usageError(_ message: String) -> String {
        "Error: \(message)\nUsage: reportgen \(usageString())\n  See 'reportgen render --help' for more information."
    }

    private func render() throws {
        // The font matters to a PDF only; other formats do not read it.
        let compiled = LayoutCompiler.compile(
            contentsOf: layout, checkingFonts: format == .pdf, shaper: installedShaper)
        for var diagnostic in compiled.diagnostics {
            // Under --strict a warning is an error, said as validate --strict says it.
            if strict, diagnostic.rule != .swiftNameClash { diagnostic.severity = .error }
            StandardStreams.error(diagnostic.description)
        }
        guard let plan = compiled.plan else {
            throw CLIError("\(ArgumentText.shown(layout)): the layout is invalid; nothing was rendered")
        }
        // A Swift name clash matters to `codegen` only.
        if strict, compiled.diagnostics.contains(where: { $0.severity == .warning && $0.rule != .swiftNameClash }) {
            throw CLIError(
                "\(ArgumentText.shown(layout)): with --strict, the layout's warnings are errors; nothing was rendered")
        }
        if format == .pdf, !plan.page.problems.isEmpty {
            for diagnostic in plan.page.problems { StandardStreams.error(diagnostic.description) }
            throw CLIError(
                "\(ArgumentText.shown(layout)): the layout does not fit the default page; nothing was rendered")
        }
        let parameterValues = try ParameterArguments.values(parameters, for: plan)
        let connector = SourceConnector(
            plan: plan, parameters: parameterValues, environment: ProcessInfo.processInfo.environment,
            postgres: PostgresDriver(), resolvePath: { InputArguments.resolve($0, layoutPath: layout) })
        StandardStreams.secrets = connector.secrets
        let inputFiles = try InputArguments.files(inputs, plan: plan, connector: connector)
        try checkFiles(schema: plan.renderSchema, inputs: inputFiles)
        let templates = try template.map { try TemplateDirectory.renderer(directory: $0, schema: plan.renderSchema) }
        let fallbackFonts = format == .pdf && template == nil ? try FallbackFonts.load() : []

        let report = try output.map(OutputFile.open) ?? .standardOutput
        // `/dev/stdout`, `/dev/tty` or `/dev/fd/1` may be a terminal as well as `-`.
        let toTerminal = report.isTerminal
        if let what = format.binaryDocument, template == nil, toTerminal {
            throw CLIError.usage(
                "--output \(ArgumentText.shown(output ?? "-")) is a terminal; \(what) goes to a file, or to a pipe, never to a terminal"
            )
        }
        let buffer = OutputBuffer { bytes in try report.write(bytes) }
        let shade =
            color == .always
            || (color == .auto && toTerminal && ProcessInfo.processInfo.environment["NO_COLOR"] == nil)

        let rejectsFile = try rejects.map(OutputFile.open)
        var rejectsBuffer = rejectsFile.map { file in OutputBuffer { bytes in try file.write(bytes) } }
        // The meter's line would tear the report apart if both went to one terminal.
        let meter =
            quiet || !StandardStreams.errorIsTerminal || toTerminal
            ? nil : ProgressMeter(totalBytes: ProgressMeter.totalBytes(of: inputFiles))
        var configuration = RunConfiguration(
            inputs: inputFiles.map { file in meter.map { file.stream.counting(into: $0.counter) } ?? file.stream },
            parameters: parameterValues, policy: onError, strict: strict,
            onReject: { error in
                guard var out = rejectsBuffer else { return }
                out.append(error.rejectLine)
                try out.flushIfNeeded()
                rejectsBuffer = out
            })
        configuration.progress = meter?.counter
        if let heldMemory { configuration.heldMemoryBudget = heldMemory << 20 }
        // Built as a `Report` builds its runs: the compiled report, then the run's configuration.
        let engine = ReportEngine(compiled: CompiledReport(plan: plan), configuration: configuration)
        engine.usesThreads = threads
        meter?.start()
        defer { meter?.stop() }
        let summary: RunSummary
        do {
            if let templates {
                summary = try engine.render(with: templates, to: buffer)
            } else {
                let pdf = PDFRenderer.Options(
                    parameters: parameterValues, fallbackFonts: fallbackFonts,
                    strict: strict, shaper: installedShaper)
                summary = try engine.render(ReportFormat(format, shadeBands: shade, pdf: pdf), to: buffer)
            }
        } catch let error as RunError {
            switch error {
            case .record, .source: throw CLIError.located(error.description)
            case .strict, .parameters: throw CLIError(error.description)
            }
        } catch let error as PDFRenderer.Failure {
            throw CLIError(error.description)
        } catch let error as SheetSpill.Failure {
            throw CLIError(error.description)
        } catch let error as RenderFailure {
            throw CLIError(error.description)
        }
        meter?.stop()  // before the warnings below
        try rejectsBuffer?.flush()
        try OutputFile.commit([report] + (rejectsFile.map { [$0] } ?? []))
        for warning in summary.warnings { StandardStreams.error("reportgen: warning: \(warning)") }
        // Under skip, always: a script reads how many records were read from it, rejected or not.
        if onError == .skip || summary.recordsRejected > 0 {
            StandardStreams.error("reportgen: \(summary.recordsRejected) of \(summary.recordsRead) records rejected")
        }
    }

    /// Before anything is read or written: no file in two roles where one is written, and every
    /// input file openable.
    private func checkFiles(schema: RenderSchema, inputs: [InputFile]) throws {
        var roles =
            [FileRole(label: "--layout \(ArgumentText.quoted(layout))", path: layout)] + inputs.compactMap(\.role)
        if let template {
            roles += TemplateDirectory.files(directory: template, schema: schema).map {
                FileRole(label: "--template file \(ArgumentText.quoted($0))", path: $0)
            }
        }
        // Without --output the report goes to standard output, as with `--output -`.
        let outputLabel = output.map { "--output \(ArgumentText.quoted($0))" } ?? "the report (standard output)"
        roles.append(FileRole(label: outputLabel, path: output ?? "-", isWritten: true))
        if let rejects {
            roles.append(FileRole(label: "--rejects \(ArgumentText.quoted(rejects))", path: rejects, isWritten: true))
        }
        try FileRole.checkCollisions(roles)
        for input in inputs { try input.checkBeforeReading() }
    }
}

enum ColorChoice: String, NamedChoice {
    case auto, always, never
}

extension RecordErrorPolicy: NamedChoice {}
