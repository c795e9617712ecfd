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

    func run() throws {
        var findings: [(file: String, diagnostics: [Diagnostic])] = []
        var failed = false
        for file in files {
            let diagnostics = LayoutFile.check(path: file)
            if diagnostics.contains(where: { $0.severity == .error || strict }) { failed = true }
            findings.append((file, diagnostics))
        }
        try StandardStreams.reportingErrors { try StandardStreams.output(reporter.format(findings)) }
        if failed { throw ExitCode(1) }
    }
}

extension DiagnosticReporter: ExpressibleByArgument {}

/// Reading and compiling a layout file, with file errors as diagnostics.
enum LayoutFile {
    static func read(_ path: String) -> (String?, Diagnostic?) {
        guard let data = FileManager.default.contents(atPath: path) else {
            var isDirectory: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
            let why = exists ? (isDirectory.boolValue ? "it is a directory" : "permission denied") : "no such file"
            return (nil, Diagnostic(.error, rule: .yamlSyntax, "cannot read the layout: \(why)", file: path, at: nil))
        }
        guard let text = String(data: data, encoding: .utf8) else {
            return (nil, Diagnostic(.error, rule: .yamlSyntax, "the layout is not valid UTF-8", file: path, at: nil))
        }
        return (text, nil)
    }

    static func check(path: String) -> [Diagnostic] {
        let (text, problem) = read(path)
        guard let text else { return problem.map { [$0] } ?? [] }
        return LayoutCompiler.compile(text: text, file: path).diagnostics
    }
}
