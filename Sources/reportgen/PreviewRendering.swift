import Foundation
import ReportGenCore
import ReportGenPostgres

/// One rendering of the previewed report: the page, or the diagnostics that stopped it, and the
/// files it read (the layout, its inputs, its templates), which the preview watches.
struct PreviewRendering {
    /// What came of it.
    enum Outcome {
        /// The report as an HTML page (or through the templates).
        case report([UInt8])
        /// Why there is no report: the layout's diagnostics (`file:line:col: error: … [rule]`) or
        /// the run's error, one per line.
        case failed(String)
    }

    var outcome: Outcome
    /// The layout's warnings, shown above a report that rendered.
    var warnings: String
    /// Every file the rendering read, to watch for the next change.
    var files: [String]

    /// The files the command line names: the layout and the `--input` paths (NAME=PATH names a
    /// source's file).
    static func filesNamed(layout: String, inputs: [String]) -> [String] {
        [layout]
            + inputs.map { argument in
                argument.firstIndex(of: "=").map { String(argument[argument.index(after: $0)...]) } ?? argument
            }
    }

    /// Compiles `layout` and renders it over `inputs` (as `--input`) with `parameters` (as
    /// `--param`), as HTML or through `template`. Never throws: every failure is an outcome.
    static func render(layout: String, inputs: [String], parameters: [String], template: String?) -> Self {
        var files = filesNamed(layout: layout, inputs: inputs)
        let compiled = LayoutCompiler.compile(contentsOf: layout)
        let diagnostics = compiled.diagnostics.map(\.description).joined(separator: "\n")
        guard let plan = compiled.plan else {
            return Self(outcome: .failed(diagnostics), warnings: "", files: files)
        }
        do {
            let parameterValues = try ParameterArguments.values(parameters, for: plan)
            let connector = SourceConnector(
                plan: plan, parameters: parameterValues, environment: ProcessInfo.processInfo.environment,
                postgres: PostgresDriver(), resolvePath: { InputArguments.resolve($0, layoutPath: layout) })
            let inputFiles = try InputArguments.files(inputs, plan: plan, connector: connector)
            files += inputFiles.compactMap(\.readsFile).filter { $0 != "-" }
            let templates = try template.map { directory in
                files += TemplateDirectory.files(directory: directory, schema: plan.renderSchema)
                return try TemplateDirectory.renderer(directory: directory, schema: plan.renderSchema)
            }
            for input in inputFiles { try input.checkBeforeReading() }
            var bytes: [UInt8] = []
            let buffer = OutputBuffer { bytes.append(contentsOf: $0) }
            let engine = ReportEngine(
                compiled: CompiledReport(plan: plan),
                configuration: RunConfiguration(inputs: inputFiles.map(\.stream), parameters: parameterValues))
            engine.usesThreads = false
            if let templates {
                _ = try engine.render(with: templates, to: buffer)
            } else {
                _ = try engine.render(.html, to: buffer)
            }
            return Self(outcome: .report(bytes), warnings: diagnostics, files: Array(Set(files)).sorted())
        } catch {
            let message = "\(error)"
            return Self(
                outcome: .failed(diagnostics.isEmpty ? message : diagnostics + "\n" + message), warnings: "",
                files: Array(Set(files)).sorted())
        }
    }
}
