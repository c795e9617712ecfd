import ArgumentParser
import ReportGenCore

/// Turns `--param NAME=VALUE` into typed values, with defaults: the library's conversion
/// (``ReportPlan/parameterValues(_:)``), its messages prefixed with `--param`.
enum ParameterArguments {
    static func values(_ arguments: [String], for plan: ReportPlan) throws -> [Value] {
        var given: [String: ParameterValue] = [:]
        for argument in arguments {
            guard let equals = argument.firstIndex(of: "=") else {
                throw ValidationError("--param needs NAME=VALUE, found '\(argument)'")
            }
            given[String(argument[..<equals])] = .text(String(argument[argument.index(after: equals)...]))
        }
        do {
            return try plan.parameterValues(given)
        } catch {
            throw ValidationError("--param: \(error)")
        }
    }
}
