import ArgumentParser

@main
struct ReportGenCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "reportgen",
        abstract: "Render sorted record streams into typed-row reports described by a YAML layout.",
        discussion: """
            Examples:
              reportgen --layout Layouts/transactions.yaml
              reportgen --layout Layouts/transactions.yaml --format ndjson
              reportgen validate Layouts/*.yaml
            """,
        version: "0.1.0",
        subcommands: [
            RenderCommand.self, ValidateCommand.self, SchemaCommand.self, CodegenCommand.self, DiffCommand.self,
            PreviewCommand.self,
        ],
        defaultSubcommand: RenderCommand.self
    )

    /// Runs the command line, after the check the parser cannot make (see ``MistypedOption``).
    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        if let message = MistypedOption.subcommandMessage(arguments) {
            StandardStreams.error("Error: \(message)\n  See 'reportgen --help' for the subcommands.")
            Self.exit(withError: ExitCode.validationFailure)
        }
        if let message = MistypedOption.message(arguments) {
            StandardStreams.error(RenderCommand.usageError(message))
            Self.exit(withError: ExitCode.validationFailure)
        }
        do {
            var command = try parseAsRoot(arguments)
            try command.run()
        } catch {
            let message = fullMessage(for: error)
            // Help and the version go to standard output as the parser prints them; a message
            // goes through the tool's own writer, which escapes and cuts the values it echoes.
            guard exitCode(for: error) != .success, !message.isEmpty else { Self.exit(withError: error) }
            StandardStreams.error(message)
            Self.exit(withError: ExitCode(exitCode(for: error).rawValue))
        }
    }
}
