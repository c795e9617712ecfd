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
            let given = GivenStream.path(path, label: "--input \(ArgumentText.quoted(path))", mustExist: true)
            return [InputFile(connector.singleStream(given, label: path))]
        }
        var overrides: [String: GivenStream] = [:]
        let names = plan.sources.map(\.name)
        for argument in arguments {
            guard let equals = argument.firstIndex(of: "=") else {
                // With a single source there is no doubt which one a bare path is for.
                if names.count == 1, arguments.count == 1 {
                    guard !argument.isEmpty else { throw ValidationError("--input needs a path, not an empty text") }
                    overrides[names[0]] = given(path: argument, argument: argument)
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
            overrides[name] = given(path: path, argument: argument)
        }
        return connector.streams(given: overrides) { "give --input \($0)=PATH" }.map(InputFile.init)
    }

    /// A declared source's `--input NAME=PATH`: a file that is not there is *missing*.
    private static func given(path: String, argument: String) -> GivenStream {
        .path(path, label: "--input \(ArgumentText.quoted(argument))", mustExist: false)
    }
}
