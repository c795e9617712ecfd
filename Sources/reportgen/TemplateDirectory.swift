import Foundation
import ReportGenCore

/// Reads `--template DIR`: one `KIND.mustache` per row kind.
enum TemplateDirectory {
    /// The template file of each row kind, in the schema's order.
    static func files(directory: String, schema: RenderSchema) -> [String] {
        schema.rowKinds.map { (directory as NSString).appendingPathComponent("\($0.name).mustache") }
    }

    static func renderer(directory: String, schema: RenderSchema) throws -> MustacheRenderer {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw CLIError("--template: '\(directory)' is not a directory")
        }
        var sources: [String: String] = [:]
        for (kind, path) in zip(schema.rowKinds, files(directory: directory, schema: schema)) {
            if let data = FileManager.default.contents(atPath: path) {
                sources[kind.name] = String(decoding: data, as: UTF8.self)
            }
        }
        do {
            return try MustacheRenderer(templates: sources, schema: schema, directory: directory)
        } catch let error as MustacheRenderer.TemplateError {
            throw CLIError("--template: \(error.description)")
        }
    }
}
