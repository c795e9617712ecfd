import ArgumentParser
import Foundation
import ReportGenCore

struct ValidateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Check layouts without data; print every problem as FILE:LINE:COLUMN: error: MESSAGE [rule].",
        discussion: "Exit 0 when all are valid, 1 when any is not (with --strict, also on warnings)."
    )

    @Argument(help: "The layout files to check.")
    var files: [String]

    @Option(help: "How to report findings: \(DiagnosticReporter.allCases.map(\.rawValue).joined(separator: ", ")).")
    var reporter: DiagnosticReporter = .text

    @Flag(help: "Treat warnings as errors.")
    var strict = false

    func validate() throws {
        try RepeatedOptions.check(CommandLine.arguments.dropFirst(), once: ["--reporter"])
    }

    func run() throws {
        var findings: [(file: String, diagnostics: [Diagnostic])] = []
        var failed = false
        for file in files {
            var diagnostics = LayoutCompiler.compile(
                contentsOf: file, checkingFonts: true, shaper: installedShaper
            ).diagnostics
            // Under --strict a warning is an error, and every reporter says so (`error:`, `"valid": false`).
            if strict { for i in diagnostics.indices { diagnostics[i].severity = .error } }
            if diagnostics.contains(where: { $0.severity == .error }) { failed = true }
            findings.append((file, diagnostics))
        }
        try StandardStreams.reportingErrors { try StandardStreams.output(reporter.format(findings)) }
        if failed { throw ExitCode(1) }
    }
}

extension DiagnosticReporter: NamedChoice {}
