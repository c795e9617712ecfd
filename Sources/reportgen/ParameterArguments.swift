import ArgumentParser
import ReportGenCore

/// Turns `--param NAME=VALUE` into typed values, with defaults: the library's conversion
/// (``ReportPlan/parameterValues(_:)``), its messages prefixed with `--param`.
enum ParameterArguments {
    static func values(_ arguments: [String], for plan: ReportPlan) throws -> [Value] {
        var given: [String: ParameterValue] = [:]
        for argument in arguments {
            guard let equals = argument.firstIndex(of: "=") else {
                throw ValidationError("--param needs NAME=VALUE, found \(ArgumentText.quoted(argument))")
            }
            let name = String(argument[..<equals])
            guard !name.isEmpty else {
                throw ValidationError(
                    "--param needs NAME=VALUE, found \(ArgumentText.quoted(argument)) (no name before '=')")
            }
            // Given twice, which value is meant cannot be told.
            guard given[name] == nil else {
                throw ValidationError("--param \(ArgumentText.quoted(name)) is given twice")
            }
            given[name] = .text(String(argument[argument.index(after: equals)...]))
        }
        do {
            return try plan.parameterValues(given)
        } catch {
            throw ValidationError("--param: \(error)")
        }
    }
}
