import ArgumentParser
import ReportGenCore

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
                switch ValueParser.parse(
                    text: text, as: parameter.type, places: nil, pattern: nil, enumValues: [],
                    timeZone: parameter.timeZone)
                {
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
