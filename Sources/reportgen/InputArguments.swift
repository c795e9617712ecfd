import ArgumentParser
import Foundation
import ReportGenCore

/// Turns `--input` arguments and the layout's `sources:` into the engine's streams.
enum InputArguments {
    /// A path from the layout, relative to the layout's directory, as messages show it.
    static func resolve(_ relative: String, layoutPath: String) -> String {
        guard !relative.hasPrefix("/") else { return relative }
        return URL(fileURLWithPath: layoutPath).deletingLastPathComponent().appendingPathComponent(relative)
            .standardizedFileURL.relativePathFromCurrentDirectory
    }

    static func files(_ arguments: [String], plan: ReportPlan, connector: SourceConnector) throws
        -> [InputFile]
    {
        guard plan.declaresSources else {
            guard arguments.count <= 1 else {
                throw ValidationError("this layout reads one stream; give --input once")
            }
            if arguments.first?.isEmpty == true {
                throw ValidationError("--input needs a path (or - for stdin), not an empty text")
            }
            guard let path = arguments.first else {
                throw ValidationError(
                    "this layout reads one stream and declares no sources; give --input PATH (or - for stdin)")
            }
            // Typed for the only stream there is: a mistyped path is an error, not an empty report.
            return [
                InputFile(
                    name: nil, title: nil, path: path, label: "--input \(ArgumentText.quoted(path))", mustExist: true,
                    format: plan.format(forPath: path))
            ]
        }
        var overrides: [String: (path: String, argument: String)] = [:]
        let names = plan.sources.map(\.name)
        for argument in arguments {
            guard let equals = argument.firstIndex(of: "=") else {
                // With a single source there is no doubt which one a bare path is for.
                if names.count == 1, arguments.count == 1 {
                    guard !argument.isEmpty else { throw ValidationError("--input needs a path, not an empty text") }
                    overrides[names[0]] = (argument, argument)
                    continue
                }
                throw ValidationError(
                    "this layout has sources (\(names.joined(separator: ", "))); use --input NAME=PATH")
            }
            let name = String(argument[..<equals])
            let path = String(argument[argument.index(after: equals)...])
            guard !name.isEmpty else {
                throw ValidationError(
                    "--input \(ArgumentText.quoted(argument)): no source name before '=' (the layout has \(names.joined(separator: ", ")))"
                )
            }
            guard names.contains(name) else {
                let hint =
                    names.first { $0.lowercased() == name.lowercased() || $0.hasPrefix(name) }.map {
                        "; did you mean '\($0)'?"
                    } ?? ""
                throw ValidationError(
                    "--input: unknown source \(ArgumentText.quoted(name)) (the layout has \(names.joined(separator: ", ")))\(hint)"
                )
            }
            guard !path.isEmpty else {
                throw ValidationError("--input \(ArgumentText.quoted(argument)): no path after '='")
            }
            guard overrides[name] == nil else {
                throw ValidationError("--input gives source \(ArgumentText.quoted(name)) more than once")
            }
            overrides[name] = (path, argument)
        }
        return plan.sources.map { source in
            switch connector.reading(source, given: overrides) {
            case .given(let (path, argument)):
                return InputFile(
                    name: source.name, title: source.title, path: path,
                    label: "--input \(ArgumentText.quoted(argument))",
                    mustExist: false, format: plan.format(forPath: path))
            case .connected(let stream):
                let databaseFile = source.origin.flatMap(connector.databaseFile)
                let shownFile = source.origin.flatMap(connector.shownDatabaseFile)
                return InputFile(
                    source: stream, label: "source '\(source.name)'" + (shownFile.map { " ('\($0)')" } ?? ""),
                    databaseFile: databaseFile)
            case .path(let path):
                return InputFile(
                    name: source.name, title: source.title, path: path, label: "source '\(source.name)' ('\(path)')",
                    mustExist: false, format: plan.format(forPath: path))
            case .unspecified:
                // As a file that is not there: missing (a warning, the `missing` rows), an error with --strict.
                return InputFile(
                    source: .missing(
                        name: source.name, title: source.title, shownAs: "source '\(source.name)'",
                        reason: "the layout gives it no path; give --input \(source.name)=PATH"),
                    label: "source '\(source.name)'", databaseFile: nil)
            }
        }
    }
}
