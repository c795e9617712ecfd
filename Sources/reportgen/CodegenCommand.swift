import ArgumentParser
import ReportGenCore

struct CodegenCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "codegen",
        abstract: "Generate source code for apps from a layout's row kinds.",
        subcommands: [SwiftCodegenCommand.self]
    )
}

struct SwiftCodegenCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "swift",
        abstract:
            "Print a typed Swift row enum (Foundation only): a case per row kind, height, reuse identifier, Decodable.",
        discussion:
            "Example: reportgen codegen swift --layout Layouts/transactions.yaml --name TransactionListRow > Row.swift"
    )

    @Option(help: "The layout file.")
    var layout: String

    @Option(help: "The enum's name (a Swift type name; default LayoutRow).")
    var name = "LayoutRow"

    func validate() throws {
        try RepeatedOptions.check(CommandLine.arguments.dropFirst(), once: ["--layout", "--name"])
        // A name the generated source cannot use would give source that does not compile.
        if let problem = SwiftRowEnumGenerator.typeNameProblem(name) {
            throw ValidationError("--name \(ArgumentText.quoted(name)) \(problem)")
        }
    }

    func run() throws {
        try StandardStreams.reportingErrors(generate)
    }

    private func generate() throws {
        let compiled = LayoutCompiler.compile(contentsOf: layout)
        for diagnostic in compiled.diagnostics { StandardStreams.error(diagnostic.description) }
        // A name clash is only a warning for rendering, but the enum it gives would not compile.
        guard let plan = compiled.plan else {
            throw CLIError("\(ArgumentText.shown(layout)): the layout is invalid; nothing was generated")
        }
        guard !compiled.diagnostics.contains(where: { $0.rule == .swiftNameClash }) else {
            throw CLIError("\(ArgumentText.shown(layout)): names clash in Swift; nothing was generated")
        }
        let source = SwiftRowEnumGenerator(typeName: name).generate(plan.renderSchema)
        try StandardStreams.output(source)
    }
}
