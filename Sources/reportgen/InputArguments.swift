import ArgumentParser
import Foundation
import ReportGenCore

/// Turns `--input` arguments and the layout's `sources:` into the engine's streams.
enum InputArguments {
    static func format(for path: String, plan: ReportPlan) -> InputFormat {
        if let format = plan.input.format { return format }
        let lowered = path.lowercased()
        if lowered.hasSuffix(".json") { return .json }
        if lowered.hasSuffix(".ndjson") || lowered.hasSuffix(".jsonl") { return .ndjson }
        return .csv
    }

    static func stream(name: String?, title: String?, path: String, plan: ReportPlan) -> StreamInput {
        StreamInput(name: name, title: title, displayPath: path, format: format(for: path, plan: plan)) {
            if path == "-" { return FileByteSource(standardInput: ()) }
            guard FileManager.default.fileExists(atPath: path) else { return nil }
            guard let source = FileByteSource(path: path) else {
                throw RecordError(
                    path: path, line: 0, message: "cannot open: \(String(cString: strerror(errno)))",
                    isRecoverable: false)
            }
            return source
        }
    }

    static func streams(_ arguments: [String], plan: ReportPlan, layoutPath: String) throws -> [StreamInput] {
        let layoutDirectory = URL(fileURLWithPath: layoutPath).deletingLastPathComponent()
        guard plan.declaresSources else {
            guard arguments.count <= 1 else {
                throw ValidationError("this layout reads one stream; give --input once")
            }
            guard let path = arguments.first else {
                throw ValidationError(
                    "this layout reads one stream and declares no sources; give --input PATH (or - for stdin)")
            }
            return [stream(name: nil, title: nil, path: path, plan: plan)]
        }
        var overrides: [String: String] = [:]
        let names = plan.sources.map(\.name)
        for argument in arguments {
            guard let equals = argument.firstIndex(of: "=") else {
                // With a single source there is no doubt which one a bare path is for.
                if names.count == 1, arguments.count == 1 {
                    overrides[names[0]] = argument
                    continue
                }
                throw ValidationError(
                    "this layout has sources (\(names.joined(separator: ", "))); use --input NAME=PATH")
            }
            let name = String(argument[..<equals])
            guard names.contains(name) else {
                let hint =
                    names.first { $0.lowercased() == name.lowercased() || $0.hasPrefix(name) }.map {
                        "; did you mean '\($0)'?"
                    } ?? ""
                throw ValidationError(
                    "--input: unknown source '\(name)' (the layout has \(names.joined(separator: ", ")))\(hint)")
            }
            overrides[name] = String(argument[argument.index(after: equals)...])
        }
        return try plan.sources.map { source in
            if let path = overrides[source.name] {
                return stream(name: source.name, title: source.title, path: path, plan: plan)
            }
            guard let relative = source.path else {
                throw ValidationError(
                    "source '\(source.name)' has no path in the layout; give --input \(source.name)=PATH")
            }
            let path =
                relative.hasPrefix("/")
                ? relative
                : layoutDirectory.appendingPathComponent(relative).standardizedFileURL.relativePathFromCurrentDirectory
            return stream(name: source.name, title: source.title, path: path, plan: plan)
        }
    }
}

extension URL {
    /// The path relative to the working directory when it is below it (for short messages).
    var relativePathFromCurrentDirectory: String {
        let cwd = FileManager.default.currentDirectoryPath
        let full = path
        if full.hasPrefix(cwd + "/") { return String(full.dropFirst(cwd.count + 1)) }
        return full
    }
}

/// Turns `--param NAME=VALUE` into typed values, with defaults.
enum ParameterArguments {
    static func values(_ arguments: [String], for plan: ReportPlan) throws -> [Value] {
        var given: [String: String] = [:]
        for argument in arguments {
            guard let equals = argument.firstIndex(of: "=") else {
                throw ValidationError("--param needs NAME=VALUE, found '\(argument)'")
            }
            let name = String(argument[..<equals])
            guard plan.parameters.contains(where: { $0.name == name }) else {
                let known = plan.parameters.map(\.name)
                throw ValidationError(
                    "--param: unknown parameter '\(name)'"
                        + (known.isEmpty
                            ? " (the layout has none)" : " (the layout has \(known.joined(separator: ", ")))"))
            }
            given[name] = String(argument[argument.index(after: equals)...])
        }
        return try plan.parameters.map { parameter in
            if let text = given[parameter.name] {
                switch ValueParser.parse(text: text, as: parameter.type, places: nil, pattern: nil, enumValues: []) {
                case .success(let value): return value
                case .failure(let problem): throw ValidationError("--param \(parameter.name): \(problem.message)")
                }
            }
            guard let value = parameter.defaultValue else {
                throw ValidationError(
                    "parameter '\(parameter.name)' has no default; give --param \(parameter.name)=VALUE")
            }
            return value
        }
    }
}

/// Reads `--template DIR`: one `KIND.mustache` per row kind.
enum TemplateDirectory {
    static func renderer(directory: String, plan: ReportPlan) throws -> MustacheRenderer {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw CLIError("--template: '\(directory)' is not a directory")
        }
        var sources: [String: String] = [:]
        for kind in plan.rowKinds {
            let path = (directory as NSString).appendingPathComponent("\(kind.name).mustache")
            if let data = FileManager.default.contents(atPath: path) {
                sources[kind.name] = String(decoding: data, as: UTF8.self)
            }
        }
        do {
            return try MustacheRenderer(templates: sources, plan: plan, directory: directory)
        } catch let error as MustacheRenderer.TemplateError {
            throw CLIError("--template: \(error.description)")
        }
    }
}
