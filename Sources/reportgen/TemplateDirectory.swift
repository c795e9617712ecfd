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
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory) else {
            throw CLIError("--template: there is no directory \(ArgumentText.quoted(directory))")
        }
        guard isDirectory.boolValue else {
            throw CLIError("--template: \(ArgumentText.quoted(directory)) is not a directory")
        }
        var sources: [String: String] = [:]
        for (kind, path) in zip(schema.rowKinds, files(directory: directory, schema: schema)) {
            if let text = try source(at: path) { sources[kind.name] = text }
        }
        do {
            return try MustacheRenderer(templates: sources, schema: schema, directory: directory)
        } catch let error as MustacheRenderer.TemplateError {
            throw CLIError("--template: \(error.description)")
        }
    }

    /// The most bytes a template file may hold: a row's template is a few lines.
    static let maxBytes = 1 << 20

    /// The text of the template file at `path`; `nil` when there is none. A file that is not a
    /// regular file (a FIFO would block, a device never end), cannot be read, is larger than
    /// ``maxBytes`` or is not UTF-8 is an error that says so.
    static func source(at path: String) throws -> String? {
        let info: stat
        switch FileSystem.status(path) {
        case .success(let status): info = status
        case .failure(let error) where error.code == ENOENT: return nil
        case .failure(let error):
            throw CLIError("--template: cannot read \(ArgumentText.shown(path)): \(error.message)")
        }
        guard FileSystem.kind(of: info) == .regular else {
            throw CLIError("--template: \(ArgumentText.shown(path)) is not a regular file")
        }
        let descriptor: Int32
        switch FileSystem.open(path, O_RDONLY) {
        case .success(let opened): descriptor = opened
        case .failure(let error):
            throw CLIError("--template: cannot read \(ArgumentText.shown(path)): \(error.message)")
        }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        defer { try? handle.close() }
        let data: Data
        do {
            data = try handle.read(upToCount: maxBytes + 1) ?? Data()
        } catch {
            throw CLIError("--template: cannot read \(ArgumentText.shown(path)): \(error.localizedDescription)")
        }
        guard data.count <= maxBytes else {
            throw CLIError("--template: \(ArgumentText.shown(path)) is larger than \(maxBytes) bytes")
        }
        guard let text = UTF8Validation.string(validating: data) else {
            throw CLIError("--template: \(ArgumentText.shown(path)) is not valid UTF-8; save it as UTF-8")
        }
        return text
    }
}
