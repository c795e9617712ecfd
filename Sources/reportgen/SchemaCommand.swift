import ArgumentParser
import ReportGenCore

struct SchemaCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "schema",
        abstract: "Print the JSON Schema (draft-07) of the layout language, for editors and CI.",
        discussion: """
            Point yaml-language-server at a copy by starting a layout with
              # yaml-language-server: $schema=../schema/layout-v1.schema.json
            """
    )

    func run() throws {
        try StandardStreams.reportingErrors { try StandardStreams.output(LayoutSchema.document.rendered() + "\n") }
    }
}
